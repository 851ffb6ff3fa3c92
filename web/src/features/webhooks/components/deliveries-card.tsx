import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { WEBHOOK_LOG_SIZE } from '@shared/contract/webhook.schema';
import type { WebhookDelivery } from '@shared/contract/webhook.schema';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format/formatters';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import type { WebhookPlace } from '../api/get-webhook';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';

const KNOWN_STATUSES = new Set([200, 400, 401, 404, 409, 413, 415, 429]);

function statusColor(status: number): string {
  if (status < 300) return 'teal';
  if (status === 429) return 'yellow';
  return 'red';
}

/** The collect's last deliveries: when, how each was answered, what it wrote, why it failed. */
export function DeliveriesCard({ place }: { place: WebhookPlace }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useWebhookDeliveries(place);
  return (
    <Card component="section" aria-labelledby="webhook-log-title">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={2} fz="h4" id="webhook-log-title">
              {t('log.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('log.subtitle', { count: WEBHOOK_LOG_SIZE })}
            </Text>
          </div>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void deliveries.refetch()}
            loading={deliveries.isFetching}
          >
            {t('log.refresh')}
          </Button>
        </Group>
        {deliveries.isPending ? (
          <PageLoader />
        ) : deliveries.isError ? (
          <QueryError message={t('log.loadError')} onRetry={() => void deliveries.refetch()} />
        ) : deliveries.data.length === 0 ? (
          <Text size="sm">{t('log.empty')}</Text>
        ) : (
          <DeliveriesTable deliveries={deliveries.data} />
        )}
      </Stack>
    </Card>
  );
}

function DeliveriesTable({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const { t } = useTranslation('webhooks');
  const intlLocale = useIntlLocale();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-labelledby="webhook-log-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('log.columns.time')}</Table.Th>
            <Table.Th>{t('log.columns.status')}</Table.Th>
            <Table.Th>{t('log.columns.records')}</Table.Th>
            <Table.Th>{t('log.columns.error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery._id}>
              <Table.Td>
                <time dateTime={delivery.received_at}>
                  {formatDateTime(delivery.received_at, intlLocale)}
                </time>
              </Table.Td>
              <Table.Td>
                <Badge color={statusColor(delivery.status)} variant="light">
                  {delivery.status}{' '}
                  {t(
                    `log.statuses.${KNOWN_STATUSES.has(delivery.status) ? delivery.status : 'other'}`,
                  )}
                </Badge>
              </Table.Td>
              <Table.Td>
                {delivery.replayed ? (
                  <Text size="sm">{t('log.replayed')}</Text>
                ) : delivery.status < 300 ? (
                  <Text size="sm">
                    {t('log.counts', {
                      created: delivery.created,
                      updated: delivery.updated,
                      unchanged: delivery.unchanged,
                    })}
                  </Text>
                ) : (
                  <Text size="sm">{t('log.none')}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {delivery.error ?? t('log.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
