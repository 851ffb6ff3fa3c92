import { Progress, Stack, Text } from '@mantine/core';
import type { Task } from '@shared/contract/task.schema';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { isUnfinished, percentDone, STATUS_COLORS } from '../utils/task-status';

/** The bar and "1,234 of 5,000", or "Starting…" while the total is not known. */
export function TaskProgress({ task, name }: { task: Task; name: string }) {
  const { t } = useTranslation('tasks');
  const intl = useIntlLocale();
  const percent = percentDone(task);
  const done = formatNumber(task.progress.done, intl);
  const caption =
    task.progress.total > 0
      ? t('progress.of', { done, total: formatNumber(task.progress.total, intl) })
      : isUnfinished(task.status)
        ? t('progress.starting')
        : t('progress.done', { done });
  return (
    <Stack gap={4} miw={140}>
      {/* The section is the progress bar; its text is the caption ("1,234 of 5,000"), not
          Mantine's own "25%", hence its ARIA written here. */}
      <Progress.Root>
        <Progress.Section
          value={percent ?? 0}
          color={STATUS_COLORS[task.status]}
          animated={task.status === 'RUNNING'}
          withAria={false}
          role="progressbar"
          aria-label={t('progress.label', { task: name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
          aria-valuetext={caption}
        />
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
}
