import express from 'express';
import type { Express, RequestHandler, Router } from 'express';
import type { AppDeps } from './deps.js';
import { authenticate } from './http/authenticate.js';
import { cors } from './http/cors.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { jsonBody } from './http/json-body.js';
import { requestContext } from './http/request-context.js';
import { registerRoutes } from './http/route-registry.js';
import type { ApiRoutes } from './http/route-registry.js';
import { securityHeaders } from './http/security-headers.js';
import { mountModules } from './modules.js';
import { createUsersRepository } from './modules/users/users.repository.js';

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
  // Every request reads its caller's user document through the same repository as the modules.
  const users = createUsersRepository(deps.db);
  const api: ApiRoutes = {
    registry: [],
    authenticate: authenticate({ auth: deps.auth, users }),
    authenticateOptional: authenticate({ auth: deps.auth, users }, { optional: true }),
  };
  mountModules(api, deps, { users });
  registerRoutes(router, api.registry);
  return router;
}

// Answers carry user data: no shared cache may keep them. Blob downloads override this.
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
