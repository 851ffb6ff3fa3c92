import { Button, Card, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { INPUT_METHODS, type FieldDatatype, type InputMethod } from '@shared/constants';
import {
  DATATYPES_BY_INPUT_METHOD,
  ruleFits,
  takesOptions,
} from '@shared/contract/field-coherence';
import type { RecordField } from '@shared/contract/field.schema';
import type { Model, ModelField } from '@shared/contract/model.schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import grid from '@/components/form-grid.module.css';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { fieldsNamed } from '@/lib/forms/server-field-errors';
import { usePlainForm } from '@/lib/forms/use-plain-form';
import { useLocale, useLocalePath } from '@/lib/i18n/use-locale';
import { useSaveField } from '../api/save-field';
import { fieldFormSchema, parsedField } from '../utils/field-form-schema';
import {
  fieldFormDefaults,
  fieldIssueKey,
  suggestVariable,
  type FieldFormValues,
} from '../utils/field-form-values';
import { modelErrorMessage } from '../utils/model-error';
import { modelPath } from '../utils/model-paths';
import classes from './field-form.module.css';
import { LazyFormPreview } from './lazy-form-preview';
import { OptionsEditor } from './options-editor';
import { RulesEditor } from './rules-editor';

// Where the api's refusals go: an option's or a rule's is said under its list.
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
// In the order the form shows them.
const FIELDS = [
  'label',
  'variable',
  'help',
  'input_method',
  'datatype',
  'options',
  'validation_rules',
] as const;

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
  // Plain React state (usePlainForm): no react-hook-form on the field page's first load. Checked
  // on the first submit, then on every change: no message while a row is half-typed.
  const [defaults] = useState(() => fieldFormDefaults(field));
  const form = usePlainForm(fieldFormSchema, defaults, FIELDS, {
    messageOf: fieldIssueKey,
    fieldOf: FIELD_PATHS,
    serverMessage: (issue) =>
      issue.code === 'ALREADY_EXISTS'
        ? 'fieldForm.errors.variableTaken'
        : issue.code === 'CONFLICT'
          ? 'fieldForm.errors.locked'
          : fieldIssueKey(issue.path.split('.')),
  });
  const { values } = form;
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
  const message = (path: string) => {
    const key = form.errorAt(path)?.message;
    return key ? t(key) : null;
  };

  const changeMethod = (method: InputMethod) => {
    const current = values.datatype;
    const datatype: FieldDatatype = DATATYPES_BY_INPUT_METHOD[method].includes(current)
      ? current
      : (DATATYPES_BY_INPUT_METHOD[method][0] ?? 'STRING');
    form.patch({ input_method: method, datatype, ...adjustedTo(method, datatype) });
  };

  /** Rules that no longer fit go; a list input starts with one empty option. */
  const adjustedTo = (method: InputMethod, datatype: FieldDatatype): Partial<FieldFormValues> => {
    const rules = values.validation_rules;
    const fitting = rules.filter((entry) => ruleFits(entry.rule, method, datatype));
    return {
      ...(fitting.length !== rules.length && { validation_rules: fitting }),
      ...(takesOptions(method, datatype) &&
        values.options.length === 0 && { options: [{ value: '', label: { en: '', fr: '' } }] }),
    };
  };

  // The variable follows the English label of a new field until it is written by hand.
  const [variableWritten, setVariableWritten] = useState(false);
  const labelEn = form.text('label.en');
  const variableInput = form.text('variable');

  const onSubmit = form.handleSubmit(async (definition) => {
    const saved = await save.mutateAsync({
      modelId: model._id,
      fieldId: field?._id,
      field: definition,
    });
    notifications.show({
      color: 'teal',
      message: t(field ? 'fieldForm.updated' : 'fieldForm.created', {
        label: saved.label[locale] || saved.label.en,
      }),
    });
    await navigate(localePath(modelPath(model._id)));
  });

  return (
    <div className={classes.layout}>
      <div>
        <Card>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="lg">
              <Fieldset legend={t('fieldForm.question')}>
                <Stack gap="sm">
                  <div className={grid.pair}>
                    <TextInput
                      label={t('fieldForm.labelEn')}
                      lang="en"
                      withAsterisk
                      data-autofocus
                      error={message('label.en')}
                      {...labelEn}
                      onChange={(event) => {
                        const en = event.currentTarget.value;
                        if (field || variableWritten) labelEn.onChange(event);
                        else {
                          form.patch({
                            label: { ...values.label, en },
                            variable: suggestVariable(en),
                          });
                        }
                      }}
                    />
                    <TextInput
                      label={t('fieldForm.labelFr')}
                      lang="fr"
                      withAsterisk
                      error={message('label.fr')}
                      {...form.text('label.fr')}
                    />
                  </div>
                  <TextInput
                    label={t('fieldForm.variable')}
                    description={
                      locked ? t('fieldForm.variableLocked') : t('fieldForm.variableHint')
                    }
                    withAsterisk
                    readOnly={locked}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    error={message('variable')}
                    {...variableInput}
                    onChange={(event) => {
                      setVariableWritten(event.currentTarget.value !== defaults.variable);
                      variableInput.onChange(event);
                    }}
                  />
                  <div className={grid.pair}>
                    <Textarea
                      label={t('fieldForm.helpEn')}
                      description={t('fieldForm.helpHint')}
                      lang="en"
                      autosize
                      minRows={1}
                      error={message('help.en')}
                      {...form.text('help.en')}
                    />
                    <Textarea
                      label={t('fieldForm.helpFr')}
                      description={t('fieldForm.helpHint')}
                      lang="fr"
                      autosize
                      minRows={1}
                      error={message('help.fr')}
                      {...form.text('help.fr')}
                    />
                  </div>
                </Stack>
              </Fieldset>
              <Fieldset legend={t('fieldForm.input')}>
                <div className={grid.pair}>
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
                    error={message('input_method')}
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
                      form.patch({ datatype, ...adjustedTo(values.input_method, datatype) });
                    }}
                    disabled={locked || datatypes.length === 1}
                    allowDeselect={false}
                    error={message('datatype')}
                  />
                </div>
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
      </div>
      <div>
        <LivePreview model={model} field={field} values={values} />
      </div>
    </div>
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
