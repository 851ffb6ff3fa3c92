import { collectKeys } from '@/lib/collect/collect-keys';
import type { GridQuery, RecordViewParams } from '../utils/grid-view';

/**
 * A collect's grids sit under its key (one invalidation refreshes every view of it); one record
 * is fetched by its own id, so its entries sit under `['record', id]`.
 */
export const recordKeys = {
  grids: (collectId: string) => [...collectKeys.records(collectId), 'grid'] as const,
  grid: (collectId: string, view: GridQuery) => [...recordKeys.grids(collectId), view] as const,
  all: ['record'] as const,
  root: (recordId: string) => [...recordKeys.all, recordId] as const,
  detail: (recordId: string) => [...recordKeys.root(recordId), 'detail'] as const,
  inViews: (recordId: string) => [...recordKeys.root(recordId), 'in-view'] as const,
  /** The record with its neighbours in a view: the record screen's one call. */
  inView: (recordId: string, view: RecordViewParams) =>
    [...recordKeys.inViews(recordId), view] as const,
  preview: (recordId: string, variable: string) =>
    [...recordKeys.root(recordId), 'preview', variable] as const,
};
