import { Alert, Anchor, Stack } from '@mantine/core';
import type { Collect } from '@shared/contract/collect.schema';
import { WEBHOOK_SOURCE_TYPES } from '@shared/contract/webhook.schema';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useCollect } from '@/lib/collect/get-collect';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useWebhook } from '../api/get-webhook';
import { DeliveriesCard } from '../components/deliveries-card';
import { WebhookSettingsCard } from '../components/webhook-settings-card';

const id = encodeURIComponent;

/** `/{program_id}/collects/{collect_id}/webhook` (administrators and the program's managers). */
export default function CollectWebhookPage() {
  const { t } = useTranslation('webhooks');
  const programId = useRouteProgramId();
  const collectId = useParams().collect_id ?? '';
  const collect = useCollect(collectId, Boolean(collectId));
  const missing =
    !collectId ||
    (collect.isError && isNotFound(collect.error)) ||
    (collect.data !== undefined && collect.data.program_id !== programId);
  if (missing) return <Alert color="red">{t('collectGone')}</Alert>;
  if (collect.isPending) return <PageLoader />;
  if (collect.isError) {
    return <QueryError message={t('loadError')} onRetry={() => void collect.refetch()} />;
  }
  return <CollectWebhook collect={collect.data} />;
}

function CollectWebhook({ collect }: { collect: Collect }) {
  const { t } = useTranslation('webhooks');
  const locale = useLocale();
  const localePath = useLocalePath();
  const place = { programId: collect.program_id, collectId: collect._id };
  const receives = collect.source !== null && WEBHOOK_SOURCE_TYPES.includes(collect.source.type);
  const webhook = useWebhook(place, receives);

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={localePath(`/${id(collect.program_id)}/collect_details/${id(collect._id)}`)}
        size="sm"
      >
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('back')}
      </Anchor>
      <PageHeader
        title={t('title')}
        description={t('subtitle', { collect: collectTitle(collect, locale) })}
      />
      {!receives ? (
        <Alert color="yellow" variant="light">
          {t('notWebhook')}
        </Alert>
      ) : webhook.isPending ? (
        <PageLoader />
      ) : webhook.isError ? (
        <QueryError message={t('loadError')} onRetry={() => void webhook.refetch()} />
      ) : (
        <>
          <WebhookSettingsCard place={place} webhook={webhook.data} />
          <DeliveriesCard place={place} />
        </>
      )}
    </Stack>
  );
}
