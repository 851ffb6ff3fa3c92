import { Stack } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { ExpectedAction } from '@shared/contract/expected-action.schema';
import { useTranslation } from 'react-i18next';
import { actionTitle } from '@/lib/expected-actions/action-wording';
import { useMarkActionDone } from '@/lib/expected-actions/mark-action-done';
import { useLocale } from '@/lib/i18n/use-locale';
import { ActionItem } from './action-item';

interface ActionListProps {
  programId: string;
  actions: readonly ExpectedAction[];
  /** Whether the reader may mark this action done (its addressee, or a manager). */
  canMark: (action: ExpectedAction) => boolean;
  showAssignee?: boolean;
}

/**
 * Expected actions with their "mark as done" buttons: the dashboard's pending ones and the
 * expected actions screen. Marking one refreshes every list of the program, the badge included.
 */
export function ActionList({ programId, actions, canMark, showAssignee }: ActionListProps) {
  const { t } = useTranslation('actions');
  const locale = useLocale();
  const mark = useMarkActionDone();

  const onMarkDone = (action: ExpectedAction) =>
    mark.mutate(
      { programId, actionId: action._id },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('marked', { title: actionTitle(action, t, locale) }),
          }),
        onError: () => notifications.show({ color: 'red', message: t('markError') }),
      },
    );

  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('listLabel')}
    >
      {actions.map((action) => (
        <ActionItem
          key={action._id}
          action={action}
          showAssignee={showAssignee}
          marking={mark.isPending && mark.variables.actionId === action._id}
          onMarkDone={canMark(action) ? onMarkDone : undefined}
        />
      ))}
    </Stack>
  );
}
