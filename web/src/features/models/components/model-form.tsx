import { Button, Card, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { createModelRequestSchema, type Model } from '@shared/contract/model.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { usePlainForm } from '@/lib/forms/use-plain-form';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useSaveModel } from '../api/save-model';
import { modelErrorMessage } from '../utils/model-error';
import { MODELS_PATH, modelPath } from '../utils/model-paths';

interface ModelFormProps {
  /** The model to update; none creates one. */
  model?: Model | undefined;
}

/**
 * Title and description; a new model opens on its page, ready for fields. Two text fields: plain
 * React state (usePlainForm), without react-hook-form on the screen's first load.
 */
export function ModelForm({ model }: ModelFormProps) {
  const { t } = useTranslation('models');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const save = useSaveModel();
  const form = usePlainForm(
    createModelRequestSchema,
    { title: model?.title ?? '', description: model?.description ?? '' },
    ['title', 'description'],
  );
  const { errors } = form;

  const onSubmit = form.handleSubmit(async (request) => {
    const saved = await save.mutateAsync({ modelId: model?._id, request });
    notifications.show({
      color: 'teal',
      message: t(model ? 'modelForm.updated' : 'modelForm.created', { title: saved.title }),
    });
    await navigate(localePath(modelPath(saved._id)));
  });

  return (
    <Card maw={720}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('modelForm.titleLabel')}
            description={t('modelForm.titleHint')}
            withAsterisk
            data-autofocus
            error={errors.title !== undefined ? t('modelForm.titleError') : null}
            {...form.text('title')}
          />
          <Textarea
            label={t('modelForm.description')}
            description={t('modelForm.descriptionHint')}
            autosize
            minRows={3}
            {...form.text('description')}
          />
          <FormErrorAlert message={save.error && modelErrorMessage(save.error, t)} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => void navigate(localePath(model ? modelPath(model._id) : MODELS_PATH))}
              disabled={save.isPending}
            >
              {t('modelForm.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {model ? t('modelForm.save') : t('modelForm.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
