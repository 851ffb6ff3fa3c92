import { idResponseSchema } from './common.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  createMilestoneRequestSchema,
  MILESTONES_MAX,
  milestoneResponseSchema,
  milestonesQuerySchema,
  milestonesResponseSchema,
  updateMilestoneRequestSchema,
} from './milestone.schema.js';

const TAG = 'Milestones';
const MILESTONES = '/programs/:program_id/milestones';
const MILESTONE = `${MILESTONES}/:milestone_id`;
const WRITERS = '(administrators, managers of the program)';
const ERRORS = [...INPUT_AUTH_ERRORS, 'NOT_FOUND'] as const;
const FIELDS =
  '`title_en` (1 to 200 characters) and optional `title_fr`, optional `description`, `date` as YYYY-MM-DD, `completed`. A wrong field is a 400 naming it.';
const milestoneResponse = {
  status: 200,
  description: 'The milestone, its title in the asked language',
  contentType: 'application/json',
  schema: milestoneResponseSchema,
} as const;

export const milestoneEndpoints = {
  list: endpoint({
    method: 'get',
    path: MILESTONES,
    tag: TAG,
    summary: "A program's milestones by date (everyone in the program)",
    description: `\`lang=fr\` gives each \`title\` in French, falling back to English. At most ${MILESTONES_MAX}.`,
    auth: true,
    query: milestonesQuerySchema,
    response: {
      status: 200,
      description: 'The milestones, under `milestones`',
      contentType: 'application/json',
      schema: milestonesResponseSchema,
    },
    errors: ERRORS,
  }),
  create: endpoint({
    method: 'post',
    path: MILESTONES,
    tag: TAG,
    summary: `Add a milestone ${WRITERS}`,
    description: `${FIELDS} At most ${MILESTONES_MAX} per program.`,
    auth: true,
    query: milestonesQuerySchema,
    body: { contentType: 'application/json', schema: createMilestoneRequestSchema },
    response: { ...milestoneResponse, status: 201, description: 'Created' },
    errors: ERRORS,
  }),
  update: endpoint({
    method: 'put',
    path: MILESTONE,
    tag: TAG,
    summary: `Rename, date, complete or reopen a milestone ${WRITERS}`,
    description: `Only the fields sent change. ${FIELDS}`,
    auth: true,
    query: milestonesQuerySchema,
    body: { contentType: 'application/json', schema: updateMilestoneRequestSchema },
    response: milestoneResponse,
    errors: ERRORS,
  }),
  delete: endpoint({
    method: 'delete',
    path: MILESTONE,
    tag: TAG,
    summary: `Delete a milestone ${WRITERS}`,
    auth: true,
    response: {
      status: 200,
      description: 'The id of the deleted milestone',
      contentType: 'application/json',
      schema: idResponseSchema,
    },
    errors: ERRORS,
  }),
};
