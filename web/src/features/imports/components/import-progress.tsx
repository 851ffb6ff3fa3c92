import type { Task } from '@shared/contract/task.schema';
import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useImportTask } from '../api/get-import-task';

/** Every count, zeros included: a re-import's "0 created" is what its manager looks for. */
const COUNTS = ['created', 'updated', 'unchanged', 'rejected'] as const;

const STATUS_COLORS: Record<Task['status'], string> = {
  PENDING: 'gray',
  RUNNING: 'blue',
  DONE: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
};

/** The started import, followed until it ends, with links to the tasks and the collect. */
export function ImportProgress({
  programId,
  collectPath,
  started,
}: {
  programId: string;
  collectPath: string;
  started: Task;
}) {
  const { t } = useTranslation('imports');
  const localePath = useLocalePath();
  const task = useImportTask(programId, started).data ?? started;
  const { done, total } = task.progress;
  return (
    <Card withBorder padding="lg" aria-live="polite">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('task.title', { name: task.label })}
          </Title>
          <Badge color={STATUS_COLORS[task.status]}>{t(`task.status.${task.status}`)}</Badge>
        </Group>
        <Progress
          value={total > 0 ? (done / total) * 100 : task.status === 'DONE' ? 100 : 0}
          aria-label={t('task.progress', { done, total })}
        />
        <Text size="sm">{t('task.progress', { done, total })}</Text>
        <Text size="sm">
          {COUNTS.map((key) => t(`task.counts.${key}`, { count: task.counts[key] })).join(' · ')}
        </Text>
        {task.error && (
          <Text size="sm" c="red" role="alert">
            {task.error}
          </Text>
        )}
        <Group gap="lg">
          {task.error_report_url && (
            <Anchor href={task.error_report_url}>{t('task.errorReport')}</Anchor>
          )}
          <Anchor component={Link} to={localePath(`/${programId}/tasks`)}>
            {t('task.allTasks')}
          </Anchor>
          <Anchor component={Link} to={localePath(collectPath)}>
            {t('task.toCollect')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
