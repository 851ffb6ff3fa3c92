import type { LazyQueryClient } from '@/lib/lazy-query-client';

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
