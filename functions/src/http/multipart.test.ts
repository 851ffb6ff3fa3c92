import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeCloudFunctions, serve } from '../../test/support/serve.js';
import type { Served } from '../../test/support/serve.js';
import { createMemoryLogger } from '../core/logger.js';
import { errorHandler } from './error-handler.js';
import { readMultipart } from './multipart.js';
import { requestContext } from './request-context.js';

function formApp() {
  const logger = createMemoryLogger();
  const app = express();
  app.use(requestContext(logger));
  app.post('/upload', async (req, res) => {
    const form = await readMultipart(req, {
      files: { logo: { maxBytes: 1024 } },
      maxFields: 3,
      maxFieldBytes: 100,
    });
    const logo = form.files.logo;
    res.json({
      fields: form.fields,
      logo: logo && { filename: logo.filename, type: logo.declaredType, size: logo.bytes.length },
    });
  });
  app.use(errorHandler(logger));
  return app;
}

function form(entries: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, `${name}.bin`);
  }
  return data;
}

// Cloud Functions hands the app a pre-read body (rawBody); a plain server hands it a stream.
describe.each([
  ['a streamed body', false],
  ['a pre-read body (Cloud Functions)', true],
])('multipart with %s', (_label, preRead) => {
  let served: Served;
  const post = (body: FormData | string, headers: Record<string, string> = {}) =>
    fetch(`${served.baseUrl}/upload`, { method: 'POST', body, headers });

  beforeAll(async () => {
    const app = formApp();
    served = await serve(preRead ? likeCloudFunctions(app) : app);
  });
  afterAll(() => served.close());

  it('reads fields and a file within the limits', async () => {
    const response = await post(
      form({ name: 'Rainbow', logo: new Blob([new Uint8Array(1024)], { type: 'image/png' }) }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      fields: { name: 'Rainbow' },
      logo: { filename: 'logo.bin', type: 'image/png', size: 1024 },
    });
  });

  it('answers 413 naming the file that is one byte too large', async () => {
    const response = await post(form({ name: 'x', logo: new Blob([new Uint8Array(1025)]) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'logo: File exceeds 1024 bytes',
        details: { issues: [{ path: 'logo', message: 'File exceeds 1024 bytes' }] },
      },
    });
  });

  it('answers 413 at once when the declared length cannot fit', async () => {
    const response = await post(form({ logo: new Blob([new Uint8Array(400 * 1024)]) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers 400 naming a file field that is not expected', async () => {
    const response = await post(form({ avatar: new Blob(['x']) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'avatar: Unexpected file' },
    });
  });

  it('treats files named after Object.prototype members as unexpected files', async () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const data = new FormData();
      data.append(name, new Blob(['x']), 'evil.bin');
      const response = await post(data);
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
      expect(await response.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message: `${name}: Unexpected file` },
      });
    }
  });

  it('keeps text fields named __proto__ or constructor as plain values', async () => {
    const data = new FormData();
    data.append('__proto__', 'a');
    data.append('constructor', 'b');
    const response = await post(data);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { fields: Record<string, unknown> };
    expect(Object.entries(body.fields)).toEqual([
      ['__proto__', 'a'],
      ['constructor', 'b'],
    ]);
  });

  it('answers 413 naming a field value that is too long', async () => {
    expect((await post(form({ name: 'x'.repeat(100) }))).status).toBe(200);
    const response = await post(form({ name: 'x'.repeat(101) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { message: 'name: Value exceeds 100 bytes' },
    });
  });

  it('refuses too many fields', async () => {
    const response = await post(form({ a: '1', b: '2', c: '3', d: '4' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'body: Too many fields' } });
  });

  it('answers 415 to another content type and 400 to a broken body', async () => {
    const json = await post('{}', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    const broken = await post('garbage', { 'content-type': 'multipart/form-data' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});
