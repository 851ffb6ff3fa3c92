import { z } from 'zod/mini';
import { idSchema, isPlainText, PLAIN_TEXT_MESSAGE } from './common.schema.js';
import { recordFiltersSchema } from './record-query.schema.js';

// A program's report (SPEC.md §3 "Report", §7 "Reports", §9): one per program, made of graphics.
// A graphic groups a collect's records by a field (`groupBy`: a select, a boolean or a text
// field) and shows one figure per group (`groupingOperator` on the numeric field `indicator`):
// RING draws the groups as a ring, NUMBER one big figure. Figures are computed on every read,
// over the records the reader's attribution rules give them.

export const GRAPHIC_TYPES = ['RING', 'NUMBER'] as const;
export type GraphicType = (typeof GRAPHIC_TYPES)[number];

/** COUNT: records (each counted once); SUM / AVG of `indicator`; PERCENTAGE: a group's share. */
export const GROUPING_OPERATORS = ['COUNT', 'SUM', 'AVG', 'PERCENTAGE'] as const;
export type GroupingOperator = (typeof GROUPING_OPERATORS)[number];

/** Graphics a report holds at most (each one costs aggregation queries on every read). */
export const REPORT_GRAPHICS_MAX = 40;
/** A text field's groups: its first values in alphabetical order, the rest as "other". */
export const TEXT_GROUPS_MAX = 12;
/** A select's options are its groups: one aggregation query each, so a wide select is refused. */
export const SELECT_GROUPS_MAX = 30;
export const GRAPHIC_TITLE_MAX = 120;

const titleTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(GRAPHIC_TITLE_MAX),
    z.refine(isPlainText, PLAIN_TEXT_MESSAGE),
  );

const variableSchema = z.string().check(z.minLength(1), z.maxLength(63));

/** What a graphic computes; the preview takes the same (its query string spells it). */
export const graphicQuerySchema = z.object({
  collectId: idSchema,
  /** A variable of the collect's model; null (NUMBER only): every record in one figure. */
  groupBy: z._default(z.nullable(variableSchema), null),
  groupingOperator: z.enum(GROUPING_OPERATORS),
  /** A numeric variable: required by SUM and AVG, optional for PERCENTAGE (share of its sum). */
  indicator: z._default(z.nullable(variableSchema), null),
  /** The grid's filters (modules/records checks them against the collect). */
  filters: z._default(recordFiltersSchema, []),
});
export type GraphicQuery = z.infer<typeof graphicQuerySchema>;

export const graphicInputSchema = z.extend(graphicQuerySchema, {
  type: z.enum(GRAPHIC_TYPES),
  /** `fr` may be left out: French readers then see the English title. */
  title: z.object({ en: titleTextSchema, fr: z.optional(titleTextSchema) }),
});
export type GraphicInput = z.infer<typeof graphicInputSchema>;

const localizedSchema = z.object({ en: z.string(), fr: z.string() });

export const graphicGroupSchema = z.object({
  /** The group's value: an option's value, true / false, a text; null for "other values". */
  value: z.nullable(z.union([z.string(), z.boolean()])),
  label: localizedSchema,
  /** The figure as a number (PERCENTAGE: 0–100, one decimal); null: an average of nothing. */
  figure: z.nullable(z.number()),
});
export type GraphicGroup = z.infer<typeof graphicGroupSchema>;

export const graphicResultSchema = z.object({
  groups: z.array(graphicGroupSchema),
  /**
   * The headline a NUMBER shows: COUNT and SUM over every group (or every record without
   * groupBy), AVG over them all, PERCENTAGE the first group's share (true, the first option).
   */
  total: z.nullable(z.number()),
  /** Records the figures cover (those the reader may see, within the filters). */
  records: z.number().check(z.int(), z.minimum(0)),
});
export type GraphicResult = z.infer<typeof graphicResultSchema>;

export const graphicSchema = z.object({
  _id: z.string(),
  report_id: z.string(),
  program_id: z.string(),
  type: z.enum(GRAPHIC_TYPES),
  title: localizedSchema,
  collectId: z.string(),
  groupBy: z.nullable(z.string()),
  groupingOperator: z.enum(GROUPING_OPERATORS),
  indicator: z.nullable(z.string()),
  filters: recordFiltersSchema,
  order: z.number().check(z.int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Graphic = z.infer<typeof graphicSchema>;

/**
 * A graphic with its figures. `result` is null when they cannot be computed now (`problem`
 * says why: its collect or a field was removed, an index is being built).
 */
export const computedGraphicSchema = z.extend(graphicSchema, {
  result: z.nullable(graphicResultSchema),
  problem: z.nullable(z.string()),
});
export type ComputedGraphic = z.infer<typeof computedGraphicSchema>;

export const reportSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  graphics: z.array(graphicSchema),
  /** Whether the reader may create, change, reorder and delete graphics. */
  editable: z.boolean(),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportResponseSchema = z.object({ report: reportSchema });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const graphicResponseSchema = z.object({ graphic: computedGraphicSchema });
export type GraphicResponse = z.infer<typeof graphicResponseSchema>;

export const graphicsResponseSchema = z.object({ graphics: z.array(computedGraphicSchema) });
export type GraphicsResponse = z.infer<typeof graphicsResponseSchema>;

export const graphicsQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(REPORT_GRAPHICS_MAX))),
});

export const reorderGraphicsSchema = z.object({
  /** Every graphic id of the report, once each, in the new order. */
  graphics: z.array(idSchema).check(z.maxLength(REPORT_GRAPHICS_MAX)),
});
export type ReorderGraphics = z.infer<typeof reorderGraphicsSchema>;

// The preview travels in the query string: filters as JSON, like the grid's.
const jsonFiltersParamSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(4000)),
    z.transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // A mini transform's context has no addIssue: push the issue classic's addIssue pushed.
        ctx.issues.push({
          code: 'custom',
          message: 'Must be a JSON array of filters',
          input: text,
        });
        return z.NEVER;
      }
    }),
  ),
  recordFiltersSchema,
);

/** GET …/reports/preview: a graphic's figures before it is saved. */
export const graphicPreviewQuerySchema = z.extend(graphicQuerySchema, {
  type: z._default(z.enum(GRAPHIC_TYPES), 'RING'),
  groupBy: z.pipe(
    z.optional(variableSchema),
    z.transform((value) => value ?? null),
  ),
  indicator: z.pipe(
    z.optional(variableSchema),
    z.transform((value) => value ?? null),
  ),
  filters: z.pipe(
    z.optional(jsonFiltersParamSchema),
    z.transform((value) => value ?? []),
  ),
});
export type GraphicPreviewQuery = z.infer<typeof graphicPreviewQuerySchema>;

export const graphicPreviewResponseSchema = z.object({ result: graphicResultSchema });
export type GraphicPreviewResponse = z.infer<typeof graphicPreviewResponseSchema>;
