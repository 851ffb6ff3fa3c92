import { Button, Card } from '@mantine/core';
import type { Collect } from '@shared/contract/collect.schema';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useCollect } from '@/lib/collect/get-collect';
import { useLocalePath } from '@/lib/i18n/use-locale';

interface CollectGateProps {
  programId: string;
  collectId: string;
  children: (collect: Collect) => ReactNode;
}

/** The rules' collect in its loading, missing, failed and loaded states. */
export function CollectGate({ programId, collectId, children }: CollectGateProps) {
  const { t } = useTranslation('rules');
  const localePath = useLocalePath();
  const collect = useCollect(collectId, Boolean(collectId));
  const missing =
    !collectId ||
    (collect.isError && isNotFound(collect.error)) ||
    // A collect of another program reached through this program's URL is not one of its own.
    (collect.data !== undefined && collect.data.program_id !== programId);
  if (missing) {
    return (
      <Card>
        <EmptyState
          order={1}
          icon={<IconDatabaseOff size={28} />}
          title={t('collectGone.title')}
          description={t('collectGone.description')}
          action={
            <Button component={Link} to={localePath(`/${encodeURIComponent(programId)}/collects`)}>
              {t('collectGone.back')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (collect.isPending) return <PageLoader />;
  if (collect.isError) {
    return <QueryError message={t('form.fieldsError')} onRetry={() => void collect.refetch()} />;
  }
  return <>{children(collect.data)}</>;
}
