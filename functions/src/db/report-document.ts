import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { recordFiltersSchema } from '../shared/contract/record-query.schema.js';
import { GRAPHIC_TYPES, GROUPING_OPERATORS } from '../shared/contract/report.schema.js';
import type { Graphic, GraphicInput } from '../shared/contract/report.schema.js';

// `programs/{p}/reports/{p}`: a program's one report, whose id is the program's (so that
// /api/reports/{report_id}/… finds it with one read and no collection-group index): program_id,
// created_at. `…/reports/{p}/graphics/{g}`: type, title {en, fr}, collect_id, group_by,
// grouping_operator, indicator, filters (the grid's), order (0, 1, …), created_at, updated_at.
// Written by modules/reports/reports.repository.ts only.

const storedGraphicSchema = z.object({
  type: z.enum(GRAPHIC_TYPES),
  title: z.object({ en: z.string(), fr: z.string() }),
  collect_id: z.string(),
  group_by: z.string().nullable(),
  grouping_operator: z.enum(GROUPING_OPERATORS),
  indicator: z.string().nullable(),
  filters: z.catch(recordFiltersSchema, []),
  order: z.number().int(),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
});

export interface StoredGraphic {
  type: GraphicInput['type'];
  title: { en: string; fr: string };
  collect_id: string;
  group_by: string | null;
  grouping_operator: GraphicInput['groupingOperator'];
  indicator: string | null;
  filters: GraphicInput['filters'];
  order: number;
  created_at: Date;
  updated_at: Date;
}

/** What a graphic's input stores (its order and times are the repository's). */
export function storedGraphicFields(
  input: GraphicInput,
): Omit<StoredGraphic, 'order' | 'created_at' | 'updated_at'> {
  return {
    type: input.type,
    title: { en: input.title.en, fr: input.title.fr ?? input.title.en },
    collect_id: input.collectId,
    group_by: input.groupBy,
    grouping_operator: input.groupingOperator,
    indicator: input.indicator,
    filters: input.filters,
  };
}

export function toGraphic(programId: string, snapshot: DocumentSnapshot): Graphic {
  const stored = storedGraphicSchema.parse(snapshot.data());
  return {
    _id: snapshot.id,
    report_id: programId,
    program_id: programId,
    type: stored.type,
    title: stored.title,
    collectId: stored.collect_id,
    groupBy: stored.group_by,
    groupingOperator: stored.grouping_operator,
    indicator: stored.indicator,
    filters: stored.filters,
    order: stored.order,
    created_at: stored.created_at.toISOString(),
    updated_at: stored.updated_at.toISOString(),
  };
}

/** The report's own document: when it was made. */
export function reportCreatedAt(snapshot: DocumentSnapshot): Date {
  return storedDateSchema.parse(snapshot.get('created_at'));
}
