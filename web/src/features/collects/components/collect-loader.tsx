import type { Collect } from '@shared/contract/collect.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useCollect } from '@/lib/collect/get-collect';
import { CollectNotFound } from './collect-not-found';

interface CollectLoaderProps {
  programId: string;
  /** The route's optional `:collect_id`. */
  collectId: string | undefined;
  children: (collect: Collect) => ReactNode;
}

/** One collect in its loading, missing, failed and loaded states. */
export function CollectLoader({ programId, collectId, children }: CollectLoaderProps) {
  const { t } = useTranslation('collects');
  const collect = useCollect(collectId ?? '', Boolean(collectId));
  if (!collectId) return <CollectNotFound programId={programId} />;
  if (collect.isPending) return <PageLoader />;
  if (collect.isError) {
    if (isNotFound(collect.error)) return <CollectNotFound programId={programId} />;
    return <QueryError message={t('details.loadError')} onRetry={() => void collect.refetch()} />;
  }
  // A collect of another program reached through this program's URL is not one of its own.
  if (collect.data.program_id !== programId) return <CollectNotFound programId={programId} />;
  return <>{children(collect.data)}</>;
}
