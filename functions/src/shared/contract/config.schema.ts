import { z } from 'zod/mini';

/**
 * GET /api/config: what the web app needs at start-up. Optional services are null when not
 * configured, and the web app then leaves their scripts out.
 */
export const clientConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
  }),
  /** `http://host:port` of the Auth emulator when running locally, otherwise null. */
  authEmulatorUrl: z.nullable(z.string()),
  recaptchaSiteKey: z.nullable(z.string()),
  tagManagerId: z.nullable(z.string()),
  errorReportingDsn: z.nullable(z.string()),
  googleClientId: z.nullable(z.string()),
  /**
   * The Google Drive picker of Sheets imports, offered when these and googleClientId are set: a
   * browser API key restricted to the Picker API, and the Cloud project number (Picker's app id).
   * Absent from the answers of earlier versions (a config kept on a device).
   */
  googlePickerApiKey: z.nullish(z.string()),
  googleAppId: z.nullish(z.string()),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
