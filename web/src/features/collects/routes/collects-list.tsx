import { Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconDatabaseOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useRouteProgramId } from '@/lib/program/use-route-program-id';
import { useSubject } from '@/lib/session/subject';
import { useAvailableModels } from '../api/get-available-models';
import { CollectCard } from '../components/collect-card';
import { canManageCollects } from '../utils/can-manage-collects';
import { createCollectPath } from '../utils/collect-paths';

/** `/{program_id}/collects`: the program's collects, each opening its grid. */
export default function CollectsListPage() {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const localePath = useLocalePath();
  const programId = useRouteProgramId();
  const canManage = canManageCollects(useSubject(), programId);
  const collects = useProgramCollects(programId);
  // Only those who may create collects may list models (a contributor would be refused).
  const models = useAvailableModels(undefined, canManage);
  const modelTitles = new Map((models.data ?? []).map((model) => [model._id, model.title]));
  const sorted = [...(collects.data ?? [])].sort((a, b) =>
    collectTitle(a, locale).localeCompare(collectTitle(b, locale), locale),
  );

  const create = canManage ? (
    <Button
      component={Link}
      to={localePath(createCollectPath(programId))}
      leftSection={<IconPlus size={18} />}
    >
      {t('list.create')}
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <PageHeader title={t('list.title')} description={t('list.subtitle')} actions={create} />
      {collects.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          aria-busy="true"
          aria-label={t('list.loading')}
        >
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={150} radius="lg" />
          ))}
        </SimpleGrid>
      ) : collects.isError ? (
        <QueryError message={t('list.loadError')} onRetry={() => void collects.refetch()} />
      ) : sorted.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconDatabaseOff size={28} />}
            title={t('list.emptyTitle')}
            description={canManage ? t('list.emptyManager') : t('list.emptyContributor')}
            action={create}
          />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {sorted.map((collect) => (
            <CollectCard
              key={collect._id}
              collect={collect}
              modelTitle={collect.model_id ? (modelTitles.get(collect.model_id) ?? null) : null}
              canManage={canManage}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
