import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: {
    port: 5173,
    // `npm start` serves the API behind the Hosting emulator; the dev server borrows it.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: { sourcemap: true },
});
