import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    // Unit tests sit beside the code; integration tests (test/) call the api over HTTP against
    // the Auth emulator and the offline Firestore emulator that the global setup starts once.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: 'test/global-setup.ts',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
