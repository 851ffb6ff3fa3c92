import { Group } from '@mantine/core';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useCollect } from '@/lib/collect/get-collect';
import { useLocale } from '@/lib/i18n/use-locale';
import { collectTitle } from '@/lib/program/collect-title';
import { useProgramCollects } from '@/lib/program/get-program-collects';
import type { ReminderFormField, ReminderFormValues } from '../utils/reminder-form-values';

interface FiguresFieldsProps {
  programId: string;
  control: Control<ReminderFormValues>;
  setValue: UseFormSetValue<ReminderFormValues>;
  errorText: (field: ReminderFormField) => string | undefined;
}

/** Optional: each recipient's own count of a collect's records, and of those missing a field. */
export function FiguresFields({ programId, control, setValue, errorText }: FiguresFieldsProps) {
  const { t } = useTranslation('reminders');
  const locale = useLocale();
  const collects = useProgramCollects(programId);
  const collectId = useWatch({ control, name: 'figures_collect_id' });
  const collect = useCollect(collectId, Boolean(collectId));
  const fields = (collect.data?.fields ?? []).map((field) => ({
    value: field.variable,
    label: field.label[locale] || field.label.en,
  }));

  return (
    <Group grow align="flex-start">
      <Controller
        control={control}
        name="figures_collect_id"
        render={({ field }) => (
          <Select
            label={t('form.figuresCollect')}
            description={t('form.figuresHint')}
            placeholder={t('form.figuresNone')}
            data={(collects.data ?? []).map((entry) => ({
              value: entry._id,
              label: collectTitle(entry, locale),
            }))}
            value={field.value || null}
            onChange={(next) => {
              field.onChange(next ?? '');
              // A field belongs to the collect it was chosen in.
              setValue('figures_missing_field', '', { shouldDirty: true });
            }}
            clearable
            error={errorText('figures_collect_id')}
          />
        )}
      />
      <Controller
        control={control}
        name="figures_missing_field"
        render={({ field }) => (
          <Select
            label={t('form.figuresField')}
            description={t('form.figuresFieldHint')}
            placeholder={t('form.figuresNoField')}
            data={fields}
            value={field.value || null}
            onChange={(next) => field.onChange(next ?? '')}
            disabled={!collectId}
            searchable
            clearable
            error={errorText('figures_missing_field')}
          />
        )}
      />
    </Group>
  );
}
