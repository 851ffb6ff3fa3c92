import { z } from 'zod/mini';
import { clientConfigSchema } from './config.schema.js';
import { endpoint } from './endpoint.js';
import { healthResponseSchema } from './health.schema.js';

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

export const systemEndpoints = {
  health: endpoint({
    method: 'get',
    path: '/health',
    tag: 'System',
    summary: 'Liveness check',
    auth: false,
    response: {
      status: 200,
      description: 'The api is up',
      contentType: 'application/json',
      schema: healthResponseSchema,
    },
    errors: [],
  }),
  config: endpoint({
    method: 'get',
    path: '/config',
    tag: 'System',
    summary: 'Web app start-up configuration',
    description: 'Firebase client settings and the keys of optional services (null when off).',
    auth: false,
    response: {
      status: 200,
      description: 'The configuration',
      contentType: 'application/json',
      schema: clientConfigSchema,
    },
    errors: [],
  }),
  openApi: endpoint({
    method: 'get',
    path: '/openapi.json',
    tag: 'Documentation',
    summary: 'This API as an OpenAPI 3.1 document',
    auth: false,
    response: {
      status: 200,
      description: 'The OpenAPI document',
      contentType: 'application/json',
      schema: openApiDocumentSchema,
    },
    errors: [],
  }),
  docs: endpoint({
    method: 'get',
    path: '/docs',
    tag: 'Documentation',
    summary: 'This API as a readable page',
    auth: false,
    response: { status: 200, description: 'An HTML page', contentType: 'text/html' },
    errors: [],
  }),
  /** Only with the filesystem blob store: Cloud Storage signs its own links. */
  blob: endpoint({
    method: 'get',
    path: '/blobs/*path',
    tag: 'Files',
    summary: 'Download a stored file through a signed link',
    description: 'Only links produced by the api work: `expires` and `sig` are checked.',
    auth: false,
    response: { status: 200, description: 'The file', contentType: 'application/octet-stream' },
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
};
