import { invalidField } from '../../core/errors.js';
import type { CollectSettings } from '../../db/collect-document.js';
import type { CollectSource } from '../../shared/contract/collect.schema.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import { isFilterableField } from '../../shared/contract/record-query.schema.js';

// The grid settings of a collect name variables of its model: the columns (fieldsToDisplay),
// the filters (filterable_fields) and the import keys (matched_fields). Each list is checked
// against the model's fields, a wrong entry being a 400 naming its place (`fieldsToDisplay.2`).

/** Columns a new collect shows when none are chosen. */
export const DEFAULT_COLUMNS = 6;

export type SettingsList = 'fieldsToDisplay' | 'filterable_fields' | 'matched_fields';

/** Long text and files make poor columns: the default grid shows the first other fields. */
export function defaultColumns(fields: readonly RecordField[]): string[] {
  return fields
    .filter(isFilterableField)
    .slice(0, DEFAULT_COLUMNS)
    .map((field) => field.variable);
}

/** Why a variable cannot be in the list, or null when it can. */
function problemOf(
  list: SettingsList,
  variable: string,
  field: RecordField | undefined,
): string | null {
  if (!field) return `${variable} is not a field of the collect's model`;
  if (list === 'filterable_fields' && !isFilterableField(field)) {
    return `The grid cannot filter on ${variable} (long text or file)`;
  }
  return null;
}

/**
 * Checks that every entry of a list is a field of the model, listed once, and (for filters)
 * one the grid can filter on. Answers the list as given.
 */
export function checkVariables(
  list: SettingsList,
  variables: readonly string[],
  fields: readonly RecordField[],
): string[] {
  const byVariable = new Map(fields.map((field) => [field.variable, field]));
  const seen = new Set<string>();
  variables.forEach((variable, index) => {
    const path = `${list}.${index}`;
    const problem = problemOf(list, variable, byVariable.get(variable));
    if (problem) throw invalidField(path, problem);
    if (seen.has(variable)) throw invalidField(path, `${variable} is listed twice`);
    seen.add(variable);
  });
  return [...variables];
}

/** Keeps the entries a (new) model still accepts, for lists the request did not resend. */
export function keepValid(
  list: SettingsList,
  variables: readonly string[],
  fields: readonly RecordField[],
): string[] {
  const byVariable = new Map(fields.map((field) => [field.variable, field]));
  return [...new Set(variables)].filter(
    (variable) => problemOf(list, variable, byVariable.get(variable)) === null,
  );
}

export interface SettingsUpdate {
  readonly title?: string | undefined;
  readonly title_fr?: string | null | undefined;
  readonly source?: CollectSource | null | undefined;
  readonly fieldsToDisplay?: readonly string[] | undefined;
  readonly filterable_fields?: readonly string[] | undefined;
  readonly matched_fields?: readonly string[] | undefined;
}

/**
 * The settings after an update on `model` (the new one, or the same). What is sent is checked;
 * lists not sent keep what the model still has, and a new model gets its default columns.
 */
export function nextSettings(
  before: CollectSettings,
  input: SettingsUpdate,
  model: { readonly id: string; readonly fields: readonly RecordField[] } | null,
): CollectSettings {
  const fields = model?.fields ?? [];
  const modelChanged = (model?.id ?? null) !== before.modelId;
  const list = (
    name: SettingsList,
    sent: readonly string[] | undefined,
    kept: readonly string[],
  ) => (sent ? checkVariables(name, sent, fields) : keepValid(name, kept, fields));
  return {
    title: input.title ?? before.title,
    titleFr: input.title_fr === undefined ? before.titleFr : input.title_fr,
    modelId: model?.id ?? null,
    source: input.source === undefined ? before.source : input.source,
    fieldsToDisplay:
      !input.fieldsToDisplay && modelChanged
        ? defaultColumns(fields)
        : list('fieldsToDisplay', input.fieldsToDisplay, before.fieldsToDisplay),
    filterableFields: list('filterable_fields', input.filterable_fields, before.filterableFields),
    matchedFields: list('matched_fields', input.matched_fields, before.matchedFields),
  };
}
