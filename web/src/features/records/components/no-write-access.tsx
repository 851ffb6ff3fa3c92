import { Button } from '@mantine/core';
import { IconArrowLeft, IconPencilOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';

interface NoWriteAccessProps {
  /** Adding a record, or changing one. */
  action: 'create' | 'edit';
  /** Where the way back leads (the grid, or the record). */
  backHref: string;
}

/**
 * A record form reached by someone no WRITE rule covers (a typed URL, an old link): said in words
 * instead of a form whose save the api would refuse (a 403 ends the session, SPEC §4).
 */
export function NoWriteAccess({ action, backHref }: NoWriteAccessProps) {
  const { t } = useTranslation('records');
  return (
    <EmptyState
      order={1}
      icon={<IconPencilOff size={32} />}
      title={t(action === 'create' ? 'access.noCreateTitle' : 'access.noEditTitle')}
      description={t('access.noWriteText')}
      action={
        <Button
          component={Link}
          to={backHref}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t(action === 'create' ? 'record.backToGrid' : 'access.backToRecord')}
        </Button>
      }
    />
  );
}
