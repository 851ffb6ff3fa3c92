import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

/**
 * The prerendered sign-in pages are rendered at build time by React's renderToString
 * (prerender.config.ts), not by Preact as the app is in the browser (vite.config.ts): their test
 * renders them the same way.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    name: 'web-prerender',
    environment: 'jsdom',
    include: ['src/prerender/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
