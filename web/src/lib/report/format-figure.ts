import type { GroupingOperator } from '@shared/contract/report.schema';
import { abbreviateNumber } from '@/lib/format/abbreviate-number';
import { numberFormat } from '@/lib/format/intl-formats';

/**
 * A figure as a card shows it: abbreviated with K, M, B, T from 1,000 (SPEC §9), a share with
 * its percent sign, and a dash for an average of nothing.
 */
export function formatFigure(
  value: number | null,
  operator: GroupingOperator,
  intlLocale: string,
): string {
  if (value === null) return '—';
  if (operator === 'PERCENTAGE') {
    return numberFormat(intlLocale, {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(value / 100);
  }
  return abbreviateNumber(value, intlLocale);
}
