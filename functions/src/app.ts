import express from 'express';
import type { Express, RequestHandler, Router } from 'express';
import type { AppDeps } from './deps.js';
import { authenticate } from './http/authenticate.js';
import { cors } from './http/cors.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { jsonBody } from './http/json-body.js';
import { requestContext } from './http/request-context.js';
import type { ApiRoutes } from './http/route-registry.js';
import { securityHeaders } from './http/security-headers.js';
import { createBlobSigner } from './core/blobs/blob-signature.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createIdentityToolkit } from './modules/auth/identity-toolkit.js';
import { blobsRoutes } from './modules/blobs/blobs.routes.js';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.js';
import { docsRoutes } from './modules/docs/docs.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { peopleModules } from './people-modules.js';

/** The whole HTTP api, built from explicit dependencies; everything is under /api. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(deps.logger));
  app.use(securityHeaders());
  app.use(cors(deps.config.allowedOrigins));
  app.use(noStore);
  app.use('/api', apiRouter(deps));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}

function apiRouter(deps: AppDeps): Router {
  const router = express.Router();
  router.use(jsonBody());

  const users = createUsersRepository(deps.db);
  const identity = createIdentityToolkit(deps.config);
  const api: ApiRoutes = {
    router,
    registry: [],
    authenticate: authenticate({ auth: deps.auth, users }),
    authenticateOptional: authenticate({ auth: deps.auth, users }, { optional: true }),
  };

  healthRoutes(api);
  clientConfigRoutes(api, deps.config);
  authRoutes(api, {
    auth: createAuthService({ identity, users }),
    users: createUsersService({ users, clock: deps.clock }),
  });
  peopleModules(api, deps, { users, identity });
  // Signed local links exist only with the filesystem store; Cloud Storage signs its own.
  const storage = deps.config.blobStorage;
  if (storage.kind === 'filesystem') {
    const signer = createBlobSigner(storage.signingSecret, deps.clock);
    blobsRoutes(api, { blobs: deps.blobs, signer, clock: deps.clock });
  }
  docsRoutes(api);
  return router;
}

// Answers carry user data: no shared cache may keep them. Blob downloads override this.
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
