import { describe, expect, it } from 'vitest';
import { fieldDefinitionSchema, type FieldDefinitionInput } from './field.schema.js';

const label = { en: 'Household size', fr: 'Taille du foyer' };
const option = (value: string) => ({ value, label: { en: value, fr: value } });

function definition(overrides: Partial<FieldDefinitionInput>): FieldDefinitionInput {
  return {
    label,
    variable: 'household_size',
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    ...overrides,
  };
}

/** Each problem as `path: message`, the way the API's 400 names it. */
function problems(overrides: Partial<FieldDefinitionInput>): string[] {
  const result = fieldDefinitionSchema.safeParse(definition(overrides));
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('a model field', () => {
  it('accepts a coherent field and fills in empty options and rules', () => {
    const parsed = fieldDefinitionSchema.parse(
      definition({ datatype: 'NUMBER', input_method: 'NUMBER' }),
    );
    expect(parsed).toMatchObject({ options: [], validation_rules: [], variable: 'household_size' });
  });

  it.each([
    ['1age', 'variable: Use a letter, then letters, digits or _ (at most 63 characters)'],
    ['__name__', 'variable: Use a letter, then letters, digits or _ (at most 63 characters)'],
    ['first.name', 'variable: Use a letter, then letters, digits or _ (at most 63 characters)'],
    ['a'.repeat(64), 'variable: Use a letter, then letters, digits or _ (at most 63 characters)'],
    ['constructor', 'variable: This name is reserved'],
    ['toString', 'variable: This name is reserved'],
  ])('refuses the variable %j', (variable, problem) => {
    expect(problems({ variable })).toEqual([problem]);
  });

  it('needs a label in both languages', () => {
    expect(problems({ label: { en: 'Age', fr: ' ' } })).toHaveLength(1);
    expect(problems({ label: { en: 'Age', fr: ' ' } })[0]).toMatch(/^label\.fr: /);
  });

  it.each([
    ['MULTI_SELECT', 'NUMBER', 'datatype: MULTI_SELECT stores STRING_ARRAY, not NUMBER'],
    ['SWITCH', 'STRING', 'datatype: SWITCH stores BOOLEAN, not STRING'],
    ['NUMBER', 'STRING', 'datatype: NUMBER stores NUMBER, not STRING'],
    ['DATE_PICKER', 'NUMBER', 'datatype: DATE_PICKER stores STRING, not NUMBER'],
    ['TIME_PICKER', 'BOOLEAN', 'datatype: TIME_PICKER stores STRING, not BOOLEAN'],
    ['CHECKBOX', 'STRING', 'datatype: CHECKBOX stores STRING_ARRAY or BOOLEAN, not STRING'],
    ['FILE_UPLOAD', 'NUMBER', 'datatype: FILE_UPLOAD stores STRING or STRING_ARRAY, not NUMBER'],
    ['EMAIL_FIELD', 'STRING_ARRAY', 'datatype: EMAIL_FIELD stores STRING, not STRING_ARRAY'],
  ] as const)('refuses %s storing %s', (input_method, datatype, problem) => {
    expect(problems({ input_method, datatype, options: [option('a')] })).toEqual([problem]);
  });

  it.each([
    ['SIMPLE_SELECT', 'STRING'],
    ['SIMPLE_SELECT', 'NUMBER'],
    ['RADIO_BUTTON', 'STRING'],
    ['MULTI_SELECT', 'STRING_ARRAY'],
    ['CHECKBOX', 'STRING_ARRAY'],
  ] as const)('asks %s (%s) for at least one option', (input_method, datatype) => {
    expect(problems({ input_method, datatype })).toEqual([
      `options: A ${input_method} field needs at least one option`,
    ]);
    expect(problems({ input_method, datatype, options: [option('1'), option('2')] })).toEqual([]);
  });

  it('refuses options where there is nothing to choose', () => {
    expect(problems({ options: [option('a')] })).toEqual([
      'options: A TEXT_INPUT field takes no options',
    ]);
    expect(
      problems({ input_method: 'CHECKBOX', datatype: 'BOOLEAN', options: [option('a')] }),
    ).toEqual(['options: A CHECKBOX field (a single BOOLEAN box) takes no options']);
    expect(problems({ input_method: 'CHECKBOX', datatype: 'BOOLEAN' })).toEqual([]);
  });

  it('names a repeated option and a non-numeric option of a NUMBER select', () => {
    expect(
      problems({
        input_method: 'SIMPLE_SELECT',
        datatype: 'NUMBER',
        options: [option('1'), option('two'), option('1')],
      }),
    ).toEqual([
      'options.1.value: Option "two" must be a number: the field stores NUMBER',
      'options.2.value: Option "1" appears twice',
    ]);
  });

  it.each([
    ['NUMERIC', 'SWITCH', 'BOOLEAN'],
    ['MIN_VALUE', 'TEXT_AREA', 'STRING'],
    ['EMAIL', 'PHONE_INPUT', 'STRING'],
    ['INTEGER', 'MULTI_SELECT', 'STRING_ARRAY'],
    ['DATE', 'TIME_PICKER', 'STRING'],
    ['TIME', 'DATE_PICKER', 'STRING'],
    ['BEFORE_DATE', 'NUMBER', 'NUMBER'],
    ['POSITIVE_NUMBER', 'FILE_UPLOAD', 'STRING'],
  ] as const)('refuses %s on a %s field storing %s', (rule, input_method, datatype) => {
    const entry =
      rule === 'MIN_VALUE'
        ? { rule, value: 1 }
        : rule === 'BEFORE_DATE'
          ? { rule, value: '2025-01-01' }
          : { rule };
    const options = input_method === 'MULTI_SELECT' ? [option('a')] : [];
    expect(problems({ input_method, datatype, options, validation_rules: [entry] })).toEqual([
      `validation_rules.0.rule: ${rule} does not apply to a ${input_method} field storing ${datatype}`,
    ]);
  });

  it('accepts number, date and time rules on a text input, one kind at a time', () => {
    expect(
      problems({ validation_rules: [{ rule: 'NUMERIC' }, { rule: 'MIN_VALUE', value: 1 }] }),
    ).toEqual([]);
    expect(problems({ validation_rules: [{ rule: 'REQUIRED' }, { rule: 'TIME' }] })).toEqual([]);
    expect(problems({ validation_rules: [{ rule: 'EMAIL' }, { rule: 'NUMERIC' }] })).toEqual([
      'validation_rules.1.rule: NUMERIC and EMAIL ask for different kinds of value',
    ]);
  });

  it('refuses a rule given twice', () => {
    expect(problems({ validation_rules: [{ rule: 'REQUIRED' }, { rule: 'REQUIRED' }] })).toEqual([
      'validation_rules.1.rule: REQUIRED appears twice',
    ]);
  });

  it('asks MIN_VALUE and MAX_VALUE for numbers, BEFORE_DATE and AFTER_DATE for dates', () => {
    const textBound = fieldDefinitionSchema.safeParse({
      ...definition({ datatype: 'NUMBER', input_method: 'NUMBER' }),
      validation_rules: [{ rule: 'MIN_VALUE', value: '3' }],
    });
    expect(textBound.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'validation_rules.0.value',
    ]);
    expect(
      problems({
        input_method: 'DATE_PICKER',
        validation_rules: [{ rule: 'AFTER_DATE', value: '2024-02-30' }],
      }),
    ).toEqual(['validation_rules.0.value: Use a date written YYYY-MM-DD']);
  });

  it('refuses bounds no value can meet', () => {
    const number = { datatype: 'NUMBER', input_method: 'NUMBER' } as const;
    expect(
      problems({
        ...number,
        validation_rules: [
          { rule: 'MIN_VALUE', value: 10 },
          { rule: 'MAX_VALUE', value: 5 },
        ],
      }),
    ).toEqual(['validation_rules.0.value: MIN_VALUE (10) is above MAX_VALUE (5)']);
    expect(
      problems({
        ...number,
        validation_rules: [{ rule: 'POSITIVE_NUMBER' }, { rule: 'NEGATIVE_NUMBER' }],
      }),
    ).toEqual(['validation_rules.1.rule: POSITIVE_NUMBER and NEGATIVE_NUMBER exclude each other']);
    expect(
      problems({
        ...number,
        validation_rules: [{ rule: 'POSITIVE_NUMBER' }, { rule: 'MAX_VALUE', value: 0 }],
      }),
    ).toEqual(['validation_rules.1.value: MAX_VALUE (0) leaves no positive number']);
    expect(
      problems({
        ...number,
        validation_rules: [{ rule: 'NEGATIVE_NUMBER' }, { rule: 'MIN_VALUE', value: 0 }],
      }),
    ).toEqual(['validation_rules.1.value: MIN_VALUE (0) leaves no negative number']);
  });

  it('needs a day strictly between AFTER_DATE and BEFORE_DATE', () => {
    const window = (after: string, before: string) =>
      problems({
        input_method: 'DATE_PICKER',
        validation_rules: [
          { rule: 'AFTER_DATE', value: after },
          { rule: 'BEFORE_DATE', value: before },
        ],
      });
    expect(window('2024-12-31', '2025-01-02')).toEqual([]);
    expect(window('2024-12-31', '2025-01-01')).toEqual([
      'validation_rules.1.value: BEFORE_DATE (2025-01-01) leaves no day after AFTER_DATE (2024-12-31)',
    ]);
    expect(window('2025-03-01', '2025-02-01')).toHaveLength(1);
  });
});
