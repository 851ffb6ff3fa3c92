import { describe, expect, it } from 'vitest';
import type { RecordField } from '../../shared/contract/field.schema.js';
import { collectIndexSpecs, sortablePaths } from './collect-indexes.js';

const field = (
  variable: string,
  datatype: RecordField['datatype'],
  input_method: RecordField['input_method'],
): RecordField => ({
  variable,
  datatype,
  input_method,
  label: { en: variable, fr: variable },
  options: [],
  validation_rules: [],
});

const FIELDS = [
  field('name', 'STRING', 'TEXT_INPUT'),
  field('age', 'NUMBER', 'NUMBER'),
  field('tags', 'STRING_ARRAY', 'MULTI_SELECT'),
  field('notes', 'STRING', 'TEXT_AREA'),
];

describe('collectIndexSpecs', () => {
  it('sorts by displayed and filterable fields that have an order, then by the times', () => {
    const grid = { fieldsToDisplay: ['name', 'tags', 'notes'], filterable_fields: ['age'] };
    expect(sortablePaths(grid, FIELDS)).toEqual([
      'fields.name',
      'fields.age',
      'created_at',
      'updated_at',
    ]);
  });

  it('asks for keyword search per sort, and each filter with every other sort, both ways', () => {
    const specs = collectIndexSpecs(
      { fieldsToDisplay: ['name'], filterable_fields: ['age', 'tags'] },
      FIELDS,
    );
    const shown = specs.map((spec) =>
      spec.fields.map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig ?? ''}`).join(', '),
    );
    // Sortable: name, age, created_at, updated_at.
    expect(shown.filter((s) => s.startsWith('keywords'))).toHaveLength(8);
    // A contributor's classes (attribution rules) with every sort, both ways.
    expect(shown.filter((s) => s.startsWith('acl_class'))).toHaveLength(8);
    expect(shown).toContain('acl_class ASCENDING, fields.name DESCENDING');
    // age is not paired with itself: its own single-field index answers a range on it.
    expect(shown.filter((s) => s.startsWith('fields.age'))).toHaveLength(6);
    expect(shown).toContain('fields.age ASCENDING, fields.name DESCENDING');
    expect(shown).not.toContain('fields.age ASCENDING, fields.age ASCENDING');
    // A list field is filtered by membership, and by `== null` when asked for empty ones.
    expect(shown).toContain('fields.tags CONTAINS, created_at DESCENDING');
    expect(shown).toContain('fields.tags ASCENDING, created_at DESCENDING');
    expect(shown.filter((s) => s.startsWith('fields.tags'))).toHaveLength(16);
    expect(
      specs.every((s) => s.collectionGroup === 'records' && s.queryScope === 'COLLECTION'),
    ).toBe(true);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('ignores variables the model does not have', () => {
    const specs = collectIndexSpecs(
      { fieldsToDisplay: ['gone'], filterable_fields: ['gone'] },
      FIELDS,
    );
    // Keyword search and a contributor's classes, by either time, both ways.
    expect(specs).toHaveLength(8);
  });
});
