import type { FieldDatatype, InputMethod, ValidationRule } from '../constants.js';
import { isIsoDate, nextDay } from './calendar.js';
import { readDecimal } from './decimal-text.js';

/**
 * What each input method can store.
 * - SIMPLE_SELECT and RADIO_BUTTON store the chosen option's value, as text or, when every
 *   option value is a number (household size, a score), as a NUMBER that reports can sum.
 * - CHECKBOX is a group of boxes (STRING_ARRAY, one value per ticked option) or a single box
 *   (BOOLEAN, no options: "I agree").
 * - FILE_UPLOAD stores the http(s) URL the upload returned: STRING for one file, STRING_ARRAY
 *   for several.
 * - DATE_PICKER stores `YYYY-MM-DD`, TIME_PICKER `HH:mm`, PHONE_INPUT the normalised number.
 */
export const DATATYPES_BY_INPUT_METHOD: Readonly<Record<InputMethod, readonly FieldDatatype[]>> = {
  TEXT_INPUT: ['STRING'],
  TEXT_AREA: ['STRING'],
  NUMBER: ['NUMBER'],
  EMAIL_FIELD: ['STRING'],
  PHONE_INPUT: ['STRING'],
  SIMPLE_SELECT: ['STRING', 'NUMBER'],
  MULTI_SELECT: ['STRING_ARRAY'],
  SWITCH: ['BOOLEAN'],
  DATE_PICKER: ['STRING'],
  TIME_PICKER: ['STRING'],
  CHECKBOX: ['STRING_ARRAY', 'BOOLEAN'],
  RADIO_BUTTON: ['STRING', 'NUMBER'],
  FILE_UPLOAD: ['STRING', 'STRING_ARRAY'],
};

const OPTION_INPUT_METHODS: readonly InputMethod[] = [
  'SIMPLE_SELECT',
  'MULTI_SELECT',
  'RADIO_BUTTON',
  'CHECKBOX',
];

/** Whether the field lists options; a single BOOLEAN checkbox has none. */
export function takesOptions(inputMethod: InputMethod, datatype: FieldDatatype): boolean {
  if (inputMethod === 'CHECKBOX') return datatype === 'STRING_ARRAY';
  return OPTION_INPUT_METHODS.includes(inputMethod);
}

/** The kind of value a rule checks; a text field may ask for one kind only. */
export type RuleFamily = 'presence' | 'email' | 'number' | 'date' | 'time';

const RULE_FAMILIES: Readonly<Record<ValidationRule, RuleFamily>> = {
  REQUIRED: 'presence',
  EMAIL: 'email',
  NUMERIC: 'number',
  INTEGER: 'number',
  POSITIVE_NUMBER: 'number',
  NEGATIVE_NUMBER: 'number',
  MIN_VALUE: 'number',
  MAX_VALUE: 'number',
  DATE: 'date',
  BEFORE_DATE: 'date',
  AFTER_DATE: 'date',
  TIME: 'time',
};

export function ruleFamily(rule: ValidationRule): RuleFamily {
  return RULE_FAMILIES[rule];
}

/**
 * Whether a rule applies to a field. Number rules need a NUMBER, or a TEXT_INPUT whose text must
 * then read as a number (an identifier that keeps its leading zeros); date and time rules need
 * their picker or a TEXT_INPUT; EMAIL needs an e-mail or text input.
 */
export function ruleFits(
  rule: ValidationRule,
  inputMethod: InputMethod,
  datatype: FieldDatatype,
): boolean {
  switch (ruleFamily(rule)) {
    case 'presence':
      return true;
    case 'email':
      return inputMethod === 'TEXT_INPUT' || inputMethod === 'EMAIL_FIELD';
    case 'number':
      return datatype === 'NUMBER' || inputMethod === 'TEXT_INPUT';
    case 'date':
      return inputMethod === 'DATE_PICKER' || inputMethod === 'TEXT_INPUT';
    case 'time':
      return inputMethod === 'TIME_PICKER' || inputMethod === 'TEXT_INPUT';
  }
}

/** The shape coherence looks at; `field.schema.ts` parses the rest. */
export interface FieldCoherenceInput {
  datatype: FieldDatatype;
  input_method: InputMethod;
  options: readonly { value: string }[];
  validation_rules: readonly { rule: ValidationRule; value?: number | string }[];
}

export interface FieldCoherenceIssue {
  path: (string | number)[];
  message: string;
}

