import { z } from 'zod/mini';
import { LOCALES } from './locales.js';

export { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.js';

export const localeSchema = z.enum(LOCALES);
