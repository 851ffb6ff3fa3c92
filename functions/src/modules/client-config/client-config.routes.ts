import type { AppConfig } from '../../config.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { clientConfigSchema } from '../../shared/contract/config.schema.js';
import type { ClientConfig } from '../../shared/contract/config.schema.js';

/** Public values only: the Web API key and site keys are meant to be shipped to browsers. */
export function toClientConfig(config: AppConfig): ClientConfig {
  return {
    firebase: {
      apiKey: config.webApiKey,
      authDomain: `${config.projectId}.firebaseapp.com`,
      projectId: config.projectId,
    },
    authEmulatorUrl: config.authEmulatorHost ? `http://${config.authEmulatorHost}` : null,
    recaptchaSiteKey: config.recaptchaSiteKey,
    tagManagerId: config.tagManagerId,
    errorReportingDsn: config.errorReportingDsn,
    googleClientId: config.googleClientId,
  };
}

export function clientConfigRoutes(api: ApiRoutes, config: AppConfig): void {
  const body = toClientConfig(config);
  jsonRoute(
    api,
    {
      method: 'get',
      path: '/config',
      tag: 'System',
      summary: 'Web app start-up configuration',
      description: 'Firebase client settings and the keys of optional services (null when off).',
      auth: false,
      response: {
        status: 200,
        description: 'The configuration',
        contentType: 'application/json',
        schema: clientConfigSchema,
      },
      errors: [],
    },
    () => body,
  );
}
