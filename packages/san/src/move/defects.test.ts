/**
 * The seed's defects D1–D8 and the input-forms table of the reference (§2, §3), in both modes, against
 * `@x/core` positions. Each row states what lenient and strict resolution must give: a move (as
 * `from to [=promotion]`, `P@e4` for a drop, `--` for a null move) or an error code with its location.
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { SanError } from '../shared/errors.js';
import { resolvedText } from '../../test/resolved-text.js';
import { resolve, safeResolve } from './resolve.js';
import { stringify } from './stringify.js';

/** The positions several rows share. */
const FEN = {
  start: variants.chess.startFen,
  castles: 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
  promote: '1n6/P7/8/8/8/8/8/4K2k w - - 0 1',
  enPassant: 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
  pinned: 'r1bqk1nr/ppp2ppp/2n5/3p4/1b1P4/2NB4/PPP2PPP/R1BQK1NR w KQkq - 2 6',
  bc5: 'r4rk1/4nqpp/1p1p4/2pPpp2/bPP1P3/R1B1NQ2/P4PPP/1R4K1 w - - 0 28',
  mate: 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2',
  bxc5: 'rnbqk1nr/pppp1ppp/8/2b1p3/4P3/4B3/PPPP1PPP/RN1QKBNR w KQkq - 0 3',
  capture: 'rnbqkbnr/pppp1ppp/8/2b1p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3',
};

/** What a mode must give: a move text, or an error code (with its offset and length when given). */
type Expect = string | { readonly code: string; readonly offset?: number; readonly length?: number };

interface Row {
  readonly name: string;
  readonly san: string;
  readonly fen: string;
  readonly variant?: VariantDefinition;
  readonly lenient: Expect;
  readonly strict: Expect;
}

/** A row named by its SAN. */
const form = (san: string, fen: string, lenient: Expect, strict: Expect): Row => ({
  name: san,
  san,
  fen,
  lenient,
  strict,
});

const illegal = (length: number): Expect => ({ code: 'illegal-move', offset: 0, length });
const syntax: Expect = { code: 'syntax' };
/** A null move is not a `Move`: `resolve` refuses it, located on the text (`passTurn` plays one). */
const nullMove = (length: number): Expect => ({ code: 'null-move', offset: 0, length });
const noncanonical = (length: number): Expect => ({ code: 'noncanonical', offset: 0, length });

