import {
  Button,
  Card,
  Fieldset,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { INPUT_METHODS, type FieldDatatype, type InputMethod } from '@shared/constants';
import {
  DATATYPES_BY_INPUT_METHOD,
  ruleFits,
  takesOptions,
} from '@shared/contract/field-coherence';
import type { FieldDefinition, RecordField } from '@shared/contract/field.schema';
import type { Model, ModelField } from '@shared/contract/model.schema';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { fieldsNamed, setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useSaveField } from '../api/save-field';
import { fieldFormResolver, parsedField } from '../utils/field-form-resolver';
import {
  fieldFormDefaults,
  fieldIssueKey,
  suggestVariable,
  type FieldFormValues,
} from '../utils/field-form-values';
import { modelErrorMessage } from '../utils/model-error';
import { modelPath } from '../utils/model-paths';
import { LazyFormPreview } from './lazy-form-preview';
import { OptionsEditor } from './options-editor';
import { RulesEditor } from './rules-editor';

const FIELD_PATHS = fieldsNamed<FieldFormValues>([
  'label.en',
  'label.fr',
  'variable',
  'datatype',
  'input_method',
  'options',
  'validation_rules',
  'help.en',
  'help.fr',
]);

interface FieldFormProps {
  model: Model;
  /** The field to edit; none adds one at the end of the model. */
  field?: ModelField | undefined;
}

/**
 * A field's question, input, options and rules, beside the model's form as a contributor will
 * see it with this field as it is being written.
 */
export function FieldForm({ model, field }: FieldFormProps) {
  const { t } = useTranslation('models');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const locale = useLocale();
  const save = useSaveField();
  const form = useForm<FieldFormValues, unknown, FieldDefinition>({
    resolver: fieldFormResolver,
    defaultValues: fieldFormDefaults(field),
    // Checked on the first submit, then on every change: no message while a row is half-typed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [label, variable, input_method, datatype, options, validation_rules, help] = useWatch({
    control: form.control,
    name: ['label', 'variable', 'input_method', 'datatype', 'options', 'validation_rules', 'help'],
  });
  const values: FieldFormValues = {
    label,
    variable,
    input_method,
    datatype,
    options,
    validation_rules,
    help,
  };
  // A model in use keeps its variables, datatypes and option values (its records hold them).
  const locked = Boolean(field) && model.used_by_count > 0;
  const kept = useMemo(
    () => new Set(locked ? (field?.options ?? []).map((option) => option.value) : []),
    [locked, field],
  );
  const methods = INPUT_METHODS.filter(
    (method) => !locked || !field || DATATYPES_BY_INPUT_METHOD[method].includes(field.datatype),
  );
  const datatypes = DATATYPES_BY_INPUT_METHOD[values.input_method];
  const message = (key: string | undefined) => (key ? t(key) : null);

  const changeMethod = (method: InputMethod) => {
    const current = form.getValues('datatype');
    const datatype: FieldDatatype = DATATYPES_BY_INPUT_METHOD[method].includes(current)
      ? current
      : (DATATYPES_BY_INPUT_METHOD[method][0] ?? 'STRING');
    form.setValue('input_method', method, { shouldDirty: true });
    form.setValue('datatype', datatype, { shouldDirty: true });
    adjustTo(method, datatype);
  };

  /** Rules that no longer fit go; a list input starts with one empty option. */
  const adjustTo = (method: InputMethod, datatype: FieldDatatype) => {
    const rules = form.getValues('validation_rules');
    const fitting = rules.filter((entry) => ruleFits(entry.rule, method, datatype));
    if (fitting.length !== rules.length) form.setValue('validation_rules', fitting);
    if (takesOptions(method, datatype) && form.getValues('options').length === 0) {
      form.setValue('options', [{ value: '', label: { en: '', fr: '' } }]);
    }
  };

  const onSubmit = form.handleSubmit(async (definition) => {
    const saved = await save.mutateAsync(
      { modelId: model._id, fieldId: field?._id, field: definition },
      {
        onError: (error) =>
          setServerFieldErrors(error, form.setError, FIELD_PATHS, (issue) =>
            issue.code === 'ALREADY_EXISTS'
              ? 'fieldForm.errors.variableTaken'
              : issue.code === 'CONFLICT'
                ? 'fieldForm.errors.locked'
                : fieldIssueKey(issue.path.split('.')),
          ),
      },
    );
    notifications.show({
      color: 'teal',
      message: t(field ? 'fieldForm.updated' : 'fieldForm.created', {
        label: saved.label[locale] || saved.label.en,
      }),
    });
    await navigate(localePath(modelPath(model._id)));
  });

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Card>
          <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
            <Stack gap="lg">
              <Fieldset legend={t('fieldForm.question')}>
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label={t('fieldForm.labelEn')}
                      lang="en"
                      withAsterisk
                      data-autofocus
                      error={message(errors.label?.en?.message)}
                      {...form.register('label.en', {
                        onChange: (event: { target: { value: string } }) => {
                          if (!field && !form.getFieldState('variable').isDirty) {
                            form.setValue('variable', suggestVariable(event.target.value));
                          }
                        },
                      })}
                    />
                    <TextInput
                      label={t('fieldForm.labelFr')}
                      lang="fr"
                      withAsterisk
                      error={message(errors.label?.fr?.message)}
                      {...form.register('label.fr')}
                    />
                  </SimpleGrid>
                  <TextInput
                    label={t('fieldForm.variable')}
                    description={
                      locked ? t('fieldForm.variableLocked') : t('fieldForm.variableHint')
                    }
                    withAsterisk
                    readOnly={locked}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    error={message(errors.variable?.message)}
                    {...form.register('variable')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <Textarea
                      label={t('fieldForm.helpEn')}
                      description={t('fieldForm.helpHint')}
                      lang="en"
                      autosize
                      minRows={1}
                      error={message(errors.help?.en?.message)}
                      {...form.register('help.en')}
                    />
                    <Textarea
                      label={t('fieldForm.helpFr')}
                      description={t('fieldForm.helpHint')}
                      lang="fr"
                      autosize
                      minRows={1}
                      error={message(errors.help?.fr?.message)}
                      {...form.register('help.fr')}
                    />
                  </SimpleGrid>
                </Stack>
              </Fieldset>
              <Fieldset legend={t('fieldForm.input')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={t('fieldForm.inputMethod')}
                    data={methods.map((method) => ({
                      value: method,
                      label: t(`inputMethods.${method}`),
                    }))}
                    value={values.input_method}
                    onChange={(value) => {
                      const method = INPUT_METHODS.find((candidate) => candidate === value);
                      if (method) changeMethod(method);
                    }}
                    allowDeselect={false}
                    error={message(errors.input_method?.message)}
                  />
                  <Select
                    label={t('fieldForm.datatype')}
                    description={locked ? t('fieldForm.datatypeLocked') : undefined}
                    data={datatypes.map((datatype) => ({
                      value: datatype,
                      label: t(`datatypes.${datatype}`),
                    }))}
                    value={values.datatype}
                    onChange={(value) => {
                      const datatype = datatypes.find((candidate) => candidate === value);
                      if (!datatype) return;
                      form.setValue('datatype', datatype, { shouldDirty: true });
                      adjustTo(values.input_method, datatype);
                    }}
                    disabled={locked || datatypes.length === 1}
                    allowDeselect={false}
                    error={message(errors.datatype?.message)}
                  />
                </SimpleGrid>
              </Fieldset>
              {takesOptions(values.input_method, values.datatype) && (
                <OptionsEditor form={form} kept={kept} />
              )}
              <RulesEditor form={form} />
              <FormErrorAlert message={save.error && modelErrorMessage(save.error, t)} />
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={() => void navigate(localePath(modelPath(model._id)))}
                  disabled={save.isPending}
                >
                  {t('fieldForm.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {field ? t('fieldForm.save') : t('fieldForm.create')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <LivePreview model={model} field={field} values={values} />
      </Grid.Col>
    </Grid>
  );
}

/** The model's form with this field as written so far (as last coherent, while it is not). */
function LivePreview({
  model,
  field,
  values,
}: {
  model: Model;
  field: ModelField | undefined;
  values: FieldFormValues;
}) {
  const [edited, setEdited] = useState<RecordField | null>(field ?? null);
  const current = parsedField(values);
  // While the field is being written it may be incoherent: the preview keeps its last good form.
  if (current && JSON.stringify(current) !== JSON.stringify(edited)) setEdited(current);
  const fields: RecordField[] = model.fields.flatMap((other) =>
    other._id === field?._id ? (edited ? [edited] : []) : [other],
  );
  if (!field && edited) fields.push(edited);
  return <LazyFormPreview fields={fields} />;
}
