// Business constants of SPEC.md §9 (and the enums of §3, §5, §6), shared by the api and the web
// app. Plain `as const` tuples so that zod enums, TypeScript unions and UI lists derive from one
// source.

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE_DAYS = 365;
export const NECESSARY_COOKIE_CONSENT_DAYS = 365;

export const USER_LEVELS = ['REGULAR_USER', 'SUPER_ADMIN'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

export const USER_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PROGRAM_ROLES = ['PROGRAM_MANAGER'] as const;
export const COLLECT_ROLES = ['COLLECT_SINGLE_CONTRIBUTOR', 'COLLECT_BULK_CONTRIBUTOR'] as const;
export const ROLES = [...PROGRAM_ROLES, ...COLLECT_ROLES] as const;
export type ProgramRole = (typeof PROGRAM_ROLES)[number];
export type CollectRole = (typeof COLLECT_ROLES)[number];
export type Role = (typeof ROLES)[number];

export const FIELD_DATATYPES = ['STRING', 'STRING_ARRAY', 'NUMBER', 'BOOLEAN'] as const;
export type FieldDatatype = (typeof FIELD_DATATYPES)[number];

export const INPUT_METHODS = [
  'TEXT_INPUT',
  'TEXT_AREA',
  'NUMBER',
  'EMAIL_FIELD',
  'PHONE_INPUT',
  'SIMPLE_SELECT',
  'MULTI_SELECT',
  'SWITCH',
  'DATE_PICKER',
  'TIME_PICKER',
  'CHECKBOX',
  'RADIO_BUTTON',
  'FILE_UPLOAD',
] as const;
export type InputMethod = (typeof INPUT_METHODS)[number];

export const VALIDATION_RULES = [
  'REQUIRED',
  'EMAIL',
  'NUMERIC',
  'INTEGER',
  'POSITIVE_NUMBER',
  'NEGATIVE_NUMBER',
  'MIN_VALUE',
  'MAX_VALUE',
  'DATE',
  'TIME',
  'BEFORE_DATE',
  'AFTER_DATE',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

export const GRAPHIC_TYPES = ['RING', 'NUMBER'] as const;
export type GraphicType = (typeof GRAPHIC_TYPES)[number];

/** COUNT counts unique occurrences. */
export const INDICATOR_OPERATIONS = ['COUNT', 'SUM', 'AVG', 'PERCENTAGE'] as const;
export type IndicatorOperation = (typeof INDICATOR_OPERATIONS)[number];

export const TASK_TYPES = ['IMPORT_CONTENT'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const REMINDER_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];
/** Days of the week as reminders store them: 0 is Sunday, 6 is Saturday. */
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

export const ATTRIBUTION_PERMISSIONS = ['READ', 'WRITE'] as const;
export type AttributionPermission = (typeof ATTRIBUTION_PERMISSIONS)[number];

/** IN reads "is equal to", NOT_IN "is not equal to". */
export const CONDITION_OPERATORS = ['IN', 'NOT_IN'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const COLLECT_SOURCES = [
  'GOOGLE_SHEET',
  'WIIN_WEBHOOK',
  'WEBHOOK_OR_API',
  'TYPEFORM',
  'GOOGLE_FORM',
  'FORM_AND_CSV',
] as const;
export type CollectSource = (typeof COLLECT_SOURCES)[number];
/** SPEC.md §4: Typeform, Google form and Rainbow file are listed but inactive. */
export const ACTIVE_COLLECT_SOURCES: readonly CollectSource[] = [
  'GOOGLE_SHEET',
  'WIIN_WEBHOOK',
  'WEBHOOK_OR_API',
];

export const SEARCH_MIN_LENGTH = 3;
/** Matches of each kind one search answers. */
export const SEARCH_RESULTS_MAX = 20;
export const EXPECTED_ACTIONS_LIMIT_MAX = 100;
export const DEFAULT_INVITATION_PAGE = 1;

export const PROGRESS_BAR_DURATION_MS = 5000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const MIN_FETCH_DELAY_MS = 200;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
export const RECAPTCHA_VERSION = 3;

/** Number abbreviation suffixes, applied from 1000 upwards. */
export const NUMBER_ABBREVIATIONS = ['K', 'M', 'B', 'T'] as const;

export const PAGE_TITLE_TEMPLATE = '%s - Rainbow';

/** Program logos: what the API accepts. SVG is refused: it can carry scripts. */
export const PROGRAM_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const PROGRAM_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProgramLogoType = (typeof PROGRAM_LOGO_TYPES)[number];

export const PROGRAM_NAME_MIN = 2;
export const PROGRAM_NAME_MAX = 120;
export const PERSON_NAME_MAX = 100;
export const PROGRAM_DESCRIPTION_MAX = 2000;

/** Lists answer `{ <items>, totalItems, pages, currentPage }`, this many items a page. */
export const PAGE_SIZE = 20;
/** Pages are numbered from 1; beyond this the offset would bill too many skipped reads. */
export const MAX_PAGE = 500;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Invitations: one call sends 1 to 50; a code is valid 14 days and works once. */
export const INVITATIONS_PER_CALL_MAX = 50;
export const INVITATION_TTL_DAYS = 14;
/** EXPIRED is computed from `expires_at` when read; stored invitations are PENDING or USED. */
export const INVITATION_STATUSES = ['PENDING', 'USED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const USER_GROUP_NAME_MAX = 120;
/** Members of one group (ids kept on the group document) and ids per add-users call. */
export const USER_GROUP_MEMBERS_MAX = 2000;
export const USER_GROUP_IDS_PER_CALL_MAX = 100;

export const ACTIVITY_PAGE_SIZE_MAX = 100;

/** What the activity log records; the web app labels each one in en and fr. */
export const ACTIVITY_ACTIONS = [
  'PROGRAM_CREATED',
  'PROGRAM_UPDATED',
  'MEMBER_ROLE_CHANGED',
  'MEMBER_REMOVED',
  'INVITATION_SENT',
  'INVITATION_RESENT',
  'INVITATION_DELETED',
  'USER_REGISTERED',
  'USER_GROUP_CREATED',
  'USER_GROUP_UPDATED',
  'USER_GROUP_DELETED',
  'USER_GROUP_MEMBERS_ADDED',
  'USER_GROUP_MEMBERS_REMOVED',
  'USER_STATUS_CHANGED',
  'USER_ROLE_UPDATED',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_TARGET_TYPES = ['PROGRAM', 'USER', 'INVITATION', 'USER_GROUP'] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];
