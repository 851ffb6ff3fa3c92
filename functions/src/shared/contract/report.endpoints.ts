import { idResponseSchema } from './common.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  graphicInputSchema,
  graphicPreviewQuerySchema,
  graphicPreviewResponseSchema,
  graphicResponseSchema,
  graphicsQuerySchema,
  graphicsResponseSchema,
  REPORT_GRAPHICS_MAX,
  reorderGraphicsSchema,
  reportResponseSchema,
  TEXT_GROUPS_MAX,
} from './report.schema.js';

const TAG = 'Reports';
const READERS =
  'Administrators, the program\'s managers and its contributors (SPEC §6 "reports"); a contributor\'s figures cover only the records their attribution rules give them.';
const EDITORS = "Administrators and the program's managers.";
const FIGURES = `Figures come from Firestore aggregation queries, one per group (an option of a select, true / false of a boolean; a text field's first ${TEXT_GROUPS_MAX} values in alphabetical order and "other values"), never from reading the records. A report's id is its program's id.`;

const graphicsAnswer = {
  status: 200,
  description: 'The graphics in their order, each with its figures (`result`, or `problem`)',
  contentType: 'application/json',
  schema: graphicsResponseSchema,
} as const;

const graphicAnswer = (status: number, description: string) =>
  ({
    status,
    description,
    contentType: 'application/json',
    schema: graphicResponseSchema,
  }) as const;

export const reportEndpoints = {
  defaultReport: endpoint({
    method: 'get',
    path: '/programs/:program_id/reports/default',
    tag: TAG,
    summary: "The program's report (made on its first read) and its graphics, without figures",
    description: READERS,
    auth: true,
    response: {
      status: 200,
      description: 'The report',
      contentType: 'application/json',
      schema: reportResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  preview: endpoint({
    method: 'get',
    path: '/programs/:program_id/reports/preview',
    tag: TAG,
    summary: 'The figures a graphic would show, before it is saved',
    description: `${EDITORS} \`filters\` is a JSON array like the records grid's. ${FIGURES}`,
    auth: true,
    query: graphicPreviewQuerySchema,
    response: {
      status: 200,
      description: 'The figures',
      contentType: 'application/json',
      schema: graphicPreviewResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
  graphics: endpoint({
    method: 'get',
    path: '/program/:programId/reports/:reportId/graphics',
    tag: TAG,
    summary: "A report's graphics with their figures (the first `limit` ones if asked)",
    description: `${READERS} ${FIGURES}`,
    auth: true,
    query: graphicsQuerySchema,
    response: graphicsAnswer,
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  graphicsAlias: endpoint({
    method: 'get',
    path: '/reports/:report_id/graphics',
    tag: TAG,
    summary: "A report's graphics with their figures (alias)",
    description: READERS,
    auth: true,
    query: graphicsQuerySchema,
    response: graphicsAnswer,
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  graphic: endpoint({
    method: 'get',
    path: '/reports/:report_id/graphics/:graphic_id',
    tag: TAG,
    summary: 'One graphic with its figures',
    description: READERS,
    auth: true,
    response: graphicAnswer(200, 'The graphic'),
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  create: endpoint({
    method: 'post',
    path: '/program/:programId/reports/:reportId/graphics',
    tag: TAG,
    summary: 'Add a graphic at the end of the report',
    description: `${EDITORS} A report holds at most ${REPORT_GRAPHICS_MAX} graphics (409 beyond). Bad input is a 400 naming the field (\`groupBy\`, \`indicator\`, \`filters.0.value\`, …).`,
    auth: true,
    body: { contentType: 'application/json', schema: graphicInputSchema },
    response: graphicAnswer(201, 'The graphic, with its figures'),
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND', 'CONFLICT'],
  }),
  update: endpoint({
    method: 'put',
    path: '/program/:programId/reports/:reportId/graphics/:graphic_id',
    tag: TAG,
    summary: 'Change a graphic (the whole graphic is sent)',
    description: EDITORS,
    auth: true,
    body: { contentType: 'application/json', schema: graphicInputSchema },
    response: graphicAnswer(200, 'The graphic, with its figures'),
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/program/:programId/reports/:reportId/graphics/:graphic_id',
    tag: TAG,
    summary: 'Delete a graphic',
    description: EDITORS,
    auth: true,
    response: {
      status: 200,
      description: 'The id of the deleted graphic',
      contentType: 'application/json',
      schema: idResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
  reorder: endpoint({
    method: 'put',
    path: '/program/:programId/reports/:reportId/graphics',
    tag: TAG,
    summary: 'Put the graphics in a new order (body `graphics`: every id, in order)',
    description: `${EDITORS} The list must name each graphic of the report once (400 otherwise).`,
    auth: true,
    body: { contentType: 'application/json', schema: reorderGraphicsSchema },
    response: {
      status: 200,
      description: 'The report, its graphics in the new order (without figures)',
      contentType: 'application/json',
      schema: reportResponseSchema,
    },
    errors: [...INPUT_AUTH_ERRORS, 'NOT_FOUND'],
  }),
};
