import { invalidField } from '../../core/errors.js';
import type { RecordField } from '../../shared/contract/field.schema.js';
import { groupingProblem } from '../../shared/contract/report-fields.js';
import type {
  GraphicQuery,
  GraphicType,
  GroupingOperator,
} from '../../shared/contract/report.schema.js';

// What a graphic asks of a collect, checked against its model (a 400 naming the field at fault)
// and turned into a plan: which groups, found how, and which aggregation each group needs.

export interface GroupOf<V> {
  readonly value: V;
  readonly label: { readonly en: string; readonly fr: string };
}

/**
 * How the groups are known: listed (a select's options, a boolean's two values), looked up
 * (a text field: its values are not known in advance, see figures.repository.ts), or none
 * (every record in one figure).
 */
export type GroupSource =
  | {
      readonly kind: 'LISTED';
      readonly path: string;
      readonly groups: readonly GroupOf<string | boolean>[];
    }
  | { readonly kind: 'TEXT'; readonly path: string }
  | { readonly kind: 'NONE' };

/** What each aggregation query asks: the records' count, and the indicator's sum / average. */
export interface Measure {
  readonly operator: GroupingOperator;
  /** The indicator's path, when the operator reads one. */
  readonly indicatorPath: string | null;
}

export interface GraphicPlan {
  readonly type: GraphicType;
  readonly source: GroupSource;
  readonly measure: Measure;
}

const BOOLEAN_GROUPS: readonly GroupOf<boolean>[] = [
  { value: true, label: { en: 'Yes', fr: 'Oui' } },
  { value: false, label: { en: 'No', fr: 'Non' } },
];

function sourceOf(field: RecordField): GroupSource {
  const path = `fields.${field.variable}`;
  if (field.datatype === 'BOOLEAN') return { kind: 'LISTED', path, groups: BOOLEAN_GROUPS };
  if (field.options.length > 0) {
    const groups = field.options.map((option) => ({ value: option.value, label: option.label }));
    return { kind: 'LISTED', path, groups };
  }
  return { kind: 'TEXT', path };
}

function measureOf(query: GraphicQuery, byVariable: ReadonlyMap<string, RecordField>): Measure {
  const { groupingOperator: operator, indicator } = query;
  const needsField = operator === 'SUM' || operator === 'AVG';
  if (operator === 'COUNT' || indicator === null) {
    if (needsField) throw invalidField('indicator', `${operator} needs a numeric field`);
    return { operator, indicatorPath: null };
  }
  const field = byVariable.get(indicator);
  if (!field) throw invalidField('indicator', 'Not a field of this collect');
  if (field.datatype !== 'NUMBER') throw invalidField('indicator', 'Must be a numeric field');
  return { operator, indicatorPath: `fields.${indicator}` };
}

/** The plan of a graphic on a collect's model, or a 400 naming the field at fault. */
export function planGraphic(
  type: GraphicType,
  query: GraphicQuery,
  fields: readonly RecordField[],
  sortable: ReadonlySet<string>,
): GraphicPlan {
  const byVariable = new Map(fields.map((field) => [field.variable, field]));
  const measure = measureOf(query, byVariable);
  if (query.groupBy === null) {
    if (type === 'RING') throw invalidField('groupBy', 'A ring needs a field to group by');
    if (measure.operator === 'PERCENTAGE') {
      throw invalidField('groupBy', 'A percentage needs a field to group by');
    }
    return { type, source: { kind: 'NONE' }, measure };
  }
  const field = byVariable.get(query.groupBy);
  if (!field) throw invalidField('groupBy', 'Not a field of this collect');
  const problem = groupingProblem(field, sortable);
  if (problem) throw invalidField('groupBy', problem);
  return { type, source: sourceOf(field), measure };
}
