import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Invitation } from '@shared/contract/invitation.schema';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { RowAction } from '@/components/row-action';
import { formatDateTime } from '@/lib/format/formatters';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import { InvitationStatusBadge } from './invitation-status-badge';

interface InvitationsTableProps {
  invitations: Invitation[];
  collectName: (collectId: string) => string;
  resending: string | null;
  onResend: (invitation: Invitation) => void;
  onDelete: (invitation: Invitation) => void;
}

function When({ value, intlLocale }: { value: string; intlLocale: string }) {
  const time = useRef<HTMLTimeElement>(null);
  return (
    <DeferredTooltip label={formatDateTime(value, intlLocale)} target={time}>
      <Text ref={time} size="sm" component="time" dateTime={value}>
        {formatRelativeTime(value, intlLocale)}
      </Text>
    </DeferredTooltip>
  );
}

export function InvitationsTable({
  invitations,
  collectName,
  resending,
  onResend,
  onDelete,
}: InvitationsTableProps) {
  const { t } = useTranslation('members');
  const intlLocale = useIntlLocale();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.email')}</Table.Th>
            <Table.Th>{t('table.role')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('invitations.sent')}</Table.Th>
            <Table.Th>{t('invitations.expires')}</Table.Th>
            <Table.Th>{t('invitations.invitedBy')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation._id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {invitation.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Badge variant="light" tt="none">
                    {t(`common:roles.${invitation.role}`)}
                  </Badge>
                  {invitation.collect_id && (
                    <Text size="xs" c="dimmed">
                      {collectName(invitation.collect_id)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <InvitationStatusBadge status={invitation.status} />
              </Table.Td>
              <Table.Td>
                <When value={invitation.sent_at} intlLocale={intlLocale} />
              </Table.Td>
              <Table.Td>
                {invitation.status === 'USED' && invitation.used_at ? (
                  <Text size="sm" c="dimmed">
                    {t('invitations.usedOn', {
                      date: formatDateTime(invitation.used_at, intlLocale),
                    })}
                  </Text>
                ) : (
                  <When value={invitation.expires_at} intlLocale={intlLocale} />
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{invitation.invited_by?.name ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {invitation.status !== 'USED' && (
                    <RowAction
                      label={t('invitations.resend')}
                      ariaLabel={t('invitations.resendTo', { email: invitation.email })}
                      icon={<IconMailForward size={18} />}
                      loading={resending === invitation._id}
                      onClick={() => onResend(invitation)}
                    />
                  )}
                  <RowAction
                    label={t('invitations.delete')}
                    ariaLabel={t('invitations.deleteFor', { email: invitation.email })}
                    icon={<IconTrash size={18} />}
                    color="red"
                    onClick={() => onDelete(invitation)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
