import type { Plugin } from 'vite';

// Through the app's `@` alias (vite.config.ts), which the build and the tests both resolve.
const HOOK = '@/lib/use-transition-store';
/** The hooks whose store only tells them to render again (they read the observer themselves). */
export const QUERY_HOOK_FILES =
  /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](useBaseQuery|useQueries)\.js$/;
const CALL = 'React.useSyncExternalStore(';

/**
 * TanStack Query's answers re-render their screens as transitions, and its queries subscribe each
 * in a task of its own (`useQueryStore`: src/lib/use-transition-store.ts says why). The
 * mutations' and `useIsFetching`'s hooks keep `useSyncExternalStore`: a button's busy state must
 * show at once. A TanStack release that no longer calls it the same way fails the build here
 * rather than silently going back to blocking renders.
 */
export function rewriteQuerySubscription(code: string, id: string): string {
  const calls = code.split(CALL).length - 1;
  if (calls !== 1) {
    throw new Error(
      `${id}: expected one call of ${CALL.slice(0, -1)} to make transition-based, found ${calls}`,
    );
  }
  return (
    `import { useQueryStore as __rainbowQueryStore } from ${JSON.stringify(HOOK)};\n` +
    code.replace(CALL, '__rainbowQueryStore(')
  );
}

export function queryAnswersAsTransitions(): Plugin {
  return {
    name: 'rainbow-query-answers-as-transitions',
    enforce: 'pre',
    transform(code, id) {
      if (!QUERY_HOOK_FILES.test(id.split('?')[0] ?? id)) return null;
      return { code: rewriteQuerySubscription(code, id), map: null };
    },
  };
}
