import { z } from 'zod/mini';
import { isoDateSchema } from './common.schema.js';
import { personRefSchema } from './invitation.schema.js';
import { TASK_STATUSES } from './task.schema.js';

// A collect's Google Sheet source (issue 13): a spreadsheet's tab, read by the project's service
// account (the owner shares the sheet with it), imported through the collect's matching template
// and synced again on demand or on a schedule, updating the same records.

/**
 * The `path` that names the collect's saved sheet source wherever the import calls take an
 * uploaded file's path (preview, matching preview, import): the matching screen works unchanged.
 */
export const SHEET_SOURCE_PATH = 'google-sheet';

export const SHEET_SCHEDULES = ['OFF', 'HOURLY', 'DAILY'] as const;
export type SheetSchedule = (typeof SHEET_SCHEDULES)[number];

const addressSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(2000),
    z.describe(
      'A Google Sheets link (https://docs.google.com/spreadsheets/d/{id}/edit#gid={gid}) or a bare spreadsheet id',
    ),
  );
const sheetIdSchema = z
  .number()
  .check(
    z.int(),
    z.minimum(0),
    z.describe("The tab's id (the `gid` of its link); it survives a rename"),
  );
const headerRowSchema = z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1);

export const sheetTabSchema = z.object({ sheet_id: z.number().check(z.int()), title: z.string() });
export type SheetTabItem = z.infer<typeof sheetTabSchema>;

/** POST …/sheet_source/tabs */
export const sheetTabsRequestSchema = z.object({ url: addressSchema });
export type SheetTabsRequest = z.input<typeof sheetTabsRequestSchema>;

export const sheetTabsResponseSchema = z.object({
  spreadsheet: z.object({
    id: z.string(),
    title: z.string(),
    tabs: z.array(sheetTabSchema),
  }),
  /** The link's tab when it names one, else the first. */
  sheet_id: z.nullable(z.number().check(z.int())),
});
export type SheetTabsResponse = z.infer<typeof sheetTabsResponseSchema>;

/** PUT …/sheet_source (and the preview's body). */
export const sheetSourceInputSchema = z.object({
  url: addressSchema,
  sheet_id: sheetIdSchema,
  header_row: headerRowSchema,
  schedule: z._default(z.enum(SHEET_SCHEDULES), 'OFF'),
});
export type SheetSourceInput = z.input<typeof sheetSourceInputSchema>;
export type SheetSourceValues = z.output<typeof sheetSourceInputSchema>;

export const sheetSyncSchema = z.object({
  task_id: z.string(),
  at: isoDateSchema,
  /** The task's status when the source was last read (the task itself tells more). */
  status: z.enum(TASK_STATUSES),
});

export const sheetSourceSchema = z.object({
  spreadsheet_id: z.string(),
  spreadsheet_title: z.string(),
  /** Opens the tab in Google Sheets. */
  url: z.string(),
  sheet_id: z.number().check(z.int()),
  tab: z.string(),
  header_row: z.number().check(z.int(), z.minimum(1)),
  schedule: z.enum(SHEET_SCHEDULES),
  last_sync: z.nullable(sheetSyncSchema),
  updated_at: isoDateSchema,
  updated_by: z.nullable(personRefSchema),
});
export type SheetSource = z.infer<typeof sheetSourceSchema>;

export const serviceAccountSchema = z.object({
  /** Owners share their sheets (Viewer) with this address. */
  email: z.string(),
  /** True on the local stack: the emulated Sheets API, not Google's. */
  emulated: z.boolean(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

/** GET and PUT …/sheet_source */
export const sheetSourceResponseSchema = z.object({
  source: z.nullable(sheetSourceSchema),
  service_account: serviceAccountSchema,
});
export type SheetSourceResponse = z.infer<typeof sheetSourceResponseSchema>;
