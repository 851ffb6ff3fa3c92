import { inject } from 'vitest';

export interface Billing {
  readonly reads: number;
  readonly writes: number;
  readonly deletes: number;
}

const url = (projectId: string) =>
  `http://${inject('firestoreEmulatorHost')}/emulator/v1/projects/${projectId}/billing`;

/** What Firestore would bill the project so far (Rainbow's emulator only). */
export async function readBilling(projectId: string): Promise<Billing | null> {
  const response = await fetch(url(projectId), { signal: AbortSignal.timeout(5000) }).catch(
    () => null,
  );
  if (!response?.ok) return null;
  return (await response.json()) as Billing;
}

/** The Firestore cost of `action` in one project, or null on an emulator without counters. */
export async function costOf(
  projectId: string,
  action: () => Promise<unknown>,
): Promise<Billing | null> {
  const before = await readBilling(projectId);
  await action();
  const after = await readBilling(projectId);
  if (!before || !after) return null;
  return {
    reads: after.reads - before.reads,
    writes: after.writes - before.writes,
    deletes: after.deletes - before.deletes,
  };
}
