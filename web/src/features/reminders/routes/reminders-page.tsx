import { Button, Card, Stack } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Reminder } from '@shared/contract/reminder.schema';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useLocale } from '@/lib/i18n/use-locale';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useReminders } from '../api/get-reminders';
import { useSendTestReminder } from '../api/send-test-reminder';
import { DeleteReminderModal } from '../components/delete-reminder-modal';
import { ReminderCard } from '../components/reminder-card';

// The form (react-hook-form, the schedule's number input and selects) comes when the page is idle.
const ReminderFormModal = lazyDialog(
  async () => (await import('../components/reminder-form-modal')).ReminderFormModal,
);

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; reminder: Reminder }
  | { kind: 'delete'; reminder: Reminder }
  | null;

/** A program's reminders (administrators and managers): e-mails sent on a schedule. */
export default function RemindersPage() {
  const { t } = useTranslation('reminders');
  const locale = useLocale();
  const programId = useRouteProgramId();
  const reminders = useReminders(programId);
  const sendTest = useSendTestReminder();
  const [dialog, setDialog] = useState<Dialog>(null);
  useIdlePrefetch(ReminderFormModal.preload);
  const close = () => setDialog(null);

  const test = (reminder: Reminder) =>
    sendTest.mutate(
      { programId, reminderId: reminder._id, lang: locale },
      {
        onSuccess: ({ to }) =>
          notifications.show({ color: 'teal', message: t('testSent', { to }) }),
        onError: () => notifications.show({ color: 'red', message: t('testFailed') }),
      },
    );

  const create = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'create' })}>
      {t('create')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={reminders.data?.length ? create : undefined}
      />
      {reminders.isPending ? (
        <PageLoader />
      ) : reminders.isError ? (
        <QueryError message={t('loadError')} onRetry={() => void reminders.refetch()} />
      ) : reminders.data.length === 0 ? (
        <Card>
          <EmptyState
            order={2}
            icon={<IconBell size={28} />}
            title={t('emptyTitle')}
            description={t('empty')}
            action={create}
          />
        </Card>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {reminders.data.map((reminder) => (
            <ReminderCard
              key={reminder._id}
              reminder={reminder}
              onEdit={() => setDialog({ kind: 'edit', reminder })}
              onDelete={() => setDialog({ kind: 'delete', reminder })}
              onTest={() => test(reminder)}
            />
          ))}
        </Stack>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <ReminderFormModal
          programId={programId}
          reminder={dialog.kind === 'edit' ? dialog.reminder : undefined}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteReminderModal programId={programId} reminder={dialog.reminder} onClose={close} />
      )}
    </Stack>
  );
}
