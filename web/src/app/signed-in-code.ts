import type { LazyQueryClient } from '@/lib/lazy-query-client';

declare global {
  interface Window {
    /**
     * The files of the code signing in leads to (fetchSignedInCode's modules and the dashboard),
     * listed at build time by index.html's sign-in preload script (web/sign-in-preload.config.ts).
     */
    rainbowSignedInCode?: readonly string[];
  }
}

/**
 * The code every signed-in screen shares and /login does without (issue 15's budget): the query
 * client with the device's kept answers, the session's calls, the permission rules, the
 * programs' routes and the signed-in frame. Fetched ahead of need (a first address that is not
 * a sign-in page, or while the user types their credentials), so that on a connection with
 * 150 ms round trips they arrive together instead of one after the other once the router asks.
 * Failures are ignored: the router's own imports ask again.
 */
export function fetchSignedInCode(queryClient: LazyQueryClient): Promise<unknown> {
  const ignore = () => undefined;
  return Promise.all([
    queryClient.get().catch(ignore),
    import('@/lib/session/get-current-user').catch(ignore),
    import('@/lib/session/get-programs').catch(ignore),
    import('./guards/guards').catch(ignore),
    import('./router/program-routes').catch(ignore),
    import('./layouts/default-layout').catch(ignore),
  ]);
}

let prefetched: Promise<unknown> | undefined;

/**
 * On a sign-in page: the same code, downloaded first at the browser's lowest priority, then run.
 * Asked for with import() at once, its hundred-odd files took the six connections HTTP/1.1 gives
 * a host, and "Sign in" waited behind them: the form's own code arrived 2.7 s after the click on
 * the benchmark's slow connection, then the sign-in's calls queued too. Prefetched, they go
 * after whatever the page asks for meanwhile, and the imports then find them in the cache.
 */
export function prefetchSignedInCode(queryClient: LazyQueryClient): Promise<unknown> {
  prefetched ??= Promise.all((window.rainbowSignedInCode ?? []).map(prefetchFile)).then(() =>
    fetchSignedInCode(queryClient),
  );
  return prefetched;
}

function prefetchFile(file: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    // As a module script asks for it (CORS, same-origin credentials): the same cache entry.
    link.crossOrigin = '';
    link.href = `/${file}`;
    // Gone once it has done its work: the cache keeps the file, the page keeps no trace of it.
    const settle = () => {
      link.remove();
      resolve();
    };
    link.onload = settle;
    link.onerror = settle;
    document.head.append(link);
  });
}
