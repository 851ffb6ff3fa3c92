import type { WorldClient } from '../fuzz/world-client.js';
import type { WriteRecord } from './write-stream.js';

/** What the API holds afterwards for the names a stream wrote. */
export interface Stored {
  /** Group ids by name. */
  groups: Map<string, string[]>;
  /** USER_GROUP_CREATED entries of the activity log, by the group id they name. */
  created: Map<string, number>;
  /** The same, split by the name's prefix (`soak-load`), from the entries' labels. */
  createdByPrefix: Map<string, Map<string, number>>;
}

export interface Reconciliation {
  writes: number;
  acknowledged: number;
  /** Acknowledged, yet absent. */
  lost: string[];
  /** Present more than once. */
  duplicated: string[];
  /** Present under another id than the one acknowledged. */
  wrongId: string[];
  unacknowledged: number;
  /** Not acknowledged (error, timeout, crash) but written all the same: allowed, counted. */
  landedAnyway: number;
  /** A group without its activity entry, or an activity entry without its group. */
  halfWritten: string[];
  /** Groups named by an activity entry but missing from the list (looked up by id afterwards). */
  orphanEntries: string[];
}

interface GroupsPage {
  userGroups: Array<{ _id: string; name: { en: string } }>;
  pages: number;
  next_cursor?: string | null;
}

interface ActivitiesPage {
  activities: Array<{ action: string; target: { _id: string; label: string } }>;
  next_cursor: string | null;
}

/** Reads every user group of the program and its whole activity log, through the API. */
export async function readStored(
  client: WorldClient,
  token: string,
  programId: string,
): Promise<Stored> {
  const groups = new Map<string, string[]>();
  const base = `/api/programs/${programId}/user-groups`;
  // Follows `next_cursor` where lists answer one (deep pages are refused), else page numbers.
  let next: string | undefined = `${base}?page=1`;
  for (let page = 1; next; page++) {
    const body: GroupsPage = await client.must<GroupsPage>('GET', next, token);
    for (const group of body.userGroups) {
      groups.set(group.name.en, [...(groups.get(group.name.en) ?? []), group._id]);
    }
    if (body.next_cursor) next = `${base}?cursor=${encodeURIComponent(body.next_cursor)}`;
    else
      next =
        body.next_cursor === undefined && page < body.pages
          ? `${base}?page=${page + 1}`
          : undefined;
  }
  const created = new Map<string, number>();
  const createdByPrefix = new Map<string, Map<string, number>>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const body: ActivitiesPage = await client.must<ActivitiesPage>(
      'GET',
      `/api/programs/${programId}/activities?limit=100${query}`,
      token,
    );
    for (const activity of body.activities) {
      if (activity.action !== 'USER_GROUP_CREATED') continue;
      const id = activity.target._id;
      created.set(id, (created.get(id) ?? 0) + 1);
      const prefix = activity.target.label.replace(/-\d+$/, '');
      const byId = createdByPrefix.get(prefix) ?? new Map<string, number>();
      byId.set(id, (byId.get(id) ?? 0) + 1);
      createdByPrefix.set(prefix, byId);
    }
    cursor = body.next_cursor;
  } while (cursor);
  return { groups, created, createdByPrefix };
}

/** Every acknowledged write present exactly once and whole; the others counted. */
export function reconcile(
  records: readonly WriteRecord[],
  stored: Stored,
  prefix: string,
): Reconciliation {
  const result: Reconciliation = {
    writes: records.length,
    acknowledged: 0,
    lost: [],
    duplicated: [],
    wrongId: [],
    unacknowledged: 0,
    landedAnyway: 0,
    halfWritten: [],
    orphanEntries: [],
  };
  for (const record of records) {
    const ids = stored.groups.get(record.name) ?? [];
    if (ids.length > 1) result.duplicated.push(`${record.name} ×${ids.length}`);
    for (const id of ids) {
      const entries = stored.created.get(id) ?? 0;
      if (entries !== 1)
        result.halfWritten.push(`${record.name} (${id}): ${entries} activity entries`);
    }
    if (record.groupId) {
      result.acknowledged++;
      if (ids.length === 0) result.lost.push(record.name);
      else if (!ids.includes(record.groupId)) result.wrongId.push(record.name);
    } else {
      result.unacknowledged++;
      if (ids.length > 0) result.landedAnyway++;
    }
  }
  const names = new Set(records.map((r) => r.name));
  const ours = [...stored.groups].filter(([name]) => name.startsWith(`${prefix}-`));
  const known = new Set(ours.flatMap(([, ids]) => ids));
  for (const [id] of stored.createdByPrefix.get(prefix) ?? []) {
    if (!known.has(id)) result.orphanEntries.push(id);
  }
  // A name nobody sent cannot be stored; if one is, the count is wrong somewhere.
  for (const [name] of ours) {
    if (!names.has(name)) result.halfWritten.push(`unexpected group ${name}`);
  }
  return result;
}

/**
 * An activity entry whose group the list did not show: either the list skipped it (a paging
 * defect, reported as such) or the group is not there (a half-written write).
 */
export async function classifyOrphans(
  client: WorldClient,
  token: string,
  programId: string,
  result: Reconciliation,
): Promise<string[]> {
  const skippedByList: string[] = [];
  for (const id of result.orphanEntries) {
    const reply = await client.call('GET', `/api/programs/${programId}/user-groups/${id}`, token);
    if (reply.status === 200) skippedByList.push(id);
    else result.halfWritten.push(`activity entry for group ${id}, which answers ${reply.status}`);
  }
  return skippedByList;
}

export function reconciliationHolds(result: Reconciliation): boolean {
  return (
    result.lost.length === 0 &&
    result.duplicated.length === 0 &&
    result.wrongId.length === 0 &&
    result.halfWritten.length === 0
  );
}
