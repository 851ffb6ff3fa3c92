import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTemplate, IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { SearchInput } from '@/components/search-input';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useListParams } from '@/lib/use-list-params';
import { useModels } from '../api/get-models';
import { ModelsTable } from '../components/models-table';
import { MODELS_PATH } from '../utils/model-paths';

/** `/admin/models`: every model by title, searchable, read on with "show more". */
export default function ModelsListPage() {
  const { t } = useTranslation('models');
  const localePath = useLocalePath();
  const params = useListParams();
  const keywords = params.get('keywords');
  const models = useModels(keywords || undefined);
  const pages = models.data?.pages ?? [];
  const shown = pages.flatMap((page) => page.models);
  const total = pages[0]?.totalItems ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        description={t('list.subtitle')}
        actions={
          <Button
            component={Link}
            to={localePath(`${MODELS_PATH}/create_update_model`)}
            leftSection={<IconPlus size={18} />}
          >
            {t('list.create')}
          </Button>
        }
      />
      <Group gap="sm">
        <SearchInput
          label={t('list.search')}
          value={keywords}
          onChange={(value) => params.setFilter('keywords', value)}
        />
      </Group>
      {models.isPending ? (
        <PageLoader />
      ) : models.isError ? (
        <QueryError message={t('list.loadError')} onRetry={() => void models.refetch()} />
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState
            order={3}
            icon={keywords ? <IconZoomQuestion size={28} /> : <IconTemplate size={28} />}
            title={keywords ? t('list.empty.filteredTitle') : t('list.empty.title')}
            description={keywords ? t('list.empty.filtered') : t('list.empty.description')}
          />
        </Card>
      ) : (
        <>
          <Card padding={0}>
            <ModelsTable models={shown} />
          </Card>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('list.shown', { shown: shown.length, total })}
            </Text>
            {models.hasNextPage && (
              <Button
                variant="default"
                loading={models.isFetchingNextPage}
                onClick={() => void models.fetchNextPage()}
              >
                {t('list.loadMore')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
