import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { storedDateSchema } from '../core/firestore-values.js';
import { keywordsOf } from '../core/keywords.js';
import {
  collectIndexesSchema,
  collectSourceSchema,
  rulesProgressSchema,
} from '../shared/contract/collect.schema.js';
import type {
  CollectIndexes,
  RulesProgress,
  CollectListItem,
  CollectSource,
  CollectSummary,
} from '../shared/contract/collect.schema.js';
import { defaultFiltersSchema } from '../shared/contract/record-query.schema.js';
import type { DefaultFilters } from '../shared/contract/record-query.schema.js';
import { accessClassesSchema, accessConditionsSchema } from './record-access-document.js';
import type { AccessConditions } from './record-access-document.js';

// `programs/{programId}/collects/{collectId}`: program_id, collect_id (= the document id, so a
// collection-group query finds a collect by its id alone), title, title_fr, keywords (prefixes
// of both titles, for search), model_id (the data model its records follow; a collection-group
// query on it tells whether a model is in use), source {type} | null, matched_fields,
// fieldsToDisplay, filterable_fields (variables of the model), default_filters {filters, sort},
// indexes {state, ready, total} (the grid's composite indexes as last seen), created_at,
// updated_at, deleting (true while a deletion runs: the collect is hidden and takes no new
// role), rules_version (a counter every change of its attribution rules increments, in the
// same transaction), access_conditions {key: condition} and access_classes {class: keys} (what
// the rules decide about records: db/record-access-document.ts), rules_progress {state, done,
// total, rules_version} | null (the last application of changed conditions to the records).
// Written only by the collects module's repositories (and through them the demo seed), except
// `rules_version` (modules/attribution-rules) and the access fields (modules/record-access).

export const NO_DEFAULT_FILTERS: DefaultFilters = { filters: [], sort: null };
export const NO_INDEXES: CollectIndexes = { state: 'READY', ready: 0, total: 0 };

const storedCollectSchema = z.object({
  title: z.string(),
  title_fr: z.string().nullish(),
  model_id: z.string().nullish(),
  source: z.nullish(collectSourceSchema),
  matched_fields: z.array(z.string()).default([]),
  fieldsToDisplay: z.array(z.string()).default([]),
  filterable_fields: z.array(z.string()).default([]),
  default_filters: z._default(defaultFiltersSchema, NO_DEFAULT_FILTERS),
  indexes: z._default(collectIndexesSchema, NO_INDEXES),
  created_at: storedDateSchema,
  updated_at: storedDateSchema,
  deleting: z.boolean().default(false),
  rules_version: z.number().int().default(0),
  access_conditions: accessConditionsSchema.default({}),
  access_classes: accessClassesSchema.default({}),
  rules_progress: z._default(z.nullable(rulesProgressSchema), null),
});

/** A collect as the api works with it (not sent as is: services shape the answers). */
export interface StoredCollect {
  readonly id: string;
  readonly programId: string;
  readonly title: string;
  readonly titleFr: string | null;
  readonly modelId: string | null;
  readonly source: CollectSource | null;
  readonly matchedFields: readonly string[];
  readonly fieldsToDisplay: readonly string[];
  readonly filterableFields: readonly string[];
  readonly defaultFilters: DefaultFilters;
  readonly indexes: CollectIndexes;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly deleting: boolean;
  readonly rulesVersion: number;
  /** The conditions of its attribution rules now, by key. */
  readonly accessConditions: AccessConditions;
  /** The classes its records hold: class → the condition keys it stands for. */
  readonly accessClasses: Readonly<Record<string, readonly string[]>>;
  readonly rulesProgress: RulesProgress | null;
}

/** A collect's program is its parent document. */
export const programIdOf = (snapshot: DocumentSnapshot): string =>
  snapshot.ref.parent.parent?.id ?? '';

export function toStoredCollect(snapshot: DocumentSnapshot): StoredCollect {
  const stored = storedCollectSchema.parse(snapshot.data());
  return {
    id: snapshot.id,
    programId: programIdOf(snapshot),
    title: stored.title,
    titleFr: stored.title_fr ?? null,
    modelId: stored.model_id ?? null,
    source: stored.source ?? null,
    matchedFields: stored.matched_fields,
    fieldsToDisplay: stored.fieldsToDisplay,
    filterableFields: stored.filterable_fields,
    defaultFilters: stored.default_filters,
    indexes: stored.indexes,
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
    deleting: stored.deleting,
    rulesVersion: stored.rules_version,
    accessConditions: stored.access_conditions,
    accessClasses: stored.access_classes,
    rulesProgress: stored.rules_progress,
  };
}

/** What a collect document holds besides its times and its flags, from its settings. */
export interface CollectSettings {
  readonly title: string;
  readonly titleFr: string | null;
  readonly modelId: string | null;
  readonly source: CollectSource | null;
  readonly matchedFields: readonly string[];
  readonly fieldsToDisplay: readonly string[];
  readonly filterableFields: readonly string[];
}

export function collectSettingsData(
  programId: string,
  collectId: string,
  settings: CollectSettings,
) {
  return {
    program_id: programId,
    collect_id: collectId,
    title: settings.title,
    title_fr: settings.titleFr,
    keywords: collectKeywords({ title: settings.title, title_fr: settings.titleFr }),
    model_id: settings.modelId,
    source: settings.source ? { type: settings.source.type } : null,
    matched_fields: [...settings.matchedFields],
    fieldsToDisplay: [...settings.fieldsToDisplay],
    filterable_fields: [...settings.filterableFields],
  };
}

export function toCollectSummary(programId: string, snapshot: DocumentSnapshot): CollectSummary {
  const stored = storedCollectSchema.pick({ title: true, title_fr: true }).parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: programId,
    title: stored.title,
    title_fr: stored.title_fr ?? null,
  };
}

/** The fields a list reads (a projection keeps list reads small). */
export const COLLECT_LIST_FIELDS = ['title', 'title_fr', 'model_id', 'source', 'deleting'];

export function toCollectListItem(programId: string, snapshot: DocumentSnapshot): CollectListItem {
  const stored = storedCollectSchema
    .pick({ title: true, title_fr: true, model_id: true, source: true })
    .parse(snapshot.data());
  return {
    _id: snapshot.id,
    program_id: programId,
    title: stored.title,
    title_fr: stored.title_fr ?? null,
    model_id: stored.model_id ?? null,
    source: stored.source ?? null,
  };
}

/** Whether a listed collect is being deleted (hidden from lists and role grants). */
export const isDeleting = (snapshot: DocumentSnapshot): boolean =>
  snapshot.get('deleting') === true;

/** The keywords a search matches a collect by: every word prefix of either title. */
export function collectKeywords(collect: { title: string; title_fr: string | null }): string[] {
  return keywordsOf([collect.title, collect.title_fr ?? '']);
}

/** Where a collect's files live in the BlobStore: they go with the collect or its program. */
export const collectBlobFolder = (collectId: string) => `collects/${collectId}`;
