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
