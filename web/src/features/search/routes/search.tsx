import { Stack, Text, Title } from '@mantine/core';
import { SEARCH_MIN_LENGTH } from '@shared/constants';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useSearch } from '../api/search';
import { SearchResults } from '../components/search-results';
import { isSearchable } from '../utils/search-rule';

export default function SearchPage() {
  const { t } = useTranslation('search');
  const [searchParams] = useSearchParams();
  const keywords = (searchParams.get('keywords') ?? '').trim();
  const query = useSearch(keywords);
  const results = query.data;
  const total = results
    ? results.programs.length + results.collects.length + results.records.length
    : 0;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('page.title')}</Title>
        {isSearchable(keywords) && (
          <Text c="dimmed" mt={4}>
            {t('page.for', { keywords })}
          </Text>
        )}
      </div>
      {!isSearchable(keywords) ? (
        <EmptyState
          icon={<IconSearch size={32} />}
          title={t('page.promptTitle')}
          description={t('page.prompt', { count: SEARCH_MIN_LENGTH })}
        />
      ) : query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <QueryError message={t('page.error')} onRetry={() => void query.refetch()} />
      ) : total === 0 || !results ? (
        <EmptyState
          icon={<IconSearchOff size={32} />}
          title={t('page.emptyTitle')}
          description={t('page.empty', { keywords })}
        />
      ) : (
        <SearchResults results={results} />
      )}
    </Stack>
  );
}
