import { describe, expect, it, vi } from 'vitest';
import { createOnlineStore, type ConnectionSource } from './online-store';
import { fetchReportingTo } from './reporting-fetch';

function fakeBrowser(onLine: boolean) {
  const target = new EventTarget();
  const source: ConnectionSource & { go(state: 'online' | 'offline'): void } = {
    navigator: { onLine },
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    go: (state) => target.dispatchEvent(new Event(state)),
  };
  return source;
}

describe('online store', () => {
  it('starts from what the browser says and follows its events', () => {
    const browser = fakeBrowser(false);
    const store = createOnlineStore(browser);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.isOnline()).toBe(false);
    browser.go('online');
    expect(store.isOnline()).toBe(true);
    browser.go('offline');
    expect(store.isOnline()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is offline after a call got no answer, until one does or the connection comes back', () => {
    const browser = fakeBrowser(true);
    const store = createOnlineStore(browser);
    store.reportNetworkFailure();
    expect(store.isOnline()).toBe(false);
    store.reportNetworkSuccess();
    expect(store.isOnline()).toBe(true);
    store.reportNetworkFailure();
    browser.go('online');
    expect(store.isOnline()).toBe(true);
  });

  it('is online again once a call gets an answer, even if the browser never said so', () => {
    const store = createOnlineStore(fakeBrowser(false));
    expect(store.isOnline()).toBe(false);
    store.reportNetworkSuccess();
    expect(store.isOnline()).toBe(true);
  });

  it('does not call listeners when nothing changed', () => {
    const store = createOnlineStore(fakeBrowser(true));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.reportNetworkSuccess();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    store.reportNetworkFailure();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('fetchReportingTo', () => {
  const reports = () => ({ reportNetworkFailure: vi.fn(), reportNetworkSuccess: vi.fn() });

  it('counts any HTTP answer, even an error status, as the network working', async () => {
    const store = reports();
    const fetcher = fetchReportingTo(store, () =>
      Promise.resolve(new Response('', { status: 503 })),
    );
    expect((await fetcher('/api/x')).status).toBe(503);
    expect(store.reportNetworkSuccess).toHaveBeenCalledOnce();
    expect(store.reportNetworkFailure).not.toHaveBeenCalled();
  });

  it('reports a call without an answer, and passes its error on', async () => {
    const store = reports();
    const fetcher = fetchReportingTo(store, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetcher('/api/x')).rejects.toThrow('Failed to fetch');
    expect(store.reportNetworkFailure).toHaveBeenCalledOnce();
  });

  it('says nothing of a call the app cancelled', async () => {
    const store = reports();
    const fetcher = fetchReportingTo(store, () =>
      Promise.reject(new DOMException('aborted', 'AbortError')),
    );
    await expect(fetcher('/api/x')).rejects.toThrow('aborted');
    expect(store.reportNetworkFailure).not.toHaveBeenCalled();
    expect(store.reportNetworkSuccess).not.toHaveBeenCalled();
  });
});
