/**
 * Fairy-Stockfish rules of Cambodian chess and shatar, as data: first moves marked in the FEN (`unmovedInFen`),
 * a royal's first move taken by an aiming piece (`royalInitialLostTo`), `cambodian` counting and
 * `end.mateCheckers`. Each variant is makruk or chess with fields added; every assertion is a move list, a FEN or
 * an outcome (the FENs and counts as ffish gives them for its `cambodian`).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { VariantDefinition } from '../../variant/definition.js';
import type { MoveAtom } from '../../variant/pieces.js';
import { variants } from '../../variant/builtins/index.js';

const uci = (pos: Position) => pos.legalMoves().map((m) => pos.uci(m));
const makruk = variants.makruk;

/** A quiet leap that only a piece that has not moved makes. */
const firstLeap = (vectors: readonly (readonly [number, number])[], notInCheck = false): MoveAtom =>
  notInCheck
    ? { kind: 'leap', vectors, mode: 'move', initial: true, notInCheck }
    : { kind: 'leap', vectors, mode: 'move', initial: true };

/** Makruk with the king's knight leap to the rank ahead and the met's two-step, both first moves only. */
const firstMoves: VariantDefinition = {
  ...makruk,
  id: 'first-moves',
  pieces: makruk.pieces.map((p) => {
    const extra =
      p.id === 'king'
        ? firstLeap(
            [
              [2, 1],
              [-2, 1],
            ],
            true,
          )
        : p.id === 'met'
          ? firstLeap([[0, 2]])
          : undefined;
    return extra ? { ...p, moves: [...p.moves, extra] } : p;
  }),
  unmovedInFen: true,
  royalInitialLostTo: ['rook'],
};

describe('unmovedInFen', () => {
  it('gives first moves to the pieces the castling field names, and writes them back', () => {
    const start = Position.fromFen('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1', firstMoves);
    expect(uci(start).filter((m) => m.startsWith('d1'))).toEqual(expect.arrayContaining(['d1b2', 'd1f2']));
    expect(start.toFen()).toBe('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1');
    start.play('d1c2');
    expect(start.toFen()).toBe('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/2K5/RNS1MSNR b Ede - 1 1');
    const none = Position.fromFen('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1', firstMoves);
    expect(uci(none)).not.toContain('d1b2');
  });
  it('the met leaps two squares ahead while unmoved, onto an empty square', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/8/3KM3 w E - 0 1', firstMoves);
    expect(uci(pos)).toContain('e1e3');
    expect(uci(pos)).not.toContain('d1b2');
  });
});

describe('royalInitialLostTo', () => {
  const fen = '4k3/4p3/8/8/8/8/8/R5K1 w e - 0 1';
  it('a rook moved onto the unmoved king’s file takes its leap, even behind a blocker', () => {
    const pos = Position.fromFen(fen, firstMoves);
    pos.play('a1e1');
    expect(uci(pos)).not.toContain('e8c7');
    expect(pos.toFen()).toBe('4k3/4p3/8/8/8/8/8/4R1K1 b - - 1 1');
  });
  it('a rook elsewhere leaves it', () => {
    const pos = Position.fromFen(fen, firstMoves);
    pos.play('a1b1');
    expect(uci(pos)).toEqual(expect.arrayContaining(['e8c7', 'e8g7']));
  });
});

describe("counting: 'cambodian'", () => {
  const counted = (rule: 'makruk' | 'cambodian'): VariantDefinition => ({
    ...makruk,
    id: `${rule}-counting`,
    end: { ...makruk.end, counting: { rule, pawn: 'pawn', rook: 'rook', khon: 'khon', knight: 'knight' } },
  });
  it('the board’s honour counts for a side of up to three pieces, with pawns on the board', () => {
    const fen = '4k3/3p4/8/8/8/8/4P3/R3K3 w - - 0 1';
    const cambodian = Position.fromFen(fen, counted('cambodian'));
    cambodian.play('a1a2');
    expect(cambodian.toFen()).toBe('4k3/3p4/8/8/8/8/R3P3/4K3 b - 126 0 1');
    const thai = Position.fromFen(fen, counted('makruk'));
    thai.play('a1a2');
    expect(thai.toFen()).toBe('4k3/3p4/8/8/8/8/R3P3/4K3 b - - 1 1');
  });
  it('a bare king with pawns on the board does not count', () => {
    const pos = Position.fromFen('4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1', counted('cambodian'));
    pos.play('a1a2');
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/R3P3/4K3 b - - 1 1');
  });
});

describe('end.mateCheckers', () => {
  const chess = variants.chess;
  const shatar: VariantDefinition = {
    ...chess,
    id: 'mate-checkers',
    end: { ...chess.end, mateCheckers: { losing: ['knight'], counting: ['knight', 'rook'] } },
  };
  it('a mate by a knight alone loses for the side that gave it', () => {
    const pos = Position.fromFen('r5rk/5Npp/8/8/8/8/8/6K1 b - - 0 1', shatar);
    expect(pos.outcome()).toEqual({ winner: 'black', reason: 'checkmate' });
    expect(Position.fromFen('r5rk/5Npp/8/8/8/8/8/6K1 b - - 0 1', chess).outcome()?.winner).toBe('white');
  });
  it('a queen mate counts after a rook check in its series, else draws', () => {
    const pos = Position.fromFen('7k/8/5K2/8/8/8/1R6/Q7 w - - 0 1', shatar);
    for (const m of ['b2b8', 'h8h7', 'a1h1']) pos.play(m);
    expect(pos.outcome()).toEqual({ winner: 'white', reason: 'checkmate' });
    const bare = Position.fromFen(pos.toFen(), shatar);
    expect(bare.outcome()).toEqual({ winner: undefined, reason: 'checkmate' });
  });
});
