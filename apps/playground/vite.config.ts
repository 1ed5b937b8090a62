import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  // one page that bundles every notation package: a single ~570 kB chunk is expected
  build: { chunkSizeWarningLimit: 1024 },
});
