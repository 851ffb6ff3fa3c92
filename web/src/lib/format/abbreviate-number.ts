import { NUMBER_ABBREVIATIONS } from '@/config/constants';
import { numberFormat } from './intl-formats';

const SUFFIXES = ['', ...NUMBER_ABBREVIATIONS] as const;

/**
 * Short form of a number for badges and cards: 999 → "999", 1 234 → "1.2K", 5 600 000 → "5.6M".
 * The suffixes are the same in every language (SPEC §9); the decimal separator follows the locale.
 */
export function abbreviateNumber(value: number, intlLocale: string): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? -1 : 1;
  let magnitude = Math.abs(value);
  let tier = 0;
  while (magnitude >= 1000 && tier < SUFFIXES.length - 1) {
    magnitude /= 1000;
    tier += 1;
  }
  const format = numberFormat(intlLocale, { maximumFractionDigits: tier === 0 ? 2 : 1 });
  // 999 950 rounds to "1000K"; carry it into the next suffix instead.
  if (tier > 0 && tier < SUFFIXES.length - 1 && Number(magnitude.toFixed(1)) >= 1000) {
    magnitude /= 1000;
    tier += 1;
  }
  return `${format.format(sign * magnitude)}${SUFFIXES[tier]}`;
}
