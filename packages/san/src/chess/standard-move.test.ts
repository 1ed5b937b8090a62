/**
 * `StandardMoves` (the checker's short path) against the general path it stands in for (`lexSan` +
 * `resolveEncoded`, the oracle): on positions reached by random play from the start, a token it answers is a
 * token the general path resolves to the same move; every legal move's canonical SAN (with or without its
 * check sign and a glyph) is answered; anything else is left to the general path.
 */
import { variants } from '@x/core/variant';
import { ChessPosition, chessMovesTo } from '@x/core/chess';
import { createMoveBuffer, moveOrigin, moveTarget } from '@x/core/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { contextOf } from '../move/context.js';
import { SanError } from '../shared/errors.js';
import { lexSan } from '../move/lexer.js';
import { resolveText } from '../move/resolve.js';
import { sanOfEncoded } from '../move/stringify.js';
import { NOT_PLAIN, StandardMoves } from './standard-move.js';

/** A position after `plies` random legal moves from the start (choices from `picks`), and its short path. */
function positionAfter(picks: readonly number[]): { pos: ChessPosition; fast: StandardMoves } {
  const pos = ChessPosition.fromFen(variants.chess.startFen);
  const fast = new StandardMoves(pos, contextOf(pos));
  const buf = createMoveBuffer();
  for (const pick of picks) {
    const n = pos.generateMoves(buf);
    if (n === 0) break;
    pos.playEncoded(buf[pick % n]!);
  }
  return { pos, fast };
}

/** The general path's answer for `text`: the encoded move, or the error's code and place. */
function general(pos: ChessPosition, text: string): number | string {
  const ctx = contextOf(pos);
  try {
    return resolveText(pos, ctx, {
      text,
      start: 0,
      end: text.length,
      strict: false,
      onWarning: undefined,
      movesTo: (_p, to, type, out) => chessMovesTo(pos, to, type, out),
    });
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    return `${error.code}@${error.offset}+${error.length}`;
  }
}

/** The short path's answer for the SAN record of `text` (as the tree reader lexes it), or `NOT_PLAIN`; `syntax` when it does not lex. */
function recordOf(fast: StandardMoves, pos: ChessPosition, text: string): number | string {
  let san: ReturnType<typeof lexSan>;
  try {
    san = lexSan(text, 0, text.length, contextOf(pos).dialect, false, 'all');
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    return 'syntax';
  }
  return fast.resolveSan(pos, san);
}

function fastOf(fast: StandardMoves, text: string): number {
  // Bytes inside a larger buffer, as the tokenizer hands them (a byte before and after the token).
  const bytes = new TextEncoder().encode(` ${text} `);
  return fast.resolve(bytes, 1, bytes.length - 1);
}

const LETTERS = new Map([
  ['pawn', ''],
  ['knight', 'N'],
  ['bishop', 'B'],
  ['rook', 'R'],
  ['queen', 'Q'],
  ['king', 'K'],
]);

const picks = fc.array(fc.nat(), { maxLength: 120 });

/** Tokens near the plain forms: pieces, files, ranks, `x`, `=`, suffixes and a few strangers. */
const tokenChar = fc.constantFrom(...'KQRBNPabcdefghi0123456789x=+#!?-Oo'.split(''));
const nearPlain = fc.oneof(
  fc.array(tokenChar, { minLength: 1, maxLength: 8 }).map((cs) => cs.join('')),
  fc
    .tuple(
      fc.constantFrom('', 'N', 'B', 'R', 'Q', 'K', 'P'),
      fc.constantFrom('', 'a', 'e', 'h', '1', '8', 'e2', 'g1'),
      fc.constantFrom('', 'x'),
      fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
      fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8'),
      fc.constantFrom('', '=Q', '=N', '=K', '=P', 'Q'),
      fc.constantFrom('', '+', '#', '++', '+#'),
      fc.constantFrom('', '!', '?', '!!', '?!', '!?', '??', '!!!'),
    )
    .map((parts) => parts.join('')),
  fc.constantFrom('O-O', 'O-O-O', 'O-O+', 'O-O-O#', '0-0', 'O-O-', 'O-OO', 'O-O-O-O', 'o-o', 'O-O!'),
);

