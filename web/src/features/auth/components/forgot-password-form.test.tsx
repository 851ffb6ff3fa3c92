import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fakeApi } from '@/test/fake-api';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';

async function submit(answer: () => unknown, locale: 'en' | 'fr' = 'en') {
  const { api, calls } = fakeApi(answer);
  const services = fakeServices({ api, recaptcha: { execute: vi.fn(async () => 'v3-token') } });
  await renderWithProviders(<ForgotPasswordForm />, { path: '/forgot_pwd', services, locale });
  const label = locale === 'fr' ? 'Adresse e-mail' : 'E-mail address';
  await userEvent.type(screen.getByLabelText(label), 'ana@example.org');
  await userEvent.click(screen.getByRole('button'));
  return calls;
}

describe('ForgotPasswordForm (issue 9, defect 3)', () => {
  it('asks the api for the reset e-mail, with the reCAPTCHA token and the language', async () => {
    const calls = await submit(() => ({ sent: true }), 'fr');

    expect(await screen.findByRole('status')).toHaveTextContent('ana@example.org');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/forgot_password',
        options: expect.objectContaining({
          body: { email: 'ana@example.org', lang: 'fr', recaptcha_token: 'v3-token' },
        }),
      }),
    ]);
  });

  it('shows the server’s bot-protection refusal with SPEC §8’s message', async () => {
    await submit(() => {
      throw new ApiError(400, 'BOT_CHECK_FAILED', 'Bot protection', { failure: 'noKey' });
    });

    expect(await screen.findByText('Bot protection: no key provided.')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
