// No zod here: the web app's first load needs the locales, not their schema (issue 15).

/** English by default, French under /fr (SPEC.md §9). */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
