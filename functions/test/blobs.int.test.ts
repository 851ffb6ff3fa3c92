import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobSigner } from '../src/core/blobs/blob-signature.js';
import { LOGO_URL_TTL_SECONDS } from '../src/modules/programs/programs.service.js';
import { call } from './support/http.js';
import { mutableClock, pngBytes, programForm } from './support/fixtures.js';
import { startTestApi } from './support/test-api.js';
import type { TestApi } from './support/test-api.js';
import { createTestUser } from './support/users.js';

interface ProgramsBody {
  programs: { _id: string; name: string; logo: string | null }[];
}

describe('program logos through signed links', () => {
  const clock = mutableClock();
  let api: TestApi;
  let logoUrl: URL;

  beforeAll(async () => {
    api = await startTestApi('blobs', { clock });
    const admin = await createTestUser(api, 'admin', { level: 'SUPER_ADMIN' });
    const created = await call(api, '/api/programs/create', {
      token: admin.token,
      form: programForm('Logo program', { bytes: pngBytes(), type: 'image/png' }),
    });
    expect(created.status).toBe(201);
    const listed = await call<ProgramsBody>(api, '/api/programs', { token: admin.token });
    logoUrl = new URL(listed.body.programs[0]?.logo ?? '');
  });
  afterAll(() => api.close());

  it('lets a browser load the logo without a token, as an inline image', async () => {
    expect(logoUrl.origin).toBe(api.baseUrl);
    const response = await fetch(logoUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(pngBytes())).toBe(true);
  });

  it('refuses a tampered signature, expiry or path with 403', async () => {
    const sig = logoUrl.searchParams.get('sig') ?? '';
    const expires = Number(logoUrl.searchParams.get('expires'));
    const variants = [
      withParam(logoUrl, 'sig', `${sig.slice(0, -2)}AA`),
      withParam(logoUrl, 'expires', String(expires + 86_400)),
      withParam(logoUrl, 'sig', ''),
      new URL(logoUrl.href.replace('/logo-', '/other-')),
    ];
    for (const url of variants) {
      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'This link is invalid or has expired' },
      });
    }
  });

  it('answers 404 to a genuine link to nothing, and refuses paths leaving the store', async () => {
    const storage = api.config.blobStorage;
    if (storage.kind !== 'filesystem') throw new Error('tests use the filesystem store');
    const signer = createBlobSigner(storage.signingSecret, clock);
    const expires = signer.expiryIn(60);
    const missing = `${api.baseUrl}/api/blobs/programs/none.png?expires=${expires}&sig=${signer.sign('programs/none.png', expires)}`;
    expect((await fetch(missing)).status).toBe(404);
    const escape = `${api.baseUrl}/api/blobs/..%2F..%2Fetc%2Fpasswd?expires=${expires}&sig=${signer.sign('../../etc/passwd', expires)}`;
    const refused = await fetch(escape);
    expect(refused.status).toBe(400);
  });

  it('stops working once expired', async () => {
    clock.advance(LOGO_URL_TTL_SECONDS + 1);
    const response = await fetch(logoUrl);
    expect(response.status).toBe(403);
  });
});

function withParam(url: URL, name: string, value: string): URL {
  const copy = new URL(url);
  copy.searchParams.set(name, value);
  return copy;
}
