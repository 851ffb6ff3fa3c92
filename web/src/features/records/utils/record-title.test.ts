import type { RecordField } from '@shared/contract/field.schema';
import { describe, expect, it } from 'vitest';
import { recordTitle } from './record-title';

const text = { variable: 'name', input_method: 'TEXT_INPUT', datatype: 'STRING', options: [] };
const select = {
  variable: 'region',
  input_method: 'SIMPLE_SELECT',
  datatype: 'STRING',
  options: [{ value: 'north', label: { en: 'North', fr: 'Nord' } }],
};
const fieldsOf = (...fields: object[]) => fields as unknown as RecordField[];

describe('recordTitle', () => {
  it('is the first field’s value', () => {
    expect(
      recordTitle(fieldsOf(text, select), { fields: { name: 'Jane', region: 'north' } }, 'en'),
    ).toBe('Jane');
  });

  it('shows an option by its label in the page’s language', () => {
    expect(recordTitle(fieldsOf(select, text), { fields: { region: 'north' } }, 'fr')).toBe('Nord');
  });

  it('is unknown when the first field is empty, and cut when long', () => {
    expect(recordTitle(fieldsOf(text), { fields: { name: null } }, 'en')).toBeUndefined();
    expect(recordTitle(fieldsOf(text), { fields: { name: 'x'.repeat(200) } }, 'en')).toHaveLength(
      80,
    );
  });
});
