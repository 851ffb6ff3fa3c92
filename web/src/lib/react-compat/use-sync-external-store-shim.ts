// react-i18next imports `use-sync-external-store/shim` for React 17; React 19 has the hook built
// in, and the shim's own copy (about 1 KB gzipped) would sit in every first load (issue 15).
// web/vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';
