import { appError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { logs } from '../../core/logs.js';
import type { SiteVerify, SiteVerifyAnswer } from '../../core/bot-check/site-verify.js';

/** The forms that carry a reCAPTCHA token, by the action name the web app gives it. */
export type BotCheckAction = 'login' | 'registration' | 'forgot_password';

/** reCAPTCHA v3 scores below this are treated as bots (Google's suggested default). */
export const MIN_SCORE = 0.5;

export interface BotCheck {
  /** Throws BOT_CHECK_FAILED unless the token shows a person submitting this form. */
  verify(
    token: string | undefined,
    action: BotCheckAction,
    context: { clientIp: string | null; logger: Logger },
  ): Promise<void>;
}

// SPEC §8's bot-protection messages; `failure` names them as the web app does.
const noToken = () =>
  appError('BOT_CHECK_FAILED', 'Bot protection: no key provided.', { failure: 'noKey' });
const notPassed = () =>
  appError(
    'BOT_CHECK_FAILED',
    'Bot protection: failed to execute. Reload the page and try again.',
    {
      failure: 'executeFailed',
    },
  );

/** Without a secret (local stack, tests) bot protection is off, as it is in the web app. */
export function createBotCheck(secret: string | null, siteVerify: SiteVerify): BotCheck {
  if (!secret) return { verify: async () => undefined };
  return {
    async verify(token, action, { clientIp, logger }) {
      if (!token) {
        logs.botCheckFailed(logger, { action, reason: 'missing-token' });
        throw noToken();
      }
      let answer;
      try {
        answer = await siteVerify({ secret, response: token, remoteip: clientIp ?? undefined });
      } catch (error) {
        // Closed rather than open: an outage must not let every bot through.
        logs.botCheckUnavailable(logger, error);
        throw notPassed();
      }
      const reason = refusalOf(answer, action);
      if (reason) {
        logs.botCheckFailed(logger, { action, reason, score: answer.score ?? null });
        throw notPassed();
      }
    },
  };
}

/** Why Google's answer does not let the request through, or null when it does. */
function refusalOf(answer: SiteVerifyAnswer, action: BotCheckAction): string | null {
  if (!answer.success) return answer['error-codes']?.join(',') ?? 'rejected';
  // A token is made for one action: one from another form is not this form's submission.
  if (answer.action !== action) return 'wrong-action';
  if ((answer.score ?? 0) < MIN_SCORE) return 'low-score';
  return null;
}
