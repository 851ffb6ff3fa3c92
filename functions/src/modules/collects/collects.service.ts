import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import type { IndexAdmin } from '../../core/indexes/index-admin.js';
import { appError, forbidden, notFound } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import { actorOf } from '../../core/person-ref.js';
import { collectBlobFolder } from '../../db/collect-document.js';
import type { StoredCollect } from '../../db/collect-document.js';
import type { CurrentUser } from '../../http/request-context.js';
import type {
  Collect,
  CollectContributor,
  CollectListItem,
  createCollectRequestSchema,
  updateCollectRequestSchema,
  updateDefaultFiltersRequestSchema,
} from '../../shared/contract/collect.schema.js';
import type { DefaultFilters } from '../../shared/contract/record-query.schema.js';
import {
  canManageCollects,
  canOpenCollect,
  canSeeCollects,
} from '../../shared/permissions/program-content.js';
import { visibleCollects } from '../../shared/permissions/roles.js';
import type { z } from 'zod';
import type { CollectDeletionRepository } from './collect-deletion.repository.js';
import { collectActivity, describeCollectChange } from './collect-activity.js';
import { refreshedIndexes, startIndexes } from './collect-index-state.js';
import { checkDefaultFilters, keptDefaultFilters } from './collect-default-filters.js';
import type { ViewChecker } from './collect-default-filters.js';
import { checkVariables, defaultColumns, nextSettings } from './collect-settings.js';
import type { CollectModel, CollectsRepository } from './collects.repository.js';
import type { Subject } from '../../shared/permissions/roles.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';

export interface CollectsDeps {
  readonly collects: CollectsRepository;
  readonly deletion: CollectDeletionRepository;
  readonly blobs: BlobStore;
  readonly indexes: IndexAdmin;
  readonly clock: Clock;
  /** The grid's view checker (the records module's checkRecordView). */
  readonly checkView: ViewChecker;
  /** The caller's reach in a collect's records (modules/record-access). */
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
}

type CreateInput = z.output<typeof createCollectRequestSchema>;
type UpdateInput = z.output<typeof updateCollectRequestSchema>;
type DefaultFiltersInput = z.output<typeof updateDefaultFiltersRequestSchema>;

export interface CollectsService {
  listInProgram(current: CurrentUser, programId: string): Promise<CollectListItem[]>;
  create(
    current: CurrentUser,
    programId: string,
    input: CreateInput,
    logger: Logger,
  ): Promise<{ _id: string }>;
  get(current: CurrentUser, collectId: string): Promise<Collect>;
  getInProgram(current: CurrentUser, programId: string, collectId: string): Promise<Collect>;
  update(
    current: CurrentUser,
    programId: string,
    collectId: string,
    input: UpdateInput,
    logger: Logger,
  ): Promise<Collect>;
  remove(current: CurrentUser, collectId: string, logger: Logger): Promise<{ _id: string }>;
  contributors(current: CurrentUser, collectId: string): Promise<CollectContributor[]>;
  updateDefaultFilters(
    current: CurrentUser,
    programId: string,
    collectId: string,
    input: DefaultFiltersInput,
  ): Promise<DefaultFilters>;
}

const MANAGERS_ONLY = 'Only administrators and the program’s managers change its collects';

const indexFailure = (logger: Logger, collectId: string) => (error: unknown) =>
  logs.collectIndexesFailed(logger, { collectId, error });

/** The blob folder of a collect's uploaded files (see the records module's uploads). */

