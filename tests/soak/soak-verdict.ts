import type { WorldClient } from '../fuzz/world-client.js';
import { classifyOrphans, readStored, reconcile, reconciliationHolds } from './ledger.js';
import type { Stored } from './ledger.js';
import { reconciliationFigures } from './soak-report.js';
import type { Writer, WriteRecord } from './write-stream.js';

export interface Verdict {
  holds: boolean;
  lines: string[];
}

/** Reads what is stored (signed in afresh: a restarted Auth emulator revokes earlier tokens). */
export async function readBack(
  client: WorldClient,
  admin: Writer,
  programId: string,
): Promise<{ stored: Stored; token: string }> {
  const token = await admin.signIn();
  return { stored: await readStored(client, token, programId), token };
}

/** Counts one stream's writes in what is stored, and says whether the rules hold. */
export async function verdictOf(
  client: WorldClient,
  read: { stored: Stored; token: string },
  programId: string,
  records: readonly WriteRecord[],
  prefix: string,
): Promise<Verdict> {
  const result = reconcile(records, read.stored, prefix);
  const skipped = await classifyOrphans(client, read.token, programId, result);
  const lines = reconciliationFigures(result);
  if (skipped.length) {
    lines.push(
      `the list of user groups skipped ${skipped.length} group(s) that answer by id: ${skipped.slice(0, 5).join(', ')}`,
    );
  }
  return { holds: reconciliationHolds(result) && skipped.length === 0, lines };
}
