/**
 * SAN throughput: @x/san (on @x/core) against chessops and chess.js, on the same corpus in one run: the 100
 * lichess games of `../shared/data/pgn/lichess-100.pgn` (skipped with a message when absent) and 200 seeded
 * random games. Rates: parse+resolve and stringify on prepared positions (one per ply, built outside the
 * timing in chunks), and replay (movetext parse + resolve + play from the start position; chessops both from
 * the same movetext with its PGN parser, and from pre-split SAN tokens). Then the tree path (`readPgn` +
 * `walkGame` + `formatPgn`) against pgn-extract as whole processes, and the main-line checker's MB/s
 * (`src/pgn/tree-path.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Position, type BasePosition } from '@x/core';
import { mainLine, parsePgn, replay, resolve, type SanMove, stringify } from '@x/san';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { parsePgn as parseOpsPgn } from 'chessops/pgn';
import { makeSan, parseSan } from 'chessops/san';
import type { Move as OpsMove } from 'chessops/types';
import { type ContenderResult, measure, median, report } from '../harness.js';
import { treePath } from '../pgn/tree-path.js';
import { rng } from '../../../tests/rng.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const ROUNDS = 7;

function lichessGames(): string[][] | undefined {
  const file = path.resolve(
    fileURLToPath(new URL('.', import.meta.url)),
    '../../../../shared/data/pgn/lichess-100.pgn',
  );
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  return parsePgn(text).map((game) =>
    mainLine(game.moves).map((node) => text.slice(node.data.offset, node.data.offset + node.data.length)),
  );
}

/** Seeded random games from the start position, written by @x/san (checked against chessops below). */
function randomGames(count: number, maxPlies: number, seed: number): string[][] {
  const random = rng(seed);
  const games: string[][] = [];
  for (let g = 0; g < count; g++) {
    const pos = Position.fromFen(START);
    const sans: string[] = [];
    for (let ply = 0; ply < maxPlies; ply++) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      const move = moves[Math.floor(random() * moves.length)]!;
      sans.push(stringify(move, pos));
      pos.play(move);
    }
    games.push(sans);
  }
  return games;
}

/** Every library must read every ply, and chessops must print the same SAN. */
function check(games: readonly (readonly string[])[]): number {
  let plies = 0;
  for (const sans of games) {
    const ops = Chess.default();
    const js = new ChessJs();
    let pos = Position.fromFen(START);
    for (const san of sans) {
      const move = parseSan(ops, san);
      if (move === undefined) throw new Error(`chessops cannot read ${san}`);
      const canonical = makeSan(ops, move);
      const ours = resolve(san, pos);
      if ('nullMove' in ours) throw new Error('null move in the corpus');
      if (stringify(ours, pos) !== canonical)
        throw new Error(`@x/san writes ${stringify(ours, pos)} for ${canonical}`);
      ops.play(move);
      js.move(san);
      pos = pos.play(ours);
      plies++;
    }
  }
  return plies;
}

/**
 * A contender timed on prepared positions: `prepare` builds its positions for a chunk of plies (not timed),
 * `run` does the operation once on each. Chunks bound memory; within a chunk every contender runs once to warm
 * up, then `ROUNDS` times interleaved; a round's rate is all plies over the sum of its chunk times.
 */
interface Prepared<P> {
  readonly name: string;
  readonly prepare: (chunk: readonly Sample[]) => P[];
  readonly run: (prepared: readonly P[], chunk: readonly Sample[]) => void;
}

interface Sample {
  readonly fen: string;
  readonly san: string;
}

const CHUNK = 2000;

function measurePrepared(
  // biome-ignore lint/suspicious/noExplicitAny: contenders prepare different position types
  contenders: readonly Prepared<any>[],
  samples: readonly Sample[],
): ContenderResult[] {
  const times = contenders.map(() => new Array<number>(ROUNDS).fill(0));
  for (let s = 0; s < samples.length; s += CHUNK) {
    const chunk = samples.slice(s, s + CHUNK);
    const prepared = contenders.map((c) => c.prepare(chunk));
    contenders.forEach((c, i) => {
      c.run(prepared[i]!, chunk);
    });
    for (let r = 0; r < ROUNDS; r++) {
      contenders.forEach((c, i) => {
        const t0 = performance.now();
        c.run(prepared[i]!, chunk);
        times[i]![r]! += performance.now() - t0;
      });
    }
  }
  return contenders.map((c, i) => ({
    name: c.name,
    unitsPerSecond: median(times[i]!.map((t) => samples.length / (t / 1000))),
    units: samples.length,
  }));
}

function samplesOf(games: readonly (readonly string[])[]): Sample[] {
  const out: Sample[] = [];
  for (const sans of games) {
    const ops = Chess.default();
    for (const san of sans) {
      out.push({ fen: makeFen(ops.toSetup()), san });
      ops.play(parseSan(ops, san)!);
    }
  }
  return out;
}

