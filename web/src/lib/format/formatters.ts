/** Locale-aware number and date formatting; the locale comes from the URL language. */

export function formatNumber(value: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale).format(value);
}

export function formatDate(value: Date | string | number, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' }).format(new Date(value));
}

export function formatDateTime(value: Date | string | number, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}
