import { Checkbox, Stack } from '@mantine/core';
import type { FieldInputProps } from './field-props';
import { asList, inlineWrapperProps, optionData, wrapperProps } from './field-text';

/**
 * CHECKBOX: a group of boxes storing the ticked option values (STRING_ARRAY), or one box
 * storing a BOOLEAN when the field has no options ("I agree").
 */
export function CheckboxFieldInput(props: FieldInputProps) {
  const { field, value, onChange, onBlur, locale } = props;
  if (field.datatype === 'BOOLEAN') {
    return (
      <Checkbox
        {...inlineWrapperProps(props)}
        checked={value === true}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={onBlur}
      />
    );
  }
  const { disabled, ...wrapper } = wrapperProps(props);
  return (
    <Checkbox.Group {...wrapper} value={asList(value)} onChange={onChange}>
      <Stack gap="xs" mt={6}>
        {optionData(field, locale).map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            disabled={disabled}
            onBlur={onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
