import { describe, expect, it } from 'vitest';
import type { RecordField } from '../../shared/contract/field.schema.js';
import { proposeTemplate } from './template-proposal.js';

const field = (
  variable: string,
  en: string,
  fr: string,
  more: Partial<RecordField> = {},
): RecordField => ({
  label: { en, fr },
  variable,
  datatype: 'STRING',
  input_method: 'TEXT_INPUT',
  options: [],
  validation_rules: [],
  ...more,
});

const FIELDS: RecordField[] = [
  field('full_name', 'Full name', 'Nom complet'),
  field('birth_date', 'Birth date', 'Date de naissance', { input_method: 'DATE_PICKER' }),
  field('amount', 'Amount', 'Montant', { datatype: 'NUMBER', input_method: 'NUMBER' }),
  field('active', 'Active', 'Actif', { datatype: 'BOOLEAN', input_method: 'SWITCH' }),
  field('status', 'Status', 'Statut', {
    input_method: 'SIMPLE_SELECT',
    options: [{ value: 'open', label: { en: 'Open', fr: 'Ouvert' } }],
  }),
];

describe('template proposals', () => {
  it('maps headers by variable or by either label, case, accents and punctuation aside', () => {
    const { columns } = proposeTemplate({
      headers: ['NOM COMPLET', 'date-de-naissance', 'amount', 'Actif ?', 'statut', 'Comment'],
      rows: [['Ann', '31/12/1990', '12,5', 'oui', 'Ouvert', 'x']],
      fields: FIELDS,
      matchedFields: [],
    });
    expect(columns).toEqual([
      { source: 'NOM COMPLET', variable: 'full_name', transform: 'TRIM' },
      { source: 'date-de-naissance', variable: 'birth_date', transform: 'DATE_DMY' },
      { source: 'amount', variable: 'amount', transform: 'NUMBER_COMMA' },
      { source: 'Actif ?', variable: 'active', transform: 'BOOLEAN' },
      { source: 'statut', variable: 'status', transform: 'OPTION_LABEL' },
      { source: 'Comment', variable: null, transform: 'AUTO' },
    ]);
  });

  it('tells date orders and spreadsheet day numbers from the rows', () => {
    const dates = (values: string[]) =>
      proposeTemplate({
        headers: ['Birth date'],
        rows: values.map((text) => [text]),
        fields: FIELDS,
        matchedFields: [],
      }).columns[0]?.transform;
    expect(dates(['12/31/1990', '01/02/1991'])).toBe('DATE_MDY');
    expect(dates(['1990-12-31'])).toBe('AUTO');
    expect(dates(['45000'])).toBe('DATE_EXCEL');
    expect(dates(['1990/12/31'])).toBe('DATE_YMD');
  });

  it('keys on the matched fields when the file fills them, else on an id-like column', () => {
    const headers = ['Code', 'Full name'];
    const base = { headers, rows: [], fields: FIELDS };
    expect(proposeTemplate({ ...base, matchedFields: ['full_name'] }).key).toEqual({
      type: 'MATCHED_FIELDS',
    });
    expect(proposeTemplate({ ...base, matchedFields: ['amount'] }).key).toEqual({
      type: 'COLUMN',
      source: 'Code',
    });
    expect(proposeTemplate({ ...base, headers: ['Full name'], matchedFields: [] }).key).toBeNull();
  });
});
