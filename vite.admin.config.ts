import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { licensesPlugin } from './scripts/licenses-plugin';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: 'admin',
  plugins: [react(), tailwindcss(), licensesPlugin()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@': fileURLToPath(new URL('./admin/src', import.meta.url)),
    },
  },
  server: { port: 5173, proxy: { '/api': apiTarget, '/sdk': apiTarget, '/embed': apiTarget, '/examples': apiTarget } },
  build: { outDir: '../dist/admin', emptyOutDir: true, target: 'es2022', sourcemap: true },
});
