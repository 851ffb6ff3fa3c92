import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useModel } from '../api/get-model';
import { ModelForm } from '../components/model-form';
import { ModelNotFound } from '../components/model-not-found';

/**
 * `/admin/models/create_update_model` (`?model_id=` updates that model) and
 * `/admin/models/{id}/edit`: titled "update <title>" when a model is current, else "create".
 */
export default function ModelFormPage() {
  const { t } = useTranslation('models');
  const { models_id: fromPath } = useParams();
  const [search] = useSearchParams();
  const modelId = fromPath ?? search.get('model_id') ?? '';
  if (!modelId) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('modelForm.createTitle')} />
        <ModelForm />
      </Stack>
    );
  }
  return <UpdateModel modelId={modelId} />;
}

function UpdateModel({ modelId }: { modelId: string }) {
  const { t } = useTranslation('models');
  const model = useModel(modelId);
  if (model.isPending) return <PageLoader />;
  if (model.isError) {
    if (isNotFound(model.error)) return <ModelNotFound />;
    return <QueryError message={t('model.loadError')} onRetry={() => void model.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('modelForm.updateTitle', { title: model.data.title })} />
      <ModelForm key={model.data._id} model={model.data} />
    </Stack>
  );
}
