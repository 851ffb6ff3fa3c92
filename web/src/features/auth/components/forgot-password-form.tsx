import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { loginRequestSchema } from '@shared/contract/login.schema';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { useLocale } from '@/lib/i18n/use-locale';
import { useServices } from '@/lib/services';
import { requestPasswordReset } from '../api/request-password-reset';
import { useRecaptchaToken } from '../utils/use-recaptcha-token';
import { EmailField } from './email-field';

// The same e-mail rule as the sign-in request of the API contract.
const forgotPasswordSchema = z.pick(loginRequestSchema, { email: true });
type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const { api } = useServices();
  const locale = useLocale();
  const recaptchaToken = useRecaptchaToken();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setErrorKey(null);
    setSentTo(null);
    try {
      await requestPasswordReset(api, {
        email,
        lang: locale,
        ...(await recaptchaToken('forgot_password')),
      });
      setSentTo(email);
    } catch (error) {
      setErrorKey(errorMessageKey(error, 'signIn'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={errorKey && t(errorKey)} />
        {sentTo && (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {t('forgotPassword.sent', { email: sentTo })}
          </Alert>
        )}
        <EmailField registration={form.register('email')} invalid={Boolean(errors.email)} />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          {t('forgotPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
