import type { ComputedGraphic } from '@shared/contract/report.schema';
import { FIXTURE_TIME } from './model-field';

/** A NUMBER graphic of program p1's report, with its figure; `extra` changes what a test needs. */
export const graphic = (id: string, extra: Partial<ComputedGraphic> = {}): ComputedGraphic => ({
  _id: id,
  report_id: 'p1',
  program_id: 'p1',
  type: 'NUMBER',
  title: { en: `Graphic ${id}`, fr: `Graphique ${id}` },
  collectId: 'c1',
  groupBy: null,
  groupingOperator: 'COUNT',
  indicator: null,
  filters: [],
  order: 0,
  created_at: FIXTURE_TIME,
  updated_at: FIXTURE_TIME,
  result: { groups: [], total: 123_456, records: 123_456 },
  problem: null,
  ...extra,
});
