import { memberEndpoints } from '@shared/contract/member.endpoints';
import { programEndpoints } from '@shared/contract/program.endpoints';
import { describe, expect, it, vi } from 'vitest';
import { callApi, createApiClient } from './api-client';
import { ApiError } from './api-error';

function setup(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json(body, { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const api = createApiClient({
    getToken: async () => 't',
    onUnauthorized: vi.fn(),
    fetch: fetchMock,
  });
  return { api, fetchMock };
}

describe('callApi', () => {
  it('calls the declared method and path, with each parameter percent-encoded', async () => {
    const { api, fetchMock } = setup({ _id: 'u/1', removed_from_user_groups: 0 });
    await callApi(api, memberEndpoints.remove, {
      params: { program_id: 'p 1', user_id: 'u/1' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/programs/p%201/members/u%2F1');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('sends the query and answers what the response schema parses', async () => {
    const { api, fetchMock } = setup({ programs: [{ _id: 'p1', name: 'One', logo: null }] });
    const answer = await callApi(api, programEndpoints.list, { query: { x: 1 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/programs?x=1');
    expect(answer.programs[0]?.name).toBe('One');
  });

  it('rejects an answer that breaks the contract', async () => {
    const { api } = setup({ programs: 'none' });
    await expect(callApi(api, programEndpoints.list)).rejects.toBeInstanceOf(ApiError);
  });
});
