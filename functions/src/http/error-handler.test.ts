import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serve } from '../../test/support/serve.js';
import type { Served } from '../../test/support/serve.js';
import { appError } from '../core/errors.js';
import { createMemoryLogger } from '../core/logger.js';
import { parseInput } from '../core/validation.js';
import { errorHandler, INTERNAL_MESSAGE, notFoundHandler } from './error-handler.js';
import { jsonBody } from './json-body.js';
import { requestContext } from './request-context.js';

describe('error edge', () => {
  const logger = createMemoryLogger();
  let served: Served;

  beforeAll(async () => {
    const app = express();
    app.use(requestContext(logger));
    app.use(jsonBody(64));
    app.get('/app-error', () => {
      throw appError('ALREADY_EXISTS', 'name: Taken', {
        issues: [{ path: 'name', message: 'Taken' }],
      });
    });
    app.post('/validate', (req) => {
      parseInput(
        z.object({ name: z.string(), roles: z.array(z.object({ role: z.string() })) }),
        req.body,
      );
    });
    app.get('/items/:id', (_req, res) => {
      res.json({});
    });
    app.get('/crash', () => {
      throw new Error('db password=hunter2 at /secret/path');
    });
    app.get('/async-crash', async () => {
      await Promise.resolve();
      throw new TypeError('Cannot read properties of undefined');
    });
    app.use(notFoundHandler);
    app.use(errorHandler(logger));
    served = await serve(app);
  });
  afterAll(() => served.close());

  it('answers an AppError with its status, code, message and details', async () => {
    const response = await fetch(`${served.baseUrl}/app-error`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'ALREADY_EXISTS',
        message: 'name: Taken',
        details: { issues: [{ path: 'name', message: 'Taken' }] },
      },
    });
  });

  it('turns schema failures into a 400 naming every field, nested ones by path', async () => {
    const response = await fetch(`${served.baseUrl}/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ roles: [{ role: 1 }] }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; details: unknown } };
    expect(body.error.message).toBe(
      'name: Required; roles.0.role: Invalid input: expected string, received number',
    );
    expect(body.error.details).toEqual({
      issues: [
        { path: 'name', message: 'Required' },
        { path: 'roles.0.role', message: 'Invalid input: expected string, received number' },
      ],
    });
  });

  it('answers 500 INTERNAL with a generic message, never a stack or the cause', async () => {
    for (const path of ['/crash', '/async-crash']) {
      const response = await fetch(`${served.baseUrl}${path}`);
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: INTERNAL_MESSAGE } });
      expect(text).not.toMatch(/hunter2|secret|at \/|\.ts:|TypeError/);
    }
  });

  it('logs the unexpected error with its stack, for us', () => {
    const entry = logger.entries.find((item) => item.event === 'error.unexpected');
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).toContain('error-handler.test.ts');
  });

  it('answers unknown routes with a 404 JSON error', async () => {
    const response = await fetch(`${served.baseUrl}/nowhere`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for DELETE /nowhere' },
    });
  });

  it('answers a malformed percent-encoding in a path parameter with a 400 naming the path', async () => {
    for (const id of ['%ZZ', '%', '%E0%A4%A']) {
      const response = await fetch(`${served.baseUrl}/items/${id}`);
      expect({ id, status: response.status }).toEqual({ id, status: 400 });
      expect(await response.json()).toEqual({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'path: Malformed percent-encoding',
          details: { issues: [{ path: 'path', message: 'Malformed percent-encoding' }] },
        },
      });
    }
  });

  it('answers an oversized JSON body with 413 in the same shape', async () => {
    const response = await fetch(`${served.baseUrl}/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(100) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers malformed JSON with a 400 naming the body', async () => {
    const response = await fetch(`${served.baseUrl}/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'body: Malformed JSON' },
    });
  });
});
