import { defineConfig } from 'vitest/config';

// The security-rules tests alone, without the stack that ../vitest.config.ts starts for the api
// and browser tests (they need only Google's Firestore emulator, which they start themselves):
// `npx vitest run -c tests/rules/vitest.config.ts`. `npm test` runs them in the `tests` project.
export default defineConfig({
  test: {
    name: 'rules',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
