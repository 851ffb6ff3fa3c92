import { Radio, Stack } from '@mantine/core';
import type { FieldInputProps } from './field-props';
import { fromOptionValue, optionData, toOptionValue, wrapperProps } from './field-text';

/** RADIO_BUTTON: one option, all in view; a NUMBER radio gives the option's number. */
export function RadioFieldInput(props: FieldInputProps) {
  const { field, value, onChange, onBlur, locale } = props;
  const { disabled, ...wrapper } = wrapperProps(props);
  return (
    <Radio.Group
      {...wrapper}
      value={toOptionValue(field, value)}
      onChange={(next) => onChange(fromOptionValue(field, next))}
    >
      <Stack gap="xs" mt={6}>
        {optionData(field, locale).map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={disabled}
            onBlur={onBlur}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
