import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // TanStack Query renders here with React's own useSyncExternalStore, not the build's
    // transition-based hook (query-transitions.config.ts): these tests act and then look at once,
    // and a transition's render may land a few milliseconds later. The hook has its own tests
    // (src/lib/use-transition-store.test.tsx), and every browser test runs the build with it.
  },
});
