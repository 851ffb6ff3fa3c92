import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  FIELDS_TO_DISPLAY_MAX,
  FILTERABLE_FIELDS_MAX,
  MATCHED_FIELDS_MAX,
  type Collect,
} from '@shared/contract/collect.schema';
import type { ModelField } from '@shared/contract/model.schema';
import { isFilterableField } from '@shared/contract/record-query.schema';
import { IconInfoCircle } from '@tabler/icons-react';

import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldLabel } from '@/components/fields/field-text';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import {
  fieldsNamed,
  SERVER_FIELD_ERROR,
  setServerFieldErrors,
} from '@/lib/forms/server-field-errors';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useModelFields } from '../api/get-model-fields';
import { useSaveCollect } from '../api/save-collect';
import {
  COLLECT_FORM_FIELDS,
  collectFormDefaults,
  collectFormSchema,
  createRequest,
  updateRequest,
  type CollectFormInput,
  type CollectFormValues,
} from '../utils/collect-form-values';
import { collectDetailsPath, collectGridPath, collectsPath } from '../utils/collect-paths';
import { FieldsPicker } from './fields-picker';
import { ModelPicker } from './model-picker';
import { SourceTypePicker } from './source-type-picker';

type FormField = FieldPath<CollectFormInput>;
const fieldOf = fieldsNamed<CollectFormInput>(COLLECT_FORM_FIELDS);

interface CollectFormProps {
  programId: string;
  /** The collect to change; none creates one. */
  collect?: Collect | undefined;
}

/**
 * Title, model, the grid's columns, filters and matched fields, and the source. A new collect
 * opens on its grid; a changed one on its details (where its index build shows).
 */
export function CollectForm({ programId, collect }: CollectFormProps) {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const save = useSaveCollect();
  const form = useForm<CollectFormInput, unknown, CollectFormValues>({
    resolver: zodResolver(collectFormSchema),
    defaultValues: collectFormDefaults(collect),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const modelId = useWatch({ control: form.control, name: 'model' });
  const keepsModel = collect !== undefined && modelId === collect.model_id;
  // The form is behind the admin-or-manager guard: both may read a model they may pick.
  const modelFields = useModelFields(modelId, !keepsModel);
  const fields: readonly ModelField[] | undefined = keepsModel ? collect.fields : modelFields.data;

  // A save in progress ends on the saved collect's page: that navigation loses nothing.
  const guard = useUnsavedChangesGuard(() => isDirty && !isSubmitting, {
    title: t('unsaved.title'),
    body: t('unsaved.body'),
    leave: t('unsaved.leave'),
  });

  const errorText = (name: FormField) => {
    const error = errors[name as keyof typeof errors];
    if (!error) return undefined;
    if (error.type === SERVER_FIELD_ERROR && error.message) return t(error.message);
    return t(`form.errors.${name}`);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const savedId = await save.mutateAsync(
      collect
        ? { programId, collectId: collect._id, request: updateRequest(values, collect) }
        : { programId, request: createRequest(values, fields !== undefined) },
      {
        onError: (error) =>
          setServerFieldErrors(error, form.setError, fieldOf, (issue) => {
            const field = fieldOf(issue.path);
            return issue.code === 'NOT_FOUND' && field === 'model'
              ? 'form.serverErrors.modelGone'
              : `form.serverErrors.${field ?? 'other'}`;
          }),
      },
    );
    notifications.show({
      color: 'teal',
      message: t(collect ? 'form.updated' : 'form.created', { title: values.title }),
    });
    await navigate(
      localePath(
        collect ? collectDetailsPath(programId, savedId) : collectGridPath(programId, savedId),
      ),
    );
  });

  const choices = (keep: (field: ModelField) => boolean) =>
    (fields ?? [])
      .filter(keep)
      .map((field) => ({ value: field.variable, label: fieldLabel(field, locale) }));

  const cancelTo = collect ? collectDetailsPath(programId, collect._id) : collectsPath(programId);

  return (
    <Card maw={880}>
      {guard.prompt}
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('form.title')}
              description={t('form.titleHint')}
              withAsterisk
              data-autofocus
              error={errorText('title')}
              {...form.register('title')}
            />
            <TextInput
              label={t('form.titleFr')}
              description={t('form.titleFrHint')}
              lang="fr"
              error={errorText('title_fr')}
              {...form.register('title_fr')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="model"
            render={({ field }) => (
              <ModelPicker
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  // The lists name the previous model's fields.
                  form.setValue('fieldsToDisplay', [], { shouldDirty: true });
                  form.setValue('filterable_fields', [], { shouldDirty: true });
                  form.setValue('matched_fields', [], { shouldDirty: true });
                }}
                current={
                  collect?.model_id && collect.model_title
                    ? { _id: collect.model_id, title: collect.model_title }
                    : null
                }
                description={collect ? t('form.modelLockedHint') : undefined}
                error={errorText('model')}
              />
            )}
          />
          <Title order={2} fz="h4">
            {t('form.gridSection')}
          </Title>
          {!modelId ? (
            <Alert variant="light" icon={<IconInfoCircle size={18} />}>
              {t('form.pickModelFirst')}
            </Alert>
          ) : fields === undefined && modelFields.isError ? (
            <FormErrorAlert message={t('form.fieldsError')} />
          ) : fields === undefined ? (
            <Alert variant="light" icon={<IconInfoCircle size={18} />}>
              {t('form.fieldsLoading')}
            </Alert>
          ) : (
            <Stack gap="md">
              <Controller
                control={form.control}
                name="fieldsToDisplay"
                render={({ field }) => (
                  <FieldsPicker
                    label={t('form.fieldsToDisplay')}
                    description={t('form.fieldsToDisplayHint', { max: FIELDS_TO_DISPLAY_MAX })}
                    choices={choices(() => true)}
                    value={field.value}
                    onChange={field.onChange}
                    max={FIELDS_TO_DISPLAY_MAX}
                    error={errorText('fieldsToDisplay')}
                    ordered
                  />
                )}
              />
              <Controller
                control={form.control}
                name="filterable_fields"
                render={({ field }) => (
                  <FieldsPicker
                    label={t('form.filterableFields')}
                    description={t('form.filterableFieldsHint', { max: FILTERABLE_FIELDS_MAX })}
                    choices={choices(isFilterableField)}
                    value={field.value}
                    onChange={field.onChange}
                    max={FILTERABLE_FIELDS_MAX}
                    error={errorText('filterable_fields')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="matched_fields"
                render={({ field }) => (
                  <FieldsPicker
                    label={t('form.matchedFields')}
                    description={t('form.matchedFieldsHint', { max: MATCHED_FIELDS_MAX })}
                    choices={choices((candidate) => candidate.input_method !== 'FILE_UPLOAD')}
                    value={field.value}
                    onChange={field.onChange}
                    max={MATCHED_FIELDS_MAX}
                    error={errorText('matched_fields')}
                  />
                )}
              />
            </Stack>
          )}
          <Controller
            control={form.control}
            name="source"
            render={({ field }) => (
              <SourceTypePicker
                value={field.value}
                onChange={field.onChange}
                error={errorText('source')}
              />
            )}
          />
          <FormErrorAlert message={save.error && t(errorMessageKey(save.error, 'collect'))} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => void navigate(localePath(cancelTo))}
              disabled={save.isPending}
            >
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {collect ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
