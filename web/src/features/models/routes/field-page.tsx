import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isNotFound } from '@/lib/api-error';
import { useLocale } from '@/lib/i18n/use-locale';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { useModel } from '../api/get-model';
import { FieldForm } from '../components/field-form';
import { loadFormPreview } from '../components/lazy-form-preview';
import { ModelInUseAlert } from '../components/model-in-use-alert';
import { ModelNotFound } from '../components/model-not-found';

/**
 * `/admin/models/{id}/create_field` and `/admin/models/{id}/fields/edit/{field_id?}` (without a
 * field id it adds one too). The field is read from its model, which the page shows anyway.
 */
export default function FieldPage() {
  const { t } = useTranslation('models');
  const locale = useLocale();
  const { models_id: modelId = '', field_id: fieldId } = useParams();
  const model = useModel(modelId);
  useIdlePrefetch(loadFormPreview);

  if (model.isPending) return <PageLoader />;
  if (model.isError) {
    if (isNotFound(model.error)) return <ModelNotFound />;
    return <QueryError message={t('model.loadError')} onRetry={() => void model.refetch()} />;
  }
  const field = fieldId
    ? model.data.fields.find((candidate) => candidate._id === fieldId)
    : undefined;
  if (fieldId && !field) return <ModelNotFound message={t('fieldForm.notFound')} />;
  const title = field
    ? t('fieldForm.editTitle', { label: field.label[locale] || field.label.en })
    : t('fieldForm.createTitle', { title: model.data.title });

  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <ModelInUseAlert model={model.data} />
      <FieldForm key={field?._id ?? 'new'} model={model.data} field={field} />
    </Stack>
  );
}
