import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Headers for an API that answers JSON: nothing may be rendered, framed or loaded from its
 * responses. The docs page and blob downloads set their own narrower exceptions.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
