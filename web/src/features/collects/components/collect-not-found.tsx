import { Button, Card } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { collectsPath } from '../utils/collect-paths';

/** A collect id that names nothing (deleted, or never there), or no id at all. */
export function CollectNotFound({ programId }: { programId: string }) {
  const { t } = useTranslation('collects');
  const localePath = useLocalePath();
  return (
    <Card>
      <EmptyState
        order={1}
        icon={<IconDatabaseOff size={28} />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button component={Link} to={localePath(collectsPath(programId))}>
            {t('notFound.back')}
          </Button>
        }
      />
    </Card>
  );
}
