import { Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useActivities } from '../api/get-activities';
import { ActivityFiltersBar } from '../components/activity-filters-bar';
import { ActivityItem } from '../components/activity-item';
import { filtersOf, hasFilters, type ActivityFilters } from '../utils/activity-filters';

/** Who did what in the program, newest first (administrators and managers). */
export default function ActivityLogPage() {
  const { t } = useTranslation('activity');
  const programId = useRouteProgramId();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useActivities(programId, filters);
  const entries = log.data?.pages.flatMap((page) => page.activities) ?? [];
  const total = log.data?.pages[0]?.totalItems ?? 0;
  const filtered = hasFilters(filters);
  const personName = entries.find((entry) => entry.actor._id === filters.actor)?.actor.name;

  const setFilter = (name: keyof ActivityFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <ActivityFiltersBar
        programId={programId}
        filters={filters}
        onChange={setFilter}
        onClear={() => setParams({}, { preventScrollReset: true })}
        personName={personName}
      />
      {log.isPending ? (
        <PageLoader />
      ) : log.isError && entries.length === 0 ? (
        <QueryError message={t('loadError')} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <Card>
          <EmptyState
            order={3}
            icon={<IconActivity size={28} />}
            title={filtered ? t('filters.emptyTitle') : t('emptyTitle')}
            description={filtered ? t('filters.empty') : t('empty')}
          />
        </Card>
      ) : (
        <Card padding="lg">
          <Stack gap={0} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((activity, index) => (
              <Fragment key={activity._id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <ActivityItem activity={activity} />
              </Fragment>
            ))}
          </Stack>
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed">
              {t('shown', { count: entries.length, total })}
            </Text>
            {log.hasNextPage && (
              <Button
                variant="light"
                onClick={() => void log.fetchNextPage()}
                loading={log.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            )}
          </Group>
          {log.isFetchNextPageError && (
            <Text size="sm" c="red" mt="sm" role="alert">
              {t('loadMoreError')}
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
