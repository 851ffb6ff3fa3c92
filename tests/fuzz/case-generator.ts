import { mutateBody, preview } from './body-mutations.js';
import type { CaseBody, CaseKind, FuzzCase, RoleName } from './fuzz-case.js';
import type { RefResolver } from './json-schema.js';
import {
  BAD_TOKENS,
  EXTRA_QUERY,
  MALFORMED_JSON,
  NASTY_QUERY_VALUES,
  NASTY_SEGMENTS,
  nastyQueryShapes,
} from './nasty-values.js';
import type { Operation, Parameter } from './openapi-operations.js';
import type { Random } from './random.js';
import { BROKEN_MULTIPART, encodeValue, multipartOf, mutateMultipart } from './request-parts.js';
import { generateValid } from './value-generator.js';

export interface CaseContext {
  random: Random;
  resolve: RefResolver;
  /** Real ids for a field or parameter name; `segmentBefore` is the path segment before it. */
  idsFor(name: string, segmentBefore?: string): readonly string[];
  /** A genuine token, to be mangled by bad-token cases. */
  sampleToken: string | undefined;
  /** Upper-case methods the document lists for a path. */
  documentedMethods(path: string): readonly string[];
}

interface Parts {
  path: string;
  query: string[];
  body: CaseBody | undefined;
}

/** One request for `operation` as `role`: valid, or invalid in exactly one way. */
export function generateCase(operation: Operation, role: RoleName, context: CaseContext): FuzzCase {
  const kind = pickKind(operation, role, context.random);
  const parts: Parts = {
    path: validPath(operation, context),
    query: validQuery(operation, context),
    body: validBody(operation, context),
  };
  const fuzzCase: FuzzCase = {
    operation,
    role,
    kind,
    note: 'valid input',
    method: operation.method.toUpperCase(),
    target: '',
    body: undefined,
  };
  fuzzCase.note = applyKind(kind, operation, parts, fuzzCase, context);
  fuzzCase.target = parts.query.length ? `${parts.path}?${parts.query.join('&')}` : parts.path;
  fuzzCase.body = parts.body;
  return fuzzCase;
}

function pickKind(operation: Operation, role: RoleName, random: Random): CaseKind {
  const weights: Array<[CaseKind, number]> = [
    ['valid', 35],
    ['path', operation.pathParams.length ? 15 : 0],
    ['path-shape', 5],
    ['method', 3],
    ['query', operation.queryParams.length ? 12 : 3],
    ['body', operation.body ? 20 : 0],
    ['malformed-body', operation.body ? 10 : 0],
    ['token', role === 'anonymous' ? 15 : 0],
  ];
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [kind, weight] of weights) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'valid';
}

function applyKind(
  kind: CaseKind,
  operation: Operation,
  parts: Parts,
  fuzzCase: FuzzCase,
  context: CaseContext,
): string {
  const { random } = context;
  switch (kind) {
    case 'valid':
      return 'valid input';
    case 'path': {
      const param = random.pick(operation.pathParams);
      const segment = random.pick(NASTY_SEGMENTS);
      parts.path = fillPath(operation, context, { [param.name]: segment });
      return `path {${param.name}} = ${preview(segment)}`;
    }
    case 'path-shape':
      return reshapePath(parts, random);
    case 'method': {
      const documented = context.documentedMethods(operation.path);
      const others = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter(
        (m) => !documented.includes(m),
      );
      fuzzCase.method = others.length ? random.pick(others) : 'PATCH';
      return `undocumented method ${fuzzCase.method}`;
    }
    case 'query':
      return breakQuery(operation, parts, random);
    case 'body':
      return breakBody(operation, parts, context);
    case 'malformed-body':
      return malformedBody(operation, parts, random);
    case 'token': {
      const token = badToken(context);
      fuzzCase.token = token.value;
      return `x-auth = ${token.note}`;
    }
  }
}

function validPath(operation: Operation, context: CaseContext): string {
  return fillPath(operation, context, {});
}

function fillPath(operation: Operation, context: CaseContext, raw: Record<string, string>): string {
  const segments = operation.path.split('/');
  return segments
    .map((segment, i) => {
      const match = /^\{(\w+)\}$/.exec(segment);
      if (!match?.[1]) return segment;
      const name = match[1];
      if (Object.hasOwn(raw, name)) return raw[name];
      const param = operation.pathParams.find((p) => p.name === name);
      const contextual: typeof context = {
        ...context,
        idsFor: (n) => context.idsFor(n, segments[i - 1]),
      };
      return encodeValue(generateParam(param, name, contextual));
    })
    .join('/');
}

function generateParam(param: Parameter | undefined, name: string, context: CaseContext): unknown {
  const schema = param?.schema ?? { type: 'string' as const };
  const real = context.idsFor(name);
  if (real.length && context.random.chance(0.5)) return context.random.pick(real);
  return generateValid({ minLength: 1, ...schema }, { ...context, realIds: () => [] }, name);
}

function validQuery(operation: Operation, context: CaseContext): string[] {
  const query: string[] = [];
  for (const param of operation.queryParams) {
    if (!param.required && context.random.chance(0.5)) continue;
    const value = generateValid(
      param.schema,
      { ...context, realIds: (n) => context.idsFor(n) },
      param.name,
    );
    query.push(`${encodeURIComponent(param.name)}=${encodeValue(value)}`);
  }
  return query;
}

