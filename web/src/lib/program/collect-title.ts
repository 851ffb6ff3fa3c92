import type { Locale } from '@shared/contract/locale.schema';

/** SPEC §3: French shows `title_fr` and falls back to `title`. */
export function collectTitle(
  collect: { title: string; title_fr?: string | null | undefined },
  locale: Locale,
): string {
  if (locale === 'fr' && collect.title_fr?.trim()) return collect.title_fr;
  return collect.title;
}
