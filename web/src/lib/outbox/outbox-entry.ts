import type { RecordField } from '@shared/contract/field.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import type { RecordValues } from '@shared/contract/record-validation';

export type OutboxKind = 'create' | 'update';

/**
 * waiting → sending → sent; or refused (the server said no, with its reason), conflict (someone
 * changed the record meanwhile), needs-sign-in (the session could not be renewed: the whole queue
 * waits for the user to sign in again).
 */
export type OutboxStatus =
  'waiting' | 'sending' | 'sent' | 'refused' | 'conflict' | 'needs-sign-in';

/** A file picked for a FILE_UPLOAD field while offline, kept until it is uploaded. */
export interface OutboxFile {
  /** The placeholder address the field holds until the upload answers the real one. */
  placeholder: string;
  variable: string;
  name: string;
  type: string;
  size: number;
  /** Bytes rather than a Blob: every IndexedDB (and its test double) clones an ArrayBuffer. */
  data: ArrayBuffer;
}

export interface OutboxError {
  status: number;
  code: string;
  /** The server's message, as it wrote it for people. */
  message: string;
}

/** One record created or edited on this device and not yet (or just) accepted by the server. */
export interface OutboxEntry {
  id: string;
  /** Whose typing this is: a device shared by two people shows each only theirs. */
  uid: string;
  kind: OutboxKind;
  /** A create's client-chosen id (the same id twice creates one record), or the record edited. */
  record_id: string;
  program_id: string;
  collect_id: string;
  collect: { title: string; title_fr: string | null };
  /** The record's name (its first field) when it was saved, for lists. */
  label: string | null;
  /** The model's fields then: the outbox shows and exports values without the collect. */
  model: RecordField[];
  fields: RecordValues;
  /** An edit: the values it started from, to tell what the user changed from what others did. */
  base: RecordValues | null;
  /** An edit: the version it was made from (a record changed since is a conflict). */
  version: number | null;
  files: OutboxFile[];
  created_at: string;
  /** Sending order: entries go in the order they were made. */
  seq: number;
  status: OutboxStatus;
  attempts: number;
  last_error: OutboxError | null;
  /** On conflict: the record as the server holds it now. */
  theirs: CollectRecord | null;
  sent_at: string | null;
}

/** What the form hands over; the store adds the bookkeeping. */
export type NewOutboxEntry = Pick<
  OutboxEntry,
  | 'uid'
  | 'kind'
  | 'record_id'
  | 'program_id'
  | 'collect_id'
  | 'collect'
  | 'label'
  | 'model'
  | 'fields'
  | 'base'
  | 'version'
  | 'files'
>;

/** What a device keeps of pending files, all entries together (said to the user when refused). */
export const OUTBOX_FILES_CAP_BYTES = 25 * 1024 * 1024;

/** Sent entries kept to show what went out, newest first. */
export const OUTBOX_SENT_HISTORY = 50;

/** What the badge counts: what still needs the server or the user. */
export function isPending(entry: Pick<OutboxEntry, 'status'>): boolean {
  return entry.status !== 'sent';
}
