import { lazy, Suspense, type ComponentType } from 'react';

/** A dialog component whose code comes on demand, and the way to fetch it ahead. */
export interface LazyDialog<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches its code (once; a failed download is tried again next time). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A dialog mounted while open (`{open && <Dialog …/>}`) whose code (react-hook-form and its
 * resolver, Mantine's Modal, its selects' popovers) is no part of its screen's first load (issue
 * 15). The screen fetches it when the browser is idle (`useIdlePrefetch(Dialog.preload)`), so it
 * is there by the time someone opens it; otherwise it shows once its code has come.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await preload() }));
  function Dialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Dialog, { preload });
}
