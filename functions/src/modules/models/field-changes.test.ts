import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.js';
import type { ModelField } from '../../shared/contract/model.schema.js';
import { arrangedIds, lockedChange, mergeFieldUpdate } from './field-changes.js';

const field = (id: string, extra: Partial<ModelField> = {}): ModelField => ({
  _id: id,
  field_id: id,
  model_id: 'm',
  order: 0,
  label: { en: 'Region', fr: 'Région' },
  variable: id,
  datatype: 'STRING',
  input_method: 'SIMPLE_SELECT',
  options: [
    { value: 'north', label: { en: 'North', fr: 'Nord' } },
    { value: 'south', label: { en: 'South', fr: 'Sud' } },
  ],
  validation_rules: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('field changes', () => {
  it('merges an update into the stored field and keeps what was not sent', () => {
    const merged = mergeFieldUpdate(field('region', { help: { en: 'Where', fr: 'Où' } }), {
      label: { en: 'Area', fr: 'Zone' },
    });
    expect(merged).toMatchObject({ label: { en: 'Area', fr: 'Zone' }, variable: 'region' });
    expect(merged.help).toEqual({ en: 'Where', fr: 'Où' });
    expect(mergeFieldUpdate(field('region'), { help: null }).help).toBeUndefined();
  });

  it('refuses a merge that leaves an incoherent field, naming the property', () => {
    expect(() => mergeFieldUpdate(field('region'), { options: [] })).toThrow(/options/);
  });

  it('says why a change would break records, and lets safe ones through', () => {
    const before = field('region');
    const same = mergeFieldUpdate(before, {});
    expect(lockedChange(before, { ...same, variable: 'area' })?.path).toBe('variable');
    expect(
      lockedChange(before, { ...same, datatype: 'STRING_ARRAY', input_method: 'MULTI_SELECT' })
        ?.path,
    ).toBe('datatype');
    expect(lockedChange(before, { ...same, options: same.options.slice(1) })?.message).toContain(
      'north',
    );
    const added = [...same.options, { value: 'east', label: { en: 'East', fr: 'Est' } }];
    expect(lockedChange(before, { ...same, options: added, input_method: 'RADIO_BUTTON' })).toBe(
      null,
    );
  });

  it('moves a field to a position, the end when past it', () => {
    const fields = ['a', 'b', 'c'].map((id) => field(id));
    expect(arrangedIds(fields, 'a', { order: 1 })).toEqual(['b', 'a', 'c']);
    expect(arrangedIds(fields, 'a', { order: 99 })).toEqual(['b', 'c', 'a']);
    expect(arrangedIds(fields, 'c', { field_ids: ['c', 'b', 'a'] })).toEqual(['c', 'b', 'a']);
  });

  it('refuses a list of ids that is not every field once', () => {
    const fields = ['a', 'b'].map((id) => field(id));
    for (const ids of [['a'], ['a', 'a'], ['a', 'x'], ['a', 'b', 'c']]) {
      expect(() => arrangedIds(fields, 'a', { field_ids: ids })).toThrow(AppError);
    }
  });
});
