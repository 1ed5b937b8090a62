/**
 * SAN throughput: @x/san (on @x/core) against chessops and chess.js, on the same corpus in one run: the 100
 * lichess games of `../shared/data/pgn/lichess-100.pgn` (skipped with a message when absent) and 200 seeded
 * random games. Rates: parse+resolve and stringify (differential: a walk through the games with the operation
 * minus the same walk without it), and replay (parse + resolve + play from the start position).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Move, Position } from '@x/core';
import { mainLine, parsePgn, replay, resolve, type SanMove, stringify } from '@x/san';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { makeSan, parseSan } from 'chessops/san';
import type { Move as OpsMove } from 'chessops/types';
import { type ContenderResult, measure, median, report } from '../harness.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const ROUNDS = 5;

/** A small seeded PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
 * A differential timing: the same walk through every game is timed with the operation (`op`) and without it
 * (`base`, which only plays the prepared moves); the operation's time is the difference of the medians. The
 * positions stay warm (one per game, as in real use), and no contender's preparation lands in another's timing.
 */
interface Differential {
  readonly name: string;
  readonly op: () => void;
  readonly base: () => void;
}

function timeOf(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

function measureDifferential(contenders: readonly Differential[], plies: number): ContenderResult[] {
  const ops = contenders.map(() => [] as number[]);
  const bases = contenders.map(() => [] as number[]);
  for (const c of contenders) {
    c.op();
    c.base();
  }
  for (let r = 0; r < ROUNDS; r++) {
    contenders.forEach((c, i) => {
      ops[i]!.push(timeOf(c.op));
      bases[i]!.push(timeOf(c.base));
    });
  }
  return contenders.map((c, i) => ({
    name: c.name,
    unitsPerSecond: plies / (Math.max(1e-6, median(ops[i]!) - median(bases[i]!)) / 1000),
    units: plies,
  }));
}

let sink = 0;

interface JsInternal {
  _moveFromSan(san: string, strict: boolean): unknown;
  _makeMove(move: unknown): void;
}

function prepare(games: readonly (readonly string[])[]) {
  const encoded: Int32Array[] = [];
  const xMoves: SanMove[][] = [];
  const opsMoves: OpsMove[][] = [];
  const jsMoves: unknown[][] = [];
  for (const sans of games) {
    const pos = Position.fromFen(START);
    const ops = Chess.default();
    const js = new ChessJs() as unknown as JsInternal;
    const enc = new Int32Array(sans.length);
    const xs: SanMove[] = [];
    const os: OpsMove[] = [];
    const jm: unknown[] = [];
    sans.forEach((san, i) => {
      const move = resolve(san, pos) as Move;
      xs.push(move);
      enc[i] = pos.findMove(move)!;
      pos.make(enc[i]!);
      const o = parseSan(ops, san)!;
      os.push(o);
      ops.play(o);
      const j = js._moveFromSan(san, false);
      jm.push(j);
      js._makeMove(j);
    });
    encoded.push(enc);
    xMoves.push(xs);
    opsMoves.push(os);
    jsMoves.push(jm);
  }
  return { encoded, xMoves, opsMoves, jsMoves };
}

function sanBench(label: string, games: readonly (readonly string[])[], plies: number): void {
  const { encoded, xMoves, opsMoves, jsMoves } = prepare(games);
  const xWalk = (each: ((pos: Position, g: number, i: number) => void) | undefined) => () => {
    for (let g = 0; g < games.length; g++) {
      const pos = Position.fromFen(START);
      const sans = games[g]!;
      const enc = encoded[g]!;
      for (let i = 0; i < sans.length; i++) {
        if (each) each(pos, g, i);
        pos.make(enc[i]!);
      }
    }
  };
  const opsWalk = (each: ((pos: Chess, g: number, i: number) => void) | undefined) => () => {
    for (let g = 0; g < games.length; g++) {
      const pos = Chess.default();
      const moves = opsMoves[g]!;
      for (let i = 0; i < moves.length; i++) {
        if (each) each(pos, g, i);
        pos.play(moves[i]!);
      }
    }
  };
  const jsWalk = (each: ((js: JsInternal, g: number, i: number) => void) | undefined) => () => {
    for (let g = 0; g < games.length; g++) {
      const js = new ChessJs() as unknown as JsInternal;
      const moves = jsMoves[g]!;
      for (let i = 0; i < moves.length; i++) {
        if (each) each(js, g, i);
        js._makeMove(moves[i]);
      }
    }
  };
  report(
    `SAN parse+resolve, ${label} (${plies} plies, median of ${ROUNDS}, differential)`,
    measureDifferential(
      [
        {
          name: '@x/san resolve',
          op: xWalk((pos, g, i) => {
            sink += resolve(games[g]![i]!, pos) === undefined ? 0 : 1;
          }),
          base: xWalk(undefined),
        },
        {
          name: 'chessops parseSan',
          op: opsWalk((pos, g, i) => {
            sink += parseSan(pos, games[g]![i]!) === undefined ? 0 : 1;
          }),
          base: opsWalk(undefined),
        },
        {
          name: 'chess.js _moveFromSan',
          op: jsWalk((js, g, i) => {
            sink += js._moveFromSan(games[g]![i]!, false) === null ? 0 : 1;
          }),
          base: jsWalk(undefined),
        },
      ],
      plies,
    ),
    'moves',
    'chessops parseSan',
  );
  report(
    `SAN stringify, ${label} (${plies} plies, median of ${ROUNDS}, differential)`,
    measureDifferential(
      [
        {
          name: '@x/san stringify',
          op: xWalk((pos, g, i) => {
            sink += stringify(xMoves[g]![i]!, pos).length;
          }),
          base: xWalk(undefined),
        },
        {
          name: 'chessops makeSan',
          op: opsWalk((pos, g, i) => {
            sink += makeSan(pos, opsMoves[g]![i]!).length;
          }),
          base: opsWalk(undefined),
        },
      ],
      plies,
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
    'chessops parseSan+play',
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
}
