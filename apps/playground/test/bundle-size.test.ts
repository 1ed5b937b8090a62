/**
 * First-load size (issue #19): the production build (`apps/playground/dist`, made by turbo in the global setup), read from its Vite manifest. The JavaScript a
 * first visit loads is the entry chunk and its static imports plus the default view (FEN & play) with
 * its static imports; every tab is a lazy chunk. The budget is 120 KB gzip. The other views are
 * reported and held to a looser ceiling (they load when their tab opens).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
// 120 KB since issue #19; 122 KB since the Fairy-Stockfish rules of issue #40 grew @x/core's engine, which the
// FEN view plays with, by about 1.6 KB gzip (121.4 KB measured; to win back under issue #39). 123 KB since the
// session of 2026-11-25 (122.5 KB measured): @x/core's direct FEN writer (toFen) and four more Fairy-Stockfish
// rules, the study layout and the control pictures of error lines. 120 KB again with issue #52 (119.4 KB
// measured): the modules the FEN view shares with other tabs in one chunk (vite.config.ts), perft, the share
// link's compression and the shogi/xiangqi drawing fetched on use. 122 KB after the merges of 2026-11-25 evening
// (121.3 KB measured): @x/core's BasePosition, the chess kernel's reverse look-up, the generic engine's
// safe-move shortcut and janggi's rules and definition, which the FEN view plays with (to win back: issue #52).
// 120 KB again with issue #52 (122,849 bytes measured, 31 under): what a first paint does not draw is fetched on
// use — the JSON writer (with the first "Show parsed JSON"), the arrows' layer (after the first board is drawn),
// the variant-file reader (the first file chosen), the share button's messages — and no module-preload polyfill.
// 123 KB after the merges of 2026-11-25 night (122.2 KB measured): walls and petrification in @x/core's
// engine (duck chess, amazons, petrified), which the FEN view plays with, the single-piece move generator and
// the records tab's button (to win back: issue #52). 120 KB again with issue #52 (97.9 KB measured, 122.2 KB
// before): the FEN view plays standard chess with `@x/core/chess`'s engine and loads the generic engine and the
// variant compiler with the first other variant (src/lib/lazyEngine.ts); `@x/core` is bundled from its sources,
// a module per concept, so the first load no longer carries what other tabs use of `@x/core`'s `dist/index.js`.
const FIRST_LOAD_BUDGET = 120 * 1024;
// The convert tab loads every package (180.2 KB after the variant rules of issue #17 grew @x/core and
// @x/fbr by about 6.5 KB gzip); the ceiling stays a guard against a tab pulling in something unplanned.
// 192 KB after issue #40's engine rules (191.6 KB measured for the convert tab); 193 KB after the 2026-11-25
// merges (192.7 KB: the same growth of @x/core, and the 121 Fairy-Stockfish built-ins of the Fairy tab).
// 202 KB after the evening merges (201.5 KB: the same @x/core growth, the janggi bridge, kif/wxf changes).
// 203 KB with the records tab of issue #51 (202.5 KB measured, 201.6 KB before): zod, which the convert tab and
// @x/kif/jkf's JKF reader share, and the modules it shares with the records tab became chunks of their own.
// 204 KB after the same merges (203.3 KB measured for the convert tab). 205 KB with issue #52's split of
// `@x/core` (204.1 KB measured): the generic engine is a chunk of its own, one more gzip frame for each tab.
// 207 KB with issue #50's flips and counting in @x/core (206.4 KB measured; @x/core's own bundle grew 1.2 KB).
// 210 KB with issue #50's AXF chase rule and castling by drops (208.9 KB measured for the convert tab; both are
// reached from `Position.outcome()`, so @x/core's own bundle grew about 2 KB).
// 212 KB with issue #67 (210.8 KB measured for the convert tab, 209.3 before): the look (theme, board colours,
// characters or letters, `state/look.ts`), the shogi coordinates and the keys of every board, in the shell.
// 215 KB with issue #65's Fairy-Stockfish rules (mandatory drops, promoted drops, demotion, hand-counting extinction)
// and SAN letter aliases in @x/core and @x/fairy-variants (214.3 KB measured for the convert tab).
const VIEW_CEILING = 215 * 1024;

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

describe('playground bundle', () => {
  let outDir = '';
  let manifest: Record<string, ManifestChunk> = {};

  beforeAll(() => {
    // the production build users get, made or restored by turbo in the project's global setup
    outDir = path.join(appRoot, 'dist');
    manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  });

  /** Gzip bytes of the JavaScript that loading `keys` (and their static imports) fetches. */
  function loadSize(keys: readonly string[]): number {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const i of manifest[key]?.imports ?? []) visit(i);
    };
    for (const k of keys) visit(k);
    let bytes = 0;
    for (const k of seen) {
      const file = manifest[k]!.file;
      if (file.endsWith('.js'))
        bytes += gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
    }
    return bytes;
  }

  const entry = () => Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const view = (name: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`src/views/${name}.tsx`));
    if (!key) throw new Error(`${name} is not a chunk of its own (is the tab still lazy?)`);
    return key;
  };

  it('first load (shell + the default FEN view) is at most 120 KB gzip', () => {
    const bytes = loadSize([entry(), view('FenView')]);
    console.log(`[playground] first-load JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip`);
    expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    // the generic engine (vite.config.ts's `engine` chunk) loads with the first variant other than chess
    const engine = Object.keys(manifest).find((k) => /(^|\/)engine-[\w-]+\.js$/.test(manifest[k]!.file));
    expect(engine, 'the generic engine is a chunk of its own').toBeDefined();
    expect(loadSize([entry(), view('FenView')])).toBeLessThan(loadSize([entry(), view('FenView'), engine!]));
  });

  it('every tab is a lazy chunk, each view within the ceiling', () => {
    for (const name of [
      'SanView',
      'FeenView',
      'IcnView',
      'SjaakView',
      'FairyView',
      'FbrView',
      'RecordsView',
      'ConvertView',
    ]) {
      const bytes = loadSize([entry(), view(name)]);
      console.log(`[playground] ${name}: ${(bytes / 1024).toFixed(1)} KB gzip`);
      expect(bytes).toBeLessThanOrEqual(VIEW_CEILING);
    }
  });
});
