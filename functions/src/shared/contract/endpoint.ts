import type { z } from 'zod/mini';
import type { ErrorCode } from './error.schema.js';

// An endpoint is declared once, here in the contract: the functions mount it with its handler
// and document it in /api/openapi.json, the web app calls it. A path typed twice would drift.

/** Every endpoint path is below this base. */
export const API_BASE = '/api';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Endpoint<P extends string = string> {
  readonly method: HttpMethod;
  /** Express-style path below /api: `:name` is a segment, `*name` the rest of the path. */
  readonly path: P;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** 'optional': a token is verified when sent. */
  readonly auth: boolean | 'optional';
  readonly query?: z.ZodMiniObject;
  readonly body?: {
    readonly contentType: 'application/json' | 'multipart/form-data';
    readonly schema: z.ZodMiniType;
  };
  readonly response: {
    readonly status: number;
    readonly description: string;
    readonly contentType: string;
    /** Absent for answers that are not JSON (files, HTML). */
    readonly schema?: z.ZodMiniType;
  };
  readonly errors: readonly ErrorCode[];
}

/** An endpoint answering JSON that the response schema checks. */
export interface JsonEndpoint<
  P extends string = string,
  R extends z.ZodMiniType = z.ZodMiniType,
> extends Endpoint<P> {
  readonly response: Endpoint['response'] & {
    readonly contentType: 'application/json';
    readonly schema: R;
  };
}

/** Keeps the literal path (and schemas) of a declaration, so callers get typed parameters. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type Segment<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segment<Rest> : P;
type ParamName<S extends string> = S extends `:${infer Name}`
  ? Name
  : S extends `*${infer Name}`
    ? Name
    : never;

/** `'/programs/:program_id/members/:user_id'` → `{ program_id: string; user_id: string }`. */
export type PathParams<P extends string> = { readonly [K in ParamName<Segment<P>>]: string };

const PARAM = /[:*](\w+)/g;

/**
 * The concrete path of an endpoint, `/api` included, each parameter percent-encoded so that an
 * id can never add a segment. A missing parameter is a programming error.
 */
export function apiPath<P extends string>(
  declaration: { readonly path: P },
  params: PathParams<P>,
): string {
  const values: Readonly<Record<string, string | undefined>> = params;
  const path = declaration.path.replace(PARAM, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${declaration.path}: missing parameter ${name}`);
    return encodeURIComponent(value);
  });
  return `${API_BASE}${path}`;
}
