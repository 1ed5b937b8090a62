/**
 * SAN of Alice chess (`VariantDefinition.alice`): standard SAN without board marks, as Alice games are
 * written (Wikipedia's 1.e4 d5 2.Bc4 dxe4 3.Bb5#). A board-B twin is written with its board-A piece's
 * letter, `Nf3` names the knights of both boards (a square holds one piece, so file and rank tell them
 * apart as usual), promotions name the board-A piece (`e8=Q`, UCI `e7e8q`). The legal moves are checked
 * against `tests/references/alice-reference.ts`, the two-board generator that shares no code with `@x/core`.
 */
import { type Move, Position, type VariantDefinition, type BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import type { PieceType } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { ALICE_POSITIONS, refMoves } from '../../../../tests/references/alice-reference.js';
import { rng } from '../../../../tests/rng.js';
import { aliceOf } from '../../../../tests/variants.js';
import { SanError } from '../shared/errors.js';
import { parse } from './parse.js';
import { replay } from '../game/replay.js';
import { resolve, safeResolve } from './resolve.js';
import { stringify } from './stringify.js';
import { sanOptionsOf } from '../shared/variant.js';

const chess = variants.chess;
/** Board B's twin of a chess piece, as `@x/fbr` compiles it: `#` before id and symbol, no SAN letter. */
const twin = (p: PieceType): PieceType => ({ ...p, id: `#${p.id}`, symbol: `#${p.symbol}` });
const alice: VariantDefinition = aliceOf(chess, twin);
/** The same game with its twins listed first, each carrying its board-A letter as `san`. */
const aliceLettered: VariantDefinition = {
  ...alice,
  id: 'alice-lettered',
  pieces: [...chess.pieces.map((p) => ({ ...twin(p), san: p.san ?? p.symbol })), ...chess.pieces],
};
const at = (fen: string, variant = alice) => Position.fromFen(fen, variant);

/** Positions with what they exercise: the core Alice test's, and a few more. */
const POSITIONS: readonly (readonly [string, string])[] = [
  ...ALICE_POSITIONS,
  ['promotions on both boards', 'r#n2k3/1P5#P/8/8/8/8/8/4K3 w - - 0 1'],
  ['knights and rooks on both boards', '4k3/8/8/1#N6/8/R#R6/8/1N2K3 w - - 0 1'],
  ['Wikipedia mate', 'rnbqkbnr/ppp1pppp/8/1#B6/4p3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3'],
];

/** SAN as Alice games are written: standard letters only, no board mark. */
const STANDARD_SAN = /^(?:O-O(?:-O)?|[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](?:=[QRBN])?)[+#]?$/;

/**
 * Every legal move's SAN, checked to resolve back to that move: in strict mode, except the pawn push with
 * its departure rank (`2e4`, see below), which strict SAN has no form for and lenient mode reads.
 */
function roundTrip(pos: BasePosition): string[] {
  return pos.legalMoves().map((move) => {
    const text = stringify(move, pos);
    expect(text).toMatch(STANDARD_SAN);
    const mode = /^[1-8]/.test(text) ? 'lenient' : 'strict';
    expect(pos.uci(resolve(text, pos, { mode }) as Move)).toBe(pos.uci(move));
    return text;
  });
}

describe('Alice chess SAN', () => {
  it('sanOptionsOf: the twins take no letters; the dialect is chess SAN', () => {
    expect(sanOptionsOf(alice)).toEqual(sanOptionsOf(chess));
    expect(sanOptionsOf(aliceLettered)).toEqual(sanOptionsOf(chess));
    expect(parse('Nf3', sanOptionsOf(alice)).piece).toBe('knight');
  });

  it("replays Wikipedia's mate 1.e4 d5 2.Bc4 dxe4 3.Bb5# (strict)", () => {
    const r = replay(at(alice.startFen), '1. e4 d5 2. Bc4 dxe4 3. Bb5# 1-0', { mode: 'strict' });
    if (!r.success) throw r.error;
    const { moves, position } = r.data;
    expect(moves.map((m) => (m as Move).piece)).toEqual(['pawn', 'pawn', 'bishop', '#pawn', '#bishop']);
    expect(position.isCheckmate()).toBe(true);
    expect(position.toFen()).toBe('rnbqkbnr/ppp1pppp/8/1B6/4p3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3');
  });

  for (const [what, fen] of POSITIONS) {
    it(`stringify -> resolve round trip over every legal move: ${what}`, () => {
      const texts = roundTrip(at(fen));
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts.length).toBe(refMoves(fen).length);
      // A variant listing its twins first, with SAN letters of their own, writes the same SAN.
      expect(
        at(fen, aliceLettered)
          .legalMoves()
          .map((m) => stringify(m, at(fen, aliceLettered))),
      ).toEqual(texts);
    });
  }

  it('promotion names the board-A piece, for a pawn of either board', () => {
    const pos = at('r#n2k3/1P5#P/8/8/8/8/8/4K3 w - - 0 1');
    const texts = roundTrip(pos).sort();
    expect(texts).toEqual(expect.arrayContaining(['bxa8=Q', 'bxa8=N', 'h8=Q+', 'h8=R+', 'h8=B', 'h8=N']));
    expect(texts.some((t) => t.startsWith('b8'))).toBe(false); // b8 is taken on board B
    expect(pos.uci(resolve('h8=Q+', pos, { mode: 'strict' }))).toBe('h7h8q');
  });

  it('a knight of each board reaching one square: disambiguated by file, then by rank', () => {
    const byFile = at('4k3/8/8/8/8/5#N2/8/1N2K3 w - - 0 1');
    const ambiguous = safeResolve('Nd2', byFile);
    expect(ambiguous.success).toBe(false);
    if (ambiguous.success) return;
    expect(ambiguous.error).toBeInstanceOf(SanError);
    expect(ambiguous.error.code).toBe('ambiguous-move');
    expect(ambiguous.error.candidates).toEqual(['Nbd2', 'Nfd2']);
    expect(resolve('Nbd2', byFile, { mode: 'strict' })).toMatchObject({ from: 'b1', piece: 'knight' });
    expect(resolve('Nfd2', byFile, { mode: 'strict' })).toMatchObject({ from: 'f3', piece: '#knight' });
    expect(stringify(resolve('Nfd2', byFile), byFile)).toBe('Nfd2');
    const byRank = at('4k3/8/8/8/8/1#N6/8/1N2K3 w - - 0 1');
    expect(stringify(resolve('N3d2', byRank), byRank)).toBe('N3d2');
    expect(stringify(resolve('N1d2', byRank), byRank)).toBe('N1d2');
    expect(resolve('N3d2', byRank)).toMatchObject({ from: 'b3', piece: '#knight' });
    roundTrip(byFile);
    roundTrip(byRank);
  });

  it("a pawn of each board pushing to one square (single and double step): the departure rank, '2e4'", () => {
    // e2 is on board A, e3 on board B: each board sees the other's pawn as an empty square.
    const pos = at('4k3/8/8/8/8/4#P3/4P3/4K3 w - - 0 1');
    const texts = roundTrip(pos).filter((t) => t.endsWith('e4'));
    expect(texts.sort()).toEqual(['2e4', '3e4']);
    expect(resolve('2e4', pos)).toMatchObject({ from: 'e2', piece: 'pawn' });
    expect(resolve('3e4', pos)).toMatchObject({ from: 'e3', piece: '#pawn' });
    const ambiguous = safeResolve('e4', pos);
    expect(ambiguous.success ? undefined : ambiguous.error.candidates).toEqual(['2e4', '3e4']);
    // Strict SAN never gives a pawn a departure rank (as in chess): lenient mode only.
    const strict = safeResolve('2e4', pos, { mode: 'strict' });
    expect(strict.success ? undefined : strict.error.code).toBe('syntax');
  });

  it('property: in random Alice games every legal move stringifies to SAN that resolves to it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 30 }), (seed, plies) => {
        const random = rng(seed);
        const pos = at(alice.startFen);
        const start = pos.clone();
        const written: string[] = [];
        for (let ply = 0; ply <= plies; ply++) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          roundTrip(pos);
          const move = moves[Math.floor(random() * moves.length)]!;
          written.push(stringify(move, pos));
          pos.play(move);
        }
        // The game written in SAN replays to the same position.
        const r = replay(start, written.join(' '), {
          mode: written.some((t) => /^[1-8]/.test(t)) ? 'lenient' : 'strict',
        });
        if (!r.success) throw r.error;
        expect(r.data.position.toFen()).toBe(pos.toFen());
      }),
      // 4 games of up to 31 plies (every legal move of each position round-tripped; 10 until 2026-11-26), 40 under
      // `pnpm test:deep`; the fixed positions above cover the rules' cases one by one.
      { numRuns: runs(4) },
    );
  });
});
