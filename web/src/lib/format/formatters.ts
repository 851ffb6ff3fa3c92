import { dateTimeFormat, numberFormat } from './intl-formats';
/** Locale-aware number and date formatting; the locale comes from the URL language. */

export function formatNumber(value: number, intlLocale: string): string {
  return numberFormat(intlLocale).format(value);
}

export function formatDate(value: Date | string | number, intlLocale: string): string {
  return dateTimeFormat(intlLocale, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: Date | string | number, intlLocale: string): string {
  return dateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/**
 * Builds the locale's number and date formats before the first screen that shows figures needs
 * them: a page's first Intl object loads the locale's data (about 25 ms here, 100 ms on a slow
 * phone), which otherwise lands in the middle of that screen's render once its data arrive.
 */
export function warmFormats(intlLocale: string): void {
  formatNumber(0, intlLocale);
  formatDate(0, intlLocale);
}
