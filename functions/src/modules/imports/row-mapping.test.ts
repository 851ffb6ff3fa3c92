import { describe, expect, it } from 'vitest';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { MatchingTemplateValues } from '../../shared/contract/matching.schema.js';
import type { TableRow } from '../../core/tabular/table-reader.js';
import { mapRow, planMapping, rowErrorsFor } from './row-mapping.js';

const field = (variable: string, en: string, more: Partial<RecordField> = {}): RecordField => ({
  label: { en, fr: `${en} (fr)` },
  variable,
  datatype: 'STRING',
  input_method: 'TEXT_INPUT',
  options: [],
  validation_rules: [],
  ...more,
});

const FIELDS = [
  field('code', 'Code', { validation_rules: [{ rule: 'REQUIRED' }] }),
  field('amount', 'Amount', { datatype: 'NUMBER', input_method: 'NUMBER' }),
  field('email', 'Email', { input_method: 'EMAIL_FIELD' }),
  field('name', 'Name', { validation_rules: [{ rule: 'REQUIRED' }] }),
];
const HEADERS = ['ID', 'Montant', 'Courriel', 'Extra'];

const template = (key: MatchingTemplateValues['key']): MatchingTemplateValues => ({
  columns: [
    { source: 'ID', variable: 'code', transform: 'TRIM' },
    { source: 'Montant', variable: 'amount', transform: 'NUMBER_COMMA' },
    { source: 'Courriel', variable: 'email', transform: 'AUTO' },
    { source: 'Extra', variable: null, transform: 'AUTO' },
    { source: 'Not in the file', variable: 'name', transform: 'AUTO' },
  ],
  key,
  header_row: 1,
});

const row = (cells: string[], problem: TableRow['problem'] = null): TableRow => ({
  number: 7,
  cells,
  problem,
});

const plan = (key: MatchingTemplateValues['key'], matchedFields: string[] = []) =>
  planMapping({
    headers: HEADERS,
    fields: FIELDS,
    matchedFields,
    template: template(key),
    locale: 'en',
  });

describe('a row through a template', () => {
  it('gives each mapped cell its value or its message, naming the column', () => {
    const mapped = mapRow(
      plan({ type: 'COLUMN', source: 'ID' }),
      row([' A1 ', '1 234,5', 'nope', 'x']),
    );
    expect(mapped.cells).toEqual([
      { source: 'ID', variable: 'code', raw: ' A1 ', value: 'A1', error: null },
      { source: 'Montant', variable: 'amount', raw: '1 234,5', value: 1234.5, error: null },
      {
        source: 'Courriel',
        variable: 'email',
        raw: 'nope',
        value: null,
        error: 'Courriel: Email must be a valid e-mail address',
      },
    ]);
    expect(mapped.values).toEqual({ code: 'A1', amount: 1234.5 });
    expect(mapped.key).toBe('A1');
  });

  it('keys on matched fields by their checked values, and says when the key is empty', () => {
    const byFields = plan({ type: 'MATCHED_FIELDS' }, ['code', 'amount']);
    expect(mapRow(byFields, row(['A1', '12,50', '', ''])).key).toBe('["A1",12.5]');
    expect(mapRow(byFields, row(['A1', '', '', ''])).rowErrors).toEqual([
      'The key (Code, Amount) is empty',
    ]);
    // A key column need not be mapped; a blank one leaves the row without a record to name.
    const byColumn = plan({ type: 'COLUMN', source: 'Extra' });
    expect(mapRow(byColumn, row(['A1', '1', '', ' '])).rowErrors).toEqual([
      'The key (Extra) is empty',
    ]);
  });

  it('refuses every row without a key, and a new record without its required fields', () => {
    expect(plan(null).keyProblem).toMatch(/Choose the key/);
    expect(plan({ type: 'MATCHED_FIELDS' }, ['name']).keyProblem).toBe(
      'The key field Name is filled by no column',
    );
    expect(plan({ type: 'COLUMN', source: 'Gone' }).keyProblem).toBe(
      'The key column “Gone” is not in the file',
    );
    const keyed = plan({ type: 'COLUMN', source: 'ID' });
    const mapped = mapRow(keyed, row(['A1', '1', '', '']));
    expect(rowErrorsFor(keyed, mapped, true)).toEqual(['Name is required and no column fills it']);
    expect(rowErrorsFor(keyed, mapped, false)).toEqual([]);
  });

  it('says what is wrong with the row itself', () => {
    const mapped = mapRow(
      plan({ type: 'COLUMN', source: 'ID' }),
      row(['A1', '1', '', ''], { kind: 'RAGGED', cells: 5, expected: 4 }),
    );
    expect(mapped.rowErrors).toEqual([
      'This row has 5 cells where the header row has 4 (a delimiter or a quote too many or missing?)',
    ]);
  });
});
