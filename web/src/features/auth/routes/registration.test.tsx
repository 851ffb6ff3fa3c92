import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import RegistrationPage from './registration';

const CODE = 'c'.repeat(43);
const invitation = {
  email: 'nora@example.org',
  program: { _id: 'p1', name: 'Literacy 2026' },
  role: 'PROGRAM_MANAGER',
  has_account: false,
  expires_at: '2026-12-01T00:00:00.000Z',
};

async function open(path: string, answer: () => unknown, locale: 'en' | 'fr' = 'en') {
  const { api, calls } = fakeApi(answer);
  const { router, unmount } = await renderWithProviders(null, {
    path,
    locale,
    services: fakeServices({ api }),
    routes: [{ path: '/:lang?/registration/:id?', element: <RegistrationPage /> }],
  });
  return Object.assign(calls, { router, unmount });
}

describe('RegistrationPage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the invited address and program, and asks for names and a password', async () => {
    await open(`/registration/inv1?code=${CODE}`, () => invitation);

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(screen.getByText('Literacy 2026')).toBeVisible();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('nora@example.org');
    expect(screen.getByLabelText('First name')).toBeVisible();
    expect(screen.getByLabelText('Confirm the password')).toBeVisible();
  });

  it('explains an expired invitation and what to do', async () => {
    await open(`/registration/inv1?code=${CODE}`, () => {
      throw new ApiError(410, 'INVITATION_EXPIRED', 'expired');
    });

    expect(
      await screen.findByRole('heading', { name: 'This invitation has expired' }),
    ).toBeVisible();
    expect(screen.getByText(/Ask the person who invited you/)).toBeVisible();
  });

  it('says a used invitation was accepted, in French too', async () => {
    await open(
      `/fr/registration/inv1?code=${CODE}`,
      () => {
        throw new ApiError(410, 'INVITATION_USED', 'used');
      },
      'fr',
    );

    expect(
      await screen.findByRole('heading', { name: 'Cette invitation a déjà été acceptée' }),
    ).toBeVisible();
  });

  it('calls a cut link unknown without asking the API', async () => {
    const calls = await open('/registration/inv1?code=short', () => invitation);

    expect(
      screen.getByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('asks an address with an account to sign in to accept', async () => {
    await open(`/registration/inv1?code=${CODE}`, () => ({ ...invitation, has_account: true }));

    expect(await screen.findByRole('heading', { name: 'Join the program' })).toBeVisible();
    expect(screen.getByLabelText('Password of nora@example.org')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in and accept' })).toBeDisabled();
  });

  describe('the code of the link (issue 9, defect 13)', () => {
    it('leaves the address bar once read, and the page goes on with it', async () => {
      const calls = await open(
        `/fr/registration/inv1?code=${CODE}&utm_source=mail`,
        () => invitation,
        'fr',
      );

      expect(await screen.findByRole('heading', { name: 'Créer votre compte' })).toBeVisible();
      // What an error reporter or a tag manager reads from now on holds no code.
      expect(calls.router.state.location.pathname).toBe('/fr/registration/inv1');
      expect(calls.router.state.location.search).toBe('?utm_source=mail');
      expect(calls.router.state.historyAction).toBe('REPLACE');
      expect(calls.map((call) => call.options?.query)).toEqual([{ id: 'inv1', code: CODE }]);
    });

    it('finds the code again when the page is reloaded without it', async () => {
      const first = await open(`/registration/inv1?code=${CODE}`, () => invitation);
      await screen.findByRole('heading', { name: 'Create your account' });
      first.unmount();

      // A reload opens the address as it now is, without the code.
      const calls = await open('/registration/inv1', () => invitation);
      expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
      expect(calls.map((call) => call.options?.query)).toEqual([{ id: 'inv1', code: CODE }]);
    });

    it('calls a link without a code unknown when none was read in this tab', async () => {
      const calls = await open('/registration/inv2', () => invitation);

      expect(
        screen.getByRole('heading', { name: 'This invitation link is not valid' }),
      ).toBeVisible();
      expect(calls).toHaveLength(0);
    });
  });
});
