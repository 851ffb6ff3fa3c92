import { createHash } from 'node:crypto';
import { escapeHtml } from '../../core/html.js';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { ERROR_STATUS } from '../../shared/contract/error.schema.js';
import { jsonSchemaOf, openApiPath } from './openapi.js';

// Rendered on the server from the route registry: no script, no CDN, and the page's CSP allows
// exactly this stylesheet (by hash) and nothing else.
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1b1f24}
h1{margin-bottom:4px}h2{margin-top:40px;border-bottom:1px solid #d0d7de}
section{border:1px solid #d0d7de;border-radius:6px;margin:16px 0;padding:12px 16px}
.method{display:inline-block;min-width:64px;font-weight:700;text-transform:uppercase}
.path{font-family:ui-monospace,monospace;font-weight:600}
.auth{float:right;font-size:12px;padding:2px 8px;border-radius:10px;background:#fff8c5}
.public{background:#dafbe1}
pre{background:#f6f8fa;padding:8px;overflow:auto;font-size:13px}
`;

export const DOCS_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function renderDocsPage(routes: readonly Endpoint[]): string {
  const tags = [...new Set(routes.map((route) => route.tag))];
  const sections = tags
    .map((tag) => {
      const items = routes.filter((route) => route.tag === tag).map(renderRoute);
      return `<h2>${escapeHtml(tag)}</h2>${items.join('')}`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rainbow API</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><h1>Rainbow API</h1>
<p>Every call is under <code>/api</code>. Authenticated calls send a Firebase ID token in the
<code>x-auth</code> header, without prefix. Errors answer
<code>{ "error": { "code", "message", "details"? } }</code>. Machine-readable:
<a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<p>Two answers come before the api runs and are not in that shape: a body sent as
<code>application/json</code> that is not a JSON object or array is refused by the Cloud Functions
runtime with <code>400</code> and a plain <code>Bad Request</code> page (one in a charset other than
UTF-8: <code>415 Unsupported Media Type</code>), and in production a path
whose percent-encoding is malformed (<code>%ZZ</code>) gets a <code>400</code> from Hosting or the
runtime that is not JSON either (the local emulators answer it <code>400 VALIDATION_ERROR</code>).</p>
${sections}</body></html>`;
}

function renderRoute(route: Endpoint): string {
  const auth =
    route.auth === 'optional'
      ? '<span class="auth">x-auth optional</span>'
      : route.auth
        ? '<span class="auth">x-auth required</span>'
        : '<span class="auth public">public</span>';
  const body = route.body
    ? `<h4>Request body (${escapeHtml(route.body.contentType)})</h4>${schemaBlock(jsonSchemaOf(route.body.schema, 'input'))}`
    : '';
  const response = route.response.schema
    ? schemaBlock(jsonSchemaOf(route.response.schema, 'output'))
    : '';
  const errors = route.errors
    .map((code) => `<li><code>${ERROR_STATUS[code]} ${escapeHtml(code)}</code></li>`)
    .join('');
  return `<section>${auth}<span class="method">${escapeHtml(route.method)}</span>
<span class="path">${escapeHtml(openApiPath(route.path))}</span>
<p>${escapeHtml(route.summary)}${route.description ? ` ${escapeHtml(route.description)}` : ''}</p>${body}
<h4>Response ${route.response.status} (${escapeHtml(route.response.contentType)}): ${escapeHtml(route.response.description)}</h4>${response}
${errors ? `<h4>Errors</h4><ul>${errors}</ul>` : ''}</section>`;
}

function schemaBlock(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}