export function createCollectsService(deps: CollectsDeps): CollectsService {
  const { collects, clock } = deps;

  const assertManager = (current: CurrentUser, programId: string) => {
    if (!canManageCollects(current, programId)) throw forbidden(MANAGERS_ONLY);
  };
  const modelOf = async (modelId: string | null): Promise<CollectModel | null> =>
    modelId ? collects.findModel(modelId) : null;
  const requireModel = async (modelId: string) => {
    const model = await collects.findModel(modelId);
    if (!model) {
      throw appError('NOT_FOUND', 'model: Model not found', {
        issues: [{ path: 'model', message: 'Model not found' }],
      });
    }
    return model;
  };

  /** The collect as its screens need it, its index state refreshed while it is not READY. */
  const present = async (
    current: CurrentUser,
    collect: StoredCollect,
    known?: CollectModel | null,
  ): Promise<Collect> => {
    const model = known === undefined ? await modelOf(collect.modelId) : known;
    const fields = model?.fields ?? [];
    const [indexes, reach] = await Promise.all([
      refreshedIndexes(deps, collect, fields),
      deps.reach(current, collect),
    ]);
    return {
      _id: collect.id,
      program_id: collect.programId,
      title: collect.title,
      title_fr: collect.titleFr,
      model_id: collect.modelId,
      source: collect.source,
      model_title: model?.title ?? null,
      fields,
      matched_fields: [...collect.matchedFields],
      fieldsToDisplay: [...collect.fieldsToDisplay],
      filterable_fields: [...collect.filterableFields],
      default_filters: collect.defaultFilters,
      indexes,
      access: reach.summary,
      rules_progress: collect.rulesProgress,
      created_at: collect.createdAt.toISOString(),
      updated_at: collect.updatedAt.toISOString(),
    };
  };

  const openable = (current: CurrentUser, collect: StoredCollect | null) => {
    if (!collect) throw notFound('Collect not found');
    if (!canOpenCollect(current, collect.programId, collect.id)) {
      throw forbidden('Only administrators, managers and its contributors open this collect');
    }
    return collect;
  };
  const managed = (current: CurrentUser, collect: StoredCollect | null) => {
    if (!collect) throw notFound('Collect not found');
    assertManager(current, collect.programId);
    return collect;
  };

  return {
    async listInProgram(current, programId) {
      if (!canSeeCollects(current, programId)) {
        throw forbidden('Only administrators, managers and contributors see its collects');
      }
      const visible = visibleCollects(current, programId);
      return visible.all
        ? collects.listByProgram(programId)
        : collects.listByIds(programId, visible.collectIds);
    },

    async create(current, programId, input, logger) {
      assertManager(current, programId);
      const model = await requireModel(input.model);
      const settings = {
        title: input.title,
        titleFr: input.title_fr ?? null,
        modelId: model.id,
        source: input.source ?? null,
        fieldsToDisplay: input.fieldsToDisplay
          ? checkVariables('fieldsToDisplay', input.fieldsToDisplay, model.fields)
          : defaultColumns(model.fields),
        filterableFields: checkVariables(
          'filterable_fields',
          input.filterable_fields,
          model.fields,
        ),
        matchedFields: checkVariables('matched_fields', input.matched_fields, model.fields),
      };
      const collectId = collects.newId(programId);
      const collect = await collects.create(programId, collectId, settings, {
        actor: actorOf(current),
        now: clock.now(),
        activity: (created) => collectActivity('COLLECT_CREATED', created),
      });
      await startIndexes(deps, collect, model.fields, indexFailure(logger, collectId));
      return { _id: collectId };
    },

    async get(current, collectId) {
      return present(current, openable(current, await collects.find(collectId)));
    },

    async getInProgram(current, programId, collectId) {
      return present(
        current,
        openable(current, await collects.findInProgram(programId, collectId)),
      );
    },

    async update(current, programId, collectId, input, logger) {
      assertManager(current, programId);
      const before = managed(current, await collects.findInProgram(programId, collectId));
      const modelId = input.model ?? before.modelId;
      const model = modelId ? await requireModel(modelId) : null;
      const fields = model?.fields ?? [];
      const next = nextSettings(before, input, model);
      const collect = await collects.update(
        programId,
        collectId,
        {
          checkedModelId: before.modelId,
          settings: () => next,
          defaultFilters: (stored) => keptDefaultFilters(deps.checkView, stored, next, fields),
        },
        {
          actor: actorOf(current),
          now: clock.now(),
          activity: (stored) =>
            collectActivity('COLLECT_UPDATED', stored, describeCollectChange(stored, next)),
        },
      );
      const indexes = await startIndexes(deps, collect, fields, indexFailure(logger, collectId));
      return present(current, { ...collect, indexes }, model);
    },

    async remove(current, collectId, logger) {
      const collect = managed(current, await deps.deletion.find(collectId));
      const actor = actorOf(current);
      await deps.deletion.markDeleting(collect, clock.now());
      await deps.deletion.removeRoles(collect, actor, clock.now());
      const documents = await deps.deletion.deleteContents(collect);
      await deps.blobs.deleteFolder(collectBlobFolder(collect.id));
      await deps.deletion.deleteDocument(
        collect,
        actor,
        collectActivity('COLLECT_DELETED', collect),
        clock.now(),
      );
      logs.collectDeleted(logger, { collectId, by: current.uid, documents });
      return { _id: collectId };
    },

    async contributors(current, collectId) {
      const collect = managed(current, await collects.find(collectId));
      return collects.contributors(collect.programId, collect.id);
    },

    async updateDefaultFilters(current, programId, collectId, input) {
      assertManager(current, programId);
      const before = managed(current, await collects.findInProgram(programId, collectId));
      const model = await modelOf(before.modelId);
      const filters = checkDefaultFilters(deps.checkView, before, model?.fields ?? [], input);
      const saved = await collects.saveDefaultFilters(programId, collectId, filters, {
        actor: actorOf(current),
        now: clock.now(),
        activity: (stored) =>
          collectActivity('COLLECT_UPDATED', stored, { changed: ['default_filters'] }),
      });
      return saved.defaultFilters;
    },
  };
}
