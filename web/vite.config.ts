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
  build: {
    // Hosting serves everything in dist: published maps would hand out the app's source.
    // (The dev server keeps its own maps.)
    sourcemap: false,
    rollupOptions: {
      output: {
        // Vendors change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](@firebase|firebase)[\\/]/.test(id)) return 'firebase';
          if (/[\\/]@mantine[\\/]/.test(id)) return 'mantine';
          if (/[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
