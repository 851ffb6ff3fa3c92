import type { Locale } from '@shared/contract/locale.schema';
import type { TFunction } from 'i18next';
import { fieldLabel } from '@/components/fields/field-text';
import type { OutboxEntry } from '@/lib/outbox/outbox-entry';
import { collectTitle } from '@/lib/program/collect-title';

function base64(data: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(data)) text += String.fromCharCode(byte);
  return btoa(text);
}

/**
 * Everything the user typed, and the files they picked (as base64), so that a record the server
 * refused can be kept, sent to a manager or typed again: nothing is lost.
 */
export function entriesToJson(entries: readonly OutboxEntry[], locale: Locale): string {
  return JSON.stringify(
    entries.map((entry) => ({
      record_id: entry.record_id,
      kind: entry.kind,
      status: entry.status,
      reason: entry.last_error?.message ?? null,
      saved_at: entry.created_at,
      program_id: entry.program_id,
      collect_id: entry.collect_id,
      collect: collectTitle(entry.collect, locale),
      label: entry.label,
      fields: entry.fields,
      labels: Object.fromEntries(
        entry.model.map((field) => [field.variable, fieldLabel(field, locale)]),
      ),
      files: entry.files.map((file) => ({
        variable: file.variable,
        name: file.name,
        type: file.type,
        size: file.size,
        base64: base64(file.data),
      })),
    })),
    null,
    2,
  );
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row per record, one column per field of any of their collects (labelled, with variable). */
export function entriesToCsv(
  entries: readonly OutboxEntry[],
  locale: Locale,
  t: TFunction<'outbox'>,
): string {
  const columns = new Map<string, string>();
  for (const entry of entries) {
    for (const field of entry.model) {
      if (!columns.has(field.variable)) {
        columns.set(field.variable, `${fieldLabel(field, locale)} (${field.variable})`);
      }
    }
  }
  const header = [
    t('csv.collect'),
    t('csv.record'),
    t('csv.recordId'),
    t('csv.kind'),
    t('csv.status'),
    t('csv.reason'),
    t('csv.savedAt'),
    ...columns.values(),
  ];
  const rows = entries.map((entry) => [
    collectTitle(entry.collect, locale),
    entry.label ?? '',
    entry.record_id,
    t(`kind.${entry.kind}`),
    t(`status.${entry.status}`),
    entry.last_error?.message ?? '',
    entry.created_at,
    ...[...columns.keys()].map((variable) => entry.fields[variable]),
  ]);
  // A byte-order mark so that spreadsheet programs read the accents right.
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Has the browser save `text` as a file named `name`, the page staying where it is. */
export function saveTextFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
