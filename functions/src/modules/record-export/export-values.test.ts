import { describe, expect, it } from 'vitest';
import type { RecordField } from '../../shared/contract/field.schema.js';
import { csvBytes, csvLine, csvDialectOf } from './csv-writer.js';
import { cellOf, headerOf, neutralised, rowOf } from './export-values.js';
import { exportFileName } from './export-file.js';
import { sheetNameOf } from './xlsx-writer.js';

const field = (overrides: Partial<RecordField> & Pick<RecordField, 'variable'>): RecordField => ({
  label: { en: overrides.variable, fr: overrides.variable },
  datatype: 'STRING',
  input_method: 'TEXT_INPUT',
  options: [],
  validation_rules: [],
  ...overrides,
});

const status = field({
  variable: 'status',
  label: { en: 'Status', fr: 'Statut' },
  input_method: 'SIMPLE_SELECT',
  options: [{ value: 'open', label: { en: 'Open', fr: 'Ouvert' } }],
});
const tags = field({
  variable: 'tags',
  datatype: 'STRING_ARRAY',
  input_method: 'MULTI_SELECT',
  options: [
    { value: 'red', label: { en: 'Red', fr: 'Rouge' } },
    { value: 'blue', label: { en: 'Blue', fr: 'Bleu' } },
  ],
});
const active = field({ variable: 'active', datatype: 'BOOLEAN', input_method: 'SWITCH' });
const visited = field({ variable: 'visited', input_method: 'DATE_PICKER' });
const amount = field({ variable: 'amount', datatype: 'NUMBER', input_method: 'NUMBER' });

describe('export values', () => {
  it('writes values as people read them, in their language', () => {
    expect(cellOf(status, 'open', 'en')).toBe('Open');
    expect(cellOf(status, 'open', 'fr')).toBe('Ouvert');
    expect(cellOf(tags, ['red', 'blue'], 'fr')).toBe('Rouge; Bleu');
    expect(cellOf(active, true, 'en')).toBe('yes');
    expect(cellOf(active, false, 'fr')).toBe('non');
    expect(cellOf(visited, '2025-03-01', 'en')).toBe('2025-03-01');
    expect(cellOf(visited, '2025-03-01', 'fr')).toBe('01/03/2025');
    expect(cellOf(amount, 12.5, 'fr')).toBe(12.5);
    expect(cellOf(amount, null, 'en')).toBe('');
    expect(cellOf(status, 'retired', 'en')).toBe('retired');
    expect(headerOf(status, 'fr')).toBe('Statut');
    expect(rowOf([status, amount], { status: 'open' }, 'en')).toEqual(['Open', '']);
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralised(text)).toBe(`'${text}`);
    }
    expect(neutralised('a=b')).toBe('a=b');
  });
});

describe('csv', () => {
  it('quotes what needs quoting, with the locale’s separators', () => {
    const en = csvDialectOf('en');
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 1.5, '=cmd'], en)).toBe(
      `"a,b","say ""hi""","two\nlines",1.5,'=cmd\r\n`,
    );
    expect(csvLine(['a;b', 1.5, 'x'], csvDialectOf('fr'))).toBe('"a;b";1,5;x\r\n');
  });

  it('starts with a byte order mark and streams every row', async () => {
    async function* rows() {
      for (let index = 0; index < 10000; index += 1) yield [`row ${index}`, index];
    }
    const chunks: Uint8Array[] = [];
    for await (const chunk of csvBytes(['Name', 'N'], rows(), 'en')) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\uFEFFName,N\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(10002);
  });
});

describe('names', () => {
  it('names files and sheets as spreadsheets accept them', () => {
    const at = new Date('2025-03-01T10:00:00Z');
    expect(exportFileName('Bénéficiaires nord', at, 'csv')).toBe(
      'Beneficiaires-nord-2025-03-01.csv',
    );
    expect(exportFileName('***', at, 'xlsx')).toBe('export-2025-03-01.xlsx');
    expect(sheetNameOf('a/b: [c]')).toBe('a b   c');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
  });
});
