import type { BlobStore } from '../../core/blobs/blob-store.js';
import type { Clock } from '../../core/clock.js';
import { appError, forbidden, invalidField, notFound } from '../../core/errors.js';
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
  RecordItemsQuery,
  RecordItemsResponse,
  RecordPreviewResponse,
  UpdateRecordRequest,
  UploadFieldContentResponse,
} from '../../shared/contract/record.schema.js';
import type { RecordViewQuery } from '../../shared/contract/record-query.schema.js';
import { buildRecordSchema } from '../../shared/contract/record-validation.js';
import { canAccessCollectItem, collectItemScope } from '../../shared/permissions/collect-access.js';
import type {
  CollectAccessInput,
  CollectItemAction,
  CollectItemScope,
} from '../../shared/permissions/collect-access.js';
import {
  isCollectContributor,
  isProgramManager,
  isSuperAdmin,
} from '../../shared/permissions/roles.js';
import { sniffFileType } from './file-sniff.js';
import { checkRecordView } from './record-query.js';
import { previewFiles, storeFieldFile } from './record-files.js';
import type { RecordsCollect, RecordsRepository } from './records.repository.js';

export interface RecordsDeps {
  readonly records: RecordsRepository;
  readonly blobs: BlobStore;
  readonly clock: Clock;
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
  get(current: CurrentUser, recordId: string): Promise<CollectRecord>;
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

/**
 * The caller's reach in a collect. Attribution rules come with issue 12: they will be read here
 * and passed in `rules` / `groups`, and a MATCHING scope narrows the repository's queries.
 */
function scopeOf(
  current: CurrentUser,
  collect: RecordsCollect,
  action: CollectItemAction,
): { scope: CollectItemScope; access: CollectAccessInput } {
  const access: CollectAccessInput = {
    subject: current,
    programId: collect.programId,
    collectId: collect.id,
    rules: [],
    groups: [],
  };
  return { scope: collectItemScope(access, action), access };
}

const NO_ACCESS = 'You have no access to the records of this collect';

export function createRecordsService(deps: RecordsDeps): RecordsService {
  const { records, blobs, clock } = deps;

  const collectOf = async (collectId: string) => {
    const collect = await records.findCollect(collectId);
    if (!collect) throw notFound('Collect not found');
    return collect;
  };

  /** The collect named in a write's path, which must be in the program named beside it. */
  const placeOf = async (place: RecordPlace) => {
    const collect = await collectOf(place.collectId);
    if (collect.programId !== place.programId) throw notFound('Collect not found');
    return collect;
  };

  /** A write is refused unless the scope reaches the record's values. */
  const assertMayWrite = (
    current: CurrentUser,
    collect: RecordsCollect,
    action: CollectItemAction,
    fields: Readonly<Record<string, unknown>>,
  ) => {
    const { scope, access } = scopeOf(current, collect, action);
    if (scope.kind === 'NONE' || !canAccessCollectItem(access, action, fields)) {
      throw forbidden(NO_ACCESS);
    }
  };

  /** The record and its collect, once the caller may see the record. */
  const visibleRecord = async (current: CurrentUser, recordId: string) => {
    const record = await records.findRecord(recordId);
    if (!record) throw notFound('Record not found');
    const probe: RecordsCollect = {
      id: record.collect_id,
      programId: record.program_id,
      title: '',
      indexes: { state: 'READY', ready: 0, total: 0 },
      fields: [],
      fieldsToDisplay: [],
      filterableFields: [],
    };
    const { access } = scopeOf(current, probe, 'see');
    if (!canAccessCollectItem(access, 'see', record.fields)) throw forbidden(NO_ACCESS);
    return record;
  };

  const validated = (
    collect: RecordsCollect,
    values: Record<string, unknown>,
    locale: Locale,
    partial: boolean,
  ) => parseInput(buildRecordSchema(collect.fields, locale, { partial }), values, 'fields');

  return {
    async items(current, collectId, query) {
      const collect = await collectOf(collectId);
      const { scope } = scopeOf(current, collect, 'see');
      // A contributor of the collect without a rule sees an empty grid; others are refused.
      if (scope.kind === 'NONE' && !isCollectContributor(current, collect.programId, collect.id)) {
        throw forbidden(NO_ACCESS);
      }
      const view = checkRecordView(collect, query);
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const page = await records.page(collect, view, scope, { size: query.limit, cursor });
      return { items: page.items, ...pageInfo(page, query.limit) };
    },

    get: visibleRecord,

    async nextAndPrevious(current, recordId, query) {
      const record = await visibleRecord(current, recordId);
      const collect = await collectOf(record.collect_id);
      const view = checkRecordView(collect, query);
      const { scope } = scopeOf(current, collect, 'see');
      return records.neighbours(collect, view, scope, record);
    },

    async preview(current, recordId, variable) {
      const record = await visibleRecord(current, recordId);
      if (!Object.hasOwn(record.fields, variable)) {
        throw notFound('This record has no such field');
      }
      const files = await previewFiles(blobs, record.collect_id, record.fields[variable]);
      return { variable, files };
    },

    async create(current, place, input, locale) {
      const collect = await placeOf(place);
      const values = validated(collect, input.fields, locale, false);
      assertMayWrite(current, collect, 'create', values);
      return records.create(collect, {
        recordId: input._id,
        values,
        author: actorOf(current),
        at: clock.now(),
      });
    },

    async update(current, place, recordId, input, locale) {
      const collect = await placeOf(place);
      const changed = validated(collect, input.fields, locale, true);
      // Issue 12 checks the stored values against the scope too (a record moved out of reach).
      assertMayWrite(current, collect, 'update', changed);
      return records.update(collect, recordId, {
        changed,
        version: input.version,
        author: actorOf(current),
        at: clock.now(),
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
      const { scope } = scopeOf(current, collect, 'create');
      const { scope: updateScope } = scopeOf(current, collect, 'update');
      if (scope.kind === 'NONE' && updateScope.kind === 'NONE') throw forbidden(NO_ACCESS);
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
