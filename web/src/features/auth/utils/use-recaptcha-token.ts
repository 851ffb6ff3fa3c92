import { useCallback } from 'react';
import { useServices } from '@/lib/services';

/**
 * Runs reCAPTCHA v3 for a form action when a site key is configured; without one it resolves
 * to null and the form goes on (SPEC §8's failures reject with a RecaptchaError).
 */
export function useRecaptchaToken(): (action: string) => Promise<string | null> {
  const { recaptcha } = useServices();
  return useCallback(
    async (action: string) => (recaptcha ? recaptcha.execute(action) : null),
    [recaptcha],
  );
}
