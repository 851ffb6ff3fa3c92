import type { AppConfig } from '../../config.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import type { ClientConfig } from '../../shared/contract/config.schema.js';
import { systemEndpoints } from '../../shared/contract/system.endpoints.js';

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
    googlePickerApiKey: config.googlePickerApiKey,
    googleAppId: config.googleAppId,
  };
}

export function mountClientConfig(api: ApiRoutes, deps: { config: AppConfig }): void {
  const body = toClientConfig(deps.config);
  jsonRoute(api, systemEndpoints.config, () => body);
}
