import { z } from 'zod';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { ERROR_STATUS, errorBodySchema } from '../../shared/contract/error.schema.js';
import type { ErrorCode } from '../../shared/contract/error.schema.js';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string }[];
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: Record<string, Record<string, unknown>>;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const SECURITY_SCHEME = 'firebaseIdToken';

/** OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod 4 emits. */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

/** `/programs/:programId` → `/api/programs/{programId}`; `*path` becomes `{path}` too. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/[:*](\w+)/g, '{$1}')}`;
}

export function buildOpenApiDocument(routes: readonly Endpoint[]): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rainbow API',
      version: '1.0.0',
      description:
        'Every call is under /api. Authenticated calls send a Firebase ID token in the `x-auth` ' +
        'header, without prefix. Errors answer `{ "error": { "code", "message", "details"? } }`, ' +
        'with two exceptions that are answered before the api runs. A body sent as ' +
        '`application/json` that is not a JSON object or array (malformed JSON, or `null`, a ' +
        'string, a number) is refused by the Cloud Functions runtime with `400` and a plain ' +
        '`Bad Request` page (one in a charset other than UTF-8: `415 Unsupported Media Type`). ' +
        'A path whose percent-encoding is malformed (`%ZZ`) is refused in production by Hosting ' +
        'or the runtime, in a body that is not JSON (`400 Bad Request`); the local emulators ' +
        'answer it `400 VALIDATION_ERROR`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'x-auth',
          description: 'Firebase ID token (from POST /api/auth/login or the Firebase SDK)',
        },
      },
    },
  };
}

function operationOf(route: Endpoint): Record<string, unknown> {
  const parameters = [...pathParameters(route.path), ...queryParameters(route)];
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_m, c: string) => c.toUpperCase())}`,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.body.contentType]: { schema: jsonSchemaOf(route.body.schema, 'input') },
            },
          },
        }
      : {}),
    responses: { ...successResponse(route), ...errorResponses(documentedErrors(route)) },
    // An empty requirement next to the scheme is OpenAPI's way of saying "optional".
    security:
      route.auth === 'optional'
        ? [{}, { [SECURITY_SCHEME]: [] }]
        : route.auth
          ? [{ [SECURITY_SCHEME]: [] }]
          : [],
  };
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/[:*](\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(route: Endpoint): JsonSchema[] {
  if (!route.query) return [];
  const schema = jsonSchemaOf(route.query, 'input');
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function successResponse(route: Endpoint): Record<string, unknown> {
  const { status, description, contentType, schema } = route.response;
  const content = schema
    ? { [contentType]: { schema: jsonSchemaOf(schema, 'output') } }
    : { [contentType]: {} };
  return { [status]: { description, content } };
}

/** One response per status, naming the codes that share it. */
/**
 * The endpoint's own errors, plus those the JSON body parser in front of every handler can give
 * (a body in an encoding it cannot read, or too large), so integrators see every status.
 */
function documentedErrors(route: Endpoint): readonly ErrorCode[] {
  if (route.body?.contentType !== 'application/json') return route.errors;
  const parser: ErrorCode[] = ['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'];
  return [...new Set([...route.errors, ...parser])];
}

function errorResponses(codes: readonly ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes, 'INTERNAL' as const]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      status,
      { description: group.join(', '), content: { 'application/json': { schema: ERROR_REF } } },
    ]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
