/** Shogi SFEN ↔ FEEN (reference §15). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { returnedOr, thrown } from '../../../tests/errors.js';
import { FeenError, fromSfen, parse, stringify, toSfen } from './index.js';
import { codeOf, onlyFeenErrors } from '../test/errors.js';

const START_SFEN = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
const START_FEEN = 'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s';

describe('fromSfen / toSfen', () => {
  it('maps the initial position both ways', () => {
    expect(stringify(fromSfen(START_SFEN))).toBe(START_FEEN);
    expect(toSfen(START_FEEN)).toBe(START_SFEN);
    expect(toSfen(parse(START_FEEN), { moveNumber: 7 })).toBe(START_SFEN.replace(/1$/, '7'));
  });

  it('maps side to move, promoted pieces and hands (re-sorted to FEEN order)', () => {
    const sfen = '8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124';
    const feen = stringify(fromSfen(sfen));
    expect(feen).toBe('8l/1l+R2P3/p2pBG1pp/k^ps1p4/Nn1P2G2/P1P1P2PP/1PS6/1K^SG3+r1/LN2+p3L S/3pbgn s/S');
    expect(toSfen(feen, { moveNumber: 124 })).toBe(sfen);
    expect(stringify(fromSfen('9/9/9/9/4k4/9/9/9/4K4 b S2Pb3p'))).toBe('9/9/9/9/4k^4/9/9/9/4K^4 2PS/3pb S/s');
    expect(toSfen('9/9/9/9/4k^4/9/9/9/4K^4 2PS/3pb S/s')).toBe('9/9/9/9/4k4/9/9/9/4K4 b S2Pb3p 1');
  });

  it('accepts kings without ^ in FEEN and configurable styles', () => {
    expect(toSfen('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL / S/s')).toBe(START_SFEN);
    const j = fromSfen(START_SFEN, { styles: { first: 'J', second: 'j' } });
    expect(stringify(j)).toBe(START_FEEN.replace('S/s', 'J/j'));
    expect(toSfen(j, { styles: { first: 'J', second: 'j' } })).toBe(START_SFEN);
  });

  it.each([
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNQ b - 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG+KGSNL b - 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b 1P 1',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0',
    'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL  b - 1',
    'lnsgkgsnl//ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1',
    '09/9 b - 1',
    '99999999 b - 1',
  ])('rejects invalid SFEN %s', (sfen) => {
    expect(codeOf(() => fromSfen(sfen))).toBe('invalid-sfen');
  });

  it('a FEN given for an SFEN: refused with a message naming fromFen', () => {
    for (const fen of [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1',
      'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1',
    ]) {
      const error = thrown(FeenError, () => fromSfen(fen));
      expect(error).toMatchObject({ code: 'invalid-sfen', offset: 0, length: fen.length });
      expect(error.message).toMatch(/looks like a FEN: read it with fromFen/);
    }
  });

  it('FEEN positions SFEN cannot express', () => {
    expect(codeOf(() => toSfen("lnsgk^'gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s"))).toBe(
      'unrepresentable-in-sfen',
    );
    expect(codeOf(() => toSfen('4k^3/8/8/8/8/8/8/4K^3 / C/c'))).toBe('unrepresentable-in-sfen');
    expect(codeOf(() => toSfen('4k^4/9/9/9/9/9/9/9/4K^4 / S/s'.replace('4K^4', '4Q^4')))).toBe(
      'unrepresentable-in-sfen',
    );
    expect(codeOf(() => toSfen('9/9/9/9/4k^4/9/9/9/4K^4 p/ S/s'))).toBe('unrepresentable-in-sfen');
    expect(codeOf(() => toSfen('9/9/9/9/4k^4/9/9/9/4K^4 +P/ S/s'))).toBe('unrepresentable-in-sfen');
    expect(codeOf(() => toSfen('2/2//2/2 / S/s'))).toBe('unrepresentable-in-sfen');
    expect(codeOf(() => toSfen('9/9/9/9/4k^4/9/9/9/4-K^4 / S/s'))).toBe('unrepresentable-in-sfen');
    expect(codeOf(() => toSfen('9/9/9/9/4k^4/9/9/9/4+G4 / S/s'))).toBe('unrepresentable-in-sfen');
  });

  it('property: FEEN-from-SFEN round-trips through toSfen; arbitrary text only raises FeenError', () => {
    const cell = fc.constantFrom(
      null,
      'K',
      'k',
      'R',
      'r',
      '+R',
      '+b',
      'G',
      'g',
      'S',
      '+s',
      'N',
      'L',
      'P',
      '+p',
    );
    const sfenArb = fc
      .tuple(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom('b', 'w'),
        fc.array(fc.tuple(fc.constantFrom(...'RBGSNLPrbgsnlp'), fc.integer({ min: 1, max: 3 })), {
          maxLength: 4,
        }),
      )
      .chain(([ranks, files, side, hand]) =>
        fc
          .array(fc.array(cell, { minLength: files, maxLength: files }), {
            minLength: ranks,
            maxLength: ranks,
          })
          .map((grid) => {
            const rows = grid.map((row) => {
              let out = '';
              let empty = 0;
              for (const c of row) {
                if (c === null) empty++;
                else {
                  out += (empty ? String(empty) : '') + c;
                  empty = 0;
                }
              }
              return out + (empty ? String(empty) : '');
            });
            const order = 'RBGSNLPrbgsnlp';
            const merged = new Map<string, number>();
            for (const [l, n] of hand) merged.set(l, (merged.get(l) ?? 0) + n);
            const handText = [...order]
              .filter((l) => merged.has(l))
              .map((l) => (merged.get(l)! >= 2 ? String(merged.get(l)) : '') + l)
              .join('');
            return `${rows.join('/')} ${side} ${handText || '-'} 1`;
          }),
      );
    fc.assert(
      fc.property(sfenArb, (sfen) => {
        // only cardinality can fail on these generated boards (hands larger than the board)
        const position = returnedOr(
          FeenError,
          () => fromSfen(sfen),
          (e) => expect(e.code).toBe('cardinality'),
        );
        if (position === undefined) return;
        expect(toSfen(position)).toBe(sfen);
        expect(parse(stringify(position))).toEqual(position);
      }),
      { numRuns: runs(300) },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        onlyFeenErrors(() => fromSfen(text));
      }),
      { numRuns: runs(1000) },
    );
  });
});
