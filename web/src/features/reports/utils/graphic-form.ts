import { z } from 'zod/mini';
import { recordFilterSchema } from '@shared/contract/record-query.schema';
import type { RecordFilter } from '@shared/contract/record-query.schema';
import {
  GRAPHIC_TITLE_MAX,
  GRAPHIC_TYPES,
  GROUPING_OPERATORS,
} from '@shared/contract/report.schema';
import type { Graphic, GraphicInput } from '@shared/contract/report.schema';

// The graphic editor's form: what a manager picks, checked as the api checks it (which fields
// fit is the contract's report-fields), and turned into the graphic the api takes.

/** One "only records where <field> is <value>" condition: a select's option or yes / no. */
export const formFilterSchema = z.object({
  field: z.string().check(z.minLength(1)),
  value: z.string().check(z.minLength(1)),
});

export const graphicFormSchema = z
  .object({
    type: z.enum(GRAPHIC_TYPES),
    titleEn: z.string().check(z.trim(), z.minLength(1), z.maxLength(GRAPHIC_TITLE_MAX)),
    titleFr: z.string().check(z.trim(), z.maxLength(GRAPHIC_TITLE_MAX)),
    collectId: z.string().check(z.minLength(1)),
    groupBy: z.nullable(z.string()),
    groupingOperator: z.enum(GROUPING_OPERATORS),
    indicator: z.nullable(z.string()),
    filters: z.array(formFilterSchema),
    /** The graphic's other filters (set through the api), which the editor keeps untouched. */
    kept: z.array(recordFilterSchema),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.type === 'RING' && values.groupBy === null) {
        context.addIssue({ code: 'custom', path: ['groupBy'], message: 'required' });
      }
      if (values.groupingOperator === 'PERCENTAGE' && values.groupBy === null) {
        context.addIssue({ code: 'custom', path: ['groupBy'], message: 'required' });
      }
      const needsIndicator = values.groupingOperator === 'SUM' || values.groupingOperator === 'AVG';
      if (needsIndicator && values.indicator === null) {
        context.addIssue({ code: 'custom', path: ['indicator'], message: 'required' });
      }
    }),
  );

export type GraphicFormValues = z.infer<typeof graphicFormSchema>;

export const EMPTY_GRAPHIC_FORM: GraphicFormValues = {
  type: 'RING',
  titleEn: '',
  titleFr: '',
  collectId: '',
  groupBy: null,
  groupingOperator: 'COUNT',
  indicator: null,
  filters: [],
  kept: [],
};

/** A boolean filter travels as the text of its value in the form's selects. */
const filterValueOf = (value: RecordFilter['value']): string =>
  typeof value === 'boolean' ? String(value) : typeof value === 'string' ? value : '';

/** A saved graphic as the editor shows it. Filters other than "is" are kept as they are. */
export function formValuesOf(graphic: Graphic): GraphicFormValues {
  return {
    type: graphic.type,
    titleEn: graphic.title.en,
    titleFr: graphic.title.fr === graphic.title.en ? '' : graphic.title.fr,
    collectId: graphic.collectId,
    groupBy: graphic.groupBy,
    groupingOperator: graphic.groupingOperator,
    indicator: graphic.indicator,
    filters: graphic.filters
      .filter((filter) => filter.op === 'eq')
      .map((filter) => ({ field: filter.field, value: filterValueOf(filter.value) })),
    kept: graphic.filters.filter((filter) => filter.op !== 'eq'),
  };
}

/** The field kinds a filter value is read as. */
export type BooleanFields = ReadonlySet<string>;

function toFilters(values: GraphicFormValues, booleans: BooleanFields): RecordFilter[] {
  const rows = values.filters.map((filter): RecordFilter => ({
    field: filter.field,
    op: 'eq',
    value: booleans.has(filter.field) ? filter.value === 'true' : filter.value,
  }));
  return [...rows, ...values.kept];
}

/** What the api takes; COUNT reads no indicator, so none is sent with it. */
export function graphicInputOf(values: GraphicFormValues, booleans: BooleanFields): GraphicInput {
  const titleFr = values.titleFr.trim();
  return {
    type: values.type,
    title: { en: values.titleEn.trim(), ...(titleFr ? { fr: titleFr } : {}) },
    collectId: values.collectId,
    groupBy: values.groupBy,
    groupingOperator: values.groupingOperator,
    indicator: values.groupingOperator === 'COUNT' ? null : values.indicator,
    filters: toFilters(values, booleans),
  };
}

/**
 * The preview of what the form holds, or null while it cannot be computed yet (no collect, a
 * ring without its field, a sum without its numbers, a filter half chosen). The title plays no
 * part in the figures.
 */
export function previewInputOf(
  values: GraphicFormValues,
  booleans: BooleanFields,
): Omit<GraphicInput, 'title'> | null {
  const checked = graphicFormSchema.safeParse({ ...values, titleEn: values.titleEn || '-' });
  if (!checked.success) return null;
  const input = graphicInputOf(checked.data, booleans);
  return {
    type: input.type,
    collectId: input.collectId,
    groupBy: input.groupBy,
    groupingOperator: input.groupingOperator,
    indicator: input.indicator,
    filters: input.filters,
  };
}
