import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createModelRequestSchema, type Model } from '@shared/contract/model.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '@/components/form-error-alert';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useSaveModel } from '../api/save-model';
import { modelErrorMessage } from '../utils/model-error';
import { MODELS_PATH, modelPath } from '../utils/model-paths';

type ModelFormInput = z.input<typeof createModelRequestSchema>;
type ModelFormValues = z.output<typeof createModelRequestSchema>;
const MODEL_FIELDS = fieldsNamed<ModelFormInput>(['title', 'description']);

interface ModelFormProps {
  /** The model to update; none creates one. */
  model?: Model | undefined;
}

/** Title and description; a new model opens on its page, ready for fields. */
export function ModelForm({ model }: ModelFormProps) {
  const { t } = useTranslation('models');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const save = useSaveModel();
  const form = useForm<ModelFormInput, unknown, ModelFormValues>({
    resolver: zodResolver(createModelRequestSchema),
    defaultValues: { title: model?.title ?? '', description: model?.description ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    const saved = await save.mutateAsync(
      { modelId: model?._id, request },
      { onError: (error) => setServerFieldErrors(error, form.setError, MODEL_FIELDS) },
    );
    notifications.show({
      color: 'teal',
      message: t(model ? 'modelForm.updated' : 'modelForm.created', { title: saved.title }),
    });
    await navigate(localePath(modelPath(saved._id)));
  });

  return (
    <Card maw={720}>
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('modelForm.titleLabel')}
            description={t('modelForm.titleHint')}
            withAsterisk
            data-autofocus
            error={errors.title ? t('modelForm.titleError') : null}
            {...form.register('title')}
          />
          <Textarea
            label={t('modelForm.description')}
            description={t('modelForm.descriptionHint')}
            autosize
            minRows={3}
            {...form.register('description')}
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
