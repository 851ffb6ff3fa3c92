import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { alias } from './vite.config.ts';

/**
 * Vitest resolves packages as Node does (the 'node' condition: CommonJS builds, whose
 * `require('react')` no alias reaches). The browser's conditions pick the ES builds the app ships,
 * so that every library renders through Preact (vite.config.ts), as in the browser.
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
  resolve: { alias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    server: {
      deps: {
        // Libraries go through Vite, so that the alias gives those importing React Preact too.
        // Not dayjs: CommonJS, its locales must register on the one instance Mantine uses.
        inline: [/\/node_modules\/(?!dayjs\/)/],
      },
    },
  },
});
