import type { CurrentUser } from '../../http/request-context.js';
import { keywordsOf, searchKeyOf } from '../../core/keywords.js';
import { SEARCH_RESULTS_MAX } from '../../shared/constants.js';
import type { CollectSummary } from '../../shared/contract/collect.schema.js';
import type { ProgramHit, RecordHit, SearchResponse } from '../../shared/contract/search.schema.js';
import {
  isProgramManager,
  isSuperAdmin,
  programIdsOf,
  visibleCollects,
} from '../../shared/permissions/roles.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { CollectsRepository } from '../collects/collects.repository.js';
import type { ProgramsRepository } from '../programs/programs.repository.js';
import type { RecordSearchReach, RecordsSearchRepository } from './records-search.repository.js';

export interface SearchService {
  search(current: CurrentUser, keywords: string): Promise<SearchResponse>;
}

export interface SearchDeps {
  readonly programs: ProgramsRepository;
  readonly collects: CollectsRepository;
  readonly records: RecordsSearchRepository;
  /** A person's reach in a collect's records (modules/record-access), as their grid's. */
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
}

const byName = (a: ProgramHit, b: ProgramHit) =>
  a.name.localeCompare(b.name) || a._id.localeCompare(b._id);
const byTitle = (a: CollectSummary, b: CollectSummary) =>
  a.title.localeCompare(b.title) || a._id.localeCompare(b._id);
const byLabel = (a: RecordHit, b: RecordHit) =>
  (a.label ?? '').localeCompare(b.label ?? '') || a._id.localeCompare(b._id);

/**
 * Keyword search over what the caller may see (SPEC.md §6): programs by name, collects by
 * title. Records join when they exist, filtered by the same visibility (and, then, by the
 * attribution rules).
 */
export function createSearchService(deps: SearchDeps): SearchService {
  /**
   * Whose records a search reaches: every program's for super admins, their programs' for
   * managers, and in a contributor's collects what their attribution rules let them see (the
   * same reach as their grid).
   */
  const recordReach = async (current: CurrentUser): Promise<RecordSearchReach> => {
    if (isSuperAdmin(current)) return { all: true };
    const programIds = programIdsOf(current.roles);
    const managed = programIds.filter((id) => isProgramManager(current, id));
    const contributed = programIds
      .filter((id) => !isProgramManager(current, id))
      .flatMap((programId) => {
        const visible = visibleCollects(current, programId);
        return visible.all ? [] : visible.collectIds.map((collectId) => ({ programId, collectId }));
      });
    const collects = await deps.records.reachCollects(contributed);
    const scoped = await Promise.all(
      collects.map(async (collect) => ({
        programId: collect.programId,
        collectId: collect.id,
        scope: (await deps.reach(current, collect)).grid,
      })),
    );
    return { programIds: managed, collects: scoped };
  };

  /**
   * A program's name is matched in memory: the caller's programs are read anyway (as GET
   * /api/programs does), and a program holds no keyword index of its own.
   */
  const programsMatching = async (current: CurrentUser, key: string): Promise<ProgramHit[]> => {
    const records = isSuperAdmin(current)
      ? await deps.programs.listAll()
      : await deps.programs.listByIds(programIdsOf(current.roles));
    return records
      .filter((record) => keywordsOf([record.name]).includes(key))
      .map((record) => ({ _id: record.id, name: record.name }))
      .sort(byName)
      .slice(0, SEARCH_RESULTS_MAX);
  };

  /** Collects by their stored keywords: one query for super admins, one per program else. */
  const collectsMatching = async (current: CurrentUser, key: string) => {
    if (isSuperAdmin(current)) return deps.collects.searchAll(key, SEARCH_RESULTS_MAX);
    const perProgram = await Promise.all(
      programIdsOf(current.roles).map(async (programId) => {
        const visible = visibleCollects(current, programId);
        if (visible.all) return deps.collects.searchInProgram(programId, key, SEARCH_RESULTS_MAX);
        // A contributor's few collects are read by id and matched here.
        const mine = await deps.collects.listByIds(programId, visible.collectIds);
        return mine.filter((collect) =>
          keywordsOf([collect.title, collect.title_fr ?? '']).includes(key),
        );
      }),
    );
    return perProgram.flat();
  };

  return {
    async search(current, keywords) {
      const key = searchKeyOf(keywords);
      if (!key) return { programs: [], collects: [], records: [] };
      const [programs, collects, records] = await Promise.all([
        programsMatching(current, key),
        collectsMatching(current, key),
        recordReach(current).then((reach) =>
          'all' in reach || reach.programIds.length > 0 || reach.collects.length > 0
            ? deps.records.search(reach, key, SEARCH_RESULTS_MAX)
            : [],
        ),
      ]);
      return {
        programs,
        collects: collects.sort(byTitle).slice(0, SEARCH_RESULTS_MAX),
        records: records.sort(byLabel),
      };
    },
  };
}
