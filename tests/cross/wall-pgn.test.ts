/**
 * Walls in PGN (issue #358): a move with its wall is written `e4,d5` (Fairy-Stockfish's form, `stringify`), and
 * every PGN reader takes the comma glued between a move and a wall's square as part of the move, in lenient mode as
 * in strict mode — lenient mode reads what strict mode reads the same way. A comma followed by a blank or by another
 * move (`9. Bxe7, Qxe7`, `Bxe7,Qxe7`) stays lenient mode's separator, warned. Where walls are left `past` (snailtrail,
 * joust), a move's trail is written the same way (`Pb1,a1`, the origin), as Fairy-Stockfish writes it. The property:
 * random games of every Fairy-Stockfish built-in with walls placed by a move or left behind, each move written by
 * `stringify`, read back by `parsePgn` in both modes and played by `walkGame`, are the same moves.
 */
import { type Move, Position, type VariantDefinition } from '@x/core';
import { builtinVariant, FAIRY_BUILTIN_NAMES } from '@x/fairy-variants';
import {
  parsePgn,
  resolve,
  type SanDiagnostic,
  safeResolve,
  startingPosition,
  stringify,
  walkGame,
} from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../depth.js';

type Mode = 'strict' | 'lenient';
const MODES: readonly Mode[] = ['strict', 'lenient'];

/** The moves `pgn` holds, read in `mode` and played, and the warnings told. */
function readAndPlay(pgn: string, mode: Mode): { moves: unknown[]; warnings: string[] } {
  const warnings: string[] = [];
  const onWarning = (w: SanDiagnostic) => void warnings.push(`${w.code} ${w.offset}`);
  const [game] = parsePgn(pgn, { mode, variants: builtinVariant, onWarning });
  const moves: unknown[] = [];
  walkGame(
    game!,
    startingPosition(game!, { variants: builtinVariant }),
    (step) => void moves.push(step.move),
  );
  return { moves, warnings };
}

/** The squares of each move: from, to, wall. */
const squares = (moves: readonly unknown[]) =>
  (moves as Move[]).map((m) => [m.from ?? '', m.to, m.fairy?.wall ?? ''].join(' '));

/**
 * The built-ins whose moves place walls (`fairy.wall`): duck chess, the amazons' arrows, …; and those whose moves
 * leave one on their origin (walls `past`: snailtrail, joust).
 */
const WALL_VARIANTS: readonly [string, VariantDefinition][] = [...FAIRY_BUILTIN_NAMES]
  .map((name) => [name, builtinVariant(name)] as const)
  .filter((entry): entry is [string, VariantDefinition] => {
    const variant = entry[1];
    if (variant?.walls === undefined) return false;
    if (variant.walls.rule === 'past') return true;
    const pos = Position.fromFen(variant.startFen!, variant);
    return pos.legalMoves().some((m) => m.fairy?.wall !== undefined);
  });

describe('a wall glued to its move by a comma', () => {
  it('the built-ins with walls placed by a move are found', () => {
    expect(WALL_VARIANTS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['duck', 'amazons', 'snailtrail', 'joust']),
    );
  });

  it.each(MODES)('is the duck move e4 with the duck on d5 in %s mode, no warning', (mode) => {
    const { moves, warnings } = readAndPlay('[Variant "duck"]\n\n1. e4,d5 Nf6,d4 2. Qh5,h6! *', mode);
    expect(squares(moves)).toEqual(['e2 e4 d5', 'g8 f6 d4', 'd1 h5 h6']);
    expect(warnings).toEqual([]);
  });

  it('separates moves in lenient mode when a blank or another move follows the comma (warned)', () => {
    const pgn = '1. e4, d5 2. Nc3,dxe4 3. Nxe4,Nf6 *';
    expect(() => readAndPlay(pgn, 'strict')).toThrow(expect.objectContaining({ code: 'syntax' }));
    const { moves, warnings } = readAndPlay(pgn, 'lenient');
    expect(squares(moves)).toEqual(['e2 e4 ', 'd7 d5 ', 'b1 c3 ', 'd5 e4 ', 'c3 e4 ', 'g8 f6 ']);
    expect(warnings).toEqual(['noncanonical 5', 'noncanonical 16', 'noncanonical 29']);
  });

  it('is no move of standard chess: e4,e5 fails in both modes, never read as two moves or as e4', () => {
    for (const mode of MODES)
      expect(() => readAndPlay('1. e4,e5 *', mode)).toThrow(
        expect.objectContaining({ code: 'illegal-move', offset: 3, length: 5 }),
      );
  });
});

