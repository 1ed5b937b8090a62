/**
 * Writes `packages/fairy-variants/test/fixtures/sjaak-ini-perft.json` (issue #40): each of the 107 SjaakII
 * variants of the shared data, converted to `@x/core` (`@x/sjaak-variants` `toVariant`) and written as a
 * variants.ini section by `@x/fairy-variants` `fromVariant`; every section without diagnostics is loaded
 * into Fairy-Stockfish (ffish `loadVariantConfig`) and its start-position perft counted. The fixture holds
 * our ini text, FSF's start FEN and FSF's counts; the test regenerates the ini and compares `@x/core`'s
 * perft on the original definition. Prints ours beside FSF's for a first look.
 * Run: `pnpm --filter @x/bench exec tsx src/oracles/fairy-write-perft.ts [depth]` (default 3).
 */
import fs from 'node:fs';
import { perft, Position } from '@x/core';
import { fromVariant } from '@x/fairy-variants';
import { parse, toVariant } from '@x/sjaak-variants';
import { ffishPerft, loadFfish } from './ffish.js';

const depth = Number(process.argv[2] ?? 3);
const data = new URL('../../../../shared/data/sjaak/', import.meta.url);
const files = [
  ['fork', 'variants-1.4.1-fork.txt'],
  ['1.4.1', 'variants-1.4.1.txt'],
] as const;

/** One fixture entry. */
interface Entry {
  file: string;
  variant: string;
  ini: string;
  unexpressible: string[];
  loaded?: boolean;
  fen?: string;
  /** FSF's perft at depths 1, 2, … */
  nodes?: number[];
}

const ff = await loadFfish();
const out: Record<string, Entry> = {};
let equal = 0;
let expressible = 0;
for (const [tag, name] of files) {
  const { variants } = parse(fs.readFileSync(new URL(name, data), 'utf8'));
  for (const v of variants) {
    const key = `${tag}/${v.shortName}`;
    const { definition } = toVariant(v);
    const section = fromVariant(definition, { name: `sj-${tag.replace('.', '')}-${v.shortName}`.toLowerCase() });
    const entry: Entry = {
      file: name,
      variant: v.shortName,
      ini: section.text,
      unexpressible: section.diagnostics.map((d) => `${d.code} ${d.path}: ${d.message}`),
    };
    out[key] = entry;
    if (!section.expressible) {
      console.log(`${key.padEnd(34)} unexpressible: ${[...new Set(section.diagnostics.map((d) => d.code))].join(', ')}`);
      continue;
    }
    expressible++;
    ff.loadVariantConfig(section.text);
    entry.loaded = ff.variants().split(' ').includes(section.name);
    if (!entry.loaded) {
      console.log(`${key.padEnd(34)} NOT LOADED`);
      continue;
    }
    const board = new ff.Board(section.name);
    const t = performance.now();
    entry.fen = board.fen();
    entry.nodes = Array.from({ length: depth }, (_, d) => ffishPerft(board, d + 1));
    board.delete();
    const ms = performance.now() - t;
    const start = Position.fromFen(definition.startFen, definition);
    const ours = entry.nodes.map((_, d) => perft(start, d + 1));
    const same = ours.join() === entry.nodes.join();
    if (same) equal++;
    console.log(
      `${key.padEnd(34)} ffish ${entry.nodes.join(' ')} ours ${ours.join(' ')} ${same ? 'equal' : 'DIFFERENT'} (${(ms / 1000).toFixed(1)} s)`,
    );
  }
}
console.log(`${Object.keys(out).length} variants, ${expressible} expressible, ${equal} equal to ffish at depth ${depth}`);
const file = new URL('../../../packages/fairy-variants/test/fixtures/sjaak-ini-perft.json', import.meta.url);
fs.mkdirSync(new URL('.', file), { recursive: true });
fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
