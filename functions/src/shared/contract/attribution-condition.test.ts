import { describe, expect, it } from 'vitest';
import { checkCondition } from './attribution-condition.js';
import type { ConditionField } from './attribution-condition.js';
import type { AttributionConditionInput } from './attribution-rule.schema.js';

const option = (value: string) => ({ value, label: { en: value, fr: value } });
const FIELDS: ConditionField[] = [
  { variable: 'name', datatype: 'STRING', input_method: 'TEXT_INPUT', options: [] },
  {
    variable: 'region',
    datatype: 'STRING',
    input_method: 'SIMPLE_SELECT',
    options: [option('north'), option('south')],
  },
  {
    variable: 'score',
    datatype: 'NUMBER',
    input_method: 'RADIO_BUTTON',
    options: [option('1'), option('2.5')],
  },
  { variable: 'size', datatype: 'NUMBER', input_method: 'NUMBER', options: [] },
  { variable: 'consent', datatype: 'BOOLEAN', input_method: 'SWITCH', options: [] },
  { variable: 'born', datatype: 'STRING', input_method: 'DATE_PICKER', options: [] },
  { variable: 'at', datatype: 'STRING', input_method: 'TIME_PICKER', options: [] },
  {
    variable: 'needs',
    datatype: 'STRING_ARRAY',
    input_method: 'MULTI_SELECT',
    options: [option('food'), option('health')],
  },
];

const check = (field: string, values: AttributionConditionInput['values'], operator = 'IN') =>
  checkCondition({ field, operator: operator === 'IN' ? 'IN' : 'NOT_IN', values }, FIELDS);

const problems = (result: ReturnType<typeof check>) => (result.ok ? [] : result.issues);

describe('checkCondition', () => {
  it('accepts values a record of the field can hold', () => {
    expect(check('name', ['Awa']).ok).toBe(true);
    expect(check('region', ['north', 'south']).ok).toBe(true);
    expect(check('score', [2.5]).ok).toBe(true);
    expect(check('size', [0, -3, 12.5]).ok).toBe(true);
    expect(check('consent', [false]).ok).toBe(true);
    expect(check('born', ['1990-02-28']).ok).toBe(true);
    expect(check('at', ['08:30']).ok).toBe(true);
    expect(check('needs', ['food'], 'NOT_IN').ok).toBe(true);
  });

  it('names a field the model does not have', () => {
    expect(problems(check('nowhere', ['x']))).toEqual([
      { path: 'condition.field', message: 'The collect\'s model has no field "nowhere"' },
    ]);
  });

  it('names each value that does not fit the field, by its position', () => {
    expect(problems(check('region', ['north', 'west']))).toEqual([
      { path: 'condition.values.1', message: '"west" is not one of the field\'s options' },
    ]);
    expect(problems(check('needs', ['cars']))[0]?.path).toBe('condition.values.0');
    expect(problems(check('score', [3]))[0]?.message).toBe("3 is not one of the field's options");
    expect(problems(check('score', ['1']))[0]?.message).toBe('Use a number');
    expect(problems(check('size', ['3']))[0]?.message).toBe('Use a number');
    expect(problems(check('consent', ['yes']))[0]?.message).toBe('Use true or false');
    expect(problems(check('born', ['28/02/1990']))[0]?.message).toBe(
      'Use a date written YYYY-MM-DD',
    );
    expect(problems(check('born', ['1990-02-30']))[0]?.path).toBe('condition.values.0');
    expect(problems(check('at', ['8h30']))[0]?.message).toBe('Use a time written HH:mm');
    expect(problems(check('name', [3]))[0]?.message).toBe('Use text');
  });

  it('drops repeated values', () => {
    const result = check('region', ['north', 'south', 'north']);
    expect(result.ok && result.condition.values).toEqual(['north', 'south']);
  });
});
