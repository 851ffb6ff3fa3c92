import { Badge } from '@mantine/core';
import type { InvitationStatus } from '@shared/contract/invitation.schema';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InvitationStatus, string> = {
  PENDING: 'blue',
  EXPIRED: 'orange',
  USED: 'teal',
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation('members');
  return (
    <Badge variant="light" color={COLORS[status]} tt="none">
      {t(`invitations.status.${status}`)}
    </Badge>
  );
}
