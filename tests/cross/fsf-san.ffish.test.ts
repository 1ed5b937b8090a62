/**
 * `@x/san` against Fairy-Stockfish's own SAN (ffish's `sanMove`), for every built-in of `@x/fairy-variants`
 * (`builtinVariant(name)` for each of `FAIRY_BUILTIN_NAMES`): along a seeded random game of each, every legal move's
 * `stringify` equals ffish's text, or the difference is one of `DIALECT` below, with its reason; ffish's `pushSan`
 * takes our text as that move; and ffish's text reads back as that move (`resolve`) in strict mode, unless its
 * `DIALECT` entry says it names no one move.
 * ffish (GPL-3.0) is `@x/oracles`' devDependency (`tests/oracles/ffish.ts`): without it the suite skips, saying so.
 * Deep (`pnpm test:deep`): longer games, two of each.
 */
import { type Move, Position, type VariantDefinition } from '@x/core';
import { builtinVariant, FAIRY_BUILTIN_NAMES } from '@x/fairy-variants';
import { parse, type SAN, safeResolve, sanOptionsOf, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';
import { bySize } from '../depth.js';
import { type Ffish, type FfishBoard, loadFfish } from '../oracles/ffish.js';
import { rng } from '../rng.js';

/** ffish, or undefined when `@x/oracles`' devDependencies are not installed. */
const ff: Ffish | undefined = await loadFfish().catch(() => undefined);

/** Plies of each random game, and games per variant. */
const GAME = bySize({ plies: 6, games: 1 }, { plies: 40, games: 2 });

/** The most moves of a position compared. */
const MOVES = bySize(40, Infinity);

/** The SAN fields two texts of one move may differ in. */
type Field = 'piece' | 'promotion' | 'origin';

/** A known difference between our SAN and Fairy-Stockfish's. */
interface Dialect {
  readonly variants: readonly string[];
  /** The fields of the parsed texts that differ (every other field is the same). */
  readonly fields: readonly Field[];
  /**
   * How Fairy-Stockfish's text reads: `strict` in both modes as the move; `ambiguous` as no one move (its text
   * fits others too: `ambiguous-move`, ours among the candidates).
   */
  readonly reads: 'strict' | 'ambiguous';
  readonly reason: string;
}

/**
 * Every difference between our SAN and Fairy-Stockfish's, with its reason (the first entry that fits a difference
 * judges it). `@x/fairy-variants`' definitions are in Fairy-Stockfish's SAN dialect (`sanDialect`): its letters
 * (`sanAliases`), disambiguation and check marks are written, but for a text that would name two moves.
 */
const DIALECT: readonly Dialect[] = [
  {
    variants: ['kyotoshogi'],
    fields: ['piece'],
    reads: 'ambiguous',
    reason:
      "a drop of a piece turned over: ours names the piece in hand (+L@a1, +N@a1); Fairy-Stockfish's G@a1 is " +
      'either, with a lance and a knight in hand (both play as golds)',
  },
];

/** The legal move of `pos` that Fairy-Stockfish's UCI `uci` names (its `d5e3+`, `a1a2-`, Chess960's `e1h1`). */
function moveOf(pos: Position, uci: string, legal: readonly Move[]): Move | undefined {
  const m = pos.findEncoded(uci);
  if (m !== undefined) return pos.decodeMove(m);
  if (uci.endsWith('-')) {
    // a demotion: @x/core names the piece it turns into (`a1a2l`)
    const head = uci.slice(0, -1);
    return legal.find((o) => {
      const text = pos.uci(o);
      return text.length === head.length + 1 && text.startsWith(head) && /[a-z]$/.test(text);
    });
  }
  return legal.find((o) => o.castle !== undefined && `${o.from}${o.rookFrom}` === uci);
}

/** The fields in which two parsed texts differ. */
function differences(a: SAN, b: SAN): Field[] {
  const out: Field[] = [];
  if (a.piece !== b.piece) out.push('piece');
  if (a.promotion !== b.promotion) out.push('promotion');
  if (a.fromFile !== b.fromFile || a.fromRank !== b.fromRank) out.push('origin');
  const rest = (s: SAN) => [s.to, s.capture, s.check, s.checkmate, s.drop, s.castling, s.long, s.wall].join();
  return rest(a) === rest(b) ? out : [...out, 'other' as Field];
}

/** Whether ffish's `pushSan` takes `ours` as the move `uci` (the same position after it), leaving `board` as it was. */
function pushesAs(board: FfishBoard, ours: string, uci: string): boolean {
  board.push(uci);
  const after = board.fen();
  board.pop();
  let pushed = false;
  try {
    pushed = board.pushSan(ours);
  } catch {
    return false;
  }
  if (!pushed) return false;
  const fen = board.fen();
  board.pop();
  return fen === after;
}

/** What one move's texts say: undefined when they agree as they should, else the disagreement. */
function compare(
  name: string,
  variant: VariantDefinition,
  pos: Position,
  move: Move,
  [board, uci]: [FfishBoard, string],
): string | undefined {
  const ours = stringify(move, pos);
  const theirs = board.sanMove(uci);
  if (!pushesAs(board, ours, uci)) return `ffish's pushSan refuses ours ${ours} (${uci}, its ${theirs})`;
  const same = (found: Move) => pos.uci(found) === pos.uci(move);
  let dialect: Dialect | undefined;
  if (ours !== theirs) {
    const options = sanOptionsOf(variant);
    const fields = differences(parse(ours, options), parse(theirs, options));
    dialect = DIALECT.find((d) => d.variants.includes(name) && fields.every((f) => d.fields.includes(f)));
    if (dialect === undefined) return `ours ${ours}, Fairy-Stockfish's ${theirs} (${fields.join(', ')})`;
  }
  const strict = safeResolve(theirs, pos, { mode: 'strict' });
  if (strict.success) return same(strict.data) ? undefined : `${theirs} reads as another move`;
  const { error } = strict;
  if (dialect?.reads === 'ambiguous' && error.code === 'ambiguous-move' && error.candidates?.includes(ours))
    return undefined;
  return `${theirs} (ours ${ours}) does not read in strict mode: ${error.code} ${error.message}`;
}

/** The disagreements over a random game of `name` (at most `limit`, each with the position's FEN). */
function disagreements(ffish: Ffish, name: string, seed: number, limit = 5): string[] {
  const variant = builtinVariant(name)!;
  const random = rng(seed);
  const pos = Position.fromFen(variant.startFen, variant);
  const board: FfishBoard = new ffish.Board(name, variant.startFen);
  const found: string[] = [];
  try {
    for (let ply = 0; ply <= GAME.plies && found.length < limit; ply++) {
      const legal = pos.legalMoves();
      const listed = board.legalMoves().split(' ').filter(Boolean);
      if (listed.length !== legal.length) found.push(`${listed.length} legal moves, ours ${legal.length}`);
      const pairs: [string, Move][] = [];
      // every move, or an even sample of `MOVES` where a wall or an arrow makes hundreds (duck, amazons); the game
      // goes on by one of them
      const step = Math.max(1, Math.ceil(listed.length / MOVES)); // (1 where every move is compared)
      for (const uci of listed.filter((_, i) => i % step === 0)) {
        const move = moveOf(pos, uci, legal);
        if (move !== undefined) pairs.push([uci, move]);
        const wrong =
          move === undefined ? `${uci} is no legal move` : compare(name, variant, pos, move, [board, uci]);
        if (wrong !== undefined && found.length < limit) found.push(`${wrong} at ${board.fen()}`);
      }
      if (pairs.length === 0 || ply === GAME.plies) break;
      const [uci, move] = pairs[Math.floor(random() * pairs.length)]!;
      pos.play(move);
      board.push(uci);
    }
  } finally {
    board.delete();
  }
  return found;
}

describe.skipIf(ff === undefined)("SAN against Fairy-Stockfish's (ffish's sanMove)", () => {
  it.each([...FAIRY_BUILTIN_NAMES])('%s: every legal move of a random game', (name) => {
    for (let game = 0; game < GAME.games; game++)
      expect(disagreements(ff!, name, 365 + game), name).toEqual([]);
  });

  it("kyotoshogi: Fairy-Stockfish's G@a1 is a lance's drop and a knight's, ours tells them apart", () => {
    const variant = builtinVariant('kyotoshogi')!;
    const fen = 'p4/+S3k/2N2/3S1/1L1KP[NL] w - - 1 13';
    const pos = Position.fromFen(fen, variant);
    const board = new ff!.Board('kyotoshogi', fen);
    try {
      const drops = pos
        .legalMoves()
        .filter((m) => m.drop && m.to === 'a1' && m.piece.startsWith('promoted-'));
      expect(drops.map((m) => stringify(m, pos)).sort()).toEqual(['+L@a1', '+N@a1']);
      const theirs = board!
        .legalMoves()
        .split(' ')
        .filter((u) => u.endsWith('@a1'))
        .map((u) => board.sanMove(u));
      expect(theirs.filter((t) => t === 'G@a1')).toHaveLength(2);
      expect(safeResolve('G@a1', pos, { mode: 'strict' })).toMatchObject({
        success: false,
        error: { code: 'ambiguous-move', candidates: ['+L@a1', '+N@a1'] },
      });
    } finally {
      board.delete();
    }
  });

  it('lists only built-ins in its table', () => {
    for (const d of DIALECT)
      for (const name of d.variants) expect(FAIRY_BUILTIN_NAMES.has(name), name).toBe(true);
  });
});

describe.skipIf(ff !== undefined)("SAN against Fairy-Stockfish's", () => {
  it.skip("skipped: ffish (tests/oracles' devDependency) is not installed", () => {});
});
