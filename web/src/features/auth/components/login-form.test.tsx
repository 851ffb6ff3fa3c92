import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { LoginForm } from './login-form';

function servicesWith(googleEmulated: boolean) {
  const base = fakeServices();
  const auth = {
    ...base.auth,
    googleEmulated,
    signInWithGoogle: vi.fn(async () => undefined),
    signInWithEmulatedGoogle: vi.fn(async () => undefined),
  };
  return { services: { ...base, auth }, auth };
}

describe('LoginForm, Google', () => {
  it('asks for the Google account against the Auth emulator instead of opening Google', async () => {
    const { services, auth } = servicesWith(true);
    await renderWithProviders(<LoginForm />, { path: '/login', services });

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emulated Google account' });
    await userEvent.type(within(dialog).getByLabelText('Google e-mail address'), 'Gil@X.org');
    await userEvent.type(within(dialog).getByLabelText('Display name'), 'Gil');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Continue with this account' }),
    );

    expect(auth.signInWithEmulatedGoogle).toHaveBeenCalledWith({ email: 'gil@x.org', name: 'Gil' });
    expect(auth.signInWithGoogle).not.toHaveBeenCalled();
  });

  it('opens Google’s own sign-in in production', async () => {
    const { services, auth } = servicesWith(false);
    await renderWithProviders(<LoginForm />, { path: '/login', services });

    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(auth.signInWithGoogle).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('LoginForm, password (issue 9, defect 3)', () => {
  function withApi(answer: () => unknown) {
    const { api, calls } = fakeApi(answer);
    const base = fakeServices({ api, recaptcha: { execute: vi.fn(async () => 'v3-token') } });
    const auth = { ...base.auth, signInWithPassword: vi.fn(async () => undefined) };
    return { services: { ...base, auth }, auth, calls };
  }

  async function submit(services: ReturnType<typeof withApi>['services']) {
    await renderWithProviders(<LoginForm />, { path: '/login', services });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Ana@Example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('sends the reCAPTCHA token with the credentials to the api, then opens the session', async () => {
    const { services, auth, calls } = withApi(() => ({ token: 'id-token' }));
    await submit(services);

    // First the api's check; what follows is the session's own first call. (The form's checks
    // and this call load while the page is idle, so the submission may wait for them.)
    await vi.waitFor(() => expect(auth.signInWithPassword).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      options: {
        body: {
          email: 'ana@example.org',
          password: 'secret-password',
          recaptcha_token: 'v3-token',
        },
      },
    });
    expect(auth.signInWithPassword).toHaveBeenCalledWith('ana@example.org', 'secret-password');
  });

  it.each([
    [
      new ApiError(429, 'RATE_LIMITED', 'Too many attempts', { retry_after: 4 }),
      'Too many attempts. Wait a few minutes, or reset your password.',
    ],
    [
      new ApiError(400, 'BOT_CHECK_FAILED', 'Bot protection', { failure: 'executeFailed' }),
      'Bot protection: failed to execute. Reload the page and try again.',
    ],
    [
      new ApiError(401, 'INVALID_CREDENTIALS', 'Incorrect e-mail or password'),
      'The e-mail address or the password is wrong.',
    ],
  ])('shows the api’s refusal and opens no session: %s', async (refusal, message) => {
    const { services, auth } = withApi(() => {
      throw refusal;
    });
    await submit(services);

    expect(await screen.findByText(message)).toBeVisible();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('names what to fix before asking the api, and clears it as the user corrects it', async () => {
    const { services, auth, calls } = withApi(() => ({ token: 'id-token' }));
    await renderWithProviders(<LoginForm />, { path: '/login', services });
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('E-mail address'), 'example.org');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });
});
