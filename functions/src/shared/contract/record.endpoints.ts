import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import { recordViewQuerySchema } from './record-query.schema.js';
import {
  deleteRecordResponseSchema,
  newRecordRequestSchema,
  nextAndPreviousResponseSchema,
  recordGetQuerySchema,
  recordItemsQuerySchema,
  recordItemsResponseSchema,
  recordPreviewResponseSchema,
  recordResponseSchema,
  recordViewResponseSchema,
  updateRecordByBodyRequestSchema,
  updateRecordRequestSchema,
  uploadFieldContentFormSchema,
  uploadFieldContentResponseSchema,
} from './record.schema.js';

const TAG = 'Records';
const WRITE_ERRORS = [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'] as const;
const recordResponse = {
  status: 200,
  description: 'The record',
  contentType: 'application/json',
  schema: recordResponseSchema,
} as const;

export const recordEndpoints = {
  items: endpoint({
    method: 'get',
    path: '/program/collects/:collect_id/items',
    tag: TAG,
    summary: "A page of a collect's records: the grid",
    description:
      'Filters (`filters`, a JSON array of `{ field, op, value? }`), keyword search, sort and cursor paging. One Firestore query and one count aggregation per page, however deep. Firestore limits what combines: at most one field with range operators (the grid is then sorted by it), one of keyword search / contains / contains_any, 30 values for in, 10 for nin (400 naming what is wrong).',
    auth: true,
    query: recordItemsQuerySchema,
    response: {
      status: 200,
      description: 'The page, the total of matching records and the cursors either side',
      contentType: 'application/json',
      schema: recordItemsResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  create: endpoint({
    method: 'post',
    path: '/programs/:program_id/collects/:collect_id/new_record',
    tag: TAG,
    summary: 'Add a record (administrators, managers; contributors within their rules)',
    description:
      "Values are checked by the model's validation engine (400 naming the field). An `_id` chosen by the client makes the call idempotent: sending it again answers the record already created (200).",
    auth: true,
    body: { contentType: 'application/json', schema: newRecordRequestSchema },
    response: {
      status: 201,
      description: 'Created',
      contentType: 'application/json',
      schema: recordResponseSchema,
    },
    errors: WRITE_ERRORS,
  }),
  get: endpoint({
    method: 'get',
    path: '/collectItem/:record_id',
    tag: TAG,
    summary: 'One record, and whether the caller may change it',
    description:
      'With `neighbours=true` and the grid’s `filters`, `keywords`, `sort` and `direction`, also the ids of the records before and after it in that view (what next-and-previous answers), in the same call.',
    auth: true,
    query: recordGetQuerySchema,
    response: { ...recordResponse, schema: recordViewResponseSchema },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  nextAndPrevious: endpoint({
    method: 'get',
    path: '/collectItem/:record_id/next-and-previous',
    tag: TAG,
    summary: "The records before and after this one in the grid's view",
    description: 'Takes the same `filters`, `keywords`, `sort` and `direction` as the grid.',
    auth: true,
    query: recordViewQuerySchema,
    response: {
      status: 200,
      description: 'The neighbours’ ids, null at either end',
      contentType: 'application/json',
      schema: nextAndPreviousResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  preview: endpoint({
    method: 'get',
    path: '/collectItem/:record_id/preview/:variable',
    tag: TAG,
    summary: "Signed links to the files of a record's file field",
    auth: true,
    response: {
      status: 200,
      description: 'One entry per stored file; links expire after a few minutes',
      contentType: 'application/json',
      schema: recordPreviewResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  update: endpoint({
    method: 'put',
    path: '/programs/:program_id/collects/:collect_id/records/:record_id',
    tag: TAG,
    summary: 'Change a record',
    description:
      'The variables sent change, the others keep their value. With `version`, a record changed meanwhile is a 409 whose details hold the current record.',
    auth: true,
    body: { contentType: 'application/json', schema: updateRecordRequestSchema },
    response: recordResponse,
    errors: WRITE_ERRORS,
  }),
  updateByBody: endpoint({
    method: 'put',
    path: '/programs/:program_id/collects/:collect_id/update',
    tag: TAG,
    summary: 'Change a record named in the body (alias)',
    auth: true,
    body: { contentType: 'application/json', schema: updateRecordByBodyRequestSchema },
    response: recordResponse,
    errors: WRITE_ERRORS,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/programs/:program_id/collects/:collect_id/records/:record_id',
    tag: TAG,
    summary: 'Delete a record (administrators, managers)',
    auth: true,
    response: {
      status: 200,
      description: 'Deleted',
      contentType: 'application/json',
      schema: deleteRecordResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  uploadFieldContent: endpoint({
    method: 'post',
    path: '/collects/:collect_id/upload_field_content',
    tag: TAG,
    summary: 'Store a file for a FILE_UPLOAD field',
    description:
      'Multipart: `variable` (a FILE_UPLOAD field of the model) and `file`. The type is read from the bytes (images, PDF, office documents, text); the answer’s `url` is the value to store in the field.',
    auth: true,
    body: { contentType: 'multipart/form-data', schema: uploadFieldContentFormSchema },
    response: {
      status: 201,
      description: 'Stored',
      contentType: 'application/json',
      schema: uploadFieldContentResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
};
