import { useTransitionStore } from '@/lib/use-transition-store';

// react-i18next imports `use-sync-external-store/shim` (for React 17) in `useTranslation`, its
// only user here: web/vite.config.ts points the shim at this file. React 19 has the hook built in,
// and the shim's own copy (about 1 KB gzipped) would sit in every first load (issue 15).
//
// `useTranslation` subscribes to i18next's "loaded" and "languageChanged" events. With React's
// own hook, each catalogue arriving re-rendered every translated component on the screen at
// once, synchronously: 40-70 ms tasks as a signed-in screen opened, on a desktop (issue 15's
// blocking time). The hook only learns there that its words changed (it reads them through its
// snapshot), so the re-render can be a transition, as TanStack Query's answers are
// (lib/use-transition-store.ts): React renders it in slices and commits it whole.
export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  return useTransitionStore(subscribe, getSnapshot);
}
