/**
 * The Western-notation cross-check of `@x/kif` against Fairy-Stockfish (issue #51 item 3): seeded random games
 * of shogi and minishogi, played in `@x/core` and ffish side by side; at every position reached, every legal
 * move is written by `stringifyMove` in Hodges and Hosking and by ffish's `sanMove(move,
 * Notation.SHOGI_HODGES | SHOGI_HOSKING)`; the texts must be equal, and `parseMove` must read ours back to
 * the same move. Prints the counts (positions, moves, equal). With `WRITE=1`, writes a fixture of the first
 * positions (FEN, FSF's texts) to `packages/kif/test/fixtures/ffish-western.json`, which the tests replay
 * without ffish. Run: `pnpm --filter @x/oracles exec tsx kif-western.ts [positions]`.
 */
import fs from 'node:fs';
import { type Move, Position, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { parseMove, stringifyMove } from '@x/kif';
import { rng } from '../rng.js';
import { minishogi } from '../../packages/kif/test/minishogi.js';
import { type Ffish, loadFfish } from './ffish.js';

interface SanBoard {
  legalMoves(): string;
  push(uci: string): boolean;
  sanMove(uci: string, notation: number): string;
  fen(): string;
  isGameOver(): boolean;
  delete(): void;
}

/** One fixture position: FEN and, per UCI move of ours, FSF's Hodges and Hosking text. */
interface FixturePosition {
  fen: string;
  moves: Record<string, [string, string]>;
}

const CASES: { name: string; ffish: string; variant: () => VariantDefinition; share: number }[] = [
  { name: 'shogi', ffish: 'shogi', variant: () => variants.shogi, share: 0.8 },
  { name: 'minishogi', ffish: 'minishogi', variant: minishogi, share: 0.2 },
];

/** FSF's UCI text of one of our moves (FSF writes promotions `+`, drops `P@e5`). */
function fsfUci(pos: BasePosition, move: Move): string {
  return pos.uci(move).replace(/\+[a-z]$/, '+');
}

/** Prints the counts so far (a long run under load may be stopped before it ends). */
function progress(
  name: string,
  c: { positions: number; moves: number; hodges: number; hosking: number; back: number },
) {
  console.log(
    `  ${name}: ${c.positions} positions, ${c.moves} moves, Hodges equal ${c.hodges}, Hosking equal ${c.hosking}, read back ${c.back}`,
  );
}

function run(ff: Ffish & { Notation: Record<string, number> }, total: number, fixtureSize: number) {
  const fixture: Record<string, FixturePosition[]> = {};
  const counts: Record<
    string,
    { positions: number; moves: number; hodges: number; hosking: number; back: number }
  > = {};
  const wrong: string[] = [];
  for (const c of CASES) {
    const variant = c.variant();
    const target = Math.round(total * c.share);
    const count = { positions: 0, moves: 0, hodges: 0, hosking: 0, back: 0 };
    const samples: FixturePosition[] = [];
    const random = rng(c.name.length * 7919 + 1);
    while (count.positions < target) {
      const pos = Position.fromFen(variant.startFen!, variant);
      const board = new ff.Board(c.ffish) as unknown as SanBoard;
      for (let ply = 0; ply < 300 && count.positions < target && !board.isGameOver(); ply++) {
        const legal = pos.legalMoves();
        if (legal.length === 0) break;
        count.positions++;
        const sample: FixturePosition | undefined =
          samples.length < fixtureSize && random() < 0.05 ? { fen: pos.toFen(), moves: {} } : undefined;
        for (const move of legal) {
          const uci = fsfUci(pos, move);
          const hodges = stringifyMove(move, pos, { notation: 'hodges' });
          const hosking = stringifyMove(move, pos, { notation: 'hosking' });
          const fsfHodges = board.sanMove(uci, ff.Notation.SHOGI_HODGES!);
          const fsfHosking = board.sanMove(uci, ff.Notation.SHOGI_HOSKING!);
          count.moves++;
          if (hodges === fsfHodges) count.hodges++;
          else if (wrong.length < 20)
            wrong.push(`${c.name} ${pos.toFen()} ${uci}: ${hodges} vs ${fsfHodges}`);
          if (hosking === fsfHosking) count.hosking++;
          else if (wrong.length < 20)
            wrong.push(`${c.name} ${pos.toFen()} ${uci}: ${hosking} vs ${fsfHosking}`);
          const back1 = parseMove(hodges, pos, { notation: 'hodges' });
          const back2 = parseMove(hosking, pos, { notation: 'hosking' });
          if (pos.uci(back1) === pos.uci(move) && pos.uci(back2) === pos.uci(move)) count.back++;
          if (sample) sample.moves[stringifyMove(move, pos)] = [fsfHodges, fsfHosking];
        }
        if (sample) samples.push(sample);
        if (count.positions % 5000 === 0) progress(c.name, count);
        const move = legal[Math.floor(random() * legal.length)]!;
        const uci = fsfUci(pos, move);
        if (!board.push(uci)) throw new Error(`ffish refused ${uci} at ${pos.toFen()}`);
        pos.play(move);
      }
      board.delete();
    }
    counts[c.name] = count;
    fixture[c.name] = samples;
    if (process.env.WRITE === '1') writeFixture(fixture);
  }
  return { counts, wrong, fixture };
}

/** Writes the fixture of the variants done so far. */
function writeFixture(fixture: Record<string, FixturePosition[]>): void {
  const url = new URL('../../packages/kif/test/fixtures/ffish-western.json', import.meta.url);
  const source = 'ffish 0.7.10 sanMove (GPL-3.0 program; its output only)';
  fs.writeFileSync(url, `${JSON.stringify({ source, variants: fixture })}\n`);
  console.log(`wrote ${url.pathname}`);
}

const total = Number(process.argv[2] ?? 100_000);
const ff = (await loadFfish()) as Ffish & { Notation: Record<string, number> };
const started = performance.now();
const { counts, wrong, fixture } = run(ff, total, 150);
console.log(`Western notation vs ffish sanMove (${((performance.now() - started) / 1000).toFixed(0)} s)`);
console.log('variant    positions     moves  Hodges equal  Hosking equal  read back');
for (const [name, c] of Object.entries(counts))
  console.log(
    `${name.padEnd(10)} ${String(c.positions).padStart(9)} ${String(c.moves).padStart(9)} ${String(c.hodges).padStart(13)} ${String(c.hosking).padStart(14)} ${String(c.back).padStart(10)}`,
  );
for (const w of wrong) console.log(`  differs: ${w}`);
if (process.env.WRITE === '1') {
  const url = new URL('../../packages/kif/test/fixtures/ffish-western.json', import.meta.url);
  fs.writeFileSync(
    url,
    `${JSON.stringify({ source: 'ffish 0.7.10 sanMove (GPL-3.0 program; its output only)', variants: fixture })}\n`,
  );
  console.log(`wrote ${url.pathname}`);
}
