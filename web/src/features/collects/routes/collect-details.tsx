import { Button, Grid, Stack, Text } from '@mantine/core';
import type { Collect } from '@shared/contract/collect.schema';
import { WEBHOOK_SOURCE_TYPES } from '@shared/contract/webhook.schema';
import {
  IconBrandGoogleDrive,
  IconPencil,
  IconShieldLock,
  IconTable,
  IconTrash,
  IconWebhook,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RulesProgressNotice } from '@/components/rules-progress-notice';
import { formatDateTime } from '@/lib/format/formatters';
import { useIntlLocale, useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { CollectFieldsCard } from '../components/collect-fields-card';
import { CollectLoader } from '../components/collect-loader';
import { ContributorsCard } from '../components/contributors-card';
import { DefaultFiltersCard } from '../components/default-filters-card';
import { DeleteCollectModal } from '../components/delete-collect-modal';
import { IndexStateCard } from '../components/index-state-card';
import { collectGridPath, editCollectPath } from '../utils/collect-paths';

/** `/{program_id}/collect_details/{collect_id}` (administrators and the program's managers). */
export default function CollectDetailsPage() {
  const programId = useRouteProgramId();
  const { collect_id: collectId } = useParams();
  return (
    <CollectLoader programId={programId} collectId={collectId}>
      {(collect) => <CollectDetails collect={collect} />}
    </CollectLoader>
  );
}

function CollectDetails({ collect }: { collect: Collect }) {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const localePath = useLocalePath();
  const [deleting, setDeleting] = useState(false);
  const title = collectTitle(collect, locale);

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={
          <Text size="sm" c="dimmed" component="span">
            {t('details.updated', { date: formatDateTime(collect.updated_at, intlLocale) })}
          </Text>
        }
        actions={
          <>
            <Button
              component={Link}
              to={localePath(collectGridPath(collect.program_id, collect._id))}
              leftSection={<IconTable size={16} />}
            >
              {t('details.openGrid')}
            </Button>
            <Button
              component={Link}
              to={localePath(editCollectPath(collect.program_id, collect._id))}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              {t('details.edit')}
            </Button>
            <Button
              component={Link}
              to={localePath(
                `${collectGridPath(collect.program_id, collect._id)}/attribution_rules`,
              )}
              variant="default"
              leftSection={<IconShieldLock size={16} />}
            >
              {t('details.accessRules')}
            </Button>
            {collect.source && WEBHOOK_SOURCE_TYPES.includes(collect.source.type) && (
              <Button
                component={Link}
                to={localePath(`${collectGridPath(collect.program_id, collect._id)}/webhook`)}
                variant="default"
                leftSection={<IconWebhook size={16} />}
              >
                {t('nav:webhook')}
              </Button>
            )}
            {collect.source?.type === 'GOOGLE_SHEET' && (
              // Its saved sheet, last sync, Sync now and schedule: the import screen's Sheet side.
              <Button
                component={Link}
                to={localePath(
                  `${collectGridPath(collect.program_id, collect._id)}/import?source=sheet`,
                )}
                variant="default"
                leftSection={<IconBrandGoogleDrive size={16} />}
              >
                {t('sheets:collectButton')}
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
            >
              {t('details.delete')}
            </Button>
          </>
        }
      />
      <RulesProgressNotice collectId={collect._id} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <CollectFieldsCard collect={collect} />
            <ContributorsCard collectId={collect._id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <IndexStateCard indexes={collect.indexes} />
            <DefaultFiltersCard collect={collect} />
          </Stack>
        </Grid.Col>
      </Grid>
      {deleting && <DeleteCollectModal collect={collect} onClose={() => setDeleting(false)} />}
    </Stack>
  );
}
