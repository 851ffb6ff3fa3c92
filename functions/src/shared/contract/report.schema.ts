import { z } from 'zod';
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
  .trim()
  .min(1)
  .max(GRAPHIC_TITLE_MAX)
  .refine(isPlainText, PLAIN_TEXT_MESSAGE);

const variableSchema = z.string().min(1).max(63);

/** What a graphic computes; the preview takes the same (its query string spells it). */
export const graphicQuerySchema = z.object({
  collectId: idSchema,
  /** A variable of the collect's model; null (NUMBER only): every record in one figure. */
  groupBy: variableSchema.nullable().default(null),
  groupingOperator: z.enum(GROUPING_OPERATORS),
  /** A numeric variable: required by SUM and AVG, optional for PERCENTAGE (share of its sum). */
  indicator: variableSchema.nullable().default(null),
  /** The grid's filters (modules/records checks them against the collect). */
  filters: recordFiltersSchema.default([]),
});
export type GraphicQuery = z.infer<typeof graphicQuerySchema>;

export const graphicInputSchema = graphicQuerySchema.extend({
  type: z.enum(GRAPHIC_TYPES),
  /** `fr` may be left out: French readers then see the English title. */
  title: z.object({ en: titleTextSchema, fr: titleTextSchema.optional() }),
});
export type GraphicInput = z.infer<typeof graphicInputSchema>;

const localizedSchema = z.object({ en: z.string(), fr: z.string() });

export const graphicGroupSchema = z.object({
  /** The group's value: an option's value, true / false, a text; null for "other values". */
  value: z.union([z.string(), z.boolean()]).nullable(),
  label: localizedSchema,
  /** The figure as a number (PERCENTAGE: 0–100, one decimal); null: an average of nothing. */
  figure: z.number().nullable(),
});
export type GraphicGroup = z.infer<typeof graphicGroupSchema>;

export const graphicResultSchema = z.object({
  groups: z.array(graphicGroupSchema),
  /**
   * The headline a NUMBER shows: COUNT and SUM over every group (or every record without
   * groupBy), AVG over them all, PERCENTAGE the first group's share (true, the first option).
   */
  total: z.number().nullable(),
  /** Records the figures cover (those the reader may see, within the filters). */
  records: z.number().int().min(0),
});
export type GraphicResult = z.infer<typeof graphicResultSchema>;

export const graphicSchema = z.object({
  _id: z.string(),
  report_id: z.string(),
  program_id: z.string(),
  type: z.enum(GRAPHIC_TYPES),
  title: localizedSchema,
  collectId: z.string(),
  groupBy: z.string().nullable(),
  groupingOperator: z.enum(GROUPING_OPERATORS),
  indicator: z.string().nullable(),
  filters: recordFiltersSchema,
  order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Graphic = z.infer<typeof graphicSchema>;

/**
 * A graphic with its figures. `result` is null when they cannot be computed now (`problem`
 * says why: its collect or a field was removed, an index is being built).
 */
export const computedGraphicSchema = graphicSchema.extend({
  result: graphicResultSchema.nullable(),
  problem: z.string().nullable(),
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
  limit: z.coerce.number().int().min(1).max(REPORT_GRAPHICS_MAX).optional(),
});

export const reorderGraphicsSchema = z.object({
  /** Every graphic id of the report, once each, in the new order. */
  graphics: z.array(idSchema).max(REPORT_GRAPHICS_MAX),
});
export type ReorderGraphics = z.infer<typeof reorderGraphicsSchema>;

// The preview travels in the query string: filters as JSON, like the grid's.
const jsonFiltersParamSchema = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON array of filters' });
      return z.NEVER;
    }
  })
  .pipe(recordFiltersSchema);

/** GET …/reports/preview: a graphic's figures before it is saved. */
export const graphicPreviewQuerySchema = graphicQuerySchema.extend({
  type: z.enum(GRAPHIC_TYPES).default('RING'),
  groupBy: variableSchema.optional().transform((value) => value ?? null),
  indicator: variableSchema.optional().transform((value) => value ?? null),
  filters: jsonFiltersParamSchema.optional().transform((value) => value ?? []),
});
export type GraphicPreviewQuery = z.infer<typeof graphicPreviewQuerySchema>;

export const graphicPreviewResponseSchema = z.object({ result: graphicResultSchema });
export type GraphicPreviewResponse = z.infer<typeof graphicPreviewResponseSchema>;
