import { Card } from '@mantine/core';
import type { PageInfo } from '@shared/contract/common.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListPagination } from './list-pagination';
import { PageLoader } from './page-loader';
import { QueryError } from './query-error';

interface PagedListProps<T extends PageInfo> {
  query: UseQueryResult<T>;
  isEmpty: (page: T) => boolean;
  loadError: string;
  /** Shown in a card when the page has no rows. */
  empty: ReactNode;
  onPageChange: (page: number, cursor: string | null) => void;
  /** The rows of the page, shown in a card without padding. */
  children: (page: T) => ReactNode;
}

/** A page of a server-paged list in its loading, error, empty and filled states, and its pager. */
export function PagedList<T extends PageInfo>({
  query,
  isEmpty,
  loadError,
  empty,
  onPageChange,
  children,
}: PagedListProps<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return <QueryError message={loadError} onRetry={() => void query.refetch()} />;
  }
  const { data } = query;
  return (
    <>
      {isEmpty(data) ? <Card>{empty}</Card> : <Card padding={0}>{children(data)}</Card>}
      <ListPagination page={data} onChange={onPageChange} />
    </>
  );
}
