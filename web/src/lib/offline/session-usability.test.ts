import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '@/lib/api-error';
import { sessionUsability } from './session-usability';

function auth(signedIn: boolean, token: () => Promise<string | null>) {
  return { ready: () => Promise.resolve(), isSignedIn: () => signedIn, getToken: token };
}

describe('sessionUsability', () => {
  it('is usable with a token', async () => {
    expect(await sessionUsability(auth(true, () => Promise.resolve('token')))).toBe('usable');
  });

  it('is offline, not signed out, when the token cannot be renewed without a network', async () => {
    const offline = () => Promise.reject(new ApiError(0, NETWORK_ERROR, 'offline'));
    expect(await sessionUsability(auth(true, offline))).toBe('offline');
  });

  it('asks for a new sign-in when the session was ended or nobody is signed in', async () => {
    const ended = () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'ended'));
    expect(await sessionUsability(auth(true, ended))).toBe('sign-in-needed');
    expect(await sessionUsability(auth(false, () => Promise.resolve(null)))).toBe('sign-in-needed');
  });
});
