// What a single value must be, given its field: one check per datatype, then the input
// method's own format, then the field's rules. Each returns the value to store or a message.

import { isIsoDate, isTime } from './calendar.js';
import { readDecimal } from './decimal-text.js';
import type { FieldRule, RecordField } from './field.schema.js';
import type { RecordMessages } from './record-messages.js';
import {
  LIST_MAX,
  TEXT_AREA_MAX,
  TEXT_MAX,
  isEmail,
  isHttpUrl,
  normalisePhone,
} from './record-formats.js';

export type FieldValue = string | number | boolean | string[];
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (message: string): Checked<never> => ({ ok: false, message });

interface Context {
  field: RecordField;
  label: string;
  messages: RecordMessages;
}

function ruleValue<R extends FieldRule['rule']>(field: RecordField, rule: R) {
  const found = field.validation_rules.find((entry) => entry.rule === rule);
  return found && 'value' in found ? found.value : undefined;
}

function has(field: RecordField, rule: FieldRule['rule']): boolean {
  return field.validation_rules.some((entry) => entry.rule === rule);
}

/** INTEGER, POSITIVE_NUMBER, NEGATIVE_NUMBER, MIN_VALUE, MAX_VALUE on a number. */
function numberRules({ field, label, messages }: Context, value: number): string | null {
  if (has(field, 'INTEGER') && !Number.isInteger(value)) return messages.integer(label);
  if (has(field, 'POSITIVE_NUMBER') && !(value > 0)) return messages.positive(label);
  if (has(field, 'NEGATIVE_NUMBER') && !(value < 0)) return messages.negative(label);
  const min = ruleValue(field, 'MIN_VALUE');
  if (typeof min === 'number' && value < min) return messages.min(label, min);
  const max = ruleValue(field, 'MAX_VALUE');
  if (typeof max === 'number' && value > max) return messages.max(label, max);
  return null;
}

/** DATE, BEFORE_DATE and AFTER_DATE (both exclusive) on `YYYY-MM-DD` text. */
function dateRules({ field, label, messages }: Context, value: string): string | null {
  if (!isIsoDate(value)) return messages.date(label);
  const before = ruleValue(field, 'BEFORE_DATE');
  if (typeof before === 'string' && !(value < before)) return messages.before(label, before);
  const after = ruleValue(field, 'AFTER_DATE');
  if (typeof after === 'string' && !(value > after)) return messages.after(label, after);
  return null;
}

const isNumberRule = (rule: FieldRule['rule']) =>
  ['NUMERIC', 'INTEGER', 'POSITIVE_NUMBER', 'NEGATIVE_NUMBER', 'MIN_VALUE', 'MAX_VALUE'].includes(
    rule,
  );
const isDateRule = (rule: FieldRule['rule']) =>
  ['DATE', 'BEFORE_DATE', 'AFTER_DATE'].includes(rule);

/** The rules a text asks for: e-mail, number (the text reads as one), date or time. */
function textRules(context: Context, text: string): string | null {
  const { field, label, messages } = context;
  const rules = field.validation_rules.map((entry) => entry.rule);
  if (rules.includes('EMAIL') && !isEmail(text)) return messages.email(label);
  if (rules.some(isNumberRule)) {
    const number = readDecimal(text);
    return number === null ? messages.notNumber(label) : numberRules(context, number);
  }
  if (rules.some(isDateRule)) return dateRules(context, text);
  if (rules.includes('TIME') && !isTime(text)) return messages.time(label);
  return null;
}

function isOption(field: RecordField, value: string | number): boolean {
  return field.options.some((option) =>
    typeof value === 'number' ? readDecimal(option.value) === value : option.value === value,
  );
}

/** STRING: trimmed text in the input method's format, then the rules. */
function checkString(context: Context, raw: string): Checked<string> {
  const { field, label, messages } = context;
  const text = raw.trim();
  const max = field.input_method === 'TEXT_AREA' ? TEXT_AREA_MAX : TEXT_MAX;
  if (text.length > max) return fail(messages.tooLong(label, max));
  switch (field.input_method) {
    case 'EMAIL_FIELD':
      if (!isEmail(text)) return fail(messages.email(label));
      break;
    case 'PHONE_INPUT': {
      const phone = normalisePhone(text);
      return phone ? ok(phone) : fail(messages.phone(label));
    }
    case 'DATE_PICKER':
      if (!isIsoDate(text)) return fail(messages.date(label));
      break;
    case 'TIME_PICKER':
      if (!isTime(text)) return fail(messages.time(label));
      break;
    case 'SIMPLE_SELECT':
    case 'RADIO_BUTTON':
      if (!isOption(field, text)) return fail(messages.notOption(label, text));
      break;
    case 'FILE_UPLOAD':
      if (!isHttpUrl(text)) return fail(messages.fileUrl(label));
      break;
    default:
      break;
  }
  const problem = textRules(context, text);
  return problem ? fail(problem) : ok(text);
}

function checkNumber(context: Context, value: number): Checked<number> {
  const { field, label, messages } = context;
  if (field.options.length > 0 && !isOption(field, value)) {
    return fail(messages.notOption(label, String(value)));
  }
  const problem = numberRules(context, value);
  return problem ? fail(problem) : ok(value);
}

/** STRING_ARRAY: distinct trimmed items, each an option (selects) or a file URL (uploads). */
function checkList(context: Context, items: string[]): Checked<string[]> {
  const { field, label, messages } = context;
  const distinct = [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
  if (distinct.length > LIST_MAX) return fail(messages.tooMany(label, LIST_MAX));
  for (const item of distinct) {
    if (item.length > TEXT_MAX) return fail(messages.tooLong(label, TEXT_MAX));
    if (field.options.length > 0 && !isOption(field, item)) {
      return fail(messages.notOption(label, item));
    }
    if (field.input_method === 'FILE_UPLOAD' && !isHttpUrl(item)) {
      return fail(messages.fileUrl(label));
    }
  }
  return ok(distinct);
}

/** A value that is not empty, checked against its field's datatype, format and rules. */
export function checkFieldValue(context: Context, value: unknown): Checked<FieldValue> {
  const { field, label, messages } = context;
  switch (field.datatype) {
    case 'STRING':
      return typeof value === 'string'
        ? checkString(context, value)
        : fail(messages.notText(label));
    case 'NUMBER':
      return typeof value === 'number' && Number.isFinite(value)
        ? checkNumber(context, value)
        : fail(messages.notNumber(label));
    case 'BOOLEAN':
      return typeof value === 'boolean' ? ok(value) : fail(messages.notBoolean(label));
    case 'STRING_ARRAY':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? checkList(context, value)
        : fail(messages.notList(label));
  }
}
