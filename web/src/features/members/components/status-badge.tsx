import { Badge } from '@mantine/core';
import type { UserStatus } from '@shared/contract/user.schema';
import { useTranslation } from 'react-i18next';

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'ACTIVE' ? 'teal' : 'gray'} tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
