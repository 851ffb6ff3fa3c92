import type { TableRow } from '../../core/tabular/table-reader.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type {
  ColumnTransform,
  MatchingKey,
  MatchingTemplateValues,
} from '../../shared/contract/matching.schema.js';
import { buildRecordSchema } from '../../shared/contract/record-validation.js';
import type { FieldValue } from '../../shared/contract/record-validation.js';
import { transformCell } from './column-transforms.js';
import { IMPORT_MESSAGES, rowProblemMessage } from './import-messages.js';

// One row of a file through a template: each mapped cell transformed, then checked by the
// model's validation engine (coerce mode) on its own, so that every cell has its value or its
// message (the matching screen shows both), and the row its key.

export type StoredFieldValue = FieldValue | null;

interface PlannedColumn {
  readonly index: number;
  readonly source: string;
  readonly field: RecordField;
  readonly transform: ColumnTransform;
  /** The engine for this field alone (coerce, partial: a missing key is not checked). */
  readonly check: ReturnType<typeof buildRecordSchema>;
}

type PlannedKey =
  | { readonly kind: 'FIELDS'; readonly variables: readonly string[]; readonly labels: string }
  | { readonly kind: 'COLUMN'; readonly index: number; readonly source: string };

export interface MappingPlan {
  readonly headers: readonly string[];
  readonly columns: readonly PlannedColumn[];
  readonly key: PlannedKey | null;
  /** REQUIRED fields no column fills: a new record cannot be made. */
  readonly unmappedRequired: readonly RecordField[];
  /** What refuses every row (no key): the import does not start. */
  readonly keyProblem: string | null;
  readonly locale: Locale;
}

const labelOf = (field: RecordField, locale: Locale) => field.label[locale] || field.label.en;
const isRequired = (field: RecordField) =>
  field.validation_rules.some((entry) => entry.rule === 'REQUIRED');

function planKey(
  key: MatchingKey | null,
  headers: readonly string[],
  columns: readonly PlannedColumn[],
  matched: readonly RecordField[],
  locale: Locale,
): { key: PlannedKey | null; problem: string | null } {
  const messages = IMPORT_MESSAGES[locale];
  if (key?.type === 'COLUMN') {
    const index = headers.indexOf(key.source);
    return index < 0
      ? { key: null, problem: messages.keyColumnMissing(key.source) }
      : { key: { kind: 'COLUMN', index, source: key.source }, problem: null };
  }
  if (key?.type !== 'MATCHED_FIELDS' || matched.length === 0) {
    return { key: null, problem: messages.noKey };
  }
  const missing = matched.find((field) => !columns.some((column) => column.field === field));
  if (missing) return { key: null, problem: messages.keyFieldNotMapped(labelOf(missing, locale)) };
  const labels = matched.map((field) => labelOf(field, locale)).join(', ');
  return {
    key: { kind: 'FIELDS', variables: matched.map((field) => field.variable), labels },
    problem: null,
  };
}

/** The template against the file's headers and the collect's model. */
export function planMapping(input: {
  readonly headers: readonly string[];
  readonly fields: readonly RecordField[];
  readonly matchedFields: readonly string[];
  readonly template: MatchingTemplateValues;
  readonly locale: Locale;
}): MappingPlan {
  const { headers, fields, template, locale } = input;
  const byVariable = new Map(fields.map((field) => [field.variable, field]));
  const columns: PlannedColumn[] = [];
  for (const column of template.columns) {
    const index = headers.indexOf(column.source);
    const field = column.variable === null ? undefined : byVariable.get(column.variable);
    if (index < 0 || !field) continue;
    columns.push({
      index,
      source: column.source,
      field,
      transform: column.transform,
      check: buildRecordSchema([field], locale, { coerce: true, partial: true }),
    });
  }
  const matched = input.matchedFields.flatMap((variable) => byVariable.get(variable) ?? []);
  const { key, problem } = planKey(template.key, headers, columns, matched, locale);
  return {
    headers,
    columns,
    key,
    unmappedRequired: fields.filter(
      (field) => isRequired(field) && !columns.some((column) => column.field === field),
    ),
    keyProblem: problem,
    locale,
  };
}

