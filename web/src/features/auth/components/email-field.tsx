import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** What drives the input: react-hook-form's `register('email')`, or a plain controlled value. */
export type EmailInputBinding = Pick<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  ref?: Ref<HTMLInputElement>;
};

interface EmailFieldProps {
  registration: EmailInputBinding;
  invalid: boolean;
}

/** The e-mail address of the sign-in and forgotten-password forms. */
export function EmailField({ registration, invalid }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      size="md"
      error={invalid ? t('validation.email') : null}
      {...registration}
    />
  );
}
