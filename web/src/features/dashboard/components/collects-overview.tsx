import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconDatabase, IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import type { QueryState } from '@/components/query-value';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import type { CollectSummary } from '@/lib/program/get-program-collects';

interface CollectsOverviewProps {
  programId: string;
  query: QueryState<CollectSummary[]>;
}

export function CollectsOverview({ programId, query }: CollectsOverviewProps) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const localePath = useLocalePath();
  const collects = query.data;

  if (!collects && query.isError) {
    return <QueryError message={t('collects.loadError')} onRetry={() => void query.refetch()} />;
  }
  if (!collects) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={72} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (collects.length === 0) {
    return (
      <Card>
        <EmptyState
          order={3}
          icon={<IconDatabaseOff size={28} />}
          title={t('collects.emptyTitle')}
          description={t('collects.emptyDescription')}
        />
      </Card>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {collects.map((collect) => (
        <Card
          key={collect._id}
          component={Link}
          to={localePath(
            `/${encodeURIComponent(programId)}/collects/${encodeURIComponent(collect._id)}`,
          )}
          padding="md"
        >
          <Group wrap="nowrap">
            <ThemeIcon variant="light" radius="md" size={36}>
              <IconDatabase size={18} />
            </ThemeIcon>
            <Text fw={600} style={{ flex: 1 }} truncate>
              {collectTitle(collect, locale)}
            </Text>
            <IconChevronRight size={16} color="var(--mantine-color-dimmed)" />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
