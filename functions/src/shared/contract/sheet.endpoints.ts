import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import { importResponseSchema, uploadedFileResponseSchema } from './import.schema.js';
import {
  sheetSourceInputSchema,
  sheetSourceResponseSchema,
  sheetTabsRequestSchema,
  sheetTabsResponseSchema,
} from './sheet.schema.js';

const TAG = 'Imports';
const WHO = 'Administrators, the program’s managers and the collect’s bulk contributors.';
const SHARING =
  'The sheet is read by the project’s service account: its owner shares it (Viewer) with the e-mail `service_account.email`. A sheet not shared, or gone, is a 400 or 404 naming `url` and saying so.';
const SHEET_ERRORS = [
  ...INPUT_AUTH_ERRORS,
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
] as const;

const path = '/programs/:program_id/collects/:collect_id/sheet_source';

export const sheetEndpoints = {
  get: endpoint({
    method: 'get',
    path,
    tag: TAG,
    summary: "The collect's Google Sheet source (null until saved) and the service account",
    auth: true,
    response: {
      status: 200,
      description: 'The source',
      contentType: 'application/json',
      schema: sheetSourceResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  save: endpoint({
    method: 'put',
    path,
    tag: TAG,
    summary: "Save the collect's Google Sheet source",
    description: `The spreadsheet (link or id), its tab, the header row and the schedule of re-syncs (OFF, HOURLY, DAILY). The tab is checked now. ${SHARING} ${WHO}`,
    auth: true,
    body: { contentType: 'application/json', schema: sheetSourceInputSchema },
    response: {
      status: 200,
      description: 'Saved',
      contentType: 'application/json',
      schema: sheetSourceResponseSchema,
    },
    errors: SHEET_ERRORS,
  }),
  tabs: endpoint({
    method: 'post',
    path: `${path}/tabs`,
    tag: TAG,
    summary: "A spreadsheet's tabs",
    description: `Nothing is saved. ${SHARING} ${WHO}`,
    auth: true,
    body: { contentType: 'application/json', schema: sheetTabsRequestSchema },
    response: {
      status: 200,
      description: 'The spreadsheet and its tabs',
      contentType: 'application/json',
      schema: sheetTabsResponseSchema,
    },
    errors: SHEET_ERRORS,
  }),
  preview: endpoint({
    method: 'post',
    path: `${path}/preview`,
    tag: TAG,
    summary: "A tab's first rows, as a file's preview",
    description: `Nothing is saved. The answer's \`file.path\` is \`google-sheet\`: once the source is saved, the matching template's preview and the import take it where they take an uploaded file's path. ${SHARING} ${WHO}`,
    auth: true,
    body: { contentType: 'application/json', schema: sheetSourceInputSchema },
    response: {
      status: 200,
      description: 'The tab and its first rows',
      contentType: 'application/json',
      schema: uploadedFileResponseSchema,
    },
    errors: SHEET_ERRORS,
  }),
  sync: endpoint({
    method: 'post',
    path: `${path}/sync`,
    tag: TAG,
    summary: 'Sync the collect from its Google Sheet now (a task)',
    description: `Answers at once with the IMPORT_CONTENT task. The task first copies the tab (so a sheet edited or deleted meanwhile never leaves half an import), then imports it with the collect's saved matching template, by chunks: a row's key names its record, updated in place when it changed, counted unchanged when not. ${WHO}`,
    auth: true,
    response: {
      status: 202,
      description: 'The task, pending',
      contentType: 'application/json',
      schema: importResponseSchema,
    },
    errors: [...SHEET_ERRORS, 'CONFLICT'],
  }),
};
