import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server's port: `PORT=5180 pnpm dev` (default 5173; the next free one if it is taken). */
const port = Number(process.env.PORT) || 5173;

/** The modules of the FEN view's static imports that other tabs use too (one chunk, `play`). */
const FIRST_LOAD_SHARED =
  /apps\/playground\/src\/(components\/(Board|Canonical|JsonView|Editor|ErrorBox|PlayLayout|PlayPanel|FileInput|VariantPicker|board\/(PieceGlyph|PromotionChoices|pieceImages|shapes|variantArtStore))|lib\/(shownError|coreModel|boardModel|boardStyle|variants|lazySan)|state\/(useUrlParam|variantStore)|assets\/pieces\/)|packages\/core\/dist\/notation\//;

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  // every tab is a lazy chunk; test/bundle-size.test.ts holds the first load to 120 KB gzip
  build: {
    manifest: true,
    // every browser the app supports (ES2022, module workers) preloads modules natively: no polyfill in the shell
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the modules the first load (shell + FEN view) shares with other tabs, as one chunk: a dozen small
            // chunks of their own would cost a gzip frame each (test/bundle-size.test.ts)
            { name: 'play', test: FIRST_LOAD_SHARED },
          ],
        },
      },
    },
  },
});
