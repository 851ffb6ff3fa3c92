import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
