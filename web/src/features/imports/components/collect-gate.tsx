import type { Collect } from '@shared/contract/collect.schema';
import { IconDatabaseOff, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useCollect } from '@/lib/collect/get-collect';
import { useSubject } from '@/lib/session/subject';
import { canImport } from '../utils/can-import';

/** The import screens need their collect, and a caller who may import into it. */
export function CollectGate({
  collectId,
  children,
}: {
  collectId: string;
  children: (collect: Collect) => ReactNode;
}) {
  const { t } = useTranslation('imports');
  const collect = useCollect(collectId, collectId !== '');
  const subject = useSubject();
  // collect_import and collect_matching take their collect as an optional segment.
  if (collectId === '') {
    return (
      <EmptyState icon={<IconDatabaseOff size={32} />} title={t('import.noCollect')} order={1} />
    );
  }
  if (collect.isPending) return <PageLoader />;
  if (collect.isError) {
    return isNotFound(collect.error) ? (
      <EmptyState icon={<IconDatabaseOff size={32} />} title={t('import.loadError')} order={1} />
    ) : (
      <QueryError message={t('import.loadError')} onRetry={() => void collect.refetch()} />
    );
  }
  if (!canImport(subject, collect.data)) {
    return (
      <EmptyState
        icon={<IconLock size={32} />}
        title={t('import.notAllowed')}
        description={t('import.notAllowedHelp')}
        order={1}
      />
    );
  }
  return <>{children(collect.data)}</>;
}
