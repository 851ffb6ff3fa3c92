import { jsonRoute, rawRoute } from '../../http/route-registry.js';
import type { ApiRoutes } from '../../http/route-registry.js';
import { systemEndpoints } from '../../shared/contract/system.endpoints.js';
import { DOCS_STYLE_HASH, renderDocsPage } from './docs-page.js';
import { buildOpenApiDocument } from './openapi.js';

/** Both documents describe every endpoint mounted, built once on first request. */
export function mountDocs(api: ApiRoutes): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  const endpoints = () => api.registry.map((route) => route.endpoint);

  jsonRoute(api, systemEndpoints.openApi, () => (document ??= buildOpenApiDocument(endpoints())));

  rawRoute(api, systemEndpoints.docs, (_req, res) => {
    page ??= renderDocsPage(endpoints());
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src ${DOCS_STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    );
    res.type('html').send(page);
  });
}