function validBody(operation: Operation, context: CaseContext): CaseBody | undefined {
  if (!operation.body) return undefined;
  const generation = { ...context, realIds: (n: string) => context.idsFor(n) };
  const value = generateValid(operation.body.schema, generation);
  return operation.body.contentType.startsWith('multipart/')
    ? multipartOf(value, operation.body.schema)
    : { type: 'json', value };
}

function reshapePath(parts: Parts, random: Random): string {
  const shapes: Array<[string, (path: string) => string]> = [
    ['trailing slash', (p) => `${p}/`],
    ['doubled slashes', (p) => p.replace(/\//g, '//')],
    ['dot segment', (p) => p.replace('/api/', '/api/./')],
    ['parent segment appended', (p) => `${p}/..`],
    ['%ZZ appended', (p) => `${p}/%ZZ`],
    ['slashes encoded', (p) => `/api/${p.slice('/api/'.length).replace(/\//g, '%2F')}`],
    ['upper case', (p) => `/api/${p.slice('/api/'.length).toUpperCase()}`],
    ['parent escape', (p) => p.replace('/api/', '/api/../api/')],
  ];
  const [note, reshape] = random.pick(shapes);
  parts.path = reshape(parts.path);
  return `path shape: ${note}`;
}

function breakQuery(operation: Operation, parts: Parts, random: Random): string {
  const params = operation.queryParams;
  const choice = params.length ? random.int(0, 3) : 3;
  const param = params.length ? random.pick(params) : undefined;
  const without = (name: string): string[] =>
    parts.query.filter((q) => !q.startsWith(`${encodeURIComponent(name)}=`));
  if (choice === 0 && param) {
    const value = random.pick(NASTY_QUERY_VALUES);
    parts.query = [...without(param.name), `${param.name}=${value}`];
    return `query ${param.name}=${preview(value)}`;
  }
  if (choice === 1 && param) {
    const shape = random.pick(nastyQueryShapes(param.name));
    parts.query = [...without(param.name), shape];
    return `query ${shape}`;
  }
  const required = params.filter((p) => p.required);
  if (choice === 2 && required.length) {
    const dropped = random.pick(required);
    parts.query = without(dropped.name);
    return `required query ${dropped.name} left out`;
  }
  const extra = random.pick(EXTRA_QUERY);
  parts.query = [...parts.query, extra];
  return `extra query ${extra}`;
}

function breakBody(operation: Operation, parts: Parts, context: CaseContext): string {
  const { body } = operation;
  if (!body || !parts.body) return 'valid input';
  if (parts.body.type === 'multipart') {
    const mutated = mutateMultipart(parts.body, body.schema, context.random);
    parts.body = mutated.body;
    return mutated.note;
  }
  const valid = parts.body.type === 'json' ? parts.body.value : undefined;
  const mutation = mutateBody(valid, body.schema, context.random, context.resolve);
  parts.body = { type: 'json', value: mutation.value };
  return mutation.note;
}

function malformedBody(operation: Operation, parts: Parts, random: Random): string {
  if (operation.body?.contentType.startsWith('multipart/') && random.chance(0.5)) {
    const broken = random.pick(BROKEN_MULTIPART);
    parts.body = { type: 'raw', ...broken };
    return `broken multipart (${broken.contentType}) ${preview(broken.text)}`;
  }
  const valid = parts.body?.type === 'json' ? JSON.stringify(parts.body.value) : '{}';
  const variants: Array<{ text: string; contentType: string | undefined }> = [
    ...MALFORMED_JSON.map((text) => ({ text, contentType: 'application/json' })),
    { text: valid, contentType: 'text/plain' },
    { text: valid, contentType: undefined },
    { text: valid, contentType: 'application/json; charset=utf-16' },
    { text: valid, contentType: 'application/json; charset=latin1' },
    { text: valid, contentType: 'application/x-www-form-urlencoded' },
    { text: valid, contentType: 'application/vnd.api+json' },
  ];
  const chosen = random.pick(variants);
  parts.body = { type: 'raw', ...chosen };
  return `body ${preview(chosen.text)} as ${chosen.contentType ?? 'no content-type'}`;
}

function badToken(context: CaseContext): { value: string; note: string } {
  const { random, sampleToken } = context;
  if (sampleToken && random.chance(0.4)) {
    const [header = '', payload = ''] = sampleToken.split('.');
    const mangled: Array<{ value: string; note: string }> = [
      { value: `Bearer ${sampleToken}`, note: 'a real token with a "Bearer " prefix' },
      {
        value: `${sampleToken.slice(0, -4)}${[...sampleToken.slice(-4)].reverse().join('')}`,
        note: 'a real token with its last 4 characters reversed',
      },
      {
        value: `${header}.${payload.slice(0, 20)}.`,
        note: 'a real token whose payload is cut to 20 characters',
      },
      { value: `${sampleToken}x`, note: 'a real token with a character appended' },
    ];
    return random.pick(mangled);
  }
  const value = random.pick(BAD_TOKENS);
  return { value, note: preview(value) };
}
