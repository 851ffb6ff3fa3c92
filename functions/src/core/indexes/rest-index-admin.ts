import { z } from 'zod';
import type { IndexAdmin, IndexSpec, IndexWithState } from './index-admin.js';
import type { ListedIndex } from './index-matching.js';
import { explicitFields, listedIndexSchema, matchesSpec, stateOf } from './index-matching.js';

export interface RestIndexAdminOptions {
  /** `https://firestore.googleapis.com/v1`, or `http://<emulator host>/v1`. */
  readonly baseUrl: string;
  readonly projectId: string;
  /** An OAuth access token for the Admin API (`owner` for the emulator). */
  readonly accessToken: () => Promise<string>;
  readonly fetch?: typeof fetch;
}

const listSchema = z.object({
  indexes: z.array(listedIndexSchema).default([]),
  nextPageToken: z.string().optional(),
});

const operationSchema = z.object({
  done: z.boolean().optional(),
  response: listedIndexSchema.optional(),
});

/** Failure of the Admin API other than "already exists", with Google's status and message. */
export class IndexAdminError extends Error {
  override readonly name = 'IndexAdminError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function failure(response: Response, what: string): Promise<IndexAdminError> {
  const text = await response.text();
  return new IndexAdminError(
    response.status,
    `Firestore Admin API ${what} answered ${response.status}: ${text}`,
  );
}

/** Firestore's Admin REST API v1 for composite indexes of the default database. */
export function createRestIndexAdmin(options: RestIndexAdminOptions): IndexAdmin {
  const fetchImpl = options.fetch ?? fetch;
  const database = `${options.baseUrl}/projects/${encodeURIComponent(options.projectId)}/databases/(default)`;
  const indexesUrl = (group: string): string =>
    `${database}/collectionGroups/${encodeURIComponent(group)}/indexes`;

  const call = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const token = await options.accessToken();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    return fetchImpl(url, { ...init, headers });
  };

  const list = async (group: string): Promise<ListedIndex[]> => {
    const listed: ListedIndex[] = [];
    let pageToken: string | undefined;
    do {
      const query = pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : '';
      const response = await call(`${indexesUrl(group)}${query}`);
      if (!response.ok) throw await failure(response, `listing ${group} indexes`);
      const page = listSchema.parse(await response.json());
      listed.push(...page.indexes);
      pageToken = page.nextPageToken || undefined;
    } while (pageToken);
    return listed;
  };

  const listGroups = async (specs: readonly IndexSpec[]): Promise<ListedIndex[]> => {
    const groups = [...new Set(specs.map((spec) => spec.collectionGroup))];
    return (await Promise.all(groups.map(list))).flat();
  };

  const states = async (specs: readonly IndexSpec[]): Promise<IndexWithState[]> => {
    const listed = await listGroups(specs);
    return specs.map((spec) => ({
      ...spec,
      state: stateOf(listed.find((index) => matchesSpec(index, spec))),
    }));
  };

  const create = async (spec: IndexSpec): Promise<IndexWithState> => {
    const response = await call(indexesUrl(spec.collectionGroup), {
      method: 'POST',
      body: JSON.stringify({ queryScope: spec.queryScope, fields: explicitFields(spec.fields) }),
    });
    // Another instance created it meanwhile: its state is read back like any existing one.
    if (response.status === 409) return (await states([spec]))[0] ?? { ...spec, state: 'CREATING' };
    if (!response.ok) throw await failure(response, `creating a ${spec.collectionGroup} index`);
    // Production answers a running operation (the index builds for minutes); the emulator a done one.
    const operation = operationSchema.parse(await response.json());
    const state = operation.done && operation.response ? stateOf(operation.response) : 'CREATING';
    return { ...spec, state };
  };

  return {
    states,
    async ensure(specs) {
      const current = await states(specs);
      return Promise.all(
        current.map((entry, i) => {
          const spec = specs[i];
          return entry.state === 'MISSING' && spec ? create(spec) : Promise.resolve(entry);
        }),
      );
    },
  };
}
