import { collectRecordSchema, type CollectRecord } from '@shared/contract/record.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import { z } from 'zod/mini';
import { isApiError } from '../api-error';
import type { OutboxEntry, OutboxError, OutboxFile } from './outbox-entry';
import type { OutboxStore } from './outbox-store';
import { replacePlaceholder } from './pending-files';

/** The three calls the outbox makes; the app's goes through the API client (outbox-transport). */
export interface OutboxTransport {
  /** Stores one file and answers the address the field keeps. */
  upload(entry: OutboxEntry, file: OutboxFile): Promise<string>;
  create(entry: OutboxEntry): Promise<CollectRecord>;
  /** Sends `entry.fields` as a change made from `entry.version`. */
  update(entry: OutboxEntry): Promise<CollectRecord>;
}

export interface OutboxSyncDeps {
  store: OutboxStore;
  transport: OutboxTransport;
  now?: () => Date;
}

/**
 * done: every entry had an answer; offline: no answer (or a server failure), the rest waits for
 * the next try; needs-sign-in: the session cannot be renewed, the queue waits for a sign-in.
 */
export type SyncOutcome = 'done' | 'offline' | 'needs-sign-in';

export interface SyncReport {
  outcome: SyncOutcome;
  sent: OutboxEntry[];
}

const SENDABLE = new Set<OutboxEntry['status']>(['waiting', 'sending', 'needs-sign-in']);
const conflictDetailsSchema = z.object({ record: collectRecordSchema });

function errorOf(error: unknown): OutboxError {
  if (isApiError(error)) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: 'UNKNOWN', message: error instanceof Error ? error.message : '' };
}

/** Whether the server holds every value this entry sends: its earlier answer was lost. */
function holdsMine(fields: RecordValues, record: CollectRecord): boolean {
  return Object.entries(fields).every(
    ([variable, value]) =>
      JSON.stringify(value ?? null) === JSON.stringify(record.fields[variable] ?? null),
  );
}

/** Uploads the entry's files one by one, saving each address so a retry uploads it no more. */
async function uploadFiles(deps: OutboxSyncDeps, start: OutboxEntry): Promise<OutboxEntry> {
  let entry = start;
  for (const file of start.files) {
    const url = await deps.transport.upload(entry, file);
    entry = {
      ...entry,
      fields: replacePlaceholder(entry.fields, file.placeholder, url),
      files: entry.files.filter((item) => item.placeholder !== file.placeholder),
    };
    await deps.store.put(entry);
  }
  return entry;
}

type Attempt =
  | { kind: 'sent'; entry: OutboxEntry }
  | { kind: 'answered'; entry: OutboxEntry }
  | { kind: 'stop'; outcome: Exclude<SyncOutcome, 'done'>; entry: OutboxEntry };

async function attempt(deps: OutboxSyncDeps, start: OutboxEntry): Promise<Attempt> {
  const now = (deps.now ?? (() => new Date()))().toISOString();
  let entry: OutboxEntry = { ...start, status: 'sending', attempts: start.attempts + 1 };
  await deps.store.put(entry);
  try {
    entry = await uploadFiles(deps, entry);
    if (entry.kind === 'create') await deps.transport.create(entry);
    else await deps.transport.update(entry);
    return { kind: 'sent', entry: sentEntry(entry, now) };
  } catch (error) {
    const failure = errorOf(error);
    // No answer, or the server failed: the same entry (same client id) goes again later.
    if (failure.status === 0 || failure.status >= 500) {
      return {
        kind: 'stop',
        outcome: 'offline',
        entry: { ...entry, status: 'waiting', last_error: failure },
      };
    }
    if (failure.status === 401) {
      return {
        kind: 'stop',
        outcome: 'needs-sign-in',
        entry: { ...entry, status: 'needs-sign-in', last_error: failure },
      };
    }
    const current =
      failure.status === 409 && isApiError(error)
        ? conflictDetailsSchema.safeParse(error.details)
        : null;
    if (current?.success) {
      const theirs = current.data.record;
      // The change went through but its answer was lost: sending it again met our own write.
      if (holdsMine(entry.fields, theirs)) return { kind: 'sent', entry: sentEntry(entry, now) };
      return {
        kind: 'answered',
        entry: { ...entry, status: 'conflict', theirs, last_error: failure },
      };
    }
    return { kind: 'answered', entry: { ...entry, status: 'refused', last_error: failure } };
  }
}

function sentEntry(entry: OutboxEntry, now: string): OutboxEntry {
  return { ...entry, status: 'sent', sent_at: now, last_error: null, theirs: null };
}

/**
 * Sends a user's waiting entries in the order they were made, one at a time. A refusal or a
 * conflict concerns one record: the next ones still go. No answer stops the run (the rest keeps
 * its order for the next one); a session that cannot be renewed holds the whole queue.
 */
export async function syncOutbox(deps: OutboxSyncDeps, uid: string): Promise<SyncReport> {
  const sent: OutboxEntry[] = [];
  const queue = (await deps.store.list(uid)).filter((entry) => SENDABLE.has(entry.status));
  for (const [index, entry] of queue.entries()) {
    const result = await attempt(deps, entry);
    await deps.store.put(result.entry);
    if (result.kind === 'sent') sent.push(result.entry);
    if (result.kind !== 'stop') continue;
    if (result.outcome === 'needs-sign-in') {
      for (const rest of queue.slice(index + 1)) {
        await deps.store.put({ ...rest, status: 'needs-sign-in' });
      }
    }
    return { outcome: result.outcome, sent };
  }
  return { outcome: 'done', sent };
}
