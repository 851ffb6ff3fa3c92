import { yieldToMain } from '@/lib/yield-to-main';
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
 * them: a page's first Intl object loads the locale's data (25-60 ms here, four times that on a
 * slow phone), which otherwise lands in the middle of that screen's render once its data arrive.
 * Each is built in a task of its own, started at once (an idle moment came only after the records
 * grid had rendered, on Lighthouse's runs), while the screen's code and data are on their way.
 */
export async function warmFormats(intlLocale: string): Promise<void> {
  await yieldToMain();
  formatNumber(0, intlLocale);
  await yieldToMain();
  formatDate(0, intlLocale);
}
