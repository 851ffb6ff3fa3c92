import { jsonRoute, rawRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { z } from 'zod';
import { DOCS_STYLE_HASH, renderDocsPage } from './docs-page.js';
import { buildOpenApiDocument } from './openapi.js';

const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

/** Registered last: both documents describe every route mounted before them. */
export function docsRoutes(api: ApiRoutes): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;

  jsonRoute(
    api,
    {
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
    },
    () => (document ??= buildOpenApiDocument(api.registry)),
  );

  rawRoute(
    api,
    {
      method: 'get',
      path: '/docs',
      tag: 'Documentation',
      summary: 'This API as a readable page',
      auth: false,
      response: { status: 200, description: 'An HTML page', contentType: 'text/html' },
      errors: [],
    },
    (_req, res) => {
      page ??= renderDocsPage(api.registry);
      res.setHeader(
        'Content-Security-Policy',
        `default-src 'none'; style-src ${DOCS_STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      );
      res.type('html').send(page);
    },
  );
}
