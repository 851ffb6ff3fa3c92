// Business limits of SPEC.md §9 shared by the api and the web app. Domain enums live beside the
// schemas that use them (roles and levels in contract/user.schema.ts, locales in
// contract/locale.schema.ts, …); constants only the web app uses live in web/src/config.

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

export const SEARCH_MIN_LENGTH = 3;
/** Matches of each kind one search answers. */
export const SEARCH_RESULTS_MAX = 20;
export const EXPECTED_ACTIONS_LIMIT_MAX = 100;
/** Program logos: what the API accepts. SVG is refused: it can carry scripts. */
export const PROGRAM_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const PROGRAM_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProgramLogoType = (typeof PROGRAM_LOGO_TYPES)[number];

export const PROGRAM_NAME_MIN = 2;
export const PROGRAM_NAME_MAX = 120;
export const PERSON_NAME_MAX = 100;
export const PROGRAM_DESCRIPTION_MAX = 2000;

/**
 * Lists answer `{ <items>, totalItems, pages, currentPage, next_cursor, prev_cursor }`, this
 * many items a page.
 */
export const PAGE_SIZE = 20;
/**
 * Firestore bills every document an offset skips, so `?page=` reaches at most this many
 * documents deep; beyond, lists are followed with their cursors, which skip nothing.
 */
export const PAGE_OFFSET_MAX = 100;
/** The deepest `?page=` of a list of PAGE_SIZE items a page. */
export const MAX_PAGE = 1 + PAGE_OFFSET_MAX / PAGE_SIZE;
/** A cursor is a few order values and a document id, base64url-encoded. */
export const CURSOR_MAX_LENGTH = 2048;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Invitations: one call sends 1 to 50; a code is valid 14 days and works once. */
export const INVITATIONS_PER_CALL_MAX = 50;
export const INVITATION_TTL_DAYS = 14;
export const USER_GROUP_NAME_MAX = 120;
/** Members of one group (ids kept on the group document) and ids per add-users call. */
export const USER_GROUP_MEMBERS_MAX = 2000;
export const USER_GROUP_IDS_PER_CALL_MAX = 100;

export const ACTIVITY_PAGE_SIZE_MAX = 100;
