import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'firestore-emulator',
    // `src/**/*.test.ts` are the implementation's unit tests; `test/` is the conformance suite.
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: 'test/global-setup.ts',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
