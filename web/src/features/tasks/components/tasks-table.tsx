import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Task } from '@shared/contract/task.schema';
import { IconDownload, IconFileAlert, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '@/components/row-action';
import { formatDateTime } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { taskName } from '../utils/task-name';
import { canStop, isUnfinished, STATUS_COLORS } from '../utils/task-status';
import { TaskCountsLine } from './task-counts';
import { TaskProgress } from './task-progress';

interface TasksTableProps {
  tasks: readonly Task[];
  onStop: (task: Task) => void;
}

/** One row a task: what, its status, how far, who started it and when, what it produced. */
export function TasksTable({ tasks, onStop }: TasksTableProps) {
  const { t } = useTranslation('tasks');
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.task')}</Table.Th>
          <Table.Th>{t('columns.status')}</Table.Th>
          <Table.Th>{t('columns.progress')}</Table.Th>
          <Table.Th>{t('columns.started')}</Table.Th>
          <Table.Th ta="right">{t('columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tasks.map((task) => (
          <TaskRow key={task._id} task={task} onStop={onStop} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TaskRow({ task, onStop }: { task: Task; onStop: (task: Task) => void }) {
  const { t } = useTranslation('tasks');
  const intl = useIntlLocale();
  const name = taskName(task, t);
  const running = isUnfinished(task.status);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {t(`types.${task.type}`)}
        </Text>
        {task.label && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {task.label}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color={STATUS_COLORS[task.status]} tt="none">
            {t(`status.${task.status}`)}
          </Badge>
          {task.error && (
            <Text size="xs" c="red.8" maw={280}>
              {task.error}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <TaskProgress task={task} name={name} />
        <TaskCountsLine counts={task.counts} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(task.created_at, intl)}</Text>
        <Text size="xs" c="dimmed">
          {task.created_by ? t('by', { name: task.created_by.name }) : t('byRainbow')}
        </Text>
        {task.finished_at && (
          <Text size="xs" c="dimmed">
            {t('finishedAt', { when: formatDateTime(task.finished_at, intl) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {task.error_report_url && (
            <Anchor
              href={task.error_report_url}
              size="sm"
              aria-label={t('errorReportFor', { task: name })}
            >
              <IconFileAlert size={14} style={{ verticalAlign: 'middle' }} /> {t('errorReport')}
            </Anchor>
          )}
          {task.file_url && (
            <Anchor href={task.file_url} size="sm" aria-label={t('fileFor', { task: name })}>
              <IconDownload size={14} style={{ verticalAlign: 'middle' }} /> {t('file')}
            </Anchor>
          )}
          {canStop(task) && (
            <RowAction
              label={running ? t('cancel') : t('delete')}
              ariaLabel={
                running ? t('cancelTask', { task: name }) : t('deleteTask', { task: name })
              }
              icon={running ? <IconPlayerStop size={16} /> : <IconTrash size={16} />}
              color={running ? 'orange' : 'red'}
              onClick={() => onStop(task)}
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
