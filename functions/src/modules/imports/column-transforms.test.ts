import { describe, expect, it } from 'vitest';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { ColumnTransform } from '../../shared/contract/matching.schema.js';
import { transformCell } from './column-transforms.js';

const field = (overrides: Partial<RecordField> = {}): RecordField => ({
  label: { en: 'Field', fr: 'Champ' },
  variable: 'field',
  datatype: 'STRING',
  input_method: 'TEXT_INPUT',
  options: [],
  validation_rules: [],
  ...overrides,
});

const STATUS = field({
  datatype: 'STRING',
  input_method: 'SIMPLE_SELECT',
  options: [
    { value: 'open', label: { en: 'Open', fr: 'Ouvert' } },
    { value: 'late', label: { en: 'Late', fr: 'En retard' } },
    { value: 'done', label: { en: 'Done', fr: 'Terminé' } },
  ],
});
const TAGS = field({ ...STATUS, datatype: 'STRING_ARRAY', input_method: 'MULTI_SELECT' });

const run = (transform: ColumnTransform, text: string, on = field(), locale: 'en' | 'fr' = 'en') =>
  transformCell(transform, { field: on, column: 'Col', locale }, text);
const value = (transform: ColumnTransform, text: string, on = field()) => {
  const result = run(transform, text, on);
  return result.ok ? result.value : `error: ${result.message}`;
};

describe('column transforms', () => {
  it('reads dates in the three written orders, with or without a time, and ISO dates always', () => {
    expect(value('DATE_DMY', '31/12/2024')).toBe('2024-12-31');
    expect(value('DATE_DMY', '1.2.2024 00:00')).toBe('2024-02-01');
    expect(value('DATE_MDY', '12/31/2024')).toBe('2024-12-31');
    expect(value('DATE_YMD', '2024/2/9')).toBe('2024-02-09');
    expect(value('DATE_MDY', '2024-12-31')).toBe('2024-12-31');
    expect(value('DATE_DMY', '31/02/2024')).toBe('error: Col: not a date written DD/MM/YYYY');
    expect(value('DATE_MDY', '31/12/2024')).toBe('error: Col: not a date written MM/DD/YYYY');
    expect(run('DATE_DMY', 'hier', field(), 'fr')).toEqual({
      ok: false,
      message: 'Col : pas une date écrite DD/MM/YYYY',
    });
  });

  it('reads spreadsheet day numbers, 1900’s phantom leap day included', () => {
    expect(value('DATE_EXCEL', '45000')).toBe('2023-03-15');
    expect(value('DATE_EXCEL', '45000.75')).toBe('2023-03-15');
    expect(value('DATE_EXCEL', '61')).toBe('1900-03-01');
    expect(value('DATE_EXCEL', '59')).toBe('1900-02-28');
    expect(value('DATE_EXCEL', '1')).toBe('1900-01-01');
    expect(value('DATE_EXCEL', '60')).toBe('error: Col: not a spreadsheet date number');
    expect(value('DATE_EXCEL', '2023-03-15')).toBe('2023-03-15');
  });

  it('reads numbers with either decimal mark and their thousands separators', () => {
    expect(value('NUMBER_DOT', '1,234.56')).toBe(1234.56);
    expect(value('NUMBER_DOT', "1'234.5")).toBe(1234.5);
    expect(value('NUMBER_DOT', '-12')).toBe(-12);
    expect(value('NUMBER_COMMA', '1.234,56')).toBe(1234.56);
    expect(value('NUMBER_COMMA', '1\u202f234,5')).toBe(1234.5);
    expect(value('NUMBER_COMMA', '12,5')).toBe(12.5);
    expect(value('NUMBER_COMMA', '1,2,3')).toBe('error: Col: not a number written like 1 234,5');
    expect(value('NUMBER_DOT', 'twelve')).toBe('error: Col: not a number written like 1,234.5');
  });

  it('reads option labels in English or French, case and accents aside, lists item by item', () => {
    expect(value('OPTION_LABEL', 'en retard', STATUS)).toBe('late');
    expect(value('OPTION_LABEL', 'TERMINE', STATUS)).toBe('done');
    expect(value('OPTION_LABEL', 'Open', STATUS)).toBe('open');
    expect(value('OPTION_LABEL', 'done', STATUS)).toBe('done');
    expect(value('OPTION_LABEL', 'Ouvert; Terminé', TAGS)).toEqual(['open', 'done']);
    expect(value('OPTION_LABEL', 'Ouvert; Perdu', TAGS)).toBe(
      "error: Col: “Perdu” is not one of the field's options",
    );
  });

  it('splits lists on semicolons and reads yes and no in both languages', () => {
    expect(value('SPLIT', ' a ; b;;c ')).toEqual(['a', 'b', 'c']);
    for (const yes of ['yes', 'Oui', 'TRUE', '1', 'vrai', 'x'])
      expect(value('BOOLEAN', yes)).toBe(true);
    for (const no of ['no', 'NON', 'false', '0', 'faux']) expect(value('BOOLEAN', no)).toBe(false);
    expect(value('BOOLEAN', 'maybe')).toBe('error: Col: “maybe” is not yes or no');
  });

  it('leaves an empty cell empty whatever the transform, and AUTO to the engine', () => {
    for (const transform of ['DATE_DMY', 'NUMBER_COMMA', 'BOOLEAN', 'OPTION_LABEL'] as const) {
      expect(value(transform, '   ', STATUS)).toBeNull();
    }
    expect(value('TRIM', '  padded  ')).toBe('padded');
    expect(value('AUTO', ' as is ')).toBe(' as is ');
  });
});
