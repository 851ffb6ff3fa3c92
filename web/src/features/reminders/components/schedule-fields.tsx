import { Chip, Group, Input, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/select';
import { useIntlLocale } from '@/lib/i18n/use-locale';
import type { ReminderFormField, ReminderFormValues } from '../utils/reminder-form-values';
import { timeZoneOptions, weekdayNames } from '../utils/schedule-text';

interface ScheduleFieldsProps {
  control: Control<ReminderFormValues>;
  errorText: (field: ReminderFormField) => string | undefined;
}

/** Frequency, then the days of the week or the day of the month, the time and its zone. */
export function ScheduleFields({ control, errorText }: ScheduleFieldsProps) {
  const { t } = useTranslation('reminders');
  const intlLocale = useIntlLocale();
  const frequency = useWatch({ control, name: 'frequency' });
  const days = weekdayNames(intlLocale, 'long');

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="frequency"
        render={({ field }) => (
          <Input.Wrapper label={t('form.frequency')} id="reminder-frequency">
            <SegmentedControl
              id="reminder-frequency"
              value={field.value}
              onChange={(next) => field.onChange(next === 'MONTHLY' ? 'MONTHLY' : 'WEEKLY')}
              data={[
                { value: 'WEEKLY', label: t('frequency.WEEKLY') },
                { value: 'MONTHLY', label: t('frequency.MONTHLY') },
              ]}
              fullWidth
            />
          </Input.Wrapper>
        )}
      />
      {frequency === 'WEEKLY' ? (
        <Controller
          control={control}
          name="days_of_week"
          render={({ field }) => (
            <Input.Wrapper
              label={t('form.daysOfWeek')}
              error={errorText('days_of_week')}
              role="group"
              aria-label={t('form.daysOfWeek')}
            >
              <Chip.Group multiple value={field.value} onChange={field.onChange}>
                <Group gap="xs" mt={4}>
                  {days.map((name, day) => (
                    <Chip key={day} value={String(day)} size="sm">
                      {name}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
      ) : (
        <Controller
          control={control}
          name="day_of_month"
          render={({ field }) => (
            <NumberInput
              label={t('form.dayOfMonth')}
              description={t('form.dayOfMonthHint')}
              min={1}
              max={31}
              clampBehavior="strict"
              allowDecimal={false}
              value={field.value === '' ? '' : Number(field.value)}
              onChange={(next) => field.onChange(next === '' ? '' : String(next))}
              error={errorText('day_of_month')}
              maw={200}
            />
          )}
        />
      )}
      <Group grow align="flex-start">
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <TimeInput
              label={t('form.time')}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              error={errorText('time')}
              withAsterisk
            />
          )}
        />
        <Controller
          control={control}
          name="time_zone"
          render={({ field }) => (
            <Select
              label={t('form.timeZone')}
              data={timeZoneOptions(field.value)}
              value={field.value}
              onChange={(next) => field.onChange(next ?? '')}
              searchable
              limit={200}
              nothingFoundMessage={t('form.noTimeZone')}
              error={errorText('time_zone')}
              withAsterisk
            />
          )}
        />
      </Group>
    </Stack>
  );
}
