import { useApi } from '../services';
import { useOutboxStore } from './outbox-context';
import { createOutboxRunner, type OutboxRunner } from './outbox-runner';
import type { OutboxStore } from './outbox-store';
import { apiOutboxTransport } from './outbox-transport';
import type { ApiClient } from '../api-client';

// One runner per outbox and API client, so that the frame's automatic runs and the outbox
// page's "Send now" share one run instead of sending the same entry twice.
const runners = new WeakMap<OutboxStore, WeakMap<ApiClient, OutboxRunner>>();

export function useOutboxRunner(): OutboxRunner {
  const store = useOutboxStore();
  const api = useApi();
  const byApi = runners.get(store) ?? new WeakMap<ApiClient, OutboxRunner>();
  runners.set(store, byApi);
  let runner = byApi.get(api);
  if (!runner) {
    const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
    runner = createOutboxRunner({ store, transport: apiOutboxTransport(api), locks });
    byApi.set(api, runner);
  }
  return runner;
}