export interface MappedCell {
  readonly source: string;
  readonly variable: string;
  readonly raw: string;
  readonly value: StoredFieldValue;
  readonly error: string | null;
}

export interface MappedRow {
  readonly number: number;
  readonly cells: readonly MappedCell[];
  /** The checked values by variable (mapped columns only). */
  readonly values: Readonly<Record<string, StoredFieldValue>>;
  /** Problems of the row itself (unreadable, ragged, no key). */
  readonly rowErrors: readonly string[];
  /** The text that names its record; null when the row has none. */
  readonly key: string | null;
  /**
   * The keywords a record of these values alone stores, once the import has sized the row with
   * them (import-input.ts rowWrite): a new record reuses them instead of computing them again.
   */
  readonly keywords?: string[];
}

function mapCell(plan: MappingPlan, column: PlannedColumn, raw: string): MappedCell {
  const base = { source: column.source, variable: column.field.variable, raw };
  const context = { field: column.field, column: column.source, locale: plan.locale };
  const transformed = transformCell(column.transform, context, raw);
  if (!transformed.ok) return { ...base, value: null, error: transformed.message };
  const checked = column.check.safeParse({ [column.field.variable]: transformed.value });
  if (checked.success) {
    return { ...base, value: checked.data[column.field.variable] ?? null, error: null };
  }
  const message = checked.error.issues[0]?.message ?? '';
  return {
    ...base,
    value: null,
    error: IMPORT_MESSAGES[plan.locale].inColumn(column.source, message),
  };
}

function keyOf(plan: MappingPlan, row: TableRow, values: Record<string, StoredFieldValue>) {
  const { key } = plan;
  if (!key) return { key: null, error: null };
  const messages = IMPORT_MESSAGES[plan.locale];
  if (key.kind === 'COLUMN') {
    const text = (row.cells[key.index] ?? '').trim();
    return text === ''
      ? { key: null, error: messages.keyEmpty(key.source) }
      : { key: text, error: null };
  }
  const parts = key.variables.map((variable) => values[variable] ?? null);
  if (parts.some((part) => part === null))
    return { key: null, error: messages.keyEmpty(key.labels) };
  return { key: JSON.stringify(parts), error: null };
}

/** A row through the plan: each cell's value or message, the row's own problems and its key. */
export function mapRow(plan: MappingPlan, row: TableRow): MappedRow {
  const rowErrors: string[] = [];
  if (row.problem) rowErrors.push(rowProblemMessage(row.problem, plan.headers, plan.locale));
  const cells = plan.columns.map((column) => mapCell(plan, column, row.cells[column.index] ?? ''));
  const values: Record<string, StoredFieldValue> = {};
  for (const cell of cells) if (cell.error === null) values[cell.variable] = cell.value;
  const { key, error } = keyOf(plan, row, values);
  if (plan.keyProblem) rowErrors.push(plan.keyProblem);
  else if (error && !cells.some((cell) => cell.error !== null)) rowErrors.push(error);
  return { number: row.number, cells, values, rowErrors, key };
}

/** Everything that refuses the row, for a new record or an update of an existing one. */
export function rowErrorsFor(plan: MappingPlan, row: MappedRow, creating: boolean): string[] {
  const errors = [...row.rowErrors, ...row.cells.flatMap((cell) => cell.error ?? [])];
  if (creating) {
    const messages = IMPORT_MESSAGES[plan.locale];
    for (const field of plan.unmappedRequired) {
      errors.push(messages.requiredNotMapped(labelOf(field, plan.locale)));
    }
  }
  return errors;
}

/** The column a variable is read from, to name it in a message (its label when none). */
export function columnOf(plan: MappingPlan, variable: string): string {
  const column = plan.columns.find((candidate) => candidate.field.variable === variable);
  if (column) return column.source;
  return variable;
}
