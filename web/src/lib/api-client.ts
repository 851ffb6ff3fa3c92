import { apiPath } from '@shared/contract/endpoint';
import type { HttpMethod as EndpointMethod, PathParams } from '@shared/contract/endpoint';
import type { ZodMiniType } from 'zod/mini';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR, isUnauthorized, toApiError } from './api-error';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  /** JSON-serialised unless it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in calls handle a refused session themselves instead of being sent to /login. */
  skipAuthRedirect?: boolean;
}

export interface ApiClientDeps {
  /**
   * The Firebase ID token of the signed-in user, refreshed by the SDK when needed; an ApiError
   * rejection (a session that cannot be renewed) is handled like the API's own answers.
   */
  getToken: () => Promise<string | null>;
  /** Called (and awaited) before a 401/403 rejects, so the caller's navigation is superseded. */
  onUnauthorized: (error: ApiError) => Promise<void> | void;
  /**
   * The interface's language (en, fr), sent as Accept-Language so that the messages the API
   * writes for people (a record's validation, say) come in the language of the screen rather
   * than the browser's.
   */
  getLanguage?: () => string | undefined;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every call names the schema of its answer (from the shared contract): a mismatch rejects with
 * INVALID_RESPONSE instead of letting unexpected data into the screens.
 */
export interface ApiClient {
  request<T>(
    method: HttpMethod,
    path: string,
    schema: ZodMiniType<T>,
    options?: RequestOptions,
  ): Promise<T>;
  get<T>(path: string, schema: ZodMiniType<T>, options?: RequestOptions): Promise<T>;
  post<T>(path: string, schema: ZodMiniType<T>, options?: RequestOptions): Promise<T>;
  put<T>(path: string, schema: ZodMiniType<T>, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, schema: ZodMiniType<T>, options?: RequestOptions): Promise<T>;
}

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? '';
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));

  async function refuse(error: ApiError, options: RequestOptions): Promise<never> {
    if (isUnauthorized(error) && !options.skipAuthRedirect) await deps.onUnauthorized(error);
    throw error;
  }

  async function tokenFor(options: RequestOptions): Promise<string | null> {
    try {
      return await deps.getToken();
    } catch (error) {
      if (error instanceof ApiError) return refuse(error, options);
      throw error;
    }
  }

  async function send(method: HttpMethod, path: string, options: RequestOptions) {
    const headers = new Headers({ accept: 'application/json' });
    const language = deps.getLanguage?.();
    if (language) headers.set('accept-language', language);
    const token = await tokenFor(options);
    if (token) headers.set('x-auth', token);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const url = buildUrl(baseUrl, path, options.query);
    try {
      return await doFetch(url, { method, headers, body, signal: options.signal ?? null });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, NETWORK_ERROR, 'The server could not be reached', cause);
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    schema: ZodMiniType<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const response = await send(method, path, options);
    const body = await readBody(response);
    if (!response.ok)
      return refuse(toApiError(response.status, body, response.statusText), options);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(response.status, INVALID_RESPONSE, 'Unexpected answer from the server', {
        path,
        issues: parsed.error.issues,
      });
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, schema, options) => request('GET', path, schema, options),
    post: (path, schema, options) => request('POST', path, schema, options),
    put: (path, schema, options) => request('PUT', path, schema, options),
    delete: (path, schema, options) => request('DELETE', path, schema, options),
  };
}

/** What `callApi` needs from a contract endpoint: where it is and what it answers. */
export interface CallableEndpoint<P extends string, T> {
  readonly method: EndpointMethod;
  readonly path: P;
  readonly response: { readonly schema: ZodMiniType<T> };
}

/** Path parameters are required exactly when the endpoint's path has some. */
export type CallOptions<P extends string> = RequestOptions &
  ([keyof PathParams<P>] extends [never] ? { params?: undefined } : { params: PathParams<P> });

const METHODS: Readonly<Record<EndpointMethod, HttpMethod>> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

/**
 * Calls an endpoint of the shared contract: the path comes from its declaration (parameters
 * percent-encoded), the answer is checked with its response schema.
 */
export function callApi<P extends string, T>(
  api: ApiClient,
  endpoint: CallableEndpoint<P, T>,
  ...[options]: [keyof PathParams<P>] extends [never]
    ? [options?: CallOptions<P>]
    : [options: CallOptions<P>]
): Promise<T> {
  const { params, ...request } = options ?? {};
  const path = apiPath(endpoint, (params ?? {}) as PathParams<P>);
  const schema = endpoint.response.schema;
  switch (endpoint.method) {
    case 'get':
      return api.get(path, schema, request);
    case 'post':
      return api.post(path, schema, request);
    case 'put':
      return api.put(path, schema, request);
    case 'delete':
      return api.delete(path, schema, request);
    default:
      return api.request(METHODS[endpoint.method], path, schema, request);
  }
}
