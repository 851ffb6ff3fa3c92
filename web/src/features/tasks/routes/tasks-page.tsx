import { Stack } from '@mantine/core';
import type { Task } from '@shared/contract/task.schema';
import { isProgramManager, isSuperAdmin } from '@shared/permissions/roles';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useSubject } from '@/lib/session/subject';
import { useListParams } from '@/lib/use-list-params';
import { useTasks } from '../api/get-tasks';
import { StopTaskModal } from '../components/stop-task-modal';
import { TasksTable } from '../components/tasks-table';
import { taskName } from '../utils/task-name';

/**
 * `/{program_id}/tasks`: the program's long work (administrators and managers), or the tasks a
 * contributor started; read again every 2 s while one is under way.
 */
export default function TasksPage() {
  const { t } = useTranslation('tasks');
  const programId = useRouteProgramId();
  const subject = useSubject();
  const params = useListParams();
  const tasks = useTasks(programId, params.position);
  const [stopping, setStopping] = useState<Task | null>(null);
  const seesAll = isSuperAdmin(subject) || isProgramManager(subject, programId);

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={seesAll ? t('subtitle') : t('subtitleOwn')} />
      <PagedList
        query={tasks}
        isEmpty={(page) => page.tasks.length === 0}
        loadError={t('loadError')}
        empty={
          <EmptyState
            order={2}
            icon={<IconListCheck size={28} />}
            title={t('emptyTitle')}
            description={t('empty')}
          />
        }
        onPageChange={params.setPage}
      >
        {(page) => <TasksTable tasks={page.tasks} onStop={setStopping} />}
      </PagedList>
      {stopping && (
        <StopTaskModal
          task={stopping}
          name={taskName(stopping, t)}
          onClose={() => setStopping(null)}
        />
      )}
    </Stack>
  );
}
