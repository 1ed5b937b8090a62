/** Chess FEN ↔ FEEN (reference §13): the reference table, e.p., Chess960, errors, perft-chess.txt, random games. */
import { Position as CorePosition } from '@x/core';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { playChoices } from '../../../tests/moves.js';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { fromFen, fromFenWithClocks, parse, stringify, toFen } from './index.js';
import { errorOf, onlyFeenErrors } from '../test/errors.js';

/** The FEN `@x/core` writes for a FEN (e.p. only where capturable, rights it keeps). */
function normalise(fen: string, chess960 = false): string {
  return CorePosition.fromFen(fen, chess960 ? variants.chess960 : variants.chess).toFen();
}

const TABLE: readonly (readonly [string, string])[] = [
  [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c',
  ],
  [
    'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1',
    '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / c/C',
  ],
  [
    'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2',
    '+rnbq+k^bn+r/+p+p1+p+p+p+p+p/8/2p5/4P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / C/c',
  ],
  [
    'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3',
    '+rnbq+k^bn+r/+p+p+p1+p1+p+p/8/3pP-p2/8/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / C/c',
  ],
  [
    'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4',
    '+r1bq+k^b1+r/+p+p+p+p1+p+p+p/2n2n2/4p3/2B1P3/5N2/+P+P+P+P1+P+P+P/+RNBQ+K^2+R / C/c',
  ],
  ['r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1', '+r3+k^2r/8/8/8/8/8/8/R3+K^2+R / C/c'],
  ['4k3/8/8/8/8/8/8/4K3 w - - 0 1', '4k^3/8/8/8/8/8/8/4K^3 / C/c'],
];

describe('fromFen / toFen: the reference table (§13)', () => {
  it.each(TABLE)('%s', (fen, feen) => {
    const { halfmoves, fullmoves } = fromFenWithClocks(fen);
    expect(stringify(fromFen(fen))).toBe(feen);
    expect(toFen(feen, { halfmoves, fullmoves })).toBe(normalise(fen));
    expect(toFen(parse(feen), { halfmoves, fullmoves })).toBe(normalise(fen));
  });
});

describe('fromFen / toFen: en passant only where a capture is legal', () => {
  it('marks the pawn that can be taken, and only then', () => {
    // b5xc6 e.p. is possible: the black pawn on c5 becomes -p.
    expect(stringify(fromFen('8/8/8/KPp5/8/8/8/4k3 w - c6 0 1'))).toBe('8/8/8/K^P-p5/8/8/8/4k^3 / C/c');
    // The same capture would expose the white king to the rook on h5: no -p.
    expect(stringify(fromFen('8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1'))).toBe('8/8/8/K^Pp4r/8/8/8/4k^3 / C/c');
    // No white pawn beside: the e.p. square is dropped.
    expect(stringify(fromFen('4k3/8/8/2p5/8/8/8/4K3 w - c6 0 1'))).toBe('4k^3/8/8/2p5/8/8/8/4K^3 / C/c');
    // Black to move: a white pawn on rank 4 after a double step.
    expect(stringify(fromFen('4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1'))).toBe('4k^3/8/8/8/3p-P3/8/8/4K^3 / c/C');
  });

  it('writes the e.p. square back from -P', () => {
    expect(toFen('8/8/8/K^P-p5/8/8/8/4k^3 / C/c', { halfmoves: 0, fullmoves: 30 })).toBe(
      '8/8/8/KPp5/8/8/8/4k3 w - c6 0 30',
    );
    expect(toFen('4k^3/8/8/8/3p-P3/8/8/4K^3 / c/C')).toBe('4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1');
  });

  it('an e.p. square no double step skipped is an illegal position', () => {
    // No double step ends on e3 (or passes e4 towards e5): @x/core rejects the setup.
    for (const fen of ['4k3/8/8/8/8/3pP3/8/4K3 b - e2 0 1', '4k3/8/8/3pP3/8/8/8/4K3 b - e4 0 1']) {
      const error = errorOf(() => fromFen(fen));
      expect([error.code, error.offset, error.length]).toEqual(['illegal-position', 0, fen.length]);
    }
    const feen = '4k^3/8/8/8/8/3p-P3/8/4K^3 / c/C';
    const e = errorOf(() => toFen(feen));
    expect(e.code).toBe('invalid-piece-state');
    expect(feen.slice(e.offset, e.offset + e.length)).toBe('-P');
  });

  it('rejects a -P that cannot be taken, pointing at it', () => {
    const feen = '8/8/8/K^P-p4r/8/8/8/4k^3 / C/c';
    const e = errorOf(() => toFen(feen));
    expect(e.code).toBe('invalid-piece-state');
    expect(feen.slice(e.offset, e.offset + e.length)).toBe('-p');
  });
});

