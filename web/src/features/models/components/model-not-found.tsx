import { Button, Card } from '@mantine/core';
import { IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { MODELS_PATH } from '../utils/model-paths';

/** A model (or field) id that leads nowhere: deleted, or mistyped. */
export function ModelNotFound({ message }: { message?: string }) {
  const { t } = useTranslation('models');
  const localePath = useLocalePath();
  return (
    <Card>
      <EmptyState
        order={1}
        icon={<IconZoomQuestion size={28} />}
        title={message ?? t('model.notFound')}
        action={
          <Button component={Link} to={localePath(MODELS_PATH)} variant="light">
            {t('model.backToList')}
          </Button>
        }
      />
    </Card>
  );
}
