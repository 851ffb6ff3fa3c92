// Building an Intl formatter costs a locale negotiation and data look-ups (tens of microseconds,
// four times that on the slow phones of issue 15), formatting with one a fraction of that. A
// dashboard formats a few hundred dates and figures in one render: each formatter is built once
// per locale and options, then kept. The options are few and fixed in the code, so the cache
// stays small.

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
