import type { ModelField } from '@shared/contract/model.schema';

/** The time every fixture was made at. */
export const FIXTURE_TIME = '2026-01-01T00:00:00.000Z';

/** A model field for screen tests: a text input named after its variable unless `extra` says. */
export function modelField(
  variable: string,
  order: number,
  extra: Partial<ModelField> = {},
): ModelField {
  return {
    _id: variable,
    field_id: variable,
    model_id: 'm1',
    order,
    label: { en: variable, fr: variable },
    variable,
    datatype: 'STRING',
    input_method: 'TEXT_INPUT',
    options: [],
    validation_rules: [],
    created_at: FIXTURE_TIME,
    updated_at: FIXTURE_TIME,
    ...extra,
  };
}
