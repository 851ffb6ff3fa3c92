import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'eslint-rules', include: ['*.test.js'], environment: 'node' },
});
