import { fieldDefinitionSchema } from '@shared/contract/field.schema';
import { describe, expect, it } from 'vitest';
import {
  fieldFormDefaults,
  fieldIssueKey,
  suggestVariable,
  toFieldDraft,
  type FieldFormValues,
} from './field-form-values';

const values = (change: Partial<FieldFormValues>): FieldFormValues => ({
  ...fieldFormDefaults(),
  label: { en: 'Age', fr: 'Âge' },
  variable: 'age',
  ...change,
});

describe('field form values', () => {
  it('reads rule parameters as numbers and dates, and drops options the input has none of', () => {
    const draft = toFieldDraft(
      values({
        input_method: 'NUMBER',
        datatype: 'NUMBER',
        options: [{ value: 'x', label: { en: 'x', fr: 'x' } }],
        validation_rules: [
          { rule: 'MIN_VALUE', value: '1,5' },
          { rule: 'REQUIRED', value: '' },
        ],
      }),
    );
    expect(draft).toMatchObject({
      options: [],
      validation_rules: [{ rule: 'MIN_VALUE', value: 1.5 }, { rule: 'REQUIRED' }],
    });
    expect(fieldDefinitionSchema.safeParse(draft).success).toBe(true);
  });

  it('leaves out blank help and fills one language from the other', () => {
    expect(toFieldDraft(values({})).help).toBeUndefined();
    expect(toFieldDraft(values({ help: { en: 'In years', fr: '' } })).help).toEqual({
      en: 'In years',
      fr: 'In years',
    });
  });

  it('lets the schema name a blank bound', () => {
    const draft = toFieldDraft(
      values({
        datatype: 'NUMBER',
        input_method: 'NUMBER',
        validation_rules: [{ rule: 'MAX_VALUE', value: ' ' }],
      }),
    );
    const result = fieldDefinitionSchema.safeParse(draft);
    expect(result.error?.issues.map((issue) => fieldIssueKey(issue.path))).toEqual([
      'fieldForm.errors.ruleValue',
    ]);
  });

  it('turns a round trip of a stored field into the same definition', () => {
    const stored = {
      _id: 'f',
      field_id: 'f',
      model_id: 'm',
      order: 0,
      label: { en: 'Born', fr: 'Né le' },
      variable: 'born',
      datatype: 'STRING' as const,
      input_method: 'DATE_PICKER' as const,
      options: [],
      validation_rules: [{ rule: 'AFTER_DATE' as const, value: '1900-01-01' }],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(toFieldDraft(fieldFormDefaults(stored))).toEqual({
      label: stored.label,
      variable: 'born',
      datatype: 'STRING',
      input_method: 'DATE_PICKER',
      options: [],
      validation_rules: stored.validation_rules,
    });
  });

  it('suggests a safe variable from a label', () => {
    expect(suggestVariable('Date of birth')).toBe('date_of_birth');
    expect(suggestVariable('Âge (années)')).toBe('age_annees');
    expect(suggestVariable('2nd phone')).toBe('field_2nd_phone');
    expect(suggestVariable('  ')).toBe('');
  });

  it('names the message of each refused property', () => {
    expect(fieldIssueKey(['options'])).toBe('fieldForm.errors.options');
    expect(fieldIssueKey(['options', 1, 'value'])).toBe('fieldForm.errors.optionValue');
    expect(fieldIssueKey(['validation_rules', 0, 'rule'])).toBe('fieldForm.errors.rule');
    expect(fieldIssueKey(['label', 'fr'])).toBe('fieldForm.errors.label');
  });
});
