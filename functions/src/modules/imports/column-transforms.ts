import { normaliseText } from '../../core/keywords.js';
import { isIsoDate } from '../../shared/contract/calendar.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type { ColumnTransform } from '../../shared/contract/matching.schema.js';
import { IMPORT_MESSAGES } from './import-messages.js';

// A cell's text made into the value the model's validation engine then checks (in its "coerce
// from text" mode, which does AUTO's work and every field's rules). A transform that cannot read
// its cell says so, naming the column and the format it expected; an empty cell is empty (null)
// whatever the transform, for REQUIRED to judge.

export type Transformed =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

export interface CellContext {
  readonly field: RecordField;
  /** The column's name, as the file has it. */
  readonly column: string;
  readonly locale: Locale;
}

const ok = (value: unknown): Transformed => ({ ok: true, value });
const fail = (message: string): Transformed => ({ ok: false, message });

const DATE_FORMATS = {
  DATE_DMY: {
    pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/,
    order: [3, 2, 1],
    shown: 'DD/MM/YYYY',
  },
  DATE_MDY: {
    pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/,
    order: [3, 1, 2],
    shown: 'MM/DD/YYYY',
  },
  DATE_YMD: {
    pattern: /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/,
    order: [1, 2, 3],
    shown: 'YYYY-MM-DD',
  },
} as const;

/** A time after the date (`31/12/2024 00:00`), as spreadsheets export dates, is left aside. */
const TIME_SUFFIX = /[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const pad = (value: string) => value.padStart(2, '0');

/** A date cell of a workbook already reads YYYY-MM-DD, whatever the column's format. */
function isoDateOf(text: string): string | null {
  const date = text.replace(TIME_SUFFIX, '');
  return isIsoDate(date) ? date : null;
}

function readDate(format: keyof typeof DATE_FORMATS, text: string): string | null {
  const iso = isoDateOf(text);
  if (iso) return iso;
  const { pattern, order } = DATE_FORMATS[format];
  const parts = pattern.exec(text.replace(TIME_SUFFIX, ''));
  if (!parts) return null;
  const [year, month, day] = order.map((index) => parts[index] ?? '');
  const date = `${year}-${pad(month ?? '')}-${pad(day ?? '')}`;
  return isIsoDate(date) ? date : null;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/**
 * Spreadsheets count days from 1900-01-01 as day 1 and, after Lotus 1-2-3, hold a 1900-02-29
 * (day 60) that never was: from day 61 on, day 0 is 1899-12-30.
 */
function readExcelDate(text: string): string | null {
  const iso = isoDateOf(text);
  if (iso) return iso;
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const serial = Math.floor(Number(text));
  if (serial < 1 || serial === 60 || serial > 2_958_465) return null;
  const dayZero = Date.UTC(1899, 11, serial < 60 ? 31 : 30);
  return new Date(dayZero + serial * MS_PER_DAY).toISOString().slice(0, 10);
}

const GROUPING = /[\s\u00a0\u202f']/g;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function readNumber(text: string, decimal: '.' | ','): number | null {
  const thousands = decimal === '.' ? ',' : '.';
  const compact = text.replace(GROUPING, '').split(thousands).join('');
  const normal = decimal === ',' ? compact.replace(',', '.') : compact;
  if (!PLAIN_NUMBER.test(normal)) return null;
  const number = Number(normal);
  return Number.isFinite(number) ? number : null;
}

/** An option by its value or either label, case, accents and extra spaces aside. */
function optionOf(field: RecordField, text: string): string | null {
  const wanted = normaliseText(text);
  const found = field.options.find(
    (option) =>
      normaliseText(option.value) === wanted ||
      normaliseText(option.label.en) === wanted ||
      normaliseText(option.label.fr) === wanted,
  );
  return found ? found.value : null;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', 'oui', 'o', 'vrai', '1', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', 'non', 'faux', '0']);

export const splitItems = (text: string) =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function readOptions(context: CellContext, text: string): Transformed {
  const { field, column, locale } = context;
  const items = field.datatype === 'STRING_ARRAY' ? splitItems(text) : [text];
  const values: string[] = [];
  for (const item of items) {
    const value = optionOf(field, item);
    if (value === null) return fail(IMPORT_MESSAGES[locale].notOption(column, item));
    values.push(value);
  }
  return ok(field.datatype === 'STRING_ARRAY' ? values : values[0]);
}

/** The cell's value for the engine, or why the transform cannot read it. */
export function transformCell(
  transform: ColumnTransform,
  context: CellContext,
  raw: string,
): Transformed {
  const text = raw.trim();
  if (text === '') return ok(null);
  const messages = IMPORT_MESSAGES[context.locale];
  switch (transform) {
    case 'AUTO':
      return ok(raw);
    case 'TRIM':
      return ok(text);
    case 'DATE_DMY':
    case 'DATE_MDY':
    case 'DATE_YMD': {
      const date = readDate(transform, text);
      return date
        ? ok(date)
        : fail(messages.notDate(context.column, DATE_FORMATS[transform].shown));
    }
    case 'DATE_EXCEL': {
      const date = readExcelDate(text);
      return date ? ok(date) : fail(messages.notExcelDate(context.column));
    }
    case 'NUMBER_DOT':
    case 'NUMBER_COMMA': {
      const decimal = transform === 'NUMBER_DOT' ? '.' : ',';
      const number = readNumber(text, decimal);
      return number === null
        ? fail(messages.notNumber(context.column, decimal === '.' ? '1,234.5' : '1 234,5'))
        : ok(number);
    }
    case 'OPTION_LABEL':
      return readOptions(context, text);
    case 'SPLIT':
      return ok(splitItems(text));
    case 'BOOLEAN': {
      const word = normaliseText(text);
      if (TRUE_WORDS.has(word)) return ok(true);
      if (FALSE_WORDS.has(word)) return ok(false);
      return fail(messages.notBoolean(context.column, text));
    }
  }
}
