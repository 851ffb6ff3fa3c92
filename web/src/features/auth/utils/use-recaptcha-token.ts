import { useCallback } from 'react';
import { useServices } from '@/lib/services';

/** The forms that carry a token, by the action name the server checks. */
export type RecaptchaAction = 'login' | 'registration' | 'forgot_password';

/**
 * Runs reCAPTCHA v3 for a form action when a site key is configured and answers the request
 * field that carries its token (`recaptcha_token`), which the server verifies; without a key it
 * answers no field and the form goes on (SPEC §8's failures reject with a RecaptchaError).
 */
export function useRecaptchaToken(): (
  action: RecaptchaAction,
) => Promise<{ recaptcha_token?: string }> {
  const { recaptcha } = useServices();
  return useCallback(
    async (action: RecaptchaAction) =>
      recaptcha ? { recaptcha_token: await recaptcha.execute(action) } : {},
    [recaptcha],
  );
}
