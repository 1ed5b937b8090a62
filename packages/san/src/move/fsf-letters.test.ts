/**
 * Fairy-Stockfish's SAN letters (`sanAliases` of the definitions), read (and a pawn's printed back as read), and
 * written from a position only in Fairy-Stockfish's SAN dialect (`sanDialect`, the last group): shogi's and
 * xiangqi's pawns with their letter, xiangqi's `H` horse, a promoted shogi piece by the type it plays as (`G`,
 * `=G`), and Janggi's pass as the king's move to its own square. A piece lettered `P` that the definition does not
 * make the pawn is written with its letter, as Fairy-Stockfish writes it.
 */
import { type Move, Position, type VariantDefinition } from '@x/core';
import { type PieceType, variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { sanOptionsOf } from '../shared/variant.js';
import { readPgn } from '../pgn/reader.js';
import { formatSan } from './format.js';
import { parse } from './parse.js';
import { resolve, safeResolve } from './resolve.js';
import { stringify } from './stringify.js';

const at = (fen: string, variant = variants.shogi) => Position.fromFen(fen, variant);

describe('shogi', () => {
  const pawn = at('k8/9/9/4P4/9/9/9/9/4K4[] w - - 0 1');

  it('reads the pawn written P, with or without the promotion written =G', () => {
    expect(resolve('Pe7', pawn)).toEqual({ from: 'e6', to: 'e7', piece: 'pawn' });
    expect(resolve('Pe7=G', pawn)).toMatchObject({ from: 'e6', to: 'e7', promotion: 'tokin' });
    expect(stringify(resolve('Pe7=G', pawn), pawn)).toBe('e7=+P');
  });

  it('reads a tokin written G, as one letter with the golds (a hint tells them apart)', () => {
    const pos = at('k8/9/9/9/9/9/9/2G1+P4/4K4[] w - - 0 1');
    expect(safeResolve('Gd3', pos)).toMatchObject({ success: false, error: { code: 'ambiguous-move' } });
    expect(resolve('Ged3', pos)).toMatchObject({ from: 'e2', piece: 'tokin' });
    expect(resolve('Gc3', pos)).toMatchObject({ from: 'c2', piece: 'gold' });
    expect(stringify(resolve('Ged3', pos), pos)).toBe('+Pd3');
  });

  it("is Fairy-Stockfish's SAN of the move: strict mode reads it as the canonical SAN, nothing else", () => {
    expect(resolve('Pe7', pawn, { mode: 'strict' })).toEqual({ from: 'e6', to: 'e7', piece: 'pawn' });
    expect(resolve('Pe7=G', pawn, { mode: 'strict' })).toMatchObject({ promotion: 'tokin' });
    // its letter with an origin it does not need is neither form
    expect(safeResolve('Pee7', pawn, { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'noncanonical', canonical: 'e7' },
    });
    const warned: string[] = [];
    resolve('Pe7', pawn, { onWarning: (w) => void warned.push(w.code) });
    expect(warned).toEqual([]);
  });

  it('tells a tokin from a gold as Fairy-Stockfish does, by the letter G they share (Ged3, Gcd3)', () => {
    const pos = at('k8/9/9/9/9/9/9/2G1+P4/4K4[] w - - 0 1');
    const tokin = pos.legalMoves().find((m) => m.from === 'e2' && m.to === 'd3')!;
    expect(stringify(tokin, pos)).toBe('+Pd3');
    expect(resolve('Ged3', pos, { mode: 'strict' })).toEqual(tokin);
    expect(safeResolve('G2d3', pos, { mode: 'strict' })).toMatchObject({ success: false });
  });
});

describe('xiangqi', () => {
  it("reads Fairy-Stockfish's H and E in strict mode too (Hc3, Ece3: its SAN of those moves)", () => {
    const start = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    expect(resolve('Hc3', start, { mode: 'strict' })).toMatchObject({ from: 'b1', piece: 'horse' });
    expect(resolve('Ece3', start, { mode: 'strict' })).toMatchObject({ from: 'c1', piece: 'elephant' });
    expect(stringify(resolve('Ece3', start), start)).toBe('Bce3');
  });

  it('reads the horse written H and a soldier written P leaving its file', () => {
    const start = Position.fromFen(variants.xiangqi.startFen, variants.xiangqi);
    expect(resolve('Hc3', start)).toMatchObject({ from: 'b1', piece: 'horse' });
    const pos = at('4k4/9/9/9/5Pp2/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    expect(resolve('Pxg6', pos)).toMatchObject({ from: 'f6', to: 'g6' });
    expect(resolve('Pf7', pos)).toMatchObject({ from: 'f6', to: 'f7' });
  });

  it('prints a pawn read with its letter with it, so that it reads back leaving its file', () => {
    const options = sanOptionsOf(variants.xiangqi);
    for (const text of ['Pxg6', 'Pg6', 'Pfg6', 'Pfxg6', 'g6', 'fxg6'])
      expect(formatSan(parse(text, options), options)).toBe(text);
    const pos = at('4k4/9/9/9/5Pp2/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    const printed = formatSan(parse('Pxg6', options), options);
    expect(resolve(printed, pos)).toMatchObject({ from: 'f6', to: 'g6' });
  });

  it("reads a soldier's sideways step as written (`fg6`, its canonical SAN) without a warning", async () => {
    const pos = at('4k4/9/9/9/5P3/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    const sideways = pos.legalMoves().find((m) => m.to === 'g6')!;
    expect(stringify(sideways, pos)).toBe('fg6');
    const warned: string[] = [];
    expect(resolve('fg6', pos, { onWarning: (w) => warned.push(w.message) })).toMatchObject({ to: 'g6' });
    expect(warned).toEqual([]);
    const pgn = `[Variant "xiangqi"]\n[FEN "4k4/9/9/9/5P3/9/9/9/9/3K5 w - - 0 1"]\n\n1. fg6 *\n`;
    for await (const record of readPgn(pgn)) expect([record.success, record.diagnostics]).toEqual([true, []]);
    // a capture written without its x is still told, once the position says it is one
    const capture = at('4k4/9/9/9/5Pp2/9/9/9/9/3K5 w - - 0 1', variants.xiangqi);
    resolve('fg6', capture, { onWarning: (w) => warned.push(w.message) });
    expect(warned).toEqual(['canonical SAN: fxg6']);
    // strict mode reads the canonical SAN it writes
    expect(resolve('fg6', pos, { mode: 'strict' })).toMatchObject({ to: 'g6' });
  });

  it('leaves chess alone: a pawn written with its letter is an error there', () => {
    const chess = Position.fromFen(variants.chess.startFen);
    expect(safeResolve('Pe4', chess)).toMatchObject({ success: false, error: { code: 'syntax' } });
  });
});

describe('janggi', () => {
  it("reads the pass as stringify writes it, the king's move to its own square", () => {
    const pos = Position.fromFen(variants.janggi.startFen, variants.janggi);
    const pass = pos.legalMoves().find((m) => m.from === m.to)!;
    expect(stringify(pass, pos)).toBe('Ke2');
    expect(resolve('Ke2', pos)).toEqual(pass);
  });
});

/** Chess (and `rules`) with its pawn replaced by `piece`, a king-stepper lettered `P` that never captures. */
function stepperChess(piece: Partial<PieceType>, rules: Partial<VariantDefinition> = {}): VariantDefinition {
  const king = variants.chess.pieces.find((p) => p.id === 'king')!;
  const stepper = {
    id: 'stepper',
    symbol: 'P',
    moves: king.moves.map((a) => ({ ...a, mode: 'move' as const })),
  };
  const pieces = variants.chess.pieces.filter((p) => p.id !== 'pawn');
  return { ...variants.chess, ...rules, id: 'stepper-chess', pieces: [{ ...stepper, ...piece }, ...pieces] };
}

describe('a piece lettered P that is no pawn (isolation, snailtrail: Fairy-Stockfish writes `Pd3`)', () => {
  const fen = '4k3/8/8/8/8/8/2P5/4K3 w - - 0 1';
  const leave = (variant: VariantDefinition) => {
    const pos = Position.fromFen(fen, variant);
    return { pos, move: pos.legalMoves().find((m) => m.from === 'c2' && m.to === 'd3')! };
  };

  it('is written with its letter, read back in strict mode; its old letterless form reads lenient only', () => {
    for (const piece of [{}, { pawn: true, sanAliases: ['P'] }, { san: 'P' }]) {
      const { pos, move } = leave(stepperChess(piece));
      expect(stringify(move, pos)).toBe('Pd3');
      expect(resolve('Pd3', pos, { mode: 'strict' })).toEqual(move);
      const warned: string[] = [];
      expect(resolve('cd3', pos, { onWarning: (w) => warned.push(w.message) })).toEqual(move);
      expect(warned).toContain('canonical SAN: Pd3');
      expect(safeResolve('cd3', pos, { mode: 'strict' })).toMatchObject({ success: false });
    }
  });

  it('is read by its letter P once, whether or not its aliases list P (`sanOptionsOf`)', () => {
    for (const piece of [
      {},
      { sanAliases: ['P'] },
      { pawn: true, sanAliases: ['P'] },
      { sanAliases: ['W', 'P'] },
    ])
      expect(sanOptionsOf(stepperChess(piece)).aliases?.P).toEqual(['stepper']);
  });

  it("stays the letterless pawn where the definition makes it one (`san: ''`, `pawn: true`, the id `pawn`)", () => {
    for (const piece of [{ san: '' }, { pawn: true }, { id: 'pawn' }]) {
      const { pos, move } = leave(stepperChess(piece));
      expect(stringify(move, pos)).toBe('cd3');
    }
  });

  it('names the move it refuses as written, its letter included (`P^e5`, a pickup of an empty square)', () => {
    const pickups = {
      orthodoxSetup: false,
      drops: { capturesToHand: true, pickup: true },
      holdingsInFen: true,
    };
    const pos = Position.fromFen('4k3/8/8/8/8/8/2P5/4K3[] w - - 0 1', stepperChess({}, pickups));
    expect(stringify(pos.legalMoves().find((m) => m.fairy?.pickup)!, pos)).toBe('P^c2');
    for (const text of ['P^e5', 'Pe5'])
      expect(safeResolve(text, pos)).toMatchObject({
        success: false,
        error: { code: 'illegal-move', message: `no legal move matches ${text}` },
      });
  });

  it('every legal move along random games is written so that strict mode reads it back as that move', () => {
    const variant = stepperChess({ sanAliases: ['P'] });
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (picks) => {
        const pos = Position.fromFen('4k3/8/2p5/8/8/5P2/2P5/4K3 w - - 0 1', variant);
        for (const pick of picks) {
          const legal: Move[] = pos.legalMoves();
          if (legal.length === 0) return;
          for (const move of legal)
            expect(resolve(stringify(move, pos), pos, { mode: 'strict' })).toEqual(move);
          pos.play(legal[pick % legal.length]!);
        }
      }),
      { numRuns: runs(20) },
    );
  });
});

describe("a definition in Fairy-Stockfish's SAN dialect (`sanDialect`: @x/fairy-variants' definitions)", () => {
  const fsf = (variant: VariantDefinition): VariantDefinition => ({
    ...variant,
    sanDialect: 'fairy-stockfish',
  });

  /**
   * Expects strict mode to read `canonical` as `move` and to refuse `other` as `noncanonical` (naming `canonical`),
   * and lenient mode to read `other` as `move` with the one warning `canonical SAN: <canonical>`.
   */
  const expectCanonicalOnly = (pos: Position, move: Move, canonical: string, other: string): void => {
    expect(resolve(canonical, pos, { mode: 'strict' })).toEqual(move);
    expect(safeResolve(other, pos, { mode: 'strict' })).toMatchObject({
      success: false,
      error: { code: 'noncanonical', canonical },
    });
    const warned: string[] = [];
    expect(resolve(other, pos, { onWarning: (w) => warned.push(w.message) })).toEqual(move);
    expect(warned).toEqual([`canonical SAN: ${canonical}`]);
  };

  it('writes its letters (Hc3, Ece3); strict mode reads them, not ours; lenient reads ours, warned', () => {
    const variant = fsf(variants.xiangqi);
    const start = Position.fromFen(variant.startFen, variant);
    const horse = start.legalMoves().find((m) => m.from === 'b1' && m.to === 'c3')!;
    const elephant = start.legalMoves().find((m) => m.from === 'c1' && m.to === 'e3')!;
    expect([stringify(horse, start), stringify(elephant, start)]).toEqual(['Hc3', 'Ece3']);
    expectCanonicalOnly(start, horse, 'Hc3', 'Nc3');
    const options = sanOptionsOf(variant);
    expect(formatSan(parse('Hc3', options), options)).toBe('Hc3');
  });

  it('writes a promoted piece by the type it plays as, told from the golds by that letter (Ged3, e7=G)', () => {
    const variant = fsf(variants.shogi);
    const pos = at('k8/9/9/9/9/9/9/2G1+P4/4K4[] w - - 0 1', variant);
    const tokin = pos.legalMoves().find((m) => m.from === 'e2' && m.to === 'd3')!;
    expect(stringify(tokin, pos)).toBe('Ged3');
    expectCanonicalOnly(pos, tokin, 'Ged3', '+Pd3');
    const pawn = at('k8/9/9/4P4/9/9/9/9/4K4[] w - - 0 1', variant);
    const promotes = pawn.legalMoves().find((m) => m.to === 'e7' && m.promotion !== undefined)!;
    expect(stringify(promotes, pawn)).toBe('Pe7=G');
  });
});
