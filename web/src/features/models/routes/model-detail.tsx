import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ModelField } from '@shared/contract/model.schema';
import { IconForms, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useModel } from '../api/get-model';
import { DeleteFieldModal } from '../components/delete-field-modal';
import { DeleteModelModal } from '../components/delete-model-modal';
import { FieldList } from '../components/field-list';
import { LazyFormPreview, loadFormPreview } from '../components/lazy-form-preview';
import { ModelInUseAlert } from '../components/model-in-use-alert';
import { ModelNotFound } from '../components/model-not-found';
import { createFieldPath, editModelPath } from '../utils/model-paths';

/** `/admin/models/{id}`: the model, its fields in order (to reorder) and the form they make. */
export default function ModelDetailPage() {
  const { t } = useTranslation('models');
  const localePath = useLocalePath();
  const { models_id: modelId = '' } = useParams();
  const model = useModel(modelId);
  useIdlePrefetch(loadFormPreview);
  const [deletingModel, setDeletingModel] = useState(false);
  const [deletingField, setDeletingField] = useState<ModelField | null>(null);

  if (model.isPending) return <PageLoader />;
  if (model.isError) {
    if (isNotFound(model.error)) return <ModelNotFound />;
    return <QueryError message={t('model.loadError')} onRetry={() => void model.refetch()} />;
  }
  const { data } = model;
  const addField = (
    <Button
      component={Link}
      to={localePath(createFieldPath(data._id))}
      leftSection={<IconPlus size={18} />}
    >
      {t('model.addField')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={data.title}
        description={
          <>
            {data.description && <Text>{data.description}</Text>}
            <Text size="sm">{t('model.fieldsCount', { count: data.fields.length })}</Text>
          </>
        }
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to={localePath(editModelPath(data._id))}
              leftSection={<IconPencil size={18} />}
            >
              {t('model.edit')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} />}
              onClick={() => setDeletingModel(true)}
            >
              {t('model.delete')}
            </Button>
            {addField}
          </>
        }
      />
      <ModelInUseAlert model={data} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card padding={0} component="section" aria-labelledby="model-fields-title">
            <Stack gap={4} p="md">
              <Title order={2} fz="h4" id="model-fields-title">
                {t('model.fields')}
              </Title>
              {data.fields.length > 1 && (
                <Text size="sm" c="dimmed">
                  {t('model.fieldsHint')}
                </Text>
              )}
            </Stack>
            {data.fields.length === 0 ? (
              <EmptyState
                order={3}
                icon={<IconForms size={28} />}
                title={t('model.noFields.title')}
                description={t('model.noFields.description')}
                action={<Group justify="center">{addField}</Group>}
              />
            ) : (
              <FieldList model={data} onDelete={setDeletingField} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <LazyFormPreview fields={data.fields} />
        </Grid.Col>
      </Grid>
      <DeleteModelModal
        model={data}
        opened={deletingModel}
        onClose={() => setDeletingModel(false)}
      />
      {deletingField && (
        <DeleteFieldModal field={deletingField} onClose={() => setDeletingField(null)} />
      )}
    </Stack>
  );
}
