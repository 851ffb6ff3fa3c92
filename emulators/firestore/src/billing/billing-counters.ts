/** What Firestore would bill, per project. */
export interface BillingCounts {
  reads: number;
  writes: number;
  deletes: number;
}

export class BillingCounters {
  private readonly byProject = new Map<string, BillingCounts>();

  private counts(project: string): BillingCounts {
    let counts = this.byProject.get(project);
    if (!counts) {
      counts = { reads: 0, writes: 0, deletes: 0 };
      this.byProject.set(project, counts);
    }
    return counts;
  }

  addReads(project: string, reads: number): void {
    this.counts(project).reads += reads;
  }

  addWrites(project: string, writes: number): void {
    this.counts(project).writes += writes;
  }

  addDeletes(project: string, deletes: number): void {
    this.counts(project).deletes += deletes;
  }

  get(project: string): BillingCounts {
    return { ...this.counts(project) };
  }

  reset(project: string): void {
    this.byProject.delete(project);
  }
}

/** A query bills each returned and each offset-skipped document, and at least one read. */
export function queryReads(returned: number, skipped: number): number {
  return Math.max(1, returned + skipped);
}

/** An aggregation bills one read per 1,000 index entries matched, at least one. */
export function aggregationReads(matched: number): number {
  return Math.max(1, Math.ceil(matched / 1000));
}
