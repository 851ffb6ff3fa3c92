import { z } from 'zod';

// reCAPTCHA's server-side check (https://developers.google.com/recaptcha/docs/verify): the
// secret and the token go to Google, which answers whether the token is genuine, unused and
// recent, for which action, with a v3 score from 0 (a bot) to 1 (a person).

export const SITE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface SiteVerifyRequest {
  readonly secret: string;
  readonly response: string;
  readonly remoteip?: string | undefined;
}

export const siteVerifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});
export type SiteVerifyAnswer = z.infer<typeof siteVerifyAnswerSchema>;

/** The outside-world port: tests pass their own instead of calling Google. */
export type SiteVerify = (request: SiteVerifyRequest) => Promise<SiteVerifyAnswer>;

export const googleSiteVerify: SiteVerify = async ({ secret, response, remoteip }) => {
  const form = new URLSearchParams({ secret, response });
  if (remoteip) form.set('remoteip', remoteip);
  const answer = await fetch(SITE_VERIFY_URL, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  if (!answer.ok) throw new Error(`reCAPTCHA siteverify answered ${answer.status}`);
  return siteVerifyAnswerSchema.parse(await answer.json());
};
