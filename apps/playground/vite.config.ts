import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server's port: `PORT=5180 pnpm dev` (default 5173; the next free one if it is taken). */
const port = Number(process.env.PORT) || 5173;

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  // every tab is a lazy chunk; test/bundle-size.test.ts holds the first load to 120 KB gzip
  build: { manifest: true },
});
