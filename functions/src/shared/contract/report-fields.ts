import type { RecordField } from './field.schema.js';
import { isSortableField } from './record-query.schema.js';
import { SELECT_GROUPS_MAX } from './report.schema.js';

// Which fields of a collect a graphic may group by and sum up: the api refuses the others (a
// 400 naming `groupBy` or `indicator`), the graphic editor offers only these.

const TEXT_INPUTS: ReadonlySet<string> = new Set(['TEXT_INPUT', 'EMAIL_FIELD', 'PHONE_INPUT']);

type Field = Pick<RecordField, 'variable' | 'datatype' | 'input_method' | 'options'>;

/** A collect's grid settings: a text field's values are found in an order the grid keeps. */
export interface GroupingGrid {
  readonly fieldsToDisplay: readonly string[];
  readonly filterableFields: readonly string[];
}

/** The fields the grid keeps an order (and its indexes) for. */
export function sortableVariables(fields: readonly Field[], grid: GroupingGrid): Set<string> {
  const byVariable = new Map(fields.map((field) => [field.variable, field]));
  return new Set(
    [...grid.fieldsToDisplay, ...grid.filterableFields].filter((variable) => {
      const field = byVariable.get(variable);
      return field !== undefined && isSortableField(field);
    }),
  );
}

/** Why a field cannot group a graphic's records, or null when it can. */
export function groupingProblem(field: Field, sortable: ReadonlySet<string>): string | null {
  if (field.datatype === 'BOOLEAN') return null;
  if (field.datatype !== 'STRING') return 'Group by a select, a boolean or a text field';
  if (field.options.length > 0) {
    return field.options.length > SELECT_GROUPS_MAX
      ? `A select of more than ${SELECT_GROUPS_MAX} options cannot be drawn`
      : null;
  }
  if (!TEXT_INPUTS.has(field.input_method)) return 'Group by a select, a boolean or a text field';
  // A text field's values are found by walking its index (modules/reports), which the grid
  // keeps only for the fields it shows or filters by, with a contributor's classes too.
  return sortable.has(field.variable)
    ? null
    : 'A text field must be shown or filterable in the grid to be grouped by';
}

/** The fields a graphic may be grouped by, in the model's order. */
export function groupableFields<F extends Field>(fields: readonly F[], grid: GroupingGrid): F[] {
  const sortable = sortableVariables(fields, grid);
  return fields.filter((field) => groupingProblem(field, sortable) === null);
}

/** The fields SUM, AVG and PERCENTAGE may add up. */
export function numericFields<F extends Field>(fields: readonly F[]): F[] {
  return fields.filter((field) => field.datatype === 'NUMBER');
}
