import type { CollectSummary } from '@shared/contract/collect.schema';
import type { RecordHit } from '@shared/contract/search.schema';
import { useQueries } from '@tanstack/react-query';
import { programCollectsQueryOptions } from '@/lib/program/get-program-collects';
import { useApi } from '@/lib/services';
import { usePrograms } from '@/lib/session/get-programs';

export interface RecordHitContext {
  /** The collects known so far, by id (the hits' own and those of their programs). */
  collects: ReadonlyMap<string, Pick<CollectSummary, 'title' | 'title_fr'>>;
  /** Program names by id. */
  programNames: ReadonlyMap<string, string>;
}

/**
 * Where each record found lives: its collect's title and its program's name. A record hit names
 * only ids, so the collects of their programs are read (the same cached lists the sidebar uses).
 */
export function useRecordHitContext(
  records: readonly RecordHit[],
  collects: readonly CollectSummary[],
): RecordHitContext {
  const api = useApi();
  const programs = usePrograms();
  const known = new Set(collects.map((collect) => collect._id));
  const programIds = [
    ...new Set(records.filter((hit) => !known.has(hit.collect_id)).map((hit) => hit.program_id)),
  ];
  const lists = useQueries({
    queries: programIds.map((programId) => programCollectsQueryOptions(api, programId)),
  });
  const byId = new Map<string, Pick<CollectSummary, 'title' | 'title_fr'>>();
  for (const list of lists) for (const collect of list.data ?? []) byId.set(collect._id, collect);
  for (const collect of collects) byId.set(collect._id, collect);
  return {
    collects: byId,
    programNames: new Map(programs.map((program) => [program._id, program.name])),
  };
}
