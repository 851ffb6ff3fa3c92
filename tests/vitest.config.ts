import { defineConfig } from 'vitest/config';

// Black-box tests against one whole local stack (support/global-setup.ts starts it once, on free
// ports and a temporary data folder, so a developer's `npm start` keeps running beside it).
// rules/ needs no stack (it starts Google's Firestore emulator itself): run it alone with
// `npx vitest run -c tests/rules/vitest.config.ts`.
export default defineConfig({
  test: {
    name: 'tests',
    include: [
      'a11y/**/*.test.ts',
      'dev/**/*.test.ts',
      'api/**/*.test.ts',
      'e2e/**/*.test.ts',
      'fuzz/**/*.test.ts',
      'perf/**/*.test.ts',
      'rules/**/*.test.ts',
      'soak/**/*.test.ts',
    ],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/browser-journal-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