describe('a trail (walls left past): the origin after a comma', () => {
  const joust = builtinVariant('joust')!;
  const start = () => Position.fromFen('8/8/8/4n3/3N4/8/8/8 w - - 0 1', joust);

  it.each(MODES)('is written and read in %s mode (Nc2,d4), no warning', (mode) => {
    const pos = start();
    const move = pos.legalMoves().find((m) => m.from === 'd4' && m.to === 'c2')!;
    expect(stringify(move, pos)).toBe('Nc2,d4');
    const { moves, warnings } = readAndPlay(
      '[Variant "joust"]\n[FEN "8/8/8/4n3/3N4/8/8/8 w - - 0 1"]\n\n1. Nc2,d4 *',
      mode,
    );
    expect(squares(moves)).toEqual(['d4 c2 ']);
    expect(warnings).toEqual([]);
  });

  it('reads the move without its trail in lenient mode only, warned noncanonical', () => {
    const warned: string[] = [];
    expect(resolve('Nc2', start(), { onWarning: (w) => void warned.push(w.code) })).toMatchObject({
      from: 'd4',
    });
    expect(warned).toEqual(['noncanonical']);
    expect(safeResolve('Nc2', start(), { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'noncanonical' },
    });
  });

  it('refuses a trail that is not the origin, naming the move as written', () => {
    for (const mode of MODES)
      expect(safeResolve('Nc2,d5', start(), { mode })).toMatchObject({
        success: false,
        error: { code: 'illegal-move', message: 'no legal move matches Nc2,d5' },
      });
  });
});

/** A random game of `variant` from its start: a move per pick (the legal move at `pick` modulo their number). */
function randomGame(variant: VariantDefinition, picks: readonly number[]): Move[] {
  const pos = Position.fromFen(variant.startFen!, variant);
  const moves: Move[] = [];
  for (const pick of picks) {
    const legal = pos.legalMoves();
    if (legal.length === 0 || pos.outcome() !== undefined) break;
    const move = legal[pick % legal.length]!;
    moves.push(move);
    pos.play(move);
  }
  return moves;
}

/** `moves` from the start of `variant` as PGN movetext, each written by `stringify`. */
function movetext(variant: VariantDefinition, moves: readonly Move[]): string {
  const pos = Position.fromFen(variant.startFen!, variant);
  const words: string[] = [];
  moves.forEach((move, ply) => {
    if (ply % 2 === 0) words.push(`${ply / 2 + 1}.`);
    words.push(stringify(move, pos));
    pos.play(move);
  });
  return words.join(' ');
}

describe('random games of every built-in with walls, written and read back', () => {
  it.each(WALL_VARIANTS)(
    '%s: stringify, parsePgn (strict, lenient) and walkGame give the same moves',
    (name, variant) => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 10 }), (picks) => {
          const moves = randomGame(variant, picks);
          const pgn = `[Variant "${name}"]\n\n${movetext(variant, moves)} *\n`;
          for (const mode of MODES) {
            const read = readAndPlay(pgn, mode);
            expect(read.moves, `${mode}: ${pgn}`).toEqual(moves);
            expect(read.warnings).toEqual([]);
          }
        }),
        // a position of duck chess or the amazons lists hundreds of moves, one per wall square
        { numRuns: runs(4) },
      );
    },
  );
});
