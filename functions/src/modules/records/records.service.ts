import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import { AppError, appError, forbidden, invalidField, notFound } from '../../core/errors.js';
import { decodeCursor } from '../../core/page-cursor.js';
import { pageInfo } from '../../core/pagination.js';
import { actorOf } from '../../core/person-ref.js';
import { parseInput } from '../../core/validation.js';
import type { CurrentUser } from '../../http/request-context.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { Locale } from '../../shared/contract/locale.schema.js';
import type {
  CollectRecord,
  NewRecordRequest,
  NextAndPreviousResponse,
  RecordGetQuery,
  RecordItemsQuery,
  RecordItemsResponse,
  RecordPreviewResponse,
  RecordViewResponse,
  UpdateRecordRequest,
  UploadFieldContentResponse,
} from '../../shared/contract/record.schema.js';
import type { RecordViewQuery } from '../../shared/contract/record-query.schema.js';
import { RECORD_MESSAGES } from '../../shared/contract/record-messages.js';
import { buildRecordSchema } from '../../shared/contract/record-validation.js';
import type { User } from '../../shared/contract/user.schema.js';
import type { Subject } from '../../shared/permissions/roles.js';
import { seesRecord, writesRecord } from '../../shared/permissions/record-reach.js';
import type { ReachCollect, RecordReach } from '../../shared/permissions/record-reach.js';
import {
  isCollectContributor,
  isProgramManager,
  isSuperAdmin,
} from '../../shared/permissions/roles.js';
import { sniffFileType } from './file-sniff.js';
import { checkRecordView } from './record-query.js';
import { previewFiles, storeFieldFile } from './record-files.js';
import type { RecordsCollect, RecordsRepository, WriteGuard } from './records.repository.js';

export interface RecordsDeps {
  readonly records: RecordsRepository;
  /** The one answer to "which records may this person see or write" (modules/record-access). */
  readonly reach: (subject: Subject, collect: ReachCollect) => Promise<RecordReach>;
  /** A member's account, for "what this person sees" (`as_user`). */
  readonly findUser: (uid: string) => Promise<User | null>;
  readonly blobs: BlobStore;
  readonly clock: Clock;
  /** Asks again for a collect's indexes when a view found one missing (modules/collects). */
  readonly repairIndexes?: ((collectId: string) => void) | undefined;
}

/** Where a write lands: the collect named in the path, within its program. */
export interface RecordPlace {
  readonly programId: string;
  readonly collectId: string;
}

export interface FieldUpload {
  readonly variable: string;
  readonly file: UploadedFile | undefined;
  /** `<scheme>://<host>` of the request: the stored address is absolute. */
  readonly origin: string;
}

export interface RecordsService {
  items(
    current: CurrentUser,
    collectId: string,
    query: RecordItemsQuery,
  ): Promise<RecordItemsResponse>;
  /** With `query.neighbours`: its neighbours in the query's view too (one call, three reads). */
  get(current: CurrentUser, recordId: string, query?: RecordGetQuery): Promise<RecordViewResponse>;
  nextAndPrevious(
    current: CurrentUser,
    recordId: string,
    view: RecordViewQuery,
  ): Promise<NextAndPreviousResponse>;
  preview(current: CurrentUser, recordId: string, variable: string): Promise<RecordPreviewResponse>;
  create(
    current: CurrentUser,
    place: RecordPlace,
    input: NewRecordRequest,
    locale: Locale,
  ): Promise<{ record: CollectRecord; created: boolean }>;
  update(
    current: CurrentUser,
    place: RecordPlace,
    recordId: string,
    input: UpdateRecordRequest,
    locale: Locale,
  ): Promise<CollectRecord>;
  remove(current: CurrentUser, place: RecordPlace, recordId: string): Promise<{ _id: string }>;
  upload(
    current: CurrentUser,
    collectId: string,
    upload: FieldUpload,
  ): Promise<UploadFieldContentResponse>;
}

const NO_ACCESS = 'You have no access to the records of this collect';

/**
 * How long an instance keeps a collect (its settings and its model's fields) for the read calls
 * of those who see all of its records (administrators, the program's managers): their grid pages,
 * a record's neighbours. Without it every page view would read the collect and its model again,
 * two reads beyond the page and its count. A kept copy can be behind: a view it refuses (a field,
 * an option or an index added since) is tried again with the collect as it is now, so what it can
 * still miss for this long is a deletion just started (records shown until they go). A
 * contributor's call, or a manager's "view as", reads the collect as it is now: its access
 * classes decide which records they get, and a rule's change shows on the next call. Writes read
 * it as it is now, and this instance forgets its copy of a collect it wrote.
 */
export const READ_COLLECT_CACHE_MS = 60_000;
/** Collects one instance keeps for reads; each is a few kilobytes. */
const READ_COLLECTS_KEPT = 500;