describe('StandardMoves: the short path answers only what the general path resolves, the same way', () => {
  it('tokens near the plain forms, on positions of random games', () => {
    fc.assert(
      fc.property(picks, fc.array(nearPlain, { minLength: 1, maxLength: 12 }), (game, tokens) => {
        const { pos, fast } = positionAfter(game);
        const fen = pos.toFen();
        for (const text of tokens) {
          const m = fastOf(fast, text);
          if (m !== NOT_PLAIN) expect(m).toBe(general(pos, text));
          expect(pos.toFen()).toBe(fen);
        }
      }),
      { numRuns: runs(400) },
    );
  });

  it('tokens made of the parts of legal moves, right and wrong (hints, captures, promotions, pieces)', () => {
    const files = 'abcdefgh';
    fc.assert(
      fc.property(picks, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (game, choice) => {
        const { pos, fast } = positionAfter(game);
        const buf = createMoveBuffer();
        const n = pos.generateMoves(buf);
        for (let i = 0; i < n; i++) {
          const m = buf[i]!;
          const from = moveOrigin(m);
          const to = moveTarget(m);
          const pick = (k: number, options: readonly string[]) =>
            options[(choice[k]! + i * (k + 1)) % options.length]!;
          const square = (s: number) => files[s & 7]! + String((s >> 3) + 1);
          const letter = LETTERS.get(pos.pieceAt(square(from))!.type)!;
          const text =
            pick(0, [letter, letter, '', 'N', 'Q', 'K']) +
            pick(1, [
              '',
              '',
              files[from & 7]!,
              String((from >> 3) + 1),
              square(from),
              files[(from + 1) & 7]!,
            ]) +
            pick(2, ['', 'x']) +
            pick(3, [square(to), square(to), square(to ^ 1), square(to ^ 8)]) +
            pick(4, ['', '', '', '=Q', '=N', '=R', 'Q']) +
            pick(5, ['', '+', '#', '+!', '?!']);
          const found = fastOf(fast, text);
          if (found !== NOT_PLAIN) expect(found, text).toBe(general(pos, text));
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('answers every legal move written in canonical SAN, with its sign and a glyph', () => {
    fc.assert(
      fc.property(picks, fc.constantFrom('', '!', '?!', '??'), (game, glyph) => {
        const { pos, fast } = positionAfter(game);
        const ctx = contextOf(pos);
        const buf = createMoveBuffer();
        const n = pos.generateMoves(buf);
        for (let i = 0; i < n; i++) {
          const san = sanOfEncoded(pos, ctx, buf[i]!);
          expect(fastOf(fast, san + glyph)).toBe(buf[i]);
          expect(fastOf(fast, san.replace(/[+#]$/, ''))).toBe(buf[i]);
        }
      }),
      { numRuns: runs(200) },
    );
  });

  it('SAN records (walkGame): an answer is the general path answer, every canonical SAN is answered', () => {
    fc.assert(
      fc.property(picks, fc.array(nearPlain, { minLength: 1, maxLength: 12 }), (game, tokens) => {
        const { pos, fast } = positionAfter(game);
        const fen = pos.toFen();
        for (const text of [
          ...tokens,
          'Pe4',
          'Pxd5',
          'e2e4',
          'e7e8Q',
          'exd6ep',
          'Ng1-f3',
          '0-0-0',
          'N@e4',
          '--',
        ]) {
          const m = recordOf(fast, pos, text);
          if (m !== NOT_PLAIN && m !== 'syntax') expect(m, text).toBe(general(pos, text));
        }
        const ctx = contextOf(pos);
        const buf = createMoveBuffer();
        const n = pos.generateMoves(buf);
        for (let i = 0; i < n; i++) expect(recordOf(fast, pos, sanOfEncoded(pos, ctx, buf[i]!))).toBe(buf[i]);
        expect(pos.toFen()).toBe(fen);
      }),
      { numRuns: runs(60) },
    );
  });

  it('leaves illegal, ambiguous and lenient tokens to the general path', () => {
    const { pos, fast } = positionAfter([]);
    for (const text of ['e5', 'Nf4', 'exd3', 'e2e4', 'ed3', 'Ng1f3x', 'Pe4', 'O-O', 'nf3', 'e4ep', 'Nf3!+']) {
      expect(fastOf(fast, text), text).toBe(NOT_PLAIN);
    }
    // Knights on c3 and g1 both reach e2 (once e2 is empty): `Ne2` is ambiguous, `Nge2` is not.
    const { pos: p2, fast: f2 } = positionAfter([]);
    for (const san of ['e4', 'e5', 'Nc3', 'Nc6']) p2.playEncoded(fastOf(f2, san));
    expect(fastOf(f2, 'Ne2')).toBe(NOT_PLAIN);
    expect(general(p2, 'Ne2')).toMatch(/^ambiguous-move@0\+3$/);
    expect(fastOf(f2, 'Nge2')).toBe(general(p2, 'Nge2'));
    expect(pos.toFen()).toBe(variants.chess.startFen);
  });
});
