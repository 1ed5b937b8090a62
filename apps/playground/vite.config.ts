import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { packageEntries } from '../../scripts/entry-points.mjs';

/** The dev server's port: `PORT=5180 pnpm dev` (default 5173; the next free one if it is taken). */
const port = Number(process.env.PORT) || 5173;

/** The modules of the FEN view's static imports that other tabs use too (one chunk, `play`). */
const FIRST_LOAD_SHARED =
  /apps\/playground\/src\/(components\/(board\/(Board|shapes)|output\/(Canonical|JsonView|ErrorBox)|input\/(Editor|FileInput)|play\/(PlayLayout|PlayPanel)|variant\/VariantPicker)|lib\/(text\/shownError|board\/(coreModel|boardModel)|variants\/variants|position\/lazySan)|state\/(useUrlParam|variantStore))|packages\/core\/src\/notation\//;

/**
 * `@x/core`'s entry points (`@x/core`, `@x/core/chess`, …) resolved to their sources, as the root vitest config
 * does: a built `dist/index.js` is one module, and a module lands whole in one chunk, so every tab's use of it
 * (the generic engine, the variant compiler) would travel with the first load. From the sources each concept is
 * a module of its own: the FEN view's first load carries `@x/core/chess`'s engine, and the generic one loads with
 * the first other variant (test/bundle-size.test.ts).
 */
const coreDir = fileURLToPath(new URL('../../packages/core/', import.meta.url));
const coreSources = packageEntries(coreDir).map((e) => ({
  find: new RegExp(`^${e.specifier.replaceAll('/', '\\/')}$`),
  replacement: `${coreDir}${e.source}`,
}));

/**
 * `@x/core/engine/` modules that `@x/core/chess`'s engine uses too (the first load's), in whichever of the engine's
 * layer folders they live.
 */
const SHARED_ENGINE =
  '([\\w-]+/)?(kernel-api|move-records|move-text|shared-state|to-setup|turn-tables|zobrist)\\.ts';
/**
 * `@x/core` modules of the first load that the generic engine uses too (one chunk, `position-base`). A group takes
 * its modules' imports with it: without this one the `engine` group would take them, and the first load with them.
 */
const CORE_BASE = new RegExp(
  `packages/core/src/((castling-rank|move-codes|move|position-base|errors/errors|fen/(board|gates|turn|fen))\\.ts|engine/${SHARED_ENGINE})`,
);
/** The generic engine and the variant compiler (one chunk, `engine`): loaded with the first variant other than chess. */
const GENERIC_ENGINE = new RegExp(
  `packages/core/src/(variant/compile/|(limits|fen/text|position|perft)\\.ts|engine/(?!${SHARED_ENGINE}))`,
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: coreSources },
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
            // the generic engine as one chunk rather than a dozen (each tab but the FEN view's first load uses it)
            { name: 'position-base', test: CORE_BASE },
            { name: 'engine', test: GENERIC_ENGINE },
          ],
        },
      },
    },
  },
});