/** Every way the field's parts contradict each other, each naming the property at fault. */
export function fieldCoherenceIssues(field: FieldCoherenceInput): FieldCoherenceIssue[] {
  const allowed = DATATYPES_BY_INPUT_METHOD[field.input_method];
  if (!allowed.includes(field.datatype)) {
    return [
      {
        path: ['datatype'],
        message: `${field.input_method} stores ${allowed.join(' or ')}, not ${field.datatype}`,
      },
    ];
  }
  return [...optionIssues(field), ...ruleIssues(field), ...boundIssues(field)];
}

function optionIssues(field: FieldCoherenceInput): FieldCoherenceIssue[] {
  if (!takesOptions(field.input_method, field.datatype)) {
    if (field.options.length === 0) return [];
    const single = field.input_method === 'CHECKBOX' ? ' (a single BOOLEAN box)' : '';
    return [
      { path: ['options'], message: `A ${field.input_method} field${single} takes no options` },
    ];
  }
  if (field.options.length === 0) {
    return [
      { path: ['options'], message: `A ${field.input_method} field needs at least one option` },
    ];
  }
  const issues: FieldCoherenceIssue[] = [];
  const seen = new Set<string>();
  field.options.forEach(({ value }, index) => {
    if (seen.has(value)) {
      issues.push({
        path: ['options', index, 'value'],
        message: `Option "${value}" appears twice`,
      });
    }
    seen.add(value);
    if (field.datatype === 'NUMBER' && readDecimal(value) === null) {
      issues.push({
        path: ['options', index, 'value'],
        message: `Option "${value}" must be a number: the field stores NUMBER`,
      });
    }
  });
  return issues;
}

function ruleIssues(field: FieldCoherenceInput): FieldCoherenceIssue[] {
  const issues: FieldCoherenceIssue[] = [];
  const seen = new Set<ValidationRule>();
  const families = new Map<RuleFamily, ValidationRule>();
  field.validation_rules.forEach(({ rule }, index) => {
    const path = ['validation_rules', index, 'rule'];
    if (seen.has(rule)) issues.push({ path, message: `${rule} appears twice` });
    seen.add(rule);
    if (!ruleFits(rule, field.input_method, field.datatype)) {
      issues.push({
        path,
        message: `${rule} does not apply to a ${field.input_method} field storing ${field.datatype}`,
      });
      return;
    }
    const family = ruleFamily(rule);
    const other = [...families.entries()].find(([known]) => known !== family)?.[1];
    if (family !== 'presence' && other) {
      issues.push({ path, message: `${rule} and ${other} ask for different kinds of value` });
    }
    if (family !== 'presence' && !families.has(family)) families.set(family, rule);
  });
  return issues;
}

function ruleIndex(field: FieldCoherenceInput, rule: ValidationRule) {
  const index = field.validation_rules.findIndex((entry) => entry.rule === rule);
  return index === -1 ? null : { index, value: field.validation_rules[index]!.value };
}

/** Bounds that leave no value able to pass. */
function boundIssues(field: FieldCoherenceInput): FieldCoherenceIssue[] {
  const issues: FieldCoherenceIssue[] = [];
  const min = ruleIndex(field, 'MIN_VALUE');
  const max = ruleIndex(field, 'MAX_VALUE');
  const positive = ruleIndex(field, 'POSITIVE_NUMBER');
  const negative = ruleIndex(field, 'NEGATIVE_NUMBER');
  const before = ruleIndex(field, 'BEFORE_DATE');
  const after = ruleIndex(field, 'AFTER_DATE');
  const valuePath = (index: number) => ['validation_rules', index, 'value'];
  if (min && max && Number(min.value) > Number(max.value)) {
    issues.push({
      path: valuePath(min.index),
      message: `MIN_VALUE (${min.value}) is above MAX_VALUE (${max.value})`,
    });
  }
  if (positive && negative) {
    issues.push({
      path: ['validation_rules', negative.index, 'rule'],
      message: 'POSITIVE_NUMBER and NEGATIVE_NUMBER exclude each other',
    });
  }
  if (positive && max && Number(max.value) <= 0) {
    issues.push({
      path: valuePath(max.index),
      message: `MAX_VALUE (${max.value}) leaves no positive number`,
    });
  }
  if (negative && min && Number(min.value) >= 0) {
    issues.push({
      path: valuePath(min.index),
      message: `MIN_VALUE (${min.value}) leaves no negative number`,
    });
  }
  const [from, to] = [String(after?.value ?? ''), String(before?.value ?? '')];
  if (before && after && isIsoDate(from) && isIsoDate(to) && to <= nextDay(from)) {
    // Both bounds are exclusive: the day after AFTER_DATE must still be before BEFORE_DATE.
    issues.push({
      path: valuePath(before.index),
      message: `BEFORE_DATE (${to}) leaves no day after AFTER_DATE (${from})`,
    });
  }
  return issues;
}
