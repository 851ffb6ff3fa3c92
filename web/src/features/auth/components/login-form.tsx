import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Group, PasswordInput, Stack } from '@mantine/core';
import { loginRequestSchema, type LoginRequest } from '@shared/contract/login.schema';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useServices } from '@/lib/services';
import { checkSignIn } from '../api/check-sign-in';
import { useCompleteSignIn } from '../utils/use-complete-sign-in';
import { useRecaptchaToken } from '../utils/use-recaptcha-token';
import { EmailField } from './email-field';
import { GoogleSignInButton } from './google-sign-in-button';

type Pending = 'password' | 'google' | null;

// Local development only (the Auth emulator): its modal is no part of the sign-in page's first
// load (issue 15's budget). Fetched when the pointer or focus reaches the Google button.
const loadEmulatedGoogleDialog = () => import('./emulated-google-dialog');
const EmulatedGoogleDialog = lazy(async () => ({
  default: (await loadEmulatedGoogleDialog()).EmulatedGoogleDialog,
}));

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { auth, api } = useServices();
  const localePath = useLocalePath();
  const completeSignIn = useCompleteSignIn();
  const recaptchaToken = useRecaptchaToken();
  const [pending, setPending] = useState<Pending>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [choosingAccount, setChoosingAccount] = useState(false);
  // Mounted from the first opening on, so that closing it still plays its transition.
  const [dialogWanted, setDialogWanted] = useState(false);
  const form = useForm<z.input<typeof loginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  async function run(kind: Exclude<Pending, null>, signIn: () => Promise<void>) {
    setPending(kind);
    setErrorKey(null);
    try {
      await signIn();
      await completeSignIn();
    } catch (error) {
      const key = errorMessageKey(error, kind === 'google' ? 'googleSignIn' : 'signIn');
      // Closing the Google window is a choice, not an error worth a red box.
      setErrorKey(key === 'auth:errors.popupClosed' ? null : key);
    } finally {
      setPending(null);
    }
  }

  // Google's own sign-in has its own bot protection; a password goes through the api first,
  // with the reCAPTCHA token, and only then opens the Firebase session.
  const onSubmit = form.handleSubmit((values) =>
    run('password', async () => {
      await checkSignIn(api, { ...values, ...(await recaptchaToken('login')) });
      await auth.signInWithPassword(values.email, values.password);
    }),
  );

  return (
    <Stack gap="md">
      <FormErrorAlert message={errorKey && t(errorKey)} />
      <GoogleSignInButton
        loading={pending === 'google'}
        disabled={pending !== null}
        onPrefetch={auth.googleEmulated ? () => void loadEmulatedGoogleDialog() : undefined}
        onClick={() => {
          if (!auth.googleEmulated) {
            void run('google', () => auth.signInWithGoogle());
            return;
          }
          setDialogWanted(true);
          setChoosingAccount(true);
        }}
      />
      {auth.googleEmulated && dialogWanted && (
        <Suspense fallback={null}>
          <EmulatedGoogleDialog
            opened={choosingAccount}
            onClose={() => setChoosingAccount(false)}
            onContinue={(account) =>
              void run('google', () => auth.signInWithEmulatedGoogle(account))
            }
          />
        </Suspense>
      )}
      <Divider label={t('login.or')} labelPosition="center" />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <EmailField registration={form.register('email')} invalid={Boolean(errors.email)} />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            size="md"
            error={errors.password ? t('validation.password') : null}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={localePath('/forgot_pwd')} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={pending === 'password'}
            disabled={pending === 'google'}
          >
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