let sink = 0;

interface JsInternal {
  _moveFromSan(san: string, strict: boolean): unknown;
}

function sanBench(label: string, games: readonly (readonly string[])[], plies: number): void {
  const samples = samplesOf(games);
  const xPositions = (chunk: readonly Sample[]) => chunk.map((s) => Position.fromFen(s.fen));
  const opsPositions = (chunk: readonly Sample[]) =>
    chunk.map((s) => Chess.fromSetup(parseFen(s.fen).unwrap()).unwrap());
  report(
    `SAN parse+resolve, ${label} (${plies} plies, median of ${ROUNDS})`,
    measurePrepared(
      [
        {
          name: '@x/san resolve',
          prepare: xPositions,
          run: (positions: readonly BasePosition[], chunk) => {
            for (let i = 0; i < chunk.length; i++)
              sink += resolve(chunk[i]!.san, positions[i]!) === undefined ? 0 : 1;
          },
        },
        {
          name: 'chessops parseSan',
          prepare: opsPositions,
          run: (positions: readonly Chess[], chunk) => {
            for (let i = 0; i < chunk.length; i++)
              sink += parseSan(positions[i]!, chunk[i]!.san) === undefined ? 0 : 1;
          },
        },
        {
          name: 'chess.js _moveFromSan',
          prepare: (chunk) => chunk.map((s) => new ChessJs(s.fen) as unknown as JsInternal),
          run: (positions: readonly JsInternal[], chunk) => {
            for (let i = 0; i < chunk.length; i++) {
              sink += positions[i]!._moveFromSan(chunk[i]!.san, false) === null ? 0 : 1;
            }
          },
        },
      ],
      samples,
    ),
    'moves',
    'chessops parseSan',
  );
  report(
    `SAN stringify, ${label} (${plies} plies, median of ${ROUNDS})`,
    measurePrepared(
      [
        {
          name: '@x/san stringify',
          prepare: (chunk) => xPositions(chunk).map((pos, i) => ({ pos, move: resolve(chunk[i]!.san, pos) })),
          run: (prepared: readonly { pos: BasePosition; move: SanMove }[]) => {
            for (const p of prepared) sink += stringify(p.move, p.pos).length;
          },
        },
        {
          name: 'chessops makeSan',
          prepare: (chunk) =>
            opsPositions(chunk).map((pos, i) => ({ pos, move: parseSan(pos, chunk[i]!.san)! })),
          run: (prepared: readonly { pos: Chess; move: OpsMove }[]) => {
            for (const p of prepared) sink += makeSan(p.pos, p.move).length;
          },
        },
      ],
      samples,
    ),
    'moves',
    'chessops makeSan',
  );
}

function movetextOf(sans: readonly string[]): string {
  let text = '';
  for (let i = 0; i < sans.length; i++) {
    if (i % 2 === 0) text += `${i / 2 + 1}. `;
    text += `${sans[i]} `;
  }
  return `${text}*`;
}

function replayBench(label: string, games: readonly (readonly string[])[]): void {
  const texts = games.map(movetextOf);
  const start = Position.fromFen(START);
  const plies = games.reduce((n, g) => n + g.length, 0);
  const results = measure(
    [
      {
        name: '@x/san replay(movetext)',
        run: () => {
          for (const text of texts) {
            const r = replay(start, text);
            if (!r.success) throw r.error;
          }
          return plies;
        },
      },
      {
        name: 'chessops parseSan+play',
        run: () => {
          for (const sans of games) {
            const pos = Chess.default();
            for (const san of sans) pos.play(parseSan(pos, san)!);
          }
          return plies;
        },
      },
      {
        name: 'chessops parsePgn+parseSan+play',
        run: () => {
          for (const text of texts) {
            for (const game of parseOpsPgn(text)) {
              const pos = Chess.default();
              for (const node of game.moves.mainline()) pos.play(parseSan(pos, node.san)!);
            }
          }
          return plies;
        },
      },
      {
        name: 'chess.js move()',
        run: () => {
          for (const sans of games) {
            const js = new ChessJs();
            for (const san of sans) js.move(san);
          }
          return plies;
        },
      },
    ],
    ROUNDS,
  );
  report(
    `replay, ${label} (${plies} plies, median of ${ROUNDS})`,
    results,
    'moves',
    'chessops parsePgn+parseSan+play',
  );
}

/** Runs the SAN suite. */
export async function bench(): Promise<void> {
  const sets: [string, string[][]][] = [];
  const real = lichessGames();
  if (real === undefined) console.log('  (../shared/data/pgn/lichess-100.pgn absent: real games skipped)');
  else sets.push(['100 lichess games', real]);
  sets.push(['200 random games (seed 1)', randomGames(200, 100, 1)]);
  for (const [label, games] of sets) {
    const plies = check(games);
    sanBench(label, games, plies);
    replayBench(label, games);
  }
  if (sink === 42) console.log('');
  await treePath();
}
