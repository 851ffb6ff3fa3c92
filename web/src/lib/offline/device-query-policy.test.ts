import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordKeys } from '@/features/records/api/record-keys';
import { collectKeys } from '@/lib/collect/collect-keys';
import { programKeys, sessionKeys } from '@/lib/query-keys';
import {
  boundForDevice,
  isKeptOnDevice,
  KEPT_FOR_MS,
  KEPT_RECORD_PAGES,
  KEPT_RECORDS,
} from './device-query-policy';

const NOW = Date.UTC(2026, 10, 20, 9);
const view = { sort: 'created_at' };

function stateOf(fill: (client: QueryClient) => void): DehydratedState {
  const client = new QueryClient();
  fill(client);
  return dehydrate(client);
}

const pages = (count: number) => ({
  pages: Array.from({ length: count }, (_, index) => ({ records: [`r${index}`] })),
  pageParams: Array.from({ length: count }, (_, index) => (index === 0 ? undefined : `c${index}`)),
});

describe('what the device keeps', () => {
  it('keeps the session, programs, collects, grids and records, and nothing else', () => {
    expect(isKeptOnDevice(sessionKeys.currentUser())).toBe(true);
    expect(isKeptOnDevice(sessionKeys.programs())).toBe(true);
    expect(isKeptOnDevice(programKeys.scope('p1', 'collects'))).toBe(true);
    expect(isKeptOnDevice(programKeys.scope('p1', 'detail'))).toBe(true);
    expect(isKeptOnDevice(collectKeys.detail('c1'))).toBe(true);
    // The records feature's own keys, which the policy names without importing them.
    expect(isKeptOnDevice(recordKeys.grid('c1', view))).toBe(true);
    expect(isKeptOnDevice(recordKeys.detail('r1'))).toBe(true);
    expect(isKeptOnDevice(recordKeys.inView('r1', view))).toBe(true);

    expect(isKeptOnDevice(programKeys.scope('p1', 'members'))).toBe(false);
    expect(isKeptOnDevice(programKeys.scope('p1', 'activities'))).toBe(false);
    expect(isKeptOnDevice(recordKeys.preview('r1', 'photo'))).toBe(false);
    expect(isKeptOnDevice(['admin', 'models'])).toBe(false);
  });

  it('drops answers older than a week and those that failed', () => {
    const state = stateOf((client) => {
      client.setQueryData(
        collectKeys.detail('old'),
        { _id: 'old' },
        {
          updatedAt: NOW - KEPT_FOR_MS - 1,
        },
      );
      client.setQueryData(collectKeys.detail('new'), { _id: 'new' }, { updatedAt: NOW - 1000 });
    });
    const kept = boundForDevice(state, NOW).queries.map((query) => query.queryKey);
    expect(kept).toEqual([collectKeys.detail('new')]);
  });

  it(`keeps the ${KEPT_RECORD_PAGES} most recently loaded grid pages`, () => {
    const state = stateOf((client) => {
      client.setQueryData(recordKeys.grid('c1', view), pages(15), { updatedAt: NOW - 3000 });
      client.setQueryData(recordKeys.grid('c2', view), pages(8), { updatedAt: NOW - 2000 });
      client.setQueryData(recordKeys.grid('c3', view), pages(4), { updatedAt: NOW - 1000 });
    });
    const kept = boundForDevice(state, NOW).queries;
    const pageCounts = kept.map((query) => [
      query.queryKey[1],
      (query.state.data as { pages: unknown[] }).pages.length,
    ]);
    // Newest first: c3 whole, c2 whole, c1 trimmed to its first pages.
    expect(pageCounts).toEqual([
      ['c3', 4],
      ['c2', 8],
      ['c1', 8],
    ]);
  });

  it(`keeps the ${KEPT_RECORDS} most recently opened records`, () => {
    const state = stateOf((client) => {
      for (let index = 0; index < KEPT_RECORDS + 5; index += 1) {
        client.setQueryData(
          recordKeys.detail(`r${index}`),
          { _id: `r${index}` },
          {
            updatedAt: NOW - 100_000 + index,
          },
        );
      }
    });
    const kept = boundForDevice(state, NOW).queries.map((query) => query.queryKey[1]);
    expect(kept).toHaveLength(KEPT_RECORDS);
    expect(kept).not.toContain('r0');
    expect(kept).toContain(`r${KEPT_RECORDS + 4}`);
  });
});
