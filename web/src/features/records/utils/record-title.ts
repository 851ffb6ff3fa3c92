import type { RecordField } from '@shared/contract/field.schema';
import type { Locale } from '@shared/contract/locale.schema';
import type { CollectRecord } from '@shared/contract/record.schema';
import { optionLabel } from '@/components/fields/field-text';
import { fileName } from '@/components/fields/file-url';

/** A name longer than this is cut: it heads a page and a breadcrumb. */
const TITLE_MAX = 80;

function valueText(field: RecordField, value: CollectRecord['fields'][string], locale: Locale) {
  if (value === null || value === '' || typeof value === 'boolean') return '';
  const items = Array.isArray(value) ? value : [value];
  if (field.input_method === 'FILE_UPLOAD')
    return items.map((item) => fileName(String(item))).join(', ');
  if (field.options.length > 0)
    return items.map((item) => optionLabel(field, item, locale)).join(', ');
  return items.join(', ');
}

/**
 * SPEC §2: a record is named by its first field (the model's order); undefined when that field
 * is empty, so that the caller shows its generic label instead.
 */
export function recordTitle(
  fields: readonly RecordField[],
  record: Pick<CollectRecord, 'fields'>,
  locale: Locale,
): string | undefined {
  const first = fields[0];
  if (!first) return undefined;
  const text = valueText(first, record.fields[first.variable] ?? null, locale).trim();
  if (!text) return undefined;
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}