describe('fromFen / toFen: castling rights on king and rooks', () => {
  it('Chess960: + on the king and the rooks wherever they stand, X-FEN and Shredder-FEN alike', () => {
    const xfen = 'qrbkrnnb/pppppppp/8/8/8/8/PPPPPPPP/QRBKRNNB w KQkq - 0 1';
    const shredder = 'qrbkrnnb/pppppppp/8/8/8/8/PPPPPPPP/QRBKRNNB w EBeb - 0 1';
    const feen = 'q+rb+k^+rnnb/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/Q+RB+K^+RNNB / C/c';
    expect(stringify(fromFen(xfen, { chess960: true }))).toBe(feen);
    expect(stringify(fromFen(shredder, { chess960: true }))).toBe(feen);
    expect(toFen(feen, { chess960: true })).toBe(xfen);
    expect(toFen(feen, { chess960: true, castling: 'shredder' })).toBe(shredder);
  });

  it('X-FEN names a rook by file when it is not the outermost', () => {
    // Rooks on a1, c1 and h1, king on d1; the right belongs to c1 (an inner rook): written C.
    const fen = '3k4/8/8/8/8/8/8/R1RK3R w C - 0 1';
    const feen = '3k^4/8/8/8/8/8/8/R1+R+K^3R / C/c';
    expect(stringify(fromFen(fen, { chess960: true }))).toBe(feen);
    expect(toFen(feen, { chess960: true })).toBe(fen);
  });

  it('rights without a king or rook on the back rank are ignored, as @x/core reads them', () => {
    expect(stringify(fromFen('4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1'))).toBe('4k^3/8/8/8/8/8/8/4K^3 / C/c');
  });
});

