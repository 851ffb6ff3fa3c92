import { Button, Group, Paper } from '@mantine/core';
import { IconLogout, IconMailbox, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { sessionKeys } from '@/lib/query-keys';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { useSignOut } from '@/lib/session/use-sign-out';

/** A signed-in user who belongs to no program yet (SPEC §2's entry, not shown there). */
export default function NoProgramsPage() {
  const { t } = useTranslation('programs');
  const user = useCurrentUser();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();

  async function checkAgain() {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.programs() });
    await revalidator.revalidate();
  }

  return (
    <Paper withBorder p="xl" my={48} maw={640} mx="auto">
      <EmptyState
        order={1}
        icon={<IconMailbox size={32} />}
        title={t('noPrograms.heading')}
        description={t('noPrograms.description', { email: user.email })}
        action={
          <Group mt="md" justify="center">
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={revalidator.state === 'loading'}
              onClick={() => void checkAgain()}
            >
              {t('noPrograms.checkAgain')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} />}
              onClick={() => void signOut()}
            >
              {t('common:header.logOut')}
            </Button>
          </Group>
        }
      />
    </Paper>
  );
}
