import { serializeBody } from './fuzz-case.js';
import type { FuzzCase } from './fuzz-case.js';
import type { JsonSchema, RefResolver } from './json-schema.js';
import type { Operation } from './openapi-operations.js';
import type { RawAnswer } from './raw-http.js';
import { validateSchema } from './schema-validator.js';

export type FailureKind =
  | 'NO_ANSWER'
  | 'SERVER_ERROR'
  | 'UNEXPECTED_STATUS'
  | 'ERROR_SHAPE'
  | 'STACK_TRACE'
  | 'UNDOCUMENTED_SUCCESS'
  | 'RESPONSE_SCHEMA'
  | 'AUTH_BYPASS'
  | 'DISABLED_ACCEPTED'
  | 'LEAK';

export interface Finding {
  kind: FailureKind;
  detail: string;
}

export interface Contract {
  operations: readonly Operation[];
  resolve: RefResolver;
  errorBody: JsonSchema;
}

// A stack frame ("at fn (file:1:2)", also HTML-escaped) or a server file path.
const STACK_PATTERNS = [
  /\bat\s+[\w$.<>[\] ]*\s?\((?:\/|&lt;|node:|file:)/,
  /node_modules[\\/]/,
  /(?:\/[\w.@-]+){2,}\.(?:js|ts|mjs|cjs):\d+/,
];

// Kinds whose request still reaches the documented route, so its rules apply.
const SAME_ROUTE = new Set(['valid', 'query', 'body', 'malformed-body', 'token']);

/** What issue 9 asks of every answer: no 5xx, the error shape, no stack, the documented 2xx. */
export function checkAnswer(fuzzCase: FuzzCase, answer: RawAnswer, contract: Contract): Finding[] {
  if (!answer.ok) return [{ kind: 'NO_ANSWER', detail: answer.error }];
  const findings: Finding[] = [];
  const { status, text } = answer;
  if (STACK_PATTERNS.some((pattern) => pattern.test(text))) {
    findings.push({ kind: 'STACK_TRACE', detail: excerpt(text) });
  }
  if (status >= 500) findings.push({ kind: 'SERVER_ERROR', detail: excerpt(text) });
  // Outside /api, Hosting serves the web app or its own 404: not the API's contract.
  else if (leavesApi(fuzzCase.target)) return findings;
  else if (status >= 400) findings.push(...checkError(fuzzCase, answer, contract));
  else if (status >= 200 && status < 300)
    findings.push(...checkSuccess(fuzzCase, answer, contract));
  else findings.push({ kind: 'UNEXPECTED_STATUS', detail: `status ${status}` });
  return findings;
}

function checkError(
  fuzzCase: FuzzCase,
  answer: Extract<RawAnswer, { ok: true }>,
  contract: Contract,
): Finding[] {
  const body = parseJson(answer.text);
  if (body === undefined && runtimeRefusal(fuzzCase, answer)) return [];
  if (body === undefined) {
    const type = answer.headers['content-type'] ?? 'no content-type';
    return [{ kind: 'ERROR_SHAPE', detail: `not JSON (${type}): ${excerpt(answer.text)}` }];
  }
  const errors = validateSchema(body, contract.errorBody, contract.resolve);
  return errors.length ? [{ kind: 'ERROR_SHAPE', detail: errors.slice(0, 3).join('; ') }] : [];
}

function checkSuccess(
  fuzzCase: FuzzCase,
  answer: Extract<RawAnswer, { ok: true }>,
  contract: Contract,
): Finding[] {
  const { operation, role } = fuzzCase;
  const findings: Finding[] = [];
  if (SAME_ROUTE.has(fuzzCase.kind) && operation.auth === 'required') {
    if (role === 'anonymous') {
      findings.push({ kind: 'AUTH_BYPASS', detail: `${answer.status} without a valid token` });
    }
    if (role === 'disabled') {
      findings.push({ kind: 'DISABLED_ACCEPTED', detail: `${answer.status} for a disabled user` });
    }
  }
  const own = schemaErrors(operation, answer, contract);
  if (own === undefined || own.length === 0) return findings;
  // A reshaped path or another method may land on another documented route; matching that
  // route's schema is enough.
  if (!SAME_ROUTE.has(fuzzCase.kind)) {
    const method = fuzzCase.method.toLowerCase();
    const others = contract.operations.filter((o) => o.method === method);
    if (others.some((o) => schemaErrors(o, answer, contract)?.length === 0)) return findings;
  }
  const documented = operation.responses.has(answer.status);
  findings.push(
    documented
      ? { kind: 'RESPONSE_SCHEMA', detail: own.slice(0, 3).join('; ') }
      : {
          kind: 'UNDOCUMENTED_SUCCESS',
          detail: `status ${answer.status}: ${excerpt(answer.text)}`,
        },
  );
  return findings;
}

/** undefined: nothing to check (no JSON schema documented for this status). */
function schemaErrors(
  operation: Operation,
  answer: Extract<RawAnswer, { ok: true }>,
  contract: Contract,
): string[] | undefined {
  const documented = operation.responses.get(answer.status);
  if (!documented) return [`status ${answer.status} is not documented`];
  if (!documented.schema || !documented.contentType?.includes('json')) return undefined;
  const body = parseJson(answer.text);
  if (body === undefined) return [`not JSON: ${excerpt(answer.text)}`];
  return validateSchema(body, documented.schema, contract.resolve);
}

/**
 * The one non-JSON error the API document announces (in `info.description`): a body sent as
 * `application/json` that is not a JSON object or array is refused by the Cloud Functions
 * runtime before the api runs, with `400` and a plain `Bad Request` page, or `415` for a charset
 * other than UTF-8. Only that request and that answer are let through; `undocumentedError`
 * counts them in the notes.
 */
export function runtimeRefusal(
  fuzzCase: FuzzCase,
  answer: Extract<RawAnswer, { ok: true }>,
): boolean {
  const sent = serializeBody(fuzzCase.body);
  const type = sent?.contentType?.toLowerCase() ?? '';
  if (!sent || !/^application\/json\b/.test(type)) return false;
  if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) return false;
  const charset = /charset="?([\w-]+)/.exec(type)?.[1] ?? 'utf-8';
  if (answer.status === 415)
    return charset !== 'utf-8' && answer.text.includes('Unsupported Media Type');
  if (answer.status !== 400 || !/<pre>Bad Request<\/pre>/.test(answer.text)) return false;
  // Read as the runtime reads it: in the charset the request declared.
  const text = decode(sent.bytes, charset);
  const value = text === undefined ? undefined : parseJson(text);
  return typeof value !== 'object' || value === null;
}

function decode(bytes: Buffer, charset: string): string | undefined {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Whether the target, once dot segments are resolved as Hosting does, is no longer an API path
 * (`/api/x/..` is `/api/`, which the `/api/**` rewrite does not match).
 */
export function leavesApi(target: string): boolean {
  const [path = ''] = target.split('?', 1);
  const resolved: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    const decoded = segment.replace(/%2e/gi, '.');
    if (decoded === '..') resolved.pop();
    else if (decoded !== '.') resolved.push(segment);
  }
  return resolved[0] !== 'api' || resolved.length < 2 || resolved[1] === '';
}

/** A 4xx the operation does not document: worth a look, not a failure of issue 9's rules. */
export function undocumentedError(fuzzCase: FuzzCase, answer: RawAnswer): number | undefined {
  if (!answer.ok || answer.status < 400 || answer.status >= 500) return undefined;
  if (!SAME_ROUTE.has(fuzzCase.kind)) return undefined;
  return fuzzCase.operation.responses.has(answer.status) ? undefined : answer.status;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function excerpt(text: string, length = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}… (${text.length} chars)` : flat;
}
