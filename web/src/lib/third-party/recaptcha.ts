import { RECAPTCHA_VERSION } from '@/config/constants';
import { loadScript } from './load-script';

/** SPEC §8's bot-protection failures; each has a message in `errors:recaptcha.*`. */
export type RecaptchaFailure = 'noKey' | 'noVersion' | 'executeFailed' | 'scriptLoadFailed';

export class RecaptchaError extends Error {
  readonly failure: RecaptchaFailure;

  constructor(failure: RecaptchaFailure, cause?: unknown) {
    super(`reCAPTCHA: ${failure}`, { cause });
    this.name = 'RecaptchaError';
    this.failure = failure;
  }
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface Recaptcha {
  /** A v3 token for one form submission; the script loads on first use. */
  execute(action: string): Promise<string>;
}

export interface RecaptchaOptions {
  siteKey: string;
  version: number;
  load?: (src: string) => Promise<void>;
  getClient?: () => Grecaptcha | undefined;
}

export function createRecaptcha({
  siteKey,
  version,
  load = loadScript,
  getClient = () => window.grecaptcha,
}: RecaptchaOptions): Recaptcha {
  return {
    async execute(action) {
      if (!siteKey) throw new RecaptchaError('noKey');
      if (version !== RECAPTCHA_VERSION) throw new RecaptchaError('noVersion');
      try {
        await load(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
      } catch (cause) {
        throw new RecaptchaError('scriptLoadFailed', cause);
      }
      const client = getClient();
      if (!client) throw new RecaptchaError('scriptLoadFailed');
      try {
        await new Promise<void>((resolve) => client.ready(resolve));
        return await client.execute(siteKey, { action });
      } catch (cause) {
        throw new RecaptchaError('executeFailed', cause);
      }
    },
  };
}

/** Bot protection runs only where a site key is configured (null means "not configured"). */
export function recaptchaFromConfig(siteKey: string | null): Recaptcha | null {
  return siteKey === null ? null : createRecaptcha({ siteKey, version: RECAPTCHA_VERSION });
}