/** The refusal withIndexGuard answers for a query whose index is missing. */
const isIndexMissing = (error: unknown) =>
  error instanceof AppError &&
  error.code === 'CONFLICT' &&
  error.details !== undefined &&
  typeof error.details === 'object' &&
  error.details !== null &&
  'indexes' in error.details;

export function createRecordsService(deps: RecordsDeps): RecordsService {
  const { records, blobs, clock } = deps;

  const collectOf = async (collectId: string) => {
    kept.delete(collectId);
    const collect = await records.findCollect(collectId);
    if (!collect) throw notFound('Collect not found');
    return collect;
  };

  const kept = new Map<string, { readonly collect: RecordsCollect; readonly until: number }>();
  const keep = (collect: RecordsCollect) => {
    kept.set(collect.id, { collect, until: clock.now().getTime() + READ_COLLECT_CACHE_MS });
    if (kept.size > READ_COLLECTS_KEPT) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
  };

  /**
   * Runs a read call with the collect: this instance's copy when it is young enough and the
   * caller sees every record of it (READ_COLLECT_CACHE_MS), else as it is now. A refusal of the
   * view (400) or of its index (409) with a kept copy is tried again with a fresh one.
   */
  const withCollect = async <T>(
    current: CurrentUser,
    collectId: string,
    asUser: string | undefined,
    /** `fresh`: the collect was read for this call (not this instance's copy). */
    run: (collect: RecordsCollect, fresh: boolean) => Promise<T>,
  ): Promise<T> => {
    const copy = kept.get(collectId);
    const seesAll = (programId: string) =>
      (asUser === undefined || asUser === current.uid) &&
      (isSuperAdmin(current) || isProgramManager(current, programId));
    if (copy && copy.until > clock.now().getTime() && seesAll(copy.collect.programId)) {
      try {
        return await run(copy.collect, false);
      } catch (error) {
        const behind = error instanceof AppError && (error.status === 400 || error.status === 409);
        if (!behind) throw error;
      }
    }
    const collect = await collectOf(collectId);
    keep(collect);
    return run(collect, true);
  };

  /** The collect named in a write's path, which must be in the program named beside it. */
  const placeOf = async (place: RecordPlace) => {
    const collect = await collectOf(place.collectId);
    if (collect.programId !== place.programId) throw notFound('Collect not found');
    return collect;
  };

  /** Whose reach a grid applies: the caller's, or (managers) the member they view as. */
  const viewer = async (
    current: CurrentUser,
    collect: RecordsCollect,
    asUser?: string,
  ): Promise<Subject> => {
    if (asUser === undefined || asUser === current.uid) return current;
    if (!isSuperAdmin(current) && !isProgramManager(current, collect.programId)) {
      throw forbidden('Only administrators and the program’s managers view as another member');
    }
    const user = await deps.findUser(asUser);
    if (!user || !user.roles.some((role) => role.program_id === collect.programId)) {
      throw invalidField('as_user', 'Not a member of this program');
    }
    // A disabled account sees nothing, whatever its rules.
    if (user.status === 'DISABLED')
      return { uid: user._id, level: 'REGULAR_USER' as const, roles: [] };
    return { uid: user._id, level: user.level, roles: user.roles };
  };

  /** The record and its collect's reach, once the caller may see the record. */
  const visibleRecord = async (current: CurrentUser, recordId: string) => {
    const found = await records.findRecord(recordId);
    if (!found) throw notFound('Record not found');
    const { record, acl } = found;
    // Only the keys matter for one record: its acl is compared with them directly.
    const reach = await deps.reach(current, {
      id: record.collect_id,
      programId: record.program_id,
      accessClasses: {},
    });
    // A record the caller's rules do not give is not theirs to know of: "not found", as an
    // unknown id (a 403 would also end their web session, SPEC §8).
    if (!seesRecord(reach, acl)) throw notFound('Record not found');
    return { record, reach };
  };

  /**
   * Inside the write's transaction: the record was seen before (updates), and the caller's
   * WRITE rules match it as it will be. The second is the form's to show, on the field of
   * their rule's condition (a 400, not a 403 that would end their session: SPEC §4).
   */
  const guardOf =
    (reach: RecordReach, collect: RecordsCollect, locale: Locale): WriteGuard =>
    (before, beforeAcl, after) => {
      if (before !== null && !seesRecord(reach, beforeAcl)) throw notFound('Record not found');
      if (writesRecord(reach, after)) return;
      const conditions = reach.write?.kind === 'MATCHING' ? reach.write.conditions : [];
      // The field to point at: one of their conditions' fields this save changes, if any.
      const changes = (variable: string) =>
        before === null || JSON.stringify(before[variable]) !== JSON.stringify(after[variable]);
      const condition = conditions.find((candidate) => changes(candidate.field)) ?? conditions[0];
      if (!condition) throw forbidden(NO_ACCESS);
      const field = collect.fields.find((candidate) => candidate.variable === condition.field);
      const label = field ? field.label[locale] || field.label.en : condition.field;
      throw invalidField(`fields.${condition.field}`, RECORD_MESSAGES[locale].outsideRules(label));
    };

  /** The records either side of a visible one in the caller's grid with this view. */
  const neighboursOf = (current: CurrentUser, record: CollectRecord, query: RecordViewQuery) =>
    withCollect(current, record.collect_id, undefined, async (collect) => {
      const view = checkRecordView(collect, query);
      const reach = await deps.reach(current, collect);
      return records.neighbours(collect, view, reach.grid, record);
    });

  const validated = (
    collect: RecordsCollect,
    values: Record<string, unknown>,
    locale: Locale,
    partial: boolean,
  ) => parseInput(buildRecordSchema(collect.fields, locale, { partial }), values, 'fields');

  return {
    items(current, collectId, query) {
      return withCollect(current, collectId, query.as_user, async (collect, fresh) => {
        const subject = await viewer(current, collect, query.as_user);
        const reach = await deps.reach(subject, collect);
        // A contributor of the collect without a rule sees an empty grid; others are refused.
        if (
          reach.summary.see === 'NONE' &&
          !isCollectContributor(subject, collect.programId, collect.id) &&
          subject === current
        ) {
          throw forbidden(NO_ACCESS);
        }
        const view = checkRecordView(collect, query);
        const cursor = query.cursor ? decodeCursor(query.cursor) : null;
        const page = await records
          .page(collect, view, reach.grid, { size: query.limit, cursor })
          .catch((error: unknown) => {
            if (fresh && isIndexMissing(error)) deps.repairIndexes?.(collect.id);
            throw error;
          });
        return { items: page.items, ...pageInfo(page, query.limit) };
      });
    },

    async get(current, recordId, query) {
      const { record, reach } = await visibleRecord(current, recordId);
      const writable = writesRecord(reach, record.fields);
      if (!query?.neighbours) return { record, writable };
      return { record, writable, neighbours: await neighboursOf(current, record, query) };
    },

    async nextAndPrevious(current, recordId, query) {
      const { record } = await visibleRecord(current, recordId);
      return neighboursOf(current, record, query);
    },

    async preview(current, recordId, variable) {
      const { record } = await visibleRecord(current, recordId);
      if (!Object.hasOwn(record.fields, variable)) {
        throw notFound('This record has no such field');
      }
      const files = await previewFiles(blobs, record.collect_id, record.fields[variable]);
      return { variable, files };
    },

    async create(current, place, input, locale) {
      const collect = await placeOf(place);
      const reach = await deps.reach(current, collect);
      if (!reach.write) throw forbidden(NO_ACCESS);
      const values = validated(collect, input.fields, locale, false);
      return records.create(collect, {
        recordId: input._id,
        values,
        author: actorOf(current),
        at: clock.now(),
        allow: guardOf(reach, collect, locale),
      });
    },

    async update(current, place, recordId, input, locale) {
      const collect = await placeOf(place);
      const reach = await deps.reach(current, collect);
      if (!reach.write) throw forbidden(NO_ACCESS);
      const changed = validated(collect, input.fields, locale, true);
      return records.update(collect, recordId, {
        changed,
        version: input.version,
        author: actorOf(current),
        at: clock.now(),
        allow: guardOf(reach, collect, locale),
      });
    },

    async remove(current, place, recordId) {
      const collect = await placeOf(place);
      if (!isSuperAdmin(current) && !isProgramManager(current, collect.programId)) {
        throw forbidden('Only administrators and the program’s managers delete records');
      }
      await records.remove(collect, recordId, { author: actorOf(current), at: clock.now() });
      return { _id: recordId };
    },

    async upload(current, collectId, upload) {
      const collect = await collectOf(collectId);
      const reach = await deps.reach(current, collect);
      if (!reach.write) throw forbidden(NO_ACCESS);
      const field = collect.fields.find((candidate) => candidate.variable === upload.variable);
      if (!field || field.input_method !== 'FILE_UPLOAD') {
        throw invalidField('variable', 'Not a file field of this collect');
      }
      if (!upload.file || upload.file.bytes.length === 0) throw invalidField('file', 'Required');
      const type = sniffFileType(upload.file.bytes, upload.file.filename);
      if (!type) {
        throw appError(
          'UNSUPPORTED_MEDIA_TYPE',
          'file: Send an image (PNG, JPEG, GIF, WebP), a PDF, an office document or plain text',
          { issues: [{ path: 'file', message: 'Unsupported file type' }] },
        );
      }
      const stored = await storeFieldFile(blobs, {
        collectId: collect.id,
        origin: upload.origin,
        filename: upload.file.filename,
        bytes: upload.file.bytes,
        type,
      });
      return {
        url: stored.url,
        name: stored.name,
        content_type: stored.contentType,
        size: stored.size,
      };
    },
  };
}
