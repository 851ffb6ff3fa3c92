import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface EmailFieldProps {
  registration: UseFormRegisterReturn<'email'>;
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
