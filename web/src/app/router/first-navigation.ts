/** How long the app's first render waits for the router's first navigation (bootstrap.tsx). */
export const FIRST_RENDER_WAIT_MS = 300;

interface NavigatingRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has finished its first navigation (its loaders ran), or after
 * `timeoutMs`, whichever comes first. Rendering after it, a page whose loaders are quick (a
 * sign-in page) renders once, itself, instead of the boot screen and then the page in a second,
 * time-sliced render: on the slow-network benchmark's /login (issue 15), the sign-in button showed
 * 0.5 s sooner (2.60 s instead of 3.09 s, means of 8 loads each). A longer first navigation
 * (a session being restored) still gets the boot screen, with its loader, after `timeoutMs`;
 * index.html's mark is on screen until then.
 */
export function firstNavigation(router: NavigatingRouter, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      unsubscribe();
      resolve();
    }, timeoutMs);
    unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}
