import { Anchor, Button, Divider, Group, PasswordInput, Stack } from '@mantine/core';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useServices } from '@/lib/services';
import type * as LoginSubmissionModule from '../api/login-submission';
import type { LoginProblems, LoginValues } from '../api/login-submission';
import { useCompleteSignIn } from '../utils/use-complete-sign-in';
import { useRecaptchaToken } from '../utils/use-recaptcha-token';
import { EmailField } from './email-field';
import { GoogleSignInButton } from './google-sign-in-button';

type Pending = 'password' | 'google' | null;

// The sign-in page is the lightest screen (issue 15's budget): the form is plain React state, and
// its checks and the api call (zod and the contract) load once it shows, before the user can
// have typed their credentials.
type LoginSubmission = typeof LoginSubmissionModule;
let loadedSubmission: LoginSubmission | null = null;
const loadSubmission = async (): Promise<LoginSubmission> => {
  loadedSubmission ??= await import('../api/login-submission');
  return loadedSubmission;
};

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
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // Null until the first submission; then the fields are checked again as they change.
  const [problems, setProblems] = useState<LoginProblems | null>(null);
  // Asked for as soon as the form has been painted, not when the page is idle: "Sign in" needs
  // it, and the idle loads (Firebase Auth, the language menu) would otherwise go first on a
  // connection that serves six files at a time.
  useEffect(() => afterNextPaint(() => void loadSubmission().catch(() => undefined)), []);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    const verdict = problems && loadedSubmission?.judgeLogin(next);
    if (verdict) setProblems(verdict.ok ? { email: false, password: false } : verdict.problems);
  };

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
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    let submission: LoginSubmission;
    try {
      submission = await loadSubmission();
    } catch (error) {
      setErrorKey(errorMessageKey(error, 'signIn'));
      return;
    }
    const { judgeLogin, checkSignIn } = submission;
    const verdict = judgeLogin(values);
    if (!verdict.ok) {
      setProblems(verdict.problems);
      // Like the other forms: the first field to fix gets the focus.
      (verdict.problems.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setProblems({ email: false, password: false });
    const { email, password } = verdict.request;
    await run('password', async () => {
      await checkSignIn(api, { email, password, ...(await recaptchaToken('login')) });
      await auth.signInWithPassword(email, password);
    });
  }

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
      <form
        onSubmit={(event) => void onSubmit(event)}
        // Its checks and call, if the page has not been idle yet: they are needed on "Sign in".
        onFocusCapture={() => void loadSubmission().catch(() => undefined)}
        noValidate
      >
        <Stack gap="md">
          <EmailField
            registration={{
              name: 'email',
              value: values.email,
              onChange: change('email'),
              ref: emailInput,
            }}
            invalid={Boolean(problems?.email)}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            size="md"
            name="password"
            ref={passwordInput}
            value={values.password}
            onChange={change('password')}
            error={problems?.password ? t('validation.password') : null}
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
