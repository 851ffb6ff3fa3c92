import type { RecordField } from '@shared/contract/field.schema';
import type { RecordValues } from '@shared/contract/record-validation';
import type { NewOutboxEntry, OutboxEntry, OutboxFile } from './outbox-entry';
import type { OutboxStore } from './outbox-store';
import { OutboxFullError } from './outbox-store';
import { OUTBOX_FILES_CAP_BYTES } from './outbox-entry';
import { placeholderFor, placeholdersIn, replacePlaceholder } from './pending-files';

/** A file picked while offline, by the placeholder its field holds. */
export interface HeldFile {
  variable: string;
  file: File;
}
export type HeldFiles = ReadonlyMap<string, HeldFile>;

export interface QueueRecordInput extends Omit<
  NewOutboxEntry,
  'files' | 'collect_id' | 'collect' | 'model'
> {
  collect: { _id: string; title: string; title_fr: string | null; fields: RecordField[] };
  held: HeldFiles;
}

/** The held files the values still use (a file removed from its field is dropped). */
async function filesFor(fields: RecordValues, held: HeldFiles): Promise<OutboxFile[]> {
  const used = new Set(placeholdersIn(fields));
  return Promise.all(
    [...held]
      .filter(([placeholder]) => used.has(placeholder))
      .map(async ([placeholder, { variable, file }]) => ({
        placeholder,
        variable,
        name: file.name,
        type: file.type,
        size: file.size,
        data: await file.arrayBuffer(),
      })),
  );
}

/** Puts a record saved without a connection in the outbox, with its files. */
export async function queueRecord(
  store: OutboxStore,
  { collect, held, ...entry }: QueueRecordInput,
): Promise<OutboxEntry> {
  return store.add({
    ...entry,
    collect_id: collect._id,
    collect: { title: collect.title, title_fr: collect.title_fr },
    model: collect.fields,
    files: await filesFor(entry.fields, held),
  });
}

/**
 * Keeps a file picked offline in the form, answering the placeholder its field holds; refuses
 * it (OutboxFullError) when the files waiting on the device would pass the cap.
 */
export async function holdFile(
  store: OutboxStore,
  held: Map<string, HeldFile>,
  variable: string,
  file: File,
  capBytes = OUTBOX_FILES_CAP_BYTES,
): Promise<string> {
  const inForm = [...held.values()].reduce((sum, item) => sum + item.file.size, 0);
  if ((await store.filesBytes()) + inForm + file.size > capBytes) {
    throw new OutboxFullError(capBytes);
  }
  const placeholder = placeholderFor(file.name);
  held.set(placeholder, { variable, file });
  return placeholder;
}

/** Online again before saving: the held files are uploaded and their addresses put in. */
export async function uploadHeldFiles(
  fields: RecordValues,
  held: HeldFiles,
  upload: (variable: string, file: File) => Promise<string>,
): Promise<RecordValues> {
  let sent = fields;
  for (const placeholder of placeholdersIn(fields)) {
    const item = held.get(placeholder);
    if (item) sent = replacePlaceholder(sent, placeholder, await upload(item.variable, item.file));
  }
  return sent;
}
