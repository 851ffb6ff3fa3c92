import type { TestApi } from './test-api.js';

export interface HttpResult<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
  readonly text: string;
}

export interface CallOptions {
  readonly method?: string;
  /** Sent in `x-auth`, without prefix, as the web app does. */
  readonly token?: string;
  readonly json?: unknown;
  readonly form?: FormData;
  readonly headers?: Record<string, string>;
}

/** One HTTP call to the test api; the body is parsed as JSON when it is JSON. */
export async function call<T = unknown>(
  api: Pick<TestApi, 'baseUrl'>,
  path: string,
  options: CallOptions = {},
): Promise<HttpResult<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('x-auth', options.token);
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const url = path.startsWith('http') ? path : `${api.baseUrl}${path}`;
  const response = await fetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson ? JSON.parse(text) : text) as T,
    text,
  };
}
