import type { Locale } from '@shared/contract/locale.schema';
import type { User } from '@shared/contract/user.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '@/lib/session/get-current-user';
import { fakeApi, type FakeCall } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { UserLocaleSync } from './user-locale-sync';

// The reminders a person receives are written in their stored language: the web app stores the
// interface language they work in, and only when it differs.

function Harness() {
  const { i18n } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <UserLocaleSync />
      <p>{user.email}</p>
      <button type="button" onClick={() => void i18n.changeLanguage('fr')}>
        to French
      </button>
      <button type="button" onClick={() => void i18n.changeLanguage('en')}>
        to English
      </button>
    </>
  );
}

function serverWith(stored: Locale | undefined) {
  let user: User = {
    _id: 'u1',
    email: 'ada@example.org',
    first_name: 'Ada',
    last_name: 'Lovelace',
    level: 'REGULAR_USER',
    status: 'ACTIVE',
    roles: [],
    ...(stored ? { locale: stored } : {}),
  };
  return fakeApi((call) => {
    if (call.path === '/api/auth/get_current_user') return { user };
    if (call.method === 'PUT' && call.path === '/api/auth/locale') {
      user = { ...user, ...(call.options?.body as { locale: Locale }) };
      return { user };
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

const localeWrites = (calls: FakeCall[]) =>
  calls.filter((call) => call.path === '/api/auth/locale').map((call) => call.options?.body);

async function renderSync(stored: Locale | undefined, locale: Locale = 'en') {
  const { api, calls } = serverWith(stored);
  await renderWithProviders(
    <Suspense fallback={null}>
      <Harness />
    </Suspense>,
    { locale, services: fakeServices({ api }) },
  );
  await screen.findByText('ada@example.org');
  return calls;
}

describe('UserLocaleSync', () => {
  it('writes nothing when the stored language is the interface language', async () => {
    const calls = await renderSync('en');
    // Let any effect that would write run first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localeWrites(calls)).toEqual([]);
  });

  it('stores the language the user switches to, once per switch', async () => {
    const calls = await renderSync('en');
    await userEvent.click(screen.getByRole('button', { name: 'to French' }));
    await waitFor(() => expect(localeWrites(calls)).toEqual([{ locale: 'fr' }]));
    await userEvent.click(screen.getByRole('button', { name: 'to English' }));
    await waitFor(() => expect(localeWrites(calls)).toEqual([{ locale: 'fr' }, { locale: 'en' }]));
  });

  it('stores the interface language, once loaded, of a user who has none stored yet', async () => {
    const none = await renderSync(undefined, 'fr');
    await waitFor(() => expect(localeWrites(none)).toEqual([{ locale: 'fr' }]));
  });
});
