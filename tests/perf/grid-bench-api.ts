import type { FieldDefinitionInput } from '../../functions/src/shared/contract/field.schema.js';

// The grid benchmark's calls to the API, through the stack's Hosting front as the browser makes
// them. Plain fetch: tests/support's client reads vitest's injected context, and the benchmark
// runs outside vitest.

export interface Answer<T> {
  status: number;
  body: T;
}

export class BenchApi {
  constructor(
    readonly webUrl: string,
    private token = '',
  ) {}

  async signIn(email: string, password: string): Promise<void> {
    const answer = await this.call<{ token?: string }>('POST', '/api/auth/login', {
      email,
      password,
    });
    if (!answer.body.token) throw new Error(`Sign-in failed: ${answer.status}`);
    this.token = answer.body.token;
  }

  /** One call; anything but 2xx throws with the answer, so a broken setup says why. */
  async call<T>(method: string, path: string, json?: unknown, form?: FormData): Promise<Answer<T>> {
    const answer = await this.send<T>(method, path, json, form);
    if (answer.status >= 300) {
      throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer;
  }

  /** The raw answer, whatever its status (timed runs check it themselves). */
  async send<T>(method: string, path: string, json?: unknown, form?: FormData): Promise<Answer<T>> {
    const headers = new Headers();
    if (this.token) headers.set('x-auth', this.token);
    let body: string | FormData | undefined = form;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    const response = await fetch(`${this.webUrl}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
}

/** A program of its own, so that the benchmark's collect is the only big one it lists. */
export async function createBenchProgram(api: BenchApi): Promise<string> {
  const form = new FormData();
  form.append('name', `Grid benchmark ${Date.now()}`);
  const created = await api.call<{ programID: string }>(
    'POST',
    '/api/programs/create',
    undefined,
    form,
  );
  return created.body.programID;
}

/** Creates a model with `fields` through the admin API and answers its id. */
export async function createModel(
  api: BenchApi,
  title: string,
  fields: readonly FieldDefinitionInput[],
): Promise<string> {
  const created = await api.call<{ model: { _id: string } }>('POST', '/api/admin/models', {
    title,
    description: 'Made by the grid benchmark.',
  });
  const modelId = created.body.model._id;
  for (const field of fields) {
    await api.call('POST', '/api/admin/fields', { ...field, model_id: modelId });
  }
  return modelId;
}
