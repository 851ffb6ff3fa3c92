import { Badge } from '@mantine/core';
import type { UserLevel } from '@shared/contract/user.schema';
import { useTranslation } from 'react-i18next';

export function LevelBadge({ level }: { level: UserLevel }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={level === 'SUPER_ADMIN' ? 'filled' : 'light'}
      color={level === 'SUPER_ADMIN' ? 'grape' : 'gray'}
      tt="none"
    >
      {t(`roles.${level}`)}
    </Badge>
  );
}