describe('fromFen / toFen: errors', () => {
  it('invalid FEN keeps @x/core’s offset and cause', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1';
    const e = errorOf(() => fromFen(fen));
    expect(e.code).toBe('invalid-fen');
    expect(e.kind).toBe('conversion');
    expect(e.offset).toBe(fen.indexOf('X'));
    expect(e.length).toBe(1);
    expect((e.cause as { code?: string }).code).toBe('unknown-piece');
    expect(errorOf(() => fromFen('')).code).toBe('invalid-fen');
    expect(errorOf(() => fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1')).offset).toBe(
      44,
    );
  });

  it('illegal positions and holdings', () => {
    const missing = errorOf(() => fromFen('4k3/8/8/8/8/8/8/8 w - - 0 1'));
    expect(missing.code).toBe('illegal-position');
    expect((missing.cause as { code?: string }).code).toBe('missing-royal');
    expect(errorOf(() => fromFen('4k3/8/8/8/8/8/8/4K2r b - - 0 1')).code).toBe('illegal-position');
    expect(errorOf(() => fromFen('4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1')).code).toBe('variant-mismatch');
  });

  it.each([
    ['4k^3/8/8/8/8/8/8/4K^3 / S/s', 'variant-mismatch', ''],
    ['4k^4/9/9/9/9/9/9/9/4K^4 / C/c', 'variant-mismatch', ''],
    ['4k^3/8/8/8/8/8/8/4K^3 P/ C/c', 'variant-mismatch', ''],
    ['8/8/8/8/8/8/8/8 P/ C/c', 'variant-mismatch', ''], // the README's error table example
    ['4k^3/8/8/8/8/8/8/4K^2A / C/c', 'unmappable-piece', 'A'],
    ["4k^3/8/8/8/8/8/8/4K^'3 / C/c", 'unmappable-piece', "K^'"],
    ['4k^3/8/8/8/8/8/8/4K3 / C/c', 'invalid-piece-state', 'K'],
    ['4k^3/8/8/8/8/8/8/4K^Q^2 / C/c', 'invalid-piece-state', 'Q^'],
    ['4k^3/8/8/8/8/8/8/4K^2+Q / C/c', 'invalid-piece-state', '+Q'],
    ['4k^3/8/8/8/8/8/8/4K^2-R / C/c', 'invalid-piece-state', '-R'],
    ['4k^3/8/8/8/8/8/4P3/4K^3 / C/c', 'invalid-piece-state', 'P'],
    ['4k^3/8/8/8/8/4+P3/8/4K^3 / C/c', 'invalid-piece-state', '+P'],
    ['4k^3/8/8/8/4-P3/8/8/4K^3 / C/c', 'invalid-piece-state', '-P'],
    ['4k^3/8/8/8/8/8/8/4K^2+R / C/c', 'invalid-piece-state', '+R'],
    ['4k^3/8/8/8/8/8/8/4+K^3 / C/c', 'invalid-piece-state', '+K^'],
    ['4k^3/8/8/8/8/8/+R7/R3+K^3 / C/c', 'invalid-piece-state', '+R'],
    ['4k^3/8/8/3-p-P3/8/8/8/4K^3 / c/C', 'invalid-piece-state', '-p'],
  ])('toFen(%s) → %s', (feen, code, token) => {
    const e = errorOf(() => toFen(feen));
    expect(e.code).toBe(code);
    expect(feen.slice(e.offset, e.offset + e.length)).toBe(token);
  });

  it('illegal FEEN positions', () => {
    // Two castling rooks on the same side of the king.
    expect(errorOf(() => toFen('4k^3/8/8/8/8/8/8/+R+R2+K^3 / C/c')).code).toBe('illegal-position');
    // The side not to move is in check.
    expect(errorOf(() => toFen('4k^3/8/8/8/8/8/8/4R1K^1 / C/c')).code).toBe('illegal-position');
    // A FEEN syntax error is reported as such.
    expect(errorOf(() => toFen('4k^3/7 / C/c')).code).toBe('irregular-board');
  });

  it('style letters are options on both sides', () => {
    const options = { styles: { first: 'W', second: 'w' } };
    const feen = stringify(fromFen('4k3/8/8/8/8/8/8/4K3 b - - 0 1', options));
    expect(feen).toBe('4k^3/8/8/8/8/8/8/4K^3 / w/W');
    expect(toFen(feen, options)).toBe('4k3/8/8/8/8/8/8/4K3 b - - 0 1');
    expect(errorOf(() => toFen(feen)).code).toBe('variant-mismatch');
  });

  it('positions given as objects point at square indexes', () => {
    const e = errorOf(() => toFen(parse('4k^3/8/8/8/8/8/8/4K^2+Q / C/c')));
    expect(e.code).toBe('invalid-piece-state');
    expect(e.offset).toBe(63);
    expect(e.length).toBe(1);
  });
});

interface PerftLine {
  readonly fen: string;
  readonly chess960: boolean;
}