const rows: Row[] = [
  // D1: castling is resolved from the legal moves, never synthesised.
  {
    name: 'D1 O-O in the start position',
    san: 'O-O',
    fen: FEN.start,
    lenient: illegal(3),
    strict: illegal(3),
  },
  {
    name: 'D1 O-O-O in the start position',
    san: 'O-O-O',
    fen: FEN.start,
    lenient: illegal(5),
    strict: illegal(5),
  },
  {
    name: 'D1 O-O in check',
    san: 'O-O',
    fen: '4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1',
    lenient: illegal(3),
    strict: illegal(3),
  },
  {
    name: 'D1 O-O through an attacked f1',
    san: 'O-O',
    fen: '4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1',
    lenient: illegal(3),
    strict: illegal(3),
  },
  {
    name: 'D1 O-O-O beside the attacked f1 is legal',
    san: 'O-O-O',
    fen: '4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1',
    lenient: 'e1 c1',
    strict: 'e1 c1',
  },
  {
    name: 'D1 O-O-O with b1 occupied',
    san: 'O-O-O',
    fen: '4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1',
    lenient: illegal(5),
    strict: illegal(5),
  },
  {
    name: 'D1 O-O without rights',
    san: 'O-O',
    fen: '4k3/8/8/8/8/8/8/R3K2R w - - 0 1',
    lenient: illegal(3),
    strict: illegal(3),
  },
  // D2: castling is an exact token.
  {
    name: 'D2 O-Ofoo',
    san: 'O-Ofoo',
    fen: FEN.castles,
    lenient: { code: 'syntax', offset: 3 },
    strict: syntax,
  },
  {
    name: 'D2 O-O-O-O',
    san: 'O-O-O-O',
    fen: FEN.castles,
    lenient: { code: 'syntax', offset: 5 },
    strict: syntax,
  },
  // D3: a pawn without a file keeps to its own file.
  {
    name: 'D3 e4 as dxe4',
    san: 'e4',
    fen: '4k3/8/8/8/4p3/3P4/8/4K3 w - - 0 1',
    lenient: illegal(2),
    strict: illegal(2),
  },
  {
    name: 'D3 dxe4',
    san: 'dxe4',
    fen: '4k3/8/8/8/4p3/3P4/8/4K3 w - - 0 1',
    lenient: 'd3 e4',
    strict: 'd3 e4',
  },
  { name: 'D3 de4', san: 'de4', fen: '4k3/8/8/8/4p3/3P4/8/4K3 w - - 0 1', lenient: 'd3 e4', strict: syntax },
  // D4: promotions exactly on the last rank, to a promotion piece.
  { name: 'D4 a8 without promotion', san: 'a8', fen: FEN.promote, lenient: illegal(2), strict: illegal(2) },
  {
    name: 'D4 a8=K',
    san: 'a8=K',
    fen: FEN.promote,
    lenient: { code: 'illegal-move', offset: 3, length: 1 },
    strict: { code: 'illegal-move', offset: 3, length: 1 },
  },
  { name: 'D4 e3=Q', san: 'e3=Q', fen: FEN.start, lenient: illegal(4), strict: illegal(4) },
  {
    name: 'D4 a8=Q (it checks the h1 king)',
    san: 'a8=Q',
    fen: FEN.promote,
    lenient: 'a7 a8=queen',
    strict: noncanonical(4),
  },
  { name: 'D4 a8=Q+', san: 'a8=Q+', fen: FEN.promote, lenient: 'a7 a8=queen', strict: 'a7 a8=queen' },
  { name: 'D4 axb8=N', san: 'axb8=N', fen: FEN.promote, lenient: 'a7 b8=knight', strict: 'a7 b8=knight' },
  // D5: x, + and # are not checked in lenient mode, compared in strict mode.
  {
    name: 'D5 Nxf3 onto an empty f3',
    san: 'Nxf3',
    fen: FEN.start,
    lenient: 'g1 f3',
    strict: noncanonical(4),
  },
  { name: 'D5 Nf3+ without check', san: 'Nf3+', fen: FEN.start, lenient: 'g1 f3', strict: noncanonical(4) },
  { name: 'D5 Qh4 that mates', san: 'Qh4', fen: FEN.mate, lenient: 'd8 h4', strict: noncanonical(3) },
  { name: 'D5 Qh4#', san: 'Qh4#', fen: FEN.mate, lenient: 'd8 h4', strict: 'd8 h4' },
  // D6: a check that has an e.p. reply is not mate.
  {
    name: 'D6 d4+ (exd3 e.p. answers it)',
    san: 'd4+',
    fen: '5B2/2N5/8/4k3/4p3/8/3P4/3R1R1K w - - 0 1',
    lenient: 'd2 d4',
    strict: 'd2 d4',
  },
  {
    name: 'D6 d4# is a false mate claim',
    san: 'd4#',
    fen: '5B2/2N5/8/4k3/4p3/8/3P4/3R1R1K w - - 0 1',
    lenient: 'd2 d4',
    strict: noncanonical(3),
  },
  // D7: full-square pawn moves are lenient-only.
  { name: 'D7 e2e4', san: 'e2e4', fen: FEN.start, lenient: 'e2 e4', strict: syntax },
  { name: 'D7 e2-e4', san: 'e2-e4', fen: FEN.start, lenient: 'e2 e4', strict: syntax },
  // D8: Chess960 castling, the king taking its own rook.
  {
    name: 'D8 O-O with the king on f1 and the rook on g1',
    san: 'O-O',
    fen: '4k3/8/8/8/8/8/8/5KR1 w K - 0 1',
    variant: variants.chess960,
    lenient: 'f1 g1',
    strict: 'f1 g1',
  },
  {
    name: 'D8 O-O-O with the king on b1 and the rook on a1',
    san: 'O-O-O',
    fen: '4k3/8/8/8/8/8/8/RK6 w Q - 0 1',
    variant: variants.chess960,
    lenient: 'b1 c1',
    strict: 'b1 c1',
  },
  // §3: input forms.
  form('0-0', FEN.castles, 'e1 g1', syntax),
  form('0-0-0', FEN.castles, 'e1 c1', syntax),
  form('0-0+', '5k2/8/8/8/8/8/8/4K2R w K - 0 1', 'e1 g1', syntax),
  {
    name: 'O-O+ (canonical)',
    san: 'O-O+',
    fen: '5k2/8/8/8/8/8/8/4K2R w K - 0 1',
    lenient: 'e1 g1',
    strict: 'e1 g1',
  },
  form('o-o', FEN.castles, 'e1 g1', syntax),
  form('o-o-o', FEN.castles, 'e1 c1', syntax),
  { name: 'O–O (en dash)', san: 'O–O', fen: FEN.castles, lenient: 'e1 g1', strict: syntax },
  form('OO', FEN.castles, syntax, syntax),
  form('a8Q', FEN.promote, 'a7 a8=queen', syntax),
  form('a8q', FEN.promote, 'a7 a8=queen', syntax),
  form('a8=q', FEN.promote, 'a7 a8=queen', syntax),
  form('a7a8', FEN.promote, illegal(4), syntax),
  form('Pe4', FEN.start, syntax, syntax),
  form('pe4', FEN.start, syntax, syntax),
  form('N-f3', FEN.start, 'g1 f3', syntax),
  { name: 'g1f3 moves the g1 knight', san: 'g1f3', fen: FEN.start, lenient: 'g1 f3', strict: syntax },
  { name: 'e1g1 castles (UCI)', san: 'e1g1', fen: FEN.castles, lenient: 'e1 g1', strict: syntax },
  form('Ngf3', FEN.start, 'g1 f3', noncanonical(4)),
  form('N1f3', FEN.start, 'g1 f3', noncanonical(4)),
  form('Ng1f3', FEN.start, 'g1 f3', noncanonical(5)),
  {
    name: 'Nge2 beside a pinned knight',
    san: 'Nge2',
    fen: FEN.pinned,
    lenient: 'g1 e2',
    strict: noncanonical(4),
  },
  {
    name: 'Ne2 (canonical, the c3 knight is pinned)',
    san: 'Ne2',
    fen: FEN.pinned,
    lenient: 'g1 e2',
    strict: 'g1 e2',
  },
  {
    name: 'N1c3 truly ambiguous',
    san: 'N1c3',
    fen: '4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1',
    lenient: { code: 'ambiguous-move', offset: 0, length: 4 },
    strict: { code: 'ambiguous-move', offset: 0, length: 4 },
  },
  { name: 'Bc5 for Bxc5', san: 'Bc5', fen: FEN.bxc5, lenient: 'e3 c5', strict: noncanonical(3) },
  form('Bxc5', FEN.bxc5, 'e3 c5', 'e3 c5'),
  { name: 'ef6 for exf6 e.p.', san: 'ef6', fen: FEN.enPassant, lenient: 'e5 f6', strict: syntax },
  { name: 'exf6 (e.p., canonical)', san: 'exf6', fen: FEN.enPassant, lenient: 'e5 f6', strict: 'e5 f6' },
  { name: 'bc5 is the b-pawn', san: 'bc5', fen: FEN.bc5, lenient: 'b4 c5', strict: syntax },
  form('bxc5', FEN.bc5, 'b4 c5', 'b4 c5'),
  form('xd5', FEN.capture, syntax, syntax),
  form('exf6 e.p.', FEN.enPassant, 'e5 f6', syntax),
  form('exf6e.p.', FEN.enPassant, 'e5 f6', syntax),
  form('exf6ep', FEN.enPassant, 'e5 f6', syntax),
  form('Nf3!?', FEN.start, 'g1 f3', 'g1 f3'),
  form('e4!!', FEN.start, 'e2 e4', 'e2 e4'),
  form('O-O!', FEN.castles, 'e1 g1', 'e1 g1'),
  form('N!f3', FEN.start, syntax, syntax),
  form('Nf3‼', FEN.start, 'g1 f3', syntax),
  form('Nf3⁉', FEN.start, 'g1 f3', syntax),
  form('Qh4‡', FEN.mate, 'd8 h4', syntax),
  form('Qh4++', FEN.mate, 'd8 h4', syntax),
  form('Nf3$1', FEN.start, syntax, syntax),
  form('♘f3', FEN.start, 'g1 f3', syntax),
  { name: 'e8=♕', san: 'a8=♕', fen: FEN.promote, lenient: 'a7 a8=queen', strict: syntax },
  { name: '-- null move', san: '--', fen: FEN.start, lenient: nullMove(2), strict: syntax },
  { name: 'Z0 null move', san: 'Z0', fen: FEN.start, lenient: nullMove(2), strict: syntax },
  { name: '0000 null move', san: '0000', fen: FEN.start, lenient: nullMove(4), strict: syntax },
  { name: '@@@@ null move', san: '@@@@', fen: FEN.start, lenient: nullMove(4), strict: syntax },
  {
    name: '-- while in check',
    san: '--',
    fen: '4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1',
    lenient: illegal(2),
    strict: syntax,
  },
  { name: 'Kg1 is not castling', san: 'Kg1', fen: FEN.castles, lenient: illegal(3), strict: illegal(3) },
  { name: 'Kxh1 is not castling', san: 'Kxh1', fen: FEN.castles, lenient: illegal(4), strict: illegal(4) },
  { name: 'Ke1g1 is not castling', san: 'Ke1g1', fen: FEN.castles, lenient: illegal(5), strict: illegal(5) },
  { name: "' Nf3'", san: ' Nf3', fen: FEN.start, lenient: syntax, strict: syntax },
  { name: "'Nf3 '", san: 'Nf3 ', fen: FEN.start, lenient: syntax, strict: syntax },
  form('1.e4', FEN.start, syntax, syntax),
  form('E4', FEN.start, syntax, syntax),
  form('nf3', FEN.start, syntax, syntax),
  {
    name: 'N@f3 in chess',
    san: 'N@f3',
    fen: FEN.start,
    lenient: { code: 'illegal-move', offset: 1, length: 1 },
    strict: { code: 'illegal-move', offset: 1, length: 1 },
  },
  {
    name: 'N@f3 in crazyhouse',
    san: 'N@f3',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1',
    variant: variants.crazyhouse,
    lenient: 'knight@f3',
    strict: 'knight@f3',
  },
  {
    name: 'N@f3 in crazyhouse without a knight in hand',
    san: 'N@f3',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
    variant: variants.crazyhouse,
    lenient: illegal(4),
    strict: illegal(4),
  },
];

