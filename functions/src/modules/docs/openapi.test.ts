import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { escapeHtml } from '../../core/html.js';
import { renderDocsPage } from './docs-page.js';
import { buildOpenApiDocument, openApiPath } from './openapi.js';

const routes: Endpoint[] = [
  {
    method: 'put',
    path: '/programs/:programId/things',
    tag: 'Things <b>',
    summary: 'Update <script>alert(1)</script> things',
    auth: true,
    query: z.object({
      page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
      q: z.optional(z.string()),
    }),
    body: {
      contentType: 'application/json',
      schema: z.object({ name: z.string().check(z.minLength(2)) }),
    },
    response: {
      status: 200,
      description: 'Updated',
      contentType: 'application/json',
      schema: z.object({ _id: z.string() }),
    },
    errors: ['VALIDATION_ERROR', 'UNAUTHENTICATED', 'FORBIDDEN', 'USER_DISABLED'],
  },
  {
    method: 'get',
    path: '/files/*path',
    tag: 'Files',
    summary: 'A file',
    auth: false,
    response: { status: 200, description: 'Bytes', contentType: 'application/octet-stream' },
    errors: [],
  },
];

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument(routes);

  it('converts Express paths', () => {
    expect(openApiPath('/programs/:programId/things')).toBe('/api/programs/{programId}/things');
    expect(openApiPath('/files/*path')).toBe('/api/files/{path}');
  });

  it('describes parameters, body, responses, errors and security from the registry', () => {
    expect(document.openapi).toBe('3.1.0');
    const operation = document.paths['/api/programs/{programId}/things']?.put as Record<
      string,
      unknown
    >;
    expect(operation.parameters).toEqual([
      { name: 'programId', in: 'path', required: true, schema: { type: 'string' } },
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
      expect.objectContaining({ name: 'q', in: 'query', required: false }),
    ]);
    expect(operation.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { name: { type: 'string', minLength: 2 } },
            required: ['name'],
          },
        },
      },
    });
    // A JSON body can also be refused by the body parser: 413 too large, 415 unreadable encoding.
    expect(Object.keys(operation.responses as object)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '500',
    ]);
    expect(
      (operation.responses as Record<string, { description: string }>)['403']?.description,
    ).toBe('FORBIDDEN, USER_DISABLED');
    expect(operation.security).toEqual([{ firebaseIdToken: [] }]);
    expect(document.paths['/api/files/{path}']?.get).toMatchObject({ security: [] });
    const bodiless = document.paths['/api/files/{path}']?.get as { responses: object };
    expect(Object.keys(bodiless.responses)).toEqual(['200', '500']);
  });

  it('declares the error body and the x-auth scheme once', () => {
    expect(document.components.schemas).toHaveProperty('ErrorBody');
    expect(document.components.securitySchemes).toEqual({
      firebaseIdToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-auth' }),
    });
  });
});

describe('docs page', () => {
  const html = renderDocsPage(routes);

  it('escapes everything it prints', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('lists every route with its auth requirement and runs no script', () => {
    expect(html).toContain('/api/programs/{programId}/things');
    expect(html).toContain('/api/files/{path}');
    expect(html).toContain('x-auth required');
    expect(html).not.toMatch(/<script|src=/i);
  });
});
