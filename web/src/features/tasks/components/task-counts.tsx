import { Text } from '@mantine/core';
import type { TaskCounts } from '@shared/contract/task.schema';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';

const ORDER = ['created', 'updated', 'unchanged', 'rejected'] as const;

/** "12 created · 2 rejected": the counts that are not zero. */
export function TaskCountsLine({ counts }: { counts: TaskCounts }) {
  const { t } = useTranslation('tasks');
  const intl = useIntlLocale();
  const parts = ORDER.filter((key) => counts[key] > 0).map((key) =>
    t(`counts.${key}`, { count: counts[key], value: formatNumber(counts[key], intl) }),
  );
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c={counts.rejected > 0 ? 'red.9' : 'dimmed'}>
      {parts.join(' · ')}
    </Text>
  );
}
