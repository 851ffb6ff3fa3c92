import type { RecordViewResponse } from '@shared/contract/record.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';

interface RecordPageStateProps {
  record: UseQueryResult<RecordViewResponse>;
  /** The record, and whether the caller may change it. */
  children: (view: RecordViewResponse) => ReactNode;
}

/** A record screen: loading, gone (deleted, or a wrong link), failed, or the screen. */
export function RecordPageState({ record, children }: RecordPageStateProps) {
  const { t } = useTranslation('records');
  if (record.isPending) return <PageLoader />;
  if (record.isError) {
    if (isNotFound(record.error)) {
      return <EmptyState icon={<IconFileOff size={32} />} title={t('record.notFound')} order={1} />;
    }
    return <QueryError message={t('record.loadError')} onRetry={() => void record.refetch()} />;
  }
  return <>{children(record.data)}</>;
}
