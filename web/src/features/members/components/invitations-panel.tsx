import { Stack, Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import type { Invitation } from '@shared/contract/invitation.schema';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { useLocale } from '@/lib/i18n/use-locale';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { collectNamer } from '../utils/collect-names';
import { useSentEmailsNotice } from '../utils/use-sent-emails-notice';
import { InvitationsTable } from './invitations-table';

export function InvitationsPanel({ programId }: { programId: string }) {
  const { t } = useTranslation('members');
  const locale = useLocale();
  const params = useListParams('invitations_');
  const invitations = useInvitations(programId, params.position);
  const collects = useProgramCollects(programId);
  const resend = useResendInvitation();
  const showSent = useSentEmailsNotice();
  const remove = useDeleteInvitation();
  const [deleting, setDeleting] = useState<Invitation | null>(null);

  async function resendOne(invitation: Invitation) {
    try {
      const sent = await resend.mutateAsync({
        programId,
        invitationId: invitation._id,
        lang: invitation.lang,
      });
      showSent(t('invitations.resent', { email: invitation.email }), [sent]);
    } catch {
      notifications.show({ color: 'red', message: t('invitations.resendError') });
    }
  }

  async function confirmDelete(invitation: Invitation) {
    await remove.mutateAsync({ programId, invitationId: invitation._id });
    notifications.show({
      color: 'teal',
      message: t('invitations.deleted', { email: invitation.email }),
    });
    setDeleting(null);
  }

  return (
    <Stack gap="md">
      <PagedList
        query={invitations}
        isEmpty={(page) => page.invitations.length === 0}
        loadError={t('invitations.loadError')}
        empty={
          <EmptyState
            order={3}
            icon={<IconMailOff size={28} />}
            title={t('invitations.emptyTitle')}
            description={t('invitations.empty')}
          />
        }
        onPageChange={params.setPage}
      >
        {(page) => (
          <InvitationsTable
            invitations={page.invitations}
            collectName={collectNamer(collects.data, locale)}
            resending={resend.isPending ? (resend.variables?.invitationId ?? null) : null}
            onResend={(invitation) => void resendOne(invitation)}
            onDelete={(invitation) => {
              remove.reset();
              setDeleting(invitation);
            }}
          />
        )}
      </PagedList>
      {deleting && (
        <ConfirmModal
          opened
          onClose={() => setDeleting(null)}
          title={t('invitations.deleteTitle')}
          confirmLabel={t('invitations.delete')}
          onConfirm={() => void confirmDelete(deleting).catch(() => undefined)}
          loading={remove.isPending}
          danger
          error={remove.isError ? t('invitations.deleteError') : null}
        >
          <Text size="sm">{t('invitations.deleteIntro', { email: deleting.email })}</Text>
        </ConfirmModal>
      )}
    </Stack>
  );
}
