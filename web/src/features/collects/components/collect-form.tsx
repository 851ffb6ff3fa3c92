import { useUnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Alert, Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import {
  FIELDS_TO_DISPLAY_MAX,
  FILTERABLE_FIELDS_MAX,
  MATCHED_FIELDS_MAX,
  type Collect,
} from '@shared/contract/collect.schema';
import type { ModelField } from '@shared/contract/model.schema';
import { isFilterableField } from '@shared/contract/record-query.schema';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldLabel } from '@/components/fields/field-text';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { usePlainForm } from '@/lib/forms/use-plain-form';
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
} from '../utils/collect-form-values';
import { collectDetailsPath, collectGridPath, collectsPath } from '../utils/collect-paths';
import grid from '@/components/form-grid.module.css';
import { FieldsPicker } from './fields-picker';
import { ModelPicker } from './model-picker';
import { SourceTypePicker } from './source-type-picker';

type FormField = keyof CollectFormInput;

interface CollectFormProps {
  programId: string;
  /** The collect to change; none creates one. */
  collect?: Collect | undefined;
}

/**
 * Title, model, the grid's columns, filters and matched fields, and the source. A new collect
 * opens on its grid; a changed one on its details (where its index build shows). Flat values:
 * plain React state (usePlainForm), without react-hook-form on the screens' first load.
 */
export function CollectForm({ programId, collect }: CollectFormProps) {
  const { t } = useTranslation('collects');
  const locale = useLocale();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const save = useSaveCollect();
  const form = usePlainForm(collectFormSchema, collectFormDefaults(collect), COLLECT_FORM_FIELDS, {
    serverMessage: (issue, field) =>
      issue.code === 'NOT_FOUND' && field === 'model'
        ? 'form.serverErrors.modelGone'
        : `form.serverErrors.${field}`,
  });
  const { errors, isDirty, isSubmitting } = form;
  const modelId = form.values.model;
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
    const error = errors[name];
    if (!error) return undefined;
    if (error.fromServer && error.message) return t(error.message);
    return t(`form.errors.${name}`);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const savedId = await save.mutateAsync(
      collect
        ? { programId, collectId: collect._id, request: updateRequest(values, collect) }
        : { programId, request: createRequest(values, fields !== undefined) },
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <div className={grid.pair}>
            <TextInput
              label={t('form.title')}
              description={t('form.titleHint')}
              withAsterisk
              data-autofocus
              error={errorText('title')}
              {...form.text('title')}
            />
            <TextInput
              label={t('form.titleFr')}
              description={t('form.titleFrHint')}
              lang="fr"
              error={errorText('title_fr')}
              {...form.text('title_fr')}
            />
          </div>
          <ModelPicker
            value={form.values.model}
            onChange={(next) =>
              // The lists name the previous model's fields.
              form.patch({
                model: next,
                fieldsToDisplay: [],
                filterable_fields: [],
                matched_fields: [],
              })
            }
            current={
              collect?.model_id && collect.model_title
                ? { _id: collect.model_id, title: collect.model_title }
                : null
            }
            description={collect ? t('form.modelLockedHint') : undefined}
            error={errorText('model')}
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
              <FieldsPicker
                label={t('form.fieldsToDisplay')}
                description={t('form.fieldsToDisplayHint', { max: FIELDS_TO_DISPLAY_MAX })}
                choices={choices(() => true)}
                value={form.values.fieldsToDisplay}
                onChange={(next) => form.set('fieldsToDisplay', next)}
                max={FIELDS_TO_DISPLAY_MAX}
                error={errorText('fieldsToDisplay')}
                ordered
              />
              <FieldsPicker
                label={t('form.filterableFields')}
                description={t('form.filterableFieldsHint', { max: FILTERABLE_FIELDS_MAX })}
                choices={choices(isFilterableField)}
                value={form.values.filterable_fields}
                onChange={(next) => form.set('filterable_fields', next)}
                max={FILTERABLE_FIELDS_MAX}
                error={errorText('filterable_fields')}
              />
              <FieldsPicker
                label={t('form.matchedFields')}
                description={t('form.matchedFieldsHint', { max: MATCHED_FIELDS_MAX })}
                choices={choices((candidate) => candidate.input_method !== 'FILE_UPLOAD')}
                value={form.values.matched_fields}
                onChange={(next) => form.set('matched_fields', next)}
                max={MATCHED_FIELDS_MAX}
                error={errorText('matched_fields')}
              />
            </Stack>
          )}
          <SourceTypePicker
            value={form.values.source}
            onChange={(next) => form.set('source', next)}
            error={errorText('source')}
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
