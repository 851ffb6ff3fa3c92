import type { ZodMiniType } from 'zod/mini';
import type { ApiClient, HttpMethod, RequestOptions } from '@/lib/api-client';

export interface FakeCall {
  method: HttpMethod;
  path: string;
  options: RequestOptions | undefined;
}

/**
 * An API client answering from a handler: return a value (parsed by the call's schema, as the
 * real client does) or throw an ApiError. Every call is recorded.
 */
export function fakeApi(handler: (call: FakeCall) => unknown): {
  api: ApiClient;
  calls: FakeCall[];
} {
  const calls: FakeCall[] = [];
  async function request<T>(
    method: HttpMethod,
    path: string,
    schema: ZodMiniType<T>,
    options?: RequestOptions,
  ): Promise<T> {
    const call = { method, path, options };
    calls.push(call);
    return schema.parse(await handler(call));
  }
  const api: ApiClient = {
    request,
    get: (path, schema, options) => request('GET', path, schema, options),
    post: (path, schema, options) => request('POST', path, schema, options),
    put: (path, schema, options) => request('PUT', path, schema, options),
    delete: (path, schema, options) => request('DELETE', path, schema, options),
  };
  return { api, calls };
}
