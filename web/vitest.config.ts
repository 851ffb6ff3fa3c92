import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { browserAlias } from './vite.config.ts';

/**
 * The web tests render through Preact's compat layer, as the app ships (vite.config.ts). Vitest
 * resolves packages as Node does (CommonJS builds, whose `require('react')` no alias reaches):
 * the browser's conditions pick the ES builds instead, and libraries go through Vite, so that
 * every one of them (Mantine, React Router, TanStack Query, react-i18next, Testing Library)
 * renders with Preact too.
 */
function browserConditions(): Plugin {
  return {
    name: 'rainbow-browser-conditions',
    enforce: 'post',
    configEnvironment(name, options) {
      if (name !== 'client') return;
      options.resolve ??= {};
      options.resolve.conditions = ['module', 'browser', 'development|production'];
      options.resolve.mainFields = ['browser', 'module', 'jsnext:main', 'jsnext'];
    },
  };
}

export default defineConfig({
  plugins: [react(), browserConditions()],
  resolve: {
    alias: [{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }, ...browserAlias],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendered by React at build time: vitest.prerender.config.ts.
    exclude: ['src/prerender/**'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    server: {
      deps: {
        // Not dayjs: CommonJS, its locales must register on the one instance Mantine uses.
        inline: [/\/node_modules\/(?!dayjs\/)/],
      },
    },
  },
});
