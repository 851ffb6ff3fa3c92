import type { OnlineStore } from './online-store';

/**
 * The API client's fetch, telling the online store whether calls get through: any HTTP answer
 * (even a 500) proves the network works; a rejected fetch (no answer) says it does not. An
 * aborted call says nothing either way.
 */
export function fetchReportingTo(
  store: Pick<OnlineStore, 'reportNetworkFailure' | 'reportNetworkSuccess'>,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return async (input, init) => {
    try {
      const response = await doFetch(input, init);
      store.reportNetworkSuccess();
      return response;
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        store.reportNetworkFailure();
      }
      throw error;
    }
  };
}
