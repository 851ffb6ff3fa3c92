// The engine's "coerce from text" mode: CSV cells, spreadsheet rows and loosely typed webhooks
// carry every value as text. These readers turn text into the field's datatype where the
// meaning is unambiguous and otherwise hand the value on unchanged, so that the engine refuses
// it with the field's own message.

import { readIsoDate, readTime } from './calendar.js';
import { readDecimal } from './decimal-text.js';
import type { RecordField } from './field.schema.js';

const TRUE_TEXT = new Set(['true', 'yes', 'oui', '1', 'vrai']);
const FALSE_TEXT = new Set(['false', 'no', 'non', '0', 'faux']);

/** `a;b` or, when there is no semicolon, `a,b`: a list whose items contain commas uses `;`. */
export function splitList(text: string): string[] {
  const separator = text.includes(';') ? ';' : ',';
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** An option named by its value, or by its English or French label (any case). */
function optionValue(field: RecordField, text: string): string {
  const wanted = text.trim().toLowerCase();
  const found = field.options.find(
    (option) =>
      option.value.toLowerCase() === wanted ||
      option.label.en.toLowerCase() === wanted ||
      option.label.fr.toLowerCase() === wanted,
  );
  return found ? found.value : text.trim();
}

function readBoolean(value: unknown): unknown {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (TRUE_TEXT.has(text)) return true;
  if (FALSE_TEXT.has(text)) return false;
  return value;
}

function readNumber(field: RecordField, value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const text = field.options.length > 0 ? optionValue(field, value) : value;
  return readDecimal(text) ?? value;
}

function readList(field: RecordField, value: unknown): unknown {
  const items =
    typeof value === 'string' ? splitList(value) : typeof value === 'number' ? [value] : value;
  if (!Array.isArray(items)) return value;
  return items.map((item) => {
    const text = typeof item === 'number' ? String(item) : item;
    return typeof text === 'string' && field.options.length > 0 ? optionValue(field, text) : text;
  });
}

function readString(field: RecordField, value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') return value;
  if (field.options.length > 0) return optionValue(field, value);
  if (field.input_method === 'DATE_PICKER') return readIsoDate(value) ?? value;
  if (field.input_method === 'TIME_PICKER') return readTime(value) ?? value;
  return value;
}

/** The value as the field's datatype when the text says so unambiguously. */
export function readFromText(field: RecordField, value: unknown): unknown {
  switch (field.datatype) {
    case 'BOOLEAN':
      return readBoolean(value);
    case 'NUMBER':
      return readNumber(field, value);
    case 'STRING_ARRAY':
      return readList(field, value);
    case 'STRING':
      return readString(field, value);
  }
}
