/**
 * Writes `packages/fairy-variants/test/fixtures/{sjaak,fbr}-ini-perft.json` (issue #40): each of the 107
 * SjaakII variants of the shared data (converted to `@x/core` by `@x/sjaak-variants` `toVariant`) and each FBR
 * rule set of `packages/fbr/test/fixtures/rulesets` (compiled by `@x/fbr`) and `@x/core`'s built-in variants, written as a variants.ini section
 * by `@x/fairy-variants` `fromVariant`; every section without diagnostics is loaded
 * into Fairy-Stockfish (ffish `loadVariantConfig`) and its start-position perft counted. The fixture holds
 * our ini text, FSF's start FEN and FSF's counts; the test regenerates the ini and compares `@x/core`'s
 * perft on the original definition. Prints ours beside FSF's for a first look.
 * Run: `pnpm --filter @x/oracles exec tsx fairy-write-perft.ts [depth] [name…]` (default 3 for SjaakII,
 * one more for the FBR rule sets; with names: only those variants, whose entries replace theirs in the fixtures).
 */
import fs from 'node:fs';
import { perft, Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { toVariant as compileFbr, parse as parseFbr } from '@x/fbr';
import { fromVariant } from '@x/fairy-variants';
import { parse, toVariant } from '@x/sjaak-variants';
import { rng } from '../rng.js';
import { ffishPerft, loadFfish } from './ffish.js';

const sjaakDepth = Number(process.argv[2] ?? 3);
const only = new Set(process.argv.slice(3));
const data = new URL('../../../shared/data/sjaak/', import.meta.url);
const files = [
  ['fork', 'variants-1.4.1-fork.txt'],
  ['1.4.1', 'variants-1.4.1.txt'],
] as const;

/** One fixture entry. */
interface Entry {
  /** Where the variant comes from (SjaakII: `file`, `variant`; FBR: `ruleset`, `startFen`, `notation`, `board`). */
  [source: string]: unknown;
  ini: string;
  unexpressible: string[];
  loaded?: boolean;
  fen?: string;
  /** FSF's perft at depths 1, 2, … */
  nodes?: number[];
  /** Positions reached by seeded random play in `@x/core` (its UCI moves), written as FSF FEN, with FSF's perft 1…3. */
  positions?: { moves: string[]; fen: string; nodes: number[] }[];
}

/** The FBR rule sets of `packages/fbr/test/fixtures/rulesets` with the start FENs its oracle uses. */
function fbrCases(): { key: string; definition: VariantDefinition; source: Record<string, string> }[] {
  const dir = new URL('../../packages/fbr/test/fixtures/rulesets/', import.meta.url);
  const fens = JSON.parse(
    fs.readFileSync(new URL('../../packages/fbr/test/fixtures/fsf-perft.json', import.meta.url), 'utf8'),
  ) as { name: string; fen: string }[];
  const out: { key: string; definition: VariantDefinition; source: Record<string, string> }[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.fbr'))
    .sort()) {
    const name = file.replace(/\.fbr$/, '');
    const setup = FBR_SETUPS[name] ?? {};
    const startFen = fens.find((f) => f.name === (setup.fensOf ?? name))?.fen ?? CHESS_FEN;
    const set = parseFbr(
      fs.readFileSync(new URL(file, dir), 'utf8'),
      setup.betza ? { notation: 'betza' } : {},
    );
    const { variant } = compileFbr(set, { startFen, ...(setup.board ? { board: setup.board } : {}) });
    const source: Record<string, string> = { ruleset: file, startFen };
    if (setup.betza) source.notation = 'betza';
    if (setup.board) source.board = setup.board;
    out.push({ key: name, definition: variant, source });
  }
  return out;
}

const CHESS_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** How `@x/fbr`'s tests read each rule set (Betza notation, board size, whose start FEN). */
export const FBR_SETUPS: Record<string, { betza?: boolean; board?: string; fensOf?: string }> = {
  capablanca: { board: '10x8' },
  fairy: { betza: true },
  fairy2: { betza: true },
  fairy3: { betza: true },
  'fairy-mbn': { fensOf: 'fairy' },
  'fairy3-mbn': { fensOf: 'fairy3' },
};

/** The SjaakII variants of both shared files. */
function sjaakCases(): { key: string; definition: VariantDefinition; source: Record<string, string> }[] {
  const out: { key: string; definition: VariantDefinition; source: Record<string, string> }[] = [];
  for (const [tag, name] of files) {
    const { variants } = parse(fs.readFileSync(new URL(name, data), 'utf8'));
    for (const v of variants)
      out.push({
        key: `${tag}/${v.shortName}`,
        definition: toVariant(v).variant,
        source: { file: name, variant: v.shortName },
      });
  }
  return out;
}

/** `@x/core`'s built-in variants. */
function coreCases(): { key: string; definition: VariantDefinition; source: Record<string, string> }[] {
  return Object.entries(variants).map(([key, definition]) => ({ key, definition, source: { variant: key } }));
}

const ff = await loadFfish();

/** Depth of the random positions' perft, and the most nodes FSF counts there (bigger positions are skipped). */
const MID_DEPTH = 3;
const MID_BUDGET = 300_000;

/**
 * Three positions reached by seeded random play in `@x/core` (8 to 40 plies, none where the game is over), each
 * written as a section FEN by `fromVariant` (the same definition with that start FEN) and counted by FSF.
 */
function randomPositions(key: string, definition: VariantDefinition, name: string) {
  const random = rng([...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
  const out: { moves: string[]; fen: string; nodes: number[] }[] = [];
  for (let game = 0; out.length < 3 && game < 30; game++) {
    const pos = Position.fromFen(definition.startFen, definition);
    const moves: string[] = [];
    const plies = 8 + Math.floor(random() * 33);
    for (let i = 0; i < plies && pos.outcome() === undefined; i++) {
      const legal = pos.legalMoves();
      if (legal.length === 0) break;
      const move = legal[Math.floor(random() * legal.length)]!;
      moves.push(pos.uci(move));
      pos.play(move);
    }
    if (moves.length < 8 || pos.outcome() !== undefined) continue;
    const written = fromVariant({ ...definition, startFen: pos.toFen() }, { name });
    const fen = written.entries.find(([k]) => k === 'startFen')![1];
    const board = new ff.Board(name, fen, definition.castling?.chess960 === true);
    const nodes: number[] = [];
    for (let d = 1; d <= MID_DEPTH; d++) {
      const n = ffishPerft(board, d);
      if (n > MID_BUDGET) break;
      nodes.push(n);
    }
    board.delete();
    out.push({ moves, fen, nodes });
  }
  return out;
}
for (const [label, cases, fixture, prefix, depth] of [
  ['SjaakII', sjaakCases(), 'sjaak-ini-perft.json', 'sj-', sjaakDepth],
  ['FBR', fbrCases(), 'fbr-ini-perft.json', 'fbr-', sjaakDepth + 1],
  ['core', coreCases(), 'core-ini-perft.json', 'core-', sjaakDepth + 1],
] as const) {
  const out: Record<string, Entry> = {};
  let equal = 0;
  let expressible = 0;
  let midEqual = 0;
  let midDifferent = 0;
  for (const { key, definition, source } of cases) {
    if (only.size > 0 && !only.has(key.split('/').pop()!)) continue;
    const section = fromVariant(definition, {
      name: `${prefix}${key.replace('.', '').replace('/', '-')}`.toLowerCase(),
    });
    const entry: Entry = {
      ...source,
      ini: section.text,
      unexpressible: section.diagnostics.map((d) => `${d.code} ${d.path}: ${d.message}`),
    };
    out[key] = entry;
    if (!section.complete) {
      console.log(
        `${key.padEnd(34)} unexpressible: ${[...new Set(section.diagnostics.map((d) => d.code))].join(', ')}`,
      );
      continue;
    }
    expressible++;
    ff.loadVariantConfig(section.text);
    entry.loaded = ff.variants().split(' ').includes(section.name);
    if (!entry.loaded) {
      console.log(`${key.padEnd(34)} NOT LOADED`);
      continue;
    }
    const fen = section.entries.find(([k]) => k === 'startFen')![1];
    const board = definition.castling?.chess960
      ? new ff.Board(section.name, fen, true)
      : new ff.Board(section.name);
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
    entry.positions = randomPositions(key, definition, section.name);
    for (const p of entry.positions) {
      const here = Position.fromFen(definition.startFen, definition);
      for (const m of p.moves) here.play(m);
      const mine = p.nodes.map((_, d) => perft(here, d + 1));
      if (mine.join() !== p.nodes.join()) {
        midDifferent++;
        console.log(
          `  DIFFERENT after ${p.moves.join(' ')}: ffish ${p.nodes.join(' ')} ours ${mine.join(' ')} (${p.fen})`,
        );
      } else midEqual++;
    }
  }
  console.log(
    `${label}: ${Object.keys(out).length} variants, ${expressible} expressible, ${equal} equal to ffish at depths 1-${depth}`,
  );
  console.log(
    `${label}: random positions ${midEqual} equal, ${midDifferent} different (perft 1-${MID_DEPTH})`,
  );
  if (only.size > 0 && Object.keys(out).length === 0) continue;
  const file = new URL(`../../packages/fairy-variants/test/fixtures/${fixture}`, import.meta.url);
  fs.mkdirSync(new URL('.', file), { recursive: true });
  // With names, those entries replace theirs in the fixture, the others stay.
  const kept: Record<string, Entry> =
    only.size > 0 ? { ...JSON.parse(fs.readFileSync(file, 'utf8')), ...out } : out;
  fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`wrote ${file.pathname}`);
}
