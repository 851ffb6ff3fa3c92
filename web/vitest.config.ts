import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { queryAnswersAsTransitions } from './query-transitions.config.ts';
import { alias } from './vite.config.ts';

export default defineConfig({
  plugins: [react(), queryAnswersAsTransitions()],
  resolve: { alias },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Through Vite, so that the screens' queries render as transitions here too.
    server: { deps: { inline: [/@tanstack[\\/]react-query/] } },
  },
});
