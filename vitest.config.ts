import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite; each workspace owns its vitest config.
export default defineConfig({
  test: {
    projects: [
      'emulators/firestore',
      'emulators/stack',
      'functions',
      'web',
      'tests',
      'eslint-rules',
    ],
  },
});
