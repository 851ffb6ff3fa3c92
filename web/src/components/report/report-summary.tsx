import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useGraphics } from '@/lib/report/get-graphics';
import { deferredModule, useDeferredModule } from '@/lib/deferred-module';

// The charts' code comes with the graphics, not with the dashboard's first load (issue 15): it
// is asked for as the summary mounts, beside the graphics' call, and both take a round trip.
const graphicCard = deferredModule(() =>
  import('@/components/report/graphic-card').then((module) => module.GraphicCard),
);

interface ReportSummaryProps {
  programId: string;
  /** How many of the report's first graphics to show. */
  limit: number;
}

/** The first graphics of the program's report, read-only, with a link to the whole report. */
export function ReportSummary({ programId, limit }: ReportSummaryProps) {
  const { t } = useTranslation('reports');
  const localePath = useLocalePath();
  const graphics = useGraphics(programId, limit);
  const GraphicCard = useDeferredModule(graphicCard, true);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3">
          {t('summary.title')}
        </Title>
        <Anchor component={Link} to={localePath(`/${encodeURIComponent(programId)}/report`)}>
          {t('summary.open')}
        </Anchor>
      </Group>
      {graphics.isPending || (!GraphicCard && (graphics.data?.length ?? 0) > 0) ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={200} radius="md" />
          <Skeleton h={200} radius="md" />
        </SimpleGrid>
      ) : graphics.isError ? (
        <QueryError message={t('loadError')} onRetry={() => void graphics.refetch()} />
      ) : graphics.data.length === 0 ? (
        <Card withBorder>
          <Text c="dimmed">{t('summary.empty')}</Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {GraphicCard &&
            graphics.data.map((graphic) => (
              <GraphicCard key={graphic._id} graphic={graphic} compact />
            ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
