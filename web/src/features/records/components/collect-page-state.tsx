import type { Collect } from '@shared/contract/collect.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';

interface CollectPageStateProps {
  collect: UseQueryResult<Collect>;
  children: (collect: Collect) => ReactNode;
}

/** Every record screen needs its collect (fields, view): loading, gone, failed, or the screen. */
export function CollectPageState({ collect, children }: CollectPageStateProps) {
  const { t } = useTranslation('records');
  if (collect.isPending) return <PageLoader />;
  if (collect.isError) {
    if (isNotFound(collect.error)) {
      return (
        <EmptyState icon={<IconDatabaseOff size={32} />} title={t('collect.notFound')} order={1} />
      );
    }
    return <QueryError message={t('collect.loadError')} onRetry={() => void collect.refetch()} />;
  }
  return <>{children(collect.data)}</>;
}
