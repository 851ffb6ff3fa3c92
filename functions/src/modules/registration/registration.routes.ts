import { currentUserOf, optionalUserOf } from '../../http/authenticate.js';
import { clientIpOf } from '../../http/client-ip.js';
import { idParam } from '../../http/path-params.js';
import { contextOf } from '../../http/request-context.js';
import { jsonRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { parseInput } from '../../core/validation.js';
import { registrationEndpoints } from '../../shared/contract/registration.endpoints.js';
import {
  fetchEmailQuerySchema,
  registerQuerySchema,
  registerRequestSchema,
} from '../../shared/contract/registration.schema.js';
import { createRegistrationService } from './registration.service.js';
import type { RegistrationDeps } from './registration.service.js';

export function mountRegistration(api: ApiRoutes, deps: RegistrationDeps): void {
  const registration = createRegistrationService(deps);

  jsonRoute(api, registrationEndpoints.fetchEmail, (req) =>
    registration.fetchEmail(parseInput(fetchEmailQuerySchema, req.query)),
  );

  jsonRoute(api, registrationEndpoints.register, (req, res) => {
    parseInput(registerQuerySchema, req.query);
    return registration.register(parseInput(registerRequestSchema, req.body), {
      current: optionalUserOf(res),
      token: req.get('x-auth')?.trim(),
      clientIp: clientIpOf(req),
      logger: contextOf(res).logger,
    });
  });

  jsonRoute(api, registrationEndpoints.myInvitations, async (_req, res) => ({
    invitations: await registration.pendingFor(currentUserOf(res)),
  }));

  jsonRoute(api, registrationEndpoints.acceptMine, async (req, res) => ({
    user: await registration.acceptMine(
      currentUserOf(res),
      idParam(req, 'id'),
      contextOf(res).logger,
    ),
  }));
}
