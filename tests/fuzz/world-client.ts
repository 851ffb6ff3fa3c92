import { PNG_1X1 } from './request-parts.js';

export interface Reply<T> {
  status: number;
  body: T;
}

/** The plain API calls that build and restore the fuzzer's world (not fuzzed themselves). */
export interface WorldClient {
  call<T>(method: string, path: string, token?: string, json?: unknown): Promise<Reply<T>>;
  form<T>(
    method: string,
    path: string,
    token: string,
    fields: Record<string, string>,
  ): Promise<Reply<T>>;
  /** Like `call`, but throws unless the answer is 2xx. */
  must<T>(method: string, path: string, token?: string, json?: unknown): Promise<T>;
  signIn(email: string, password: string): Promise<string>;
  /** The raw HTML of an outgoing e-mail (the emulators' outbox viewer). */
  mail(mailId: string): Promise<string>;
}

export function worldClient(baseUrl: string): WorldClient {
  const send = async <T>(method: string, path: string, init: RequestInit): Promise<Reply<T>> => {
    const response = await fetch(`${baseUrl}${path}`, { ...init, method });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text for the error message.
    }
    return { status: response.status, body: body as T };
  };
  const call = <T>(method: string, path: string, token?: string, json?: unknown) => {
    const headers: Record<string, string> = token ? { 'x-auth': token } : {};
    if (json !== undefined) headers['content-type'] = 'application/json';
    return send<T>(method, path, {
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  };
  const client: WorldClient = {
    call,
    form(method, path, token, fields) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const logo = new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' });
      form.append('logo', logo, 'logo.png');
      return send(method, path, { headers: { 'x-auth': token }, body: form });
    },
    async must<T>(method: string, path: string, token?: string, json?: unknown) {
      const reply = await call<T>(method, path, token, json);
      if (reply.status >= 300) {
        throw new Error(
          `World set-up: ${method} ${path} answered ${reply.status} ${JSON.stringify(reply.body)}`,
        );
      }
      return reply.body;
    },
    async signIn(email, password) {
      // Fuzzed sign-ins fail on purpose and the api throttles failures per client: wait out
      // its Retry-After rather than fail the world's own sign-in.
      for (let attempt = 1; ; attempt++) {
        const reply = await call<{ token?: string; error?: { details?: unknown } }>(
          'POST',
          '/api/auth/login',
          undefined,
          { email, password },
        );
        if (reply.body.token) return reply.body.token;
        if (reply.status !== 429 || attempt >= 4) {
          throw new Error(
            `World set-up: sign-in of ${email} answered ${reply.status} ${JSON.stringify(reply.body)}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20_000 * attempt));
      }
    },
    async mail(mailId) {
      const response = await fetch(`${baseUrl}/api/email/${mailId}`);
      return response.text();
    },
  };
  return client;
}