function check(row: Row, mode: 'lenient' | 'strict'): void {
  const position = Position.fromFen(row.fen, row.variant);
  const before = position.toFen();
  const expected = row[mode];
  const result = safeResolve(row.san, position, { mode });
  expect(position.toFen()).toBe(before);
  if (typeof expected === 'string') {
    if (!result.success)
      throw new Error(`${row.name} (${mode}): ${result.error.code} ${result.error.message}`);
    expect(resolvedText(result.data)).toBe(expected);
    return;
  }
  expect(result.success).toBe(false);
  if (result.success) return;
  expect(result.error).toBeInstanceOf(SanError);
  expect(result.error).toBeInstanceOf(RangeError);
  expect(result.error.code).toBe(expected.code);
  if (expected.offset !== undefined) expect(result.error.offset).toBe(expected.offset);
  if (expected.length !== undefined) expect(result.error.length).toBe(expected.length);
}

describe('seed defects D1–D8 and the input-forms table (reference §2, §3)', () => {
  for (const row of rows) {
    it(`${row.name} — lenient`, () => check(row, 'lenient'));
    it(`${row.name} — strict`, () => check(row, 'strict'));
  }
});

describe('details attached to errors', () => {
  it('ambiguous lists the canonical candidates', () => {
    const result = safeResolve('N1c3', Position.fromFen('4k3/8/8/8/8/8/8/1N1NK3 w - - 0 1'));
    expect(result.success).toBe(false);
    if (!result.success) expect([...(result.error.candidates ?? [])].sort()).toEqual(['Nbc3', 'Ndc3']);
  });
  it('noncanonical carries the canonical text', () => {
    const result = safeResolve('Qh4', Position.fromFen(FEN.mate), { mode: 'strict' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.canonical).toBe('Qh4#');
  });
  it('D6: stringify writes d4+ where exd3 e.p. answers the check', () => {
    const position = Position.fromFen('5B2/2N5/8/4k3/4p3/8/3P4/3R1R1K w - - 0 1');
    expect(stringify({ from: 'd2', to: 'd4', piece: 'pawn' }, position)).toBe('d4+');
  });
  it('resolve throws the same errors safeResolve returns', () => {
    expect(() => resolve('O-O', Position.fromFen(FEN.start))).toThrow(SanError);
  });
});

describe('coordinate moves in a variant without a pawn', () => {
  it('racing kings: f2b6 is the bishop move (not "no such piece")', () => {
    const pos = Position.fromFen(variants.racingkings.startFen, variants.racingkings);
    expect(resolve('f2b6', pos)).toMatchObject({ from: 'f2', to: 'b6', piece: 'bishop' });
    expect(safeResolve('f2b7', pos).success).toBe(false);
  });
});
