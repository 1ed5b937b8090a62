import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binaryString } from '../../../../tests/binary-string.js';
import { runs } from '../../../../tests/depth.js';
import { caught } from '../../../../tests/errors.js';
import { MOVETEXT_TOKENS } from '../../test/movetext-tokens.js';
import { fileLetters } from '@x/core';
import { SanError } from '../shared/errors.js';
import { formatSan } from './format.js';
import { GLYPH_NAGS } from './glyphs.js';
import { parseMovetext } from '../pgn/movetext.js';
import { parse } from './parse.js';
import { parsePgn } from '../pgn/games.js';
import { GLYPHS, type Glyph, type PieceId, type SAN, type SanOptions } from '../shared/types.js';

/** Runs per property; raise with `SAN_FC_RUNS` for a longer search. */
const RUNS = Number(process.env['SAN_FC_RUNS'] ?? 2000);

/**
 * Runs `f`; anything thrown must be a SanError, a RangeError with a span (checked without `expect`, which would cost
 * more than the parse over thousands of inputs). Returns whether it succeeded.
 */
function onlySanError(f: () => unknown): boolean {
  const error = caught(SanError, f);
  if (error === undefined) return true;
  if (!(error instanceof RangeError) || !(error.offset >= 0) || !(error.length >= 0))
    throw new Error(
      `SanError [${error.code}] must be a RangeError with offset and length >= 0: ` +
        `RangeError ${error instanceof RangeError}, offset ${error.offset}, length ${error.length}`,
    );
  return false;
}

const sanChars = [
  ...'KQRBNPabcdefghijxyz0123456789=+#!?-Oo@Z. ep',
  '‼',
  '⁇',
  '⁉',
  '⁈',
  '‡',
  '♘',
  '♕',
  '♙',
  '\t',
  '\n',
  'É',
  '\uD83D',
];

const sanLike = fc.string({ unit: fc.constantFrom(...sanChars), maxLength: 14 });
const anyText = binaryString({ maxLength: 40 });

const optionSets: SanOptions[] = [
  {},
  { mode: 'strict' },
  { drops: true },
  { files: 10, ranks: 10 },
  { files: 40, ranks: 99, mode: 'strict' },
  {
    pieces: { K: 'king', Q: 'queen', Nr: 'nightrider', A: 'archbishop', P: 'pawn' },
    promotions: ['Q', 'A', 'Nr'],
  },
];

describe('property: parse never throws anything but SanError', () => {
  it('on SAN-alphabet strings, in every dialect', () => {
    fc.assert(
      fc.property(sanLike, fc.constantFrom(...optionSets), (text, options) => {
        const ok = onlySanError(() => parse(text, options));
        if (ok) {
          // What parses prints to text that parses to the same move.
          const san = parse(text, options);
          const again = parse(formatSan(san, options), { ...options, mode: 'lenient' });
          expect({ ...again, diagnostics: [] }).toEqual({ ...san, diagnostics: [] });
        }
      }),
      { numRuns: runs(RUNS) },
    );
  }, 120_000);

  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...optionSets), (text, options) => {
        onlySanError(() => parse(text, options));
      }),
      { numRuns: runs(RUNS) },
    );
  }, 120_000);
});

/** The shared pieces, with SAN's lenient spellings, lone braces and brackets, and a second space. */
const movetextTokens = [...MOVETEXT_TOKENS, 'e.p.', 'ep', 'Z0', '{', '}', ';x\n', '$', '[', ' ', 'x'];

describe('property: movetext and PGN', () => {
  it('never throw anything but SanError and never hang', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...movetextTokens), { maxLength: 60 }),
        fc.constantFrom<SanOptions>({}, { mode: 'strict' }, { drops: true }),
        (tokens, options) => {
          const text = tokens.join('');
          onlySanError(() => parseMovetext(text, { ...options, limits: { maxDepth: 5 } }));
          onlySanError(() => parsePgn(text, options));
        },
      ),
      { numRuns: runs(RUNS) },
    );
  }, 120_000);

  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(binaryString({ maxLength: 200 }), (text) => {
        onlySanError(() => parseMovetext(text));
        onlySanError(() => parsePgn(text));
      }),
      { numRuns: runs(RUNS) },
    );
  }, 120_000);
});

// Random SAN objects ------------------------------------------------------------------------------

interface Board {
  readonly files: number;
  readonly ranks: number;
}

const STANDARD: readonly PieceId[] = ['king', 'queen', 'rook', 'bishop', 'knight'];
const PROMOTIONS: readonly PieceId[] = ['queen', 'rook', 'bishop', 'knight'];

function base(): SAN {
  return {
    piece: 'pawn',
    from: undefined,
    to: undefined,
    capture: false,
    promotion: undefined,
    castling: false,
    long: false,
    check: false,
    checkmate: false,
    drop: false,
    nullMove: false,
    enPassant: false,
    glyph: undefined,
    nag: undefined,
    fromFile: -1,
    fromRank: -1,
    toFile: -1,
    toRank: -1,
    diagnostics: [],
  };
}

