import type { JsonSchema } from './json-schema.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface DocumentedResponse {
  contentType: string | undefined;
  schema: JsonSchema | undefined;
}

/** One operation of the OpenAPI document, in the shape the fuzzer needs. */
export interface Operation {
  method: HttpMethod;
  /** As documented: `/api/programs/{program_id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: { contentType: string; schema: JsonSchema } | undefined;
  /** Documented answers by status code. */
  responses: Map<number, DocumentedResponse>;
  auth: 'none' | 'optional' | 'required';
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, unknown>;
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation the document describes: a new endpoint is fuzzed without new code. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (isRecord(raw)) operations.push(operationOf(path, method, raw));
    }
  }
  return operations;
}

function operationOf(path: string, method: HttpMethod, raw: Record<string, unknown>): Operation {
  const parameters = (Array.isArray(raw.parameters) ? raw.parameters : []) as Parameter[];
  return {
    method,
    path,
    pathParams: parameters.filter((p) => p.in === 'path'),
    queryParams: parameters.filter((p) => p.in === 'query'),
    body: bodyOf(raw.requestBody),
    responses: responsesOf(raw.responses),
    auth: authOf(raw.security),
  };
}

function bodyOf(raw: unknown): Operation['body'] {
  if (!isRecord(raw) || !isRecord(raw.content)) return undefined;
  const [entry] = Object.entries(raw.content);
  if (!entry) return undefined;
  const [contentType, media] = entry;
  return { contentType, schema: (isRecord(media) ? media.schema : {}) as JsonSchema };
}

function responsesOf(raw: unknown): Map<number, DocumentedResponse> {
  const responses = new Map<number, DocumentedResponse>();
  if (!isRecord(raw)) return responses;
  for (const [status, response] of Object.entries(raw)) {
    const content = isRecord(response) && isRecord(response.content) ? response.content : {};
    const [entry] = Object.entries(content);
    const media = entry && isRecord(entry[1]) ? entry[1] : {};
    responses.set(Number(status), {
      contentType: entry?.[0],
      schema: isRecord(media.schema) ? (media.schema as JsonSchema) : undefined,
    });
  }
  return responses;
}

/** `[]`: public; `[{}, {scheme}]`: optional (OpenAPI's empty requirement); else required. */
function authOf(raw: unknown): Operation['auth'] {
  if (!Array.isArray(raw) || raw.length === 0) return 'none';
  return raw.some((requirement) => isRecord(requirement) && Object.keys(requirement).length === 0)
    ? 'optional'
    : 'required';
}

export function operationLabel(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