/** Distinct FENs of perft-chess.txt, with the `[960]` tag of the comment naming them. */
function perftFens(): PerftLine[] {
  const out = new Map<string, PerftLine>();
  let chess960 = false;
  for (const line of readSharedData('perft-chess.txt').split('\n')) {
    const text = line.trim();
    if (text.startsWith('#')) {
      if (/^# \S/.test(text) && !text.startsWith('#  ')) chess960 = text.includes('[960]');
      continue;
    }
    if (text === '') continue;
    const fen = text.split(';')[0]!.trim();
    out.set(fen, { fen, chess960 });
  }
  return [...out.values()];
}

describe.skipIf(!hasSharedData)(
  'perft-chess.txt: FEN → FEEN → FEN is the identity after normalisation',
  () => {
    const lines = hasSharedData ? perftFens() : [];

    it('reads the file (every FEN, Chess960 rows tagged)', () => {
      expect(lines.length).toBeGreaterThan(20);
      expect(lines.filter((l) => l.chess960).length).toBeGreaterThan(3);
    });

    it.each(lines.map((l) => [l.chess960 ? `[960] ${l.fen}` : l.fen, l] as const))('%s', (_name, line) => {
      const options = { chess960: line.chess960 };
      const { position, halfmoves, fullmoves } = fromFenWithClocks(line.fen, options);
      const fen = toFen(position, { ...options, halfmoves, fullmoves });
      expect(fen).toBe(normalise(line.fen, line.chess960));
      // And back: FEEN → FEN → FEEN is the identity.
      const feen = stringify(position);
      expect(stringify(fromFen(toFen(feen, options), options))).toBe(feen);
    });
  },
);

/** The Chess960 start position numbered `n` (0–959; bishops, queen, knights, then R K R in the gaps). */
function chess960Start(n: number): string {
  const row: (string | undefined)[] = new Array(8).fill(undefined);
  let k = n;
  row[2 * (k % 4) + 1] = 'b';
  k = Math.floor(k / 4);
  row[2 * (k % 4)] = 'b';
  k = Math.floor(k / 4);
  const free = () => row.flatMap((p, f) => (p === undefined ? [f] : []));
  row[free()[k % 6]!] = 'q';
  k = Math.floor(k / 6);
  const pairs = [
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
    [1, 2],
    [1, 3],
    [1, 4],
    [2, 3],
    [2, 4],
    [3, 4],
  ] as const;
  const [a, b] = pairs[k]!;
  const gaps = free();
  row[gaps[a]!] = 'n';
  row[gaps[b]!] = 'n';
  const rest = free();
  row[rest[0]!] = 'r';
  row[rest[1]!] = 'k';
  row[rest[2]!] = 'r';
  const black = row.join('');
  return `${black}/pppppppp/8/8/8/8/PPPPPPPP/${black.toUpperCase()} w KQkq - 0 1`;
}

/** Plays moves chosen by `choices` from `fen`; returns the FENs reached (`@x/core`'s normalised FEN). */
function playRandom(fen: string, chess960: boolean, choices: readonly number[]): string[] {
  const position = CorePosition.fromFen(fen, chess960 ? variants.chess960 : variants.chess);
  const seen = [position.toFen()];
  playChoices(position, choices, (p) => seen.push(p.toFen()));
  return seen;
}

describe('fromFen / toFen: random legal games (fast-check)', () => {
  const roundTrip = (fen: string, chess960: boolean) => {
    const options = { chess960 };
    const { position, halfmoves, fullmoves } = fromFenWithClocks(fen, options);
    expect(toFen(position, { ...options, halfmoves, fullmoves })).toBe(fen);
    const feen = stringify(position);
    expect(stringify(fromFen(toFen(feen, options), options))).toBe(feen);
    expect(parse(feen)).toEqual(position);
  };

  it('chess: every position of a random game round-trips', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), (choices) => {
        for (const fen of playRandom(variants.chess.startFen, false, choices)) roundTrip(fen, false);
      }),
      { numRuns: runs(10, 250) },
    );
  });

  it('Chess960: every position of a random game from a random start round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 959 }), fc.array(fc.nat(), { maxLength: 60 }), (n, choices) => {
        for (const fen of playRandom(chess960Start(n), true, choices)) roundTrip(fen, true);
      }),
      { numRuns: runs(10, 250) },
    );
  });

  it('the standard start is Chess960 position 518', () => {
    expect(chess960Start(518)).toBe(variants.chess.startFen);
  });

  it('arbitrary text only raises FeenError (or nothing)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        onlyFeenErrors(() => fromFen(text));
        onlyFeenErrors(() => toFen(text));
      }),
      { numRuns: runs(300) },
    );
  });

  it('FEEN-like and FEN-like text only raises FeenError (or converts)', () => {
    const chars = fc.constantFrom(..."kqrbnpKQRBNPA+-^'12345678/ /Cc[]~wb-".split(''));
    const rank = fc.array(chars, { maxLength: 10 }).map((a) => a.join(''));
    const text = fc
      .tuple(
        fc.array(rank, { minLength: 1, maxLength: 9 }),
        fc.constantFrom(' / C/c', ' / c/C', ' w KQkq - 0 1', ' b - e3 3 9'),
      )
      .map(([ranks, tail]) => ranks.join('/') + tail);
    fc.assert(
      fc.property(text, (t) => {
        const position = onlyFeenErrors(() => fromFen(t));
        // Whatever fromFen accepts, toFen writes back.
        if (position) expect(fromFen(toFen(position))).toEqual(position);
        const fen = onlyFeenErrors(() => toFen(t));
        // Whatever toFen accepts, fromFen reads back to the same FEEN.
        if (fen !== undefined) expect(stringify(fromFen(fen))).toBe(t);
      }),
      { numRuns: runs(500) },
    );
  });
});

