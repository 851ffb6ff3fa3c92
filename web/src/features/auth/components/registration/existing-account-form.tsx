import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { FetchEmailResponse } from '@shared/contract/registration.schema';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { errorMessageKey } from '@/lib/errors/error-message-key';
import { useLocalePath } from '@/lib/i18n/use-locale';
import { useServices } from '@/lib/services';
import { useRegister } from '../../api/register';
import { linkProblem } from '../../utils/link-problem';
import { loginPathFor } from '../../utils/safe-redirect';
import { useEnterProgram } from '../../utils/use-enter-program';
import { useRecaptchaToken } from '../../utils/use-recaptcha-token';
import { useSignedIn } from '../../utils/use-signed-in';

interface ExistingAccountFormProps {
  id: string;
  code: string;
  invitation: FetchEmailResponse;
}

/**
 * The address already has an account: signing in accepts the invitation, which adds the role
 * to that account. Signed in already, one click accepts it with the session.
 */
export function ExistingAccountForm({ id, code, invitation }: ExistingAccountFormProps) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const localePath = useLocalePath();
  const location = useLocation();
  const signedIn = useSignedIn();
  const registration = useRegister();
  const recaptchaToken = useRecaptchaToken();
  const enterProgram = useEnterProgram();
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const here = location.pathname + location.search;

  async function accept(withPassword: string | null) {
    setBusy(true);
    setErrorKey(null);
    let registered = false;
    try {
      await registration.mutateAsync({
        id,
        code,
        ...(withPassword ? { password: withPassword } : {}),
        ...(await recaptchaToken('registration')),
      });
      registered = true;
      if (withPassword) await auth.signInWithPassword(invitation.email, withPassword);
      await enterProgram(invitation.program._id);
    } catch (error) {
      const problem = registered ? null : linkProblem(error);
      if (problem) setErrorKey(`auth:registration.${problem}.title`);
      else setErrorKey(errorMessageKey(error, registered ? 'signIn' : 'registration'));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password) void accept(password);
  }

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('registration.existing.notice', { email: invitation.email })}
      </Alert>
      <FormErrorAlert message={errorKey && t(errorKey)} />
      {signedIn ? (
        <Stack gap="sm">
          <Text size="sm">{t('registration.existing.signedIn')}</Text>
          <Button size="md" fullWidth loading={busy} onClick={() => void accept(null)}>
            {t('registration.existing.accept')}
          </Button>
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={() => void auth.signOut()}>
              {t('registration.existing.notYou')}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('registration.existing.password', { email: invitation.email })}
              autoComplete="current-password"
              size="md"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" size="md" fullWidth loading={busy} disabled={!password}>
              {t('registration.existing.signInAccept')}
            </Button>
            <Group justify="space-between">
              <Anchor component={Link} to={localePath('/forgot_pwd')} size="sm">
                {t('login.forgotPassword')}
              </Anchor>
              <Anchor component={Link} to={localePath(loginPathFor(here))} size="sm">
                {t('registration.existing.otherWay')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
