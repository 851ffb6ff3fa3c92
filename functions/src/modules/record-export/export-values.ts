import type { StoredValue } from '../../db/record-document.js';
import { isIsoDate } from '../../shared/contract/calendar.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';

// What a person reads in an exported file: the model's fields as columns headed by their labels,
// each value written as the screens show it (option labels, yes / no, lists joined by "; ") in
// the caller's language. Numbers stay numbers (an XLSX cell is numeric; the CSV writes them in
// the locale's notation). Dates are written so that spreadsheets read them as dates: ISO in
// English, day/month/year in French.

/** A cell before it is written: text, or a number the writer formats. */
export type ExportCell = string | number;

const YES_NO: Readonly<Record<Locale, readonly [string, string]>> = {
  en: ['yes', 'no'],
  fr: ['oui', 'non'],
};

export const LIST_SEPARATOR = '; ';

export function headerOf(field: RecordField, locale: Locale): string {
  return field.label[locale] || field.label.en || field.variable;
}

function optionLabel(field: RecordField, value: string, locale: Locale): string {
  const option = field.options.find((candidate) => candidate.value === value);
  return option ? option.label[locale] || option.label.en : value;
}

function dateText(value: string, locale: Locale): string {
  if (locale !== 'fr' || !isIsoDate(value)) return value;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

function textOf(field: RecordField, value: string, locale: Locale): string {
  if (field.options.length > 0) return optionLabel(field, value, locale);
  if (field.input_method === 'DATE_PICKER') return dateText(value, locale);
  return value;
}

/** One stored value as a person reads it; empty values are empty cells. */
export function cellOf(
  field: RecordField,
  value: StoredValue | undefined,
  locale: Locale,
): ExportCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return YES_NO[locale][value ? 0 : 1];
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) {
    return value.map((item) => textOf(field, item, locale)).join(LIST_SEPARATOR);
  }
  return textOf(field, value, locale);
}

/** A record's row: one cell per field of the model, in its order. */
export function rowOf(
  fields: readonly RecordField[],
  values: Readonly<Record<string, StoredValue | undefined>>,
  locale: Locale,
): ExportCell[] {
  return fields.map((field) => cellOf(field, values[field.variable], locale));
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet would run as a formula (`=HYPERLINK(…)`, `+1`, `@SUM(…)`) is prefixed with
 * `'`, which spreadsheets show as text (OWASP "CSV injection"). Numbers are the export's own
 * numeric cells and never need it.
 */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