/** Any file of the board (file `x` too: a hint `x` is written `Bx-g4`, not the capture `Bxg4`). */
function fileArb(board: Board): fc.Arbitrary<number> {
  return fc.integer({ min: 0, max: board.files - 1 });
}

function sanArb(board: Board, drops: boolean): fc.Arbitrary<SAN> {
  const glyph = fc.option(fc.constantFrom<Glyph>(...GLYPHS), { nil: undefined });
  const suffix = fc.constantFrom('', '+', '#');
  const square = fc.tuple(fileArb(board), fc.integer({ min: 0, max: board.ranks - 1 }));
  const tail = (san: SAN, g: Glyph | undefined, s: string): SAN => ({
    ...san,
    glyph: g,
    nag: g === undefined ? undefined : GLYPH_NAGS[g],
    check: s === '+',
    checkmate: s === '#',
  });
  const dest = (san: SAN, [f, r]: [number, number]): SAN => ({
    ...san,
    to: fileLetters(f) + (r + 1),
    toFile: f,
    toRank: r,
  });
  const castling = fc
    .tuple(fc.boolean(), glyph, suffix)
    .map(([long, g, s]) => tail({ ...base(), piece: 'king', castling: true, long }, g, s));
  const nullMove = glyph.map((g) => tail({ ...base(), piece: 'king', nullMove: true }, g, ''));
  const pieceMove = fc
    .tuple(
      fc.constantFrom(...STANDARD),
      fc.constantFrom('none', 'file', 'rank', 'square'),
      square,
      square,
      fc.boolean(),
      glyph,
      suffix,
    )
    .map(([piece, hint, [ff, fr], to, capture, g, s]) => {
      let san: SAN = dest({ ...base(), piece, capture }, to);
      if (hint === 'file') san = { ...san, from: fileLetters(ff), fromFile: ff };
      if (hint === 'rank') san = { ...san, from: String(fr + 1), fromRank: fr };
      if (hint === 'square') san = { ...san, from: fileLetters(ff) + (fr + 1), fromFile: ff, fromRank: fr };
      return tail(san, g, s);
    });
  const pawnMove = fc
    .tuple(
      fc.option(fileArb(board), { nil: undefined }),
      square,
      fc.option(fc.constantFrom(...PROMOTIONS), { nil: undefined }),
      fc.boolean(),
      glyph,
      suffix,
    )
    .map(([ff, to, promotion, ep, g, s]) => {
      let san: SAN = dest({ ...base(), promotion }, to);
      if (ff !== undefined) san = { ...san, from: fileLetters(ff), fromFile: ff, capture: true };
      if (ff !== undefined && ep && promotion === undefined) san = { ...san, enPassant: true };
      return tail(san, g, s);
    });
  const drop = fc
    .tuple(fc.constantFrom<PieceId>('pawn', ...STANDARD), square, glyph, suffix)
    .map(([piece, to, g, s]) => tail(dest({ ...base(), piece, drop: true }, to), g, s));
  return drops
    ? fc.oneof(castling, nullMove, pieceMove, pawnMove, drop)
    : fc.oneof(castling, nullMove, pieceMove, pawnMove);
}

const boards: fc.Arbitrary<SanOptions> = fc.oneof(
  fc.constant<SanOptions>({}),
  fc.constant<SanOptions>({ drops: true }),
  fc.record({ files: fc.integer({ min: 1, max: 26 }), ranks: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ files: fc.integer({ min: 27, max: 64 }), ranks: fc.integer({ min: 1, max: 999 }) }),
);

describe('property: formatSan round-trips random SAN objects', () => {
  it('parse(formatSan(san)) equals san; canonical text also parses strictly and prints back', () => {
    const arb = boards.chain((options) =>
      sanArb({ files: options.files ?? 8, ranks: options.ranks ?? 8 }, options.drops === true).map(
        (san) => [options, san] as const,
      ),
    );
    fc.assert(
      fc.property(arb, ([options, san]) => {
        const text = formatSan(san, options);
        const parsed = parse(text, options);
        expect({ ...parsed, diagnostics: [] }).toEqual(san);
        const canonical =
          !san.enPassant && !san.nullMove && (san.glyph === undefined || san.glyph.charCodeAt(0) < 128);
        if (canonical) {
          const strict = parse(text, { ...options, mode: 'strict' });
          expect(strict.diagnostics).toEqual([]);
          expect(formatSan(strict, options)).toBe(text);
        } else {
          expect(parsed.diagnostics.length + (san.nullMove ? 1 : 0)).toBeGreaterThan(0);
        }
      }),
      { numRuns: runs(RUNS) },
    );
  }, 120_000);
});
