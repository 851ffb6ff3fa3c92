import express from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../test/support/serve.js';
import type { Served } from '../../test/support/serve.js';
import { createMemoryLogger } from '../core/logger.js';
import type { User } from '../shared/contract/user.schema.js';
import { authenticate, currentUserOf } from './authenticate.js';
import { errorHandler } from './error-handler.js';
import { requestContext } from './request-context.js';

const user: User = {
  _id: 'uid-1',
  email: 'someone@test.rainbow.dev',
  first_name: 'Some',
  last_name: 'One',
  level: 'REGULAR_USER',
  status: 'ACTIVE',
  roles: [],
};

/**
 * Production's verifyIdToken: the signature and expiry of a revoked token are still fine, so it
 * is accepted unless the caller asks for the revocation check. (The Auth emulator always checks,
 * which is why the integration tests cannot see the difference.)
 */
const productionLikeAuth: Pick<Auth, 'verifyIdToken'> = {
  async verifyIdToken(token: string, checkRevoked?: boolean): Promise<DecodedIdToken> {
    if (token === 'revoked' && checkRevoked === true) {
      throw Object.assign(new Error('The Firebase ID token has been revoked.'), {
        code: 'auth/id-token-revoked',
      });
    }
    // What firebase-admin's decoder throws for a token cut inside its payload (seen with the
    // fuzzer: `x-auth: <header>.eyJuYW1lIjoiRnV6eiBk.` answered 500).
    if (token === 'cut') JSON.parse('{"name":"Fuzz d');
    if (token !== 'valid' && token !== 'revoked') {
      throw Object.assign(new Error('Decoding failed'), { code: 'auth/argument-error' });
    }
    return { uid: user._id } as DecodedIdToken;
  },
};

describe('authenticate', () => {
  let served: Served;

  beforeAll(async () => {
    const logger = createMemoryLogger();
    const app = express();
    app.use(requestContext(logger));
    const users = { findById: async (uid: string) => (uid === user._id ? user : null) };
    app.get('/me', authenticate({ auth: productionLikeAuth, users }), (_req, res) => {
      res.json({ uid: currentUserOf(res).uid });
    });
    app.use(errorHandler(logger));
    served = await serve(app);
  });
  afterAll(() => served.close());

  const me = (token: string) => fetch(`${served.baseUrl}/me`, { headers: { 'x-auth': token } });

  it('accepts a valid token', async () => {
    const response = await me('valid');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: user._id });
  });

  it('refuses a token whose account’s tokens were revoked, with 401', async () => {
    const response = await me('revoked');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Invalid or expired token: sign in again' },
    });
  });

  it('refuses a token cut inside its payload with 401, not 500', async () => {
    const response = await me('cut');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Invalid or expired token: sign in again' },
    });
  });
});
