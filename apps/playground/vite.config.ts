import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server's port: `PORT=5180 pnpm dev` (default 5173; the next free one if it is taken). */
const port = Number(process.env.PORT) || 5173;

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  // one page that bundles every notation package: a single ~570 kB chunk is expected
  build: { chunkSizeWarningLimit: 1024 },
});
