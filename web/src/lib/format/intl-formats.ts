// Intl formatters kept per locale and options instead of built on every call: a grid formats a
// number per cell and a list a date per line, and each construction negotiates the locale again.
// (The first formatter of a page also loads the locale's ICU data, ~35 ms here at 1×; keeping
// formatters does not remove that.) The keys are bounded: the options are fixed in the code, and
// the only value from data is a reminder's time zone.

const formats = new Map<string, unknown>();

function kept<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return kept('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return kept('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return kept('list', locale, options, () => new Intl.ListFormat(locale, options));
}
