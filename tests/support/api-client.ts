import { stackContext } from './stack-context.js';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

interface ApiRequest {
  method?: string;
  /** Sent as `x-auth`, with no prefix, as the web app does. */
  token?: string;
  json?: unknown;
  form?: FormData;
  /** Another stack than the shared one. */
  baseUrl?: string;
}

/** One call to the API through Hosting, as the browser makes it. */
export async function api<T = unknown>(
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const headers = new Headers();
  if (request.token) headers.set('x-auth', request.token);
  let body: string | FormData | undefined = request.form;
  if (request.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(request.json);
  }
  const response = await fetch(`${request.baseUrl ?? stackContext().webUrl}${path}`, {
    method: request.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parse(text) as T };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Signs in through POST /api/auth/login and returns the token for `x-auth`. */
export async function signIn(email: string, password: string, baseUrl?: string): Promise<string> {
  const response = await api<{ token?: string }>('/api/auth/login', {
    json: { email, password },
    ...(baseUrl ? { baseUrl } : {}),
  });
  if (response.status !== 200 || !response.body.token) {
    throw new Error(
      `Sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`,
    );
  }
  return response.body.token;
}