describe.skipIf(!hasSharedData)('feen-cases.tsv: chess rows', () => {
  const rows = hasSharedData
    ? readSharedData('feen-cases.tsv')
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '')
        .map((line) => line.split('\t'))
        .map(([input, expected, , source]) => ({
          input: JSON.parse(`"${input}"`) as string,
          valid: expected === 'valid',
          source: source ?? '',
        }))
    : [];
  const derived = rows.flatMap((r) => {
    const m = /derived: FEN (.+?) via sashite\.dev\/rules\/chess/.exec(r.source);
    return m ? [[m[1]!, r.input] as const] : [];
  });

  it('reads the rows', () => {
    expect(rows.length).toBe(119);
    expect(derived.length).toBeGreaterThanOrEqual(2);
  });

  it.each(derived)('FEN %s gives the row’s FEEN and back', (fen, feen) => {
    const { halfmoves, fullmoves } = fromFenWithClocks(fen);
    expect(stringify(fromFen(fen))).toBe(feen);
    expect(toFen(feen, { halfmoves, fullmoves })).toBe(normalise(fen));
  });

  it('every valid row either converts to FEN and back unchanged, or is refused with a FeenError', () => {
    let converted = 0;
    for (const row of rows.filter((r) => r.valid)) {
      const fen = onlyFeenErrors(() => toFen(row.input));
      if (fen === undefined) continue;
      converted++;
      expect(stringify(fromFen(fen))).toBe(row.input);
    }
    // The chess start, the two derived rows and other §13-convention rows convert; the Sanki-convention
    // rows (`-R`, `W/w` styles), shogi, xiangqi, 1D and 3D rows do not.
    expect(converted).toBeGreaterThanOrEqual(3);
  });
});

describe('hostile #12: toFen accepts what fromFen writes', () => {
  it('a promoted mark in plain chess is rejected by fromFen, located, instead of written as a FEEN toFen refuses', () => {
    const fen = '4k3/8/8/8/8/8/8/4KB~2 w - - 0 1';
    const e = errorOf(() => fromFen(fen));
    expect(e).toMatchObject({ code: 'invalid-fen', offset: fen.indexOf('~'), length: 1 });
  });
});
