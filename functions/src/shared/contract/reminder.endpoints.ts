import { idResponseSchema } from './common.schema.js';
import { endpoint } from './endpoint.js';
import { INPUT_AUTH_ERRORS } from './errors.endpoints.js';
import {
  REMINDERS_PER_PROGRAM_MAX,
  reminderInputSchema,
  reminderResponseSchema,
  remindersResponseSchema,
  reminderTestResponseSchema,
} from './reminder.schema.js';

const TAG = 'Reminders';
const WHO = '(administrators, managers of the program)';
const ERRORS = [...INPUT_AUTH_ERRORS, 'NOT_FOUND'] as const;
const REMINDERS = '/programs/:program_id/reminders';
const REMINDER = `${REMINDERS}/:reminder_id`;

const RULES = `WEEKLY sends on \`days_of_week\` (0 = Sunday … 6), MONTHLY on \`day_of_month\` (1–31; a month without that day sends on its last day), at \`time\` (HH:mm) in \`time_zone\` (IANA). A local time that a clock change skips sends at the first minute after the jump; one it repeats sends once, the first time. Recipients: members (\`user_ids\`), user groups with their sub-groups (\`user_group_ids\`), contributors of collects (\`collect_ids\`); disabled users and people who left are skipped. Each receives one e-mail in their language. \`figures\` adds each recipient's own count of the collect's records (within their attribution rules) and of those missing \`missing_field\`. \`next_run_at\` is computed on every write (null while inactive). A program holds at most ${REMINDERS_PER_PROGRAM_MAX} reminders (409 beyond).`;

const reminderResponse = {
  status: 200,
  description: 'The reminder',
  contentType: 'application/json',
  schema: reminderResponseSchema,
} as const;

export const reminderEndpoints = {
  list: endpoint({
    method: 'get',
    path: REMINDERS,
    tag: TAG,
    summary: `A program's reminders, next to send first ${WHO}`,
    auth: true,
    response: {
      status: 200,
      description: 'Every reminder of the program',
      contentType: 'application/json',
      schema: remindersResponseSchema,
    },
    errors: ERRORS,
  }),
  create: endpoint({
    method: 'post',
    path: REMINDERS,
    tag: TAG,
    summary: `Schedule a reminder ${WHO}`,
    description: RULES,
    auth: true,
    body: { contentType: 'application/json', schema: reminderInputSchema },
    response: { ...reminderResponse, status: 201, description: 'Created' },
    errors: [...ERRORS, 'CONFLICT'],
  }),
  get: endpoint({
    method: 'get',
    path: REMINDER,
    tag: TAG,
    summary: `One reminder ${WHO}`,
    auth: true,
    response: reminderResponse,
    errors: ERRORS,
  }),
  update: endpoint({
    method: 'put',
    path: REMINDER,
    tag: TAG,
    summary: `Replace a reminder ${WHO}`,
    description: `The body replaces the whole reminder. ${RULES}`,
    auth: true,
    body: { contentType: 'application/json', schema: reminderInputSchema },
    response: reminderResponse,
    errors: ERRORS,
  }),
  delete: endpoint({
    method: 'delete',
    path: REMINDER,
    tag: TAG,
    summary: `Delete a reminder ${WHO}`,
    auth: true,
    response: {
      status: 200,
      description: 'Deleted',
      contentType: 'application/json',
      schema: idResponseSchema,
    },
    errors: ERRORS,
  }),
  sendTest: endpoint({
    method: 'post',
    path: `${REMINDER}/test`,
    tag: TAG,
    summary: `Send the reminder to yourself now, as you would receive it ${WHO}`,
    description: 'The schedule is not touched; the e-mail goes to the caller only.',
    auth: true,
    response: {
      status: 201,
      description: 'Queued',
      contentType: 'application/json',
      schema: reminderTestResponseSchema,
    },
    errors: ERRORS,
  }),
};
