import { Alert, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { CollectIndexes } from '@shared/contract/collect.schema';
import { useTranslation } from 'react-i18next';

const COLORS = { READY: 'teal', CREATING: 'yellow', ERROR: 'red' } as const;

/**
 * The composite indexes the grid needs: Firestore builds them over minutes after a save, and
 * until then a view that needs a missing one is refused.
 */
export function IndexStateCard({ indexes }: { indexes: CollectIndexes }) {
  const { t } = useTranslation('collects');
  const share = indexes.total === 0 ? 100 : Math.round((indexes.ready / indexes.total) * 100);
  return (
    <Card component="section" aria-labelledby="collect-indexes-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="collect-indexes-title">
            {t('details.indexes.title')}
          </Title>
          <Badge color={COLORS[indexes.state]} variant="light">
            {t(`details.indexes.states.${indexes.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('details.indexes.count', { ready: indexes.ready, total: indexes.total })}
        </Text>
        {indexes.state === 'CREATING' && (
          <>
            <Progress
              value={share}
              aria-label={t('details.indexes.progress', { share })}
              color="yellow"
            />
            <Alert variant="light" color="yellow">
              {t('details.indexes.creating')}
            </Alert>
          </>
        )}
        {indexes.state === 'READY' && (
          <Text size="sm" c="dimmed">
            {t('details.indexes.ready')}
          </Text>
        )}
        {indexes.state === 'ERROR' && (
          <Alert variant="light" color="red" role="alert">
            {t('details.indexes.error')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
