import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  filePreviewRequestSchema,
  importRequestSchema,
  importResponseSchema,
  matchingPreviewRequestSchema,
  matchingPreviewResponseSchema,
  uploadedFileResponseSchema,
  uploadImportFileFormSchema,
} from './import.schema.js';
import {
  matchingTemplateInputSchema,
  matchingTemplateResponseSchema,
  proposeTemplateRequestSchema,
  proposedTemplateResponseSchema,
} from './matching.schema.js';

const TAG = 'Imports';
const WHO = 'Administrators, the program’s managers and the collect’s bulk contributors.';
const LIMITS =
  'Files up to 30 MB and 200,000 data rows (a larger file is a 413 saying so); a cell over 1 MB refuses its row.';
const FILE_ERRORS = [
  ...INPUT_AUTH_ERRORS,
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const;

const templatePath = '/program/:program_id/collects/:collect_id/matching_template';

export const importEndpoints = {
  upload: endpoint({
    method: 'post',
    path: '/collects/:collect_id/upload_to_cloud_storage',
    tag: TAG,
    summary: 'Upload a CSV or XLSX file to import, and preview it',
    description: `Multipart: \`file\`, optional \`header_row\` and \`worksheet\`. The type is read from the bytes (a CSV must be text, an XLSX a workbook package; a 415 says what the file is not); the CSV's encoding (UTF-8, UTF-16, Windows-1252) and delimiter (\`,\` \`;\` tab \`|\`) are detected. ${LIMITS} ${WHO}`,
    auth: true,
    body: { contentType: 'multipart/form-data', schema: uploadImportFileFormSchema },
    response: {
      status: 201,
      description: 'Stored; the first rows and the size of the table',
      contentType: 'application/json',
      schema: uploadedFileResponseSchema,
    },
    errors: FILE_ERRORS,
  }),
  filePreview: endpoint({
    method: 'post',
    path: '/programs/:program_id/collects/:collect_id/import/preview',
    tag: TAG,
    summary: 'Preview an uploaded file again with another header row or worksheet',
    auth: true,
    body: { contentType: 'application/json', schema: filePreviewRequestSchema },
    response: {
      status: 200,
      description: 'The file and its first rows',
      contentType: 'application/json',
      schema: uploadedFileResponseSchema,
    },
    errors: FILE_ERRORS,
  }),
  getTemplate: endpoint({
    method: 'get',
    path: templatePath,
    tag: TAG,
    summary: "The collect's matching template (null until saved)",
    auth: true,
    response: {
      status: 200,
      description: 'The template',
      contentType: 'application/json',
      schema: matchingTemplateResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  saveTemplate: endpoint({
    method: 'put',
    path: templatePath,
    tag: TAG,
    summary: "Save the collect's matching template",
    description:
      'Columns (by header name) to model variables or to nothing, each with a transform, and the key that finds the record a row updates (the collect’s matched fields, or one column). A variable that is not a field of the model is a 400 naming it.',
    auth: true,
    body: { contentType: 'application/json', schema: matchingTemplateInputSchema },
    response: {
      status: 200,
      description: 'Saved',
      contentType: 'application/json',
      schema: matchingTemplateResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  proposeTemplate: endpoint({
    method: 'post',
    path: `${templatePath}/propose`,
    tag: TAG,
    summary: 'Propose a template from header names',
    description:
      'A header names a field by its variable or its English or French label (case, accents and punctuation aside); the transform follows the field. The key is the collect’s matched fields when it has some, else a column that looks like an identifier.',
    auth: true,
    body: { contentType: 'application/json', schema: proposeTemplateRequestSchema },
    response: {
      status: 200,
      description: 'The proposal (not saved)',
      contentType: 'application/json',
      schema: proposedTemplateResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  previewTemplate: endpoint({
    method: 'post',
    path: `${templatePath}/preview`,
    tag: TAG,
    summary: 'The first rows of a file through a template, each cell validated',
    description:
      'Nothing is written. Each cell answers the value that would be stored or the message that would refuse its row, in the caller’s language (`?lang=`).',
    auth: true,
    body: { contentType: 'application/json', schema: matchingPreviewRequestSchema },
    response: {
      status: 200,
      description: 'The rows',
      contentType: 'application/json',
      schema: matchingPreviewResponseSchema,
    },
    errors: FILE_ERRORS,
  }),
  start: endpoint({
    method: 'post',
    path: '/programs/:program_id/collects/:collect_id/import',
    tag: TAG,
    summary: 'Import an uploaded file into the collect (a task)',
    description: `Answers at once with the IMPORT_CONTENT task, which reads the file in chunks of 400 rows: a row's key (matched fields or key column) names its record, which is created, updated, or left alone when nothing changed (counted unchanged), so importing the same file again creates nothing. Invalid rows, and rows outside the caller's WRITE rules, are rejected with their row number and reason in the task's error report. ${LIMITS} ${WHO}`,
    auth: true,
    body: { contentType: 'application/json', schema: importRequestSchema },
    response: {
      status: 202,
      description: 'The task, pending',
      contentType: 'application/json',
      schema: importResponseSchema,
    },
    errors: FILE_ERRORS,
  }),
};
