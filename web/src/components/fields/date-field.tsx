// Loaded with the forms that show a date or time picker, not with the first screen: dayjs and
// its French words too (issue 15), which the signed-in frame used to bring to every screen.
import 'dayjs/locale/fr';
import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { nextDay, previousDay } from '@shared/contract/calendar';
import type { RecordField } from '@shared/contract/field.schema';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from './field-props';
import { asText, isRequired, wrapperProps } from './field-text';

function ruleDate(field: RecordField, rule: 'BEFORE_DATE' | 'AFTER_DATE'): string | undefined {
  const found = field.validation_rules.find((entry) => entry.rule === rule);
  return found && 'value' in found && typeof found.value === 'string' ? found.value : undefined;
}

/**
 * DATE_PICKER: a calendar that stores `YYYY-MM-DD` (Mantine's own date strings). BEFORE_DATE and
 * AFTER_DATE are exclusive, so the calendar greys out the bounds themselves. It speaks the URL's
 * language (month and day names; French weeks start on Monday).
 */
export function DateFieldInput(props: FieldInputProps) {
  const { t } = useTranslation('fields');
  const { field, value, onChange, onBlur, locale } = props;
  const before = ruleDate(field, 'BEFORE_DATE');
  const after = ruleDate(field, 'AFTER_DATE');
  // Opening the calendar moves the focus into it: the field is left when the calendar closes, not
  // then (a form validating on leave said "required" while the user was picking the date).
  const calendarOpen = useRef(false);
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'fr' ? 1 : 0 }}>
      <DatePickerInput
        {...wrapperProps(props)}
        value={asText(value) || null}
        onChange={(next) => onChange(next)}
        onBlur={() => {
          if (!calendarOpen.current) onBlur?.();
        }}
        popoverProps={{
          onOpen: () => {
            calendarOpen.current = true;
          },
          onClose: () => {
            calendarOpen.current = false;
            onBlur?.();
          },
        }}
        valueFormat={locale === 'fr' ? 'D MMMM YYYY' : 'MMMM D, YYYY'}
        minDate={after ? nextDay(after) : undefined}
        maxDate={before ? previousDay(before) : undefined}
        placeholder={t('date.placeholder')}
        leftSection={<IconCalendar size={16} aria-hidden />}
        clearable={!isRequired(field)}
        clearButtonProps={{ 'aria-label': t('date.clear') }}
      />
    </DatesProvider>
  );
}
