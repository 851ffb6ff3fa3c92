import type { Request } from 'express';

// Cloud Functions runs behind Google's front end, which puts the address it received the request
// from at the head of X-Forwarded-For ("client, proxy1, …"), and Firebase Hosting's /api rewrite
// forwards the browser's address the same way. A caller can still send its own X-Forwarded-For
// (or call the function's URL directly) and pick its key, which is why the per-address throttle,
// which does not depend on it, caps what guessing can do.
const MAX_LENGTH = 64;

/** The client's address for per-client limits: the first X-Forwarded-For hop, or the socket's. */
export function clientIpOf(req: Request): string | null {
  const first = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (first) return first.slice(0, MAX_LENGTH);
  return req.socket.remoteAddress ?? null;
}
