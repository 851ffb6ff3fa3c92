import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@/lib/notifications';
import type { Collect } from '@shared/contract/collect.schema';
import { groupableFields, numericFields } from '@shared/contract/report-fields';
import { GRAPHIC_TYPES, GROUPING_OPERATORS } from '@shared/contract/report.schema';
import type { ComputedGraphic } from '@shared/contract/report.schema';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useFocusReturn } from '@/components/use-focus-return';
import { useCollect } from '@/lib/collect/get-collect';
import { setServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import { useGraphicPreview } from '../api/get-graphic-preview';
import { useSaveGraphic } from '../api/save-graphic';
import {
  EMPTY_GRAPHIC_FORM,
  formValuesOf,
  graphicFormSchema,
  graphicInputOf,
  previewInputOf,
} from '../utils/graphic-form';
import type { GraphicFormValues } from '../utils/graphic-form';
import { FilterRows } from './filter-rows';
import { GraphicFigure } from '@/components/report/graphic-figure';

interface GraphicEditorProps {
  programId: string;
  /** The graphic to change; none adds one. */
  graphic?: ComputedGraphic | undefined;
  onClose: () => void;
}

/** Where the api's field names land on the form. */
function formFieldOf(path: string): FieldPath<GraphicFormValues> | null {
  if (path === 'title.en' || path === 'title') return 'titleEn';
  if (path === 'title.fr') return 'titleFr';
  if (path.startsWith('filters')) return 'filters';
  const direct = ['type', 'collectId', 'groupBy', 'groupingOperator', 'indicator'] as const;
  return direct.find((field) => path === field) ?? null;
}

/** A modal to build a graphic, its figures previewed live beside the form. */
export function GraphicEditor({ programId, graphic, onClose }: GraphicEditorProps) {
  const { t } = useTranslation('reports');
  useFocusReturn();
  const locale = useLocale();
  const collects = useProgramCollects(programId);
  const save = useSaveGraphic();
  const form = useForm<GraphicFormValues>({
    resolver: zodResolver(graphicFormSchema),
    defaultValues: graphic ? formValuesOf(graphic) : EMPTY_GRAPHIC_FORM,
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as GraphicFormValues;
  const collect = useCollect(values.collectId, Boolean(values.collectId));
  const fields = collect.data?.fields ?? [];
  const booleans = new Set(
    fields.filter((field) => field.datatype === 'BOOLEAN').map((field) => field.variable),
  );
  const [debounced] = useDebouncedValue(previewInputOf(values, booleans), 400);
  const preview = useGraphicPreview(programId, debounced);

  const label = (field: { label: { en: string; fr: string } }) =>
    field.label[locale] || field.label.en;
  const groupable = collect.data ? groupableFields(fields, gridOf(collect.data)) : [];
  const numeric = numericFields(fields);
  const filterable = fields.filter(
    (field) =>
      collect.data?.filterable_fields.includes(field.variable) &&
      (field.datatype === 'BOOLEAN' || (field.datatype === 'STRING' && field.options.length > 0)),
  );
  const needsIndicator = values.groupingOperator !== 'COUNT';

  const onSubmit = form.handleSubmit(async (submitted) => {
    await save.mutateAsync(
      { programId, graphicId: graphic?._id, graphic: graphicInputOf(submitted, booleans) },
      { onError: (error) => setServerFieldErrors(error, form.setError, formFieldOf) },
    );
    notifications.show({
      color: 'teal',
      message: t(graphic ? 'editor.updated' : 'editor.created'),
    });
    onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={graphic ? t('editor.editTitle') : t('editor.createTitle')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('editor.close') }}
    >
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="graphic-type-label">
                    {t('editor.type')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="graphic-type-label"
                    data={GRAPHIC_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                  />
                </Stack>
              )}
            />
            <TextInput
              label={t('editor.titleEn')}
              withAsterisk
              lang="en"
              data-autofocus
              error={errors.titleEn ? t('editor.titleError') : null}
              {...form.register('titleEn')}
            />
            <TextInput
              label={t('editor.titleFr')}
              description={t('editor.titleFrHint')}
              lang="fr"
              error={errors.titleFr ? t('editor.titleError') : null}
              {...form.register('titleFr')}
            />
            <Controller
              control={form.control}
              name="collectId"
              render={({ field }) => (
                <Select
                  label={t('editor.collect')}
                  withAsterisk
                  data={(collects.data ?? []).map((entry) => ({
                    value: entry._id,
                    label: collectTitle(entry, locale),
                  }))}
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    // Another collect, another model: its fields are chosen again.
                    form.setValue('groupBy', null);
                    form.setValue('indicator', null);
                    form.setValue('filters', []);
                  }}
                  error={errors.collectId ? t('editor.collectError') : null}
                />
              )}
            />
            <Controller
              control={form.control}
              name="groupBy"
              render={({ field }) => (
                <Select
                  label={t('editor.groupBy')}
                  description={t('editor.groupByHint')}
                  withAsterisk={values.type === 'RING'}
                  placeholder={values.type === 'NUMBER' ? t('editor.groupByNone') : undefined}
                  data={groupable.map((entry) => ({ value: entry.variable, label: label(entry) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  clearable={values.type === 'NUMBER'}
                  disabled={!collect.data}
                  error={errors.groupBy ? t('editor.groupByError') : null}
                />
              )}
            />
            <Controller
              control={form.control}
              name="groupingOperator"
              render={({ field }) => (
                <Select
                  label={t('editor.operator')}
                  withAsterisk
                  data={GROUPING_OPERATORS.map((operator) => ({
                    value: operator,
                    label: t(`operators.${operator}`),
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                />
              )}
            />
            {needsIndicator && (
              <Controller
                control={form.control}
                name="indicator"
                render={({ field }) => (
                  <Select
                    label={t('editor.indicator')}
                    description={
                      values.groupingOperator === 'PERCENTAGE'
                        ? t('editor.indicatorHint')
                        : undefined
                    }
                    withAsterisk={values.groupingOperator !== 'PERCENTAGE'}
                    data={numeric.map((entry) => ({ value: entry.variable, label: label(entry) }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    clearable
                    disabled={!collect.data}
                    error={errors.indicator ? t('editor.indicatorError') : null}
                  />
                )}
              />
            )}
            <FilterRows
              control={form.control}
              fields={filterable}
              error={Boolean(errors.filters)}
            />
          </Stack>
          <Card withBorder bg="gray.0" padding="md">
            <Stack gap="sm">
              <Title order={3} fz="h5">
                {t('editor.preview')}
              </Title>
              <PreviewBody
                preview={preview}
                values={values}
                title={values.titleEn || t('editor.preview')}
              />
            </Stack>
          </Card>
        </SimpleGrid>
        <Stack gap="sm" mt="lg">
          <FormErrorAlert message={save.error ? t('editor.saveError') : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {graphic ? t('editor.save') : t('editor.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const gridOf = (collect: Collect) => ({
  fieldsToDisplay: collect.fieldsToDisplay,
  filterableFields: collect.filterable_fields,
});

function PreviewBody({
  preview,
  values,
  title,
}: {
  preview: ReturnType<typeof useGraphicPreview>;
  values: GraphicFormValues;
  title: string;
}) {
  const { t } = useTranslation('reports');
  if (!preview.isEnabled && !preview.data) {
    return (
      <Text size="sm" c="dimmed">
        {t('editor.previewEmpty')}
      </Text>
    );
  }
  if (preview.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('editor.previewError')}
      </Text>
    );
  }
  if (!preview.data) return <Loader size="sm" aria-label={t('editor.preview')} />;
  return (
    <div aria-live="polite" aria-busy={preview.isFetching}>
      <GraphicFigure
        type={values.type}
        operator={values.groupingOperator}
        result={preview.data}
        title={title}
        compact
      />
    </div>
  );
}
