/** Thai SAN and LAN (makruk): the texts below are ffish 0.7.10's. */
import { Position } from '@x/core';
import { createMoveBuffer, generateLegalMoves, decodeMove } from '@x/core/engine';
import { variants } from '@x/core/variant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { makruk } from '../test/positions.js';
import { parseMove, promotedSquares, safeParseMove, stringifyMove } from './index.js';

describe('Thai SAN and LAN', () => {
  it.each([
    ['a3a4', 'ก๔', 'บ ก๓-ก๔'],
    ['b1d2', 'ม-ง๒', 'ม ข๑-ง๒'],
    ['e1d2', 'ม็-ง๒', 'ม็ จ๑-ง๒'],
    ['c1c2', 'ค-ค๒', 'ค ค๑-ค๒'],
    ['d1d2', 'ข-ง๒', 'ข ง๑-ง๒'],
    ['a1a2', 'ร-ก๒', 'ร ก๑-ก๒'],
  ])('start %s: SAN %s, LAN %s, both read back', (uci, san, lan) => {
    const pos = makruk();
    expect(stringifyMove(pos.findMove(uci)!, pos)).toBe(san);
    expect(stringifyMove(pos.findMove(uci)!, pos, { notation: 'thai-lan' })).toBe(lan);
    expect(pos.uci(parseMove(san, pos))).toBe(uci);
    expect(pos.uci(parseMove(lan, pos))).toBe(uci);
  });

  it('writes a met promoted from a pawn as ง when told which mets were pawns, and reads ง as a met', () => {
    const pos = makruk('1msr3s/6k1/pMp1p1p1/1p3P1p/1P1Pn3/7P/3RKn1N/2S1M2S w - - 0 45');
    expect(stringifyMove(pos.findMove('b6a5')!, pos)).toBe('ม็-ก๕');
    expect(stringifyMove(pos.findMove('b6a5')!, pos, { promoted: new Set(['b6']) })).toBe('ง-ก๕');
    expect(pos.uci(parseMove('ง-ก๕', pos))).toBe('b6a5');
    expect(pos.uci(parseMove('ง ข๖-ก๕', pos))).toBe('b6a5');
  });

  it('follows promotions: a pawn reaching the sixth rank becomes a ง met (texts of ffish)', () => {
    const pos = makruk('4k3/8/8/1P6/8/8/8/4K3 w - - 0 1');
    const promotion = pos.findEncoded('b5b6m')!;
    expect(stringifyMove(decodeMove(pos, promotion), pos)).toBe('ข๖=M');
    expect(stringifyMove(decodeMove(pos, promotion), pos, { notation: 'thai-lan' })).toBe('บ ข๕-ข๖=M');
    const marked = promotedSquares(pos, promotion, new Set());
    expect([...marked]).toEqual(['b6']);
    pos.playEncoded(promotion);
    pos.play('e8d8');
    expect(stringifyMove(pos.findMove('b6c7')!, pos, { promoted: marked })).toBe('ง-ค๗+');
    expect(stringifyMove(pos.findMove('b6c7')!, pos, { promoted: marked, notation: 'thai-lan' })).toBe(
      'ง ข๖-ค๗+',
    );
  });

  it("a pawn from file ง and a ง met taking on ค๕: ffish's texts where they name one move, the origin where they clash", () => {
    const pos = makruk('2s4s/2m5/pM1r1kp1/1pp2p1p/1P1P4/2S2N1P/2KR1M2/7S w - - 2 51');
    const b6 = new Set(['b6']);
    // not told the met on b6 was a pawn, ffish 0.7.10 writes the met 'ม็xค๕' and the pawn 'งxค๕': one move each
    expect(stringifyMove(pos.findMove('d4c5')!, pos)).toBe('งxค๕');
    expect(stringifyMove(pos.findMove('b6c5')!, pos)).toBe('ม็xค๕');
    expect(pos.uci(parseMove('งxค๕', pos))).toBe('d4c5');
    expect(pos.uci(parseMove('ม็xค๕', pos))).toBe('b6c5');
    // told, ffish writes both 'งxค๕': that fits both, and each is written with its origin
    expect(safeParseMove('งxค๕', pos, { promoted: b6 })).toMatchObject({
      success: false,
      error: { code: 'ambiguous-move' },
    });
    expect(stringifyMove(pos.findMove('d4c5')!, pos, { promoted: b6 })).toBe('บงxค๕');
    expect(stringifyMove(pos.findMove('b6c5')!, pos, { promoted: b6 })).toBe('งขxค๕');
    // the forms naming the origin read back, told or not
    for (const options of [{}, { promoted: b6 }]) {
      expect(pos.uci(parseMove('บงxค๕', pos, options))).toBe('d4c5');
      for (const text of ['งขxค๕', 'ม็ขxค๕', 'ง ข๖xค๕'])
        expect(pos.uci(parseMove(text, pos, options))).toBe('b6c5');
    }
  });

  it('writes a pawn capture from file ง as ffish does beside a met it was not told was a pawn (the bench position)', () => {
    const pos = makruk('3m2ns/5k1r/M2ps1p1/p2p1p1p/N3PP1P/P1m2mP1/RSK1nM2/3R4 b - - 6 28');
    // ffish 0.7.10: d5e4 'งxจ๔', f5e4 'ฉxจ๔', f3e4 'ม็xจ๔'
    const ffish = { d5e4: 'งxจ๔', f5e4: 'ฉxจ๔', f3e4: 'ม็xจ๔' };
    for (const [uci, text] of Object.entries(ffish)) {
      expect(stringifyMove(pos.findMove(uci)!, pos)).toBe(text);
      expect(pos.uci(parseMove(text, pos))).toBe(uci);
    }
    // what @x/wxf wrote before still reads
    expect(pos.uci(parseMove('บงxจ๔', pos))).toBe('d5e4');
    expect(pos.uci(parseMove('ม็ฉxจ๔', pos))).toBe('f3e4');
  });

  it('a khon on file ก and a pawn on file ค taking on ข๕ (both คxข๕ in ffish) are written apart and read back', () => {
    const pos = makruk('s1r3nr/1nm3sk/3M3p/ppp3pP/S1P3P1/1P2M3/3R4/2K3NR w - - 0 33');
    expect(safeParseMove('คxข๕', pos)).toMatchObject({ success: false, error: { code: 'ambiguous-move' } });
    expect(stringifyMove(pos.findMove('a4b5')!, pos)).toBe('คกxข๕');
    expect(stringifyMove(pos.findMove('c4b5')!, pos)).toBe('บคxข๕');
    expect(pos.uci(parseMove('คกxข๕', pos))).toBe('a4b5');
    expect(pos.uci(parseMove('บคxข๕', pos))).toBe('c4b5');
    // the khon's other captures keep ffish's text
    expect(stringifyMove(pos.findMove('b3b4')!, pos)).toBe('ข๔');
  });

  it("property: along random makruk games, every legal move's Thai SAN reads back as that move", () => {
    const buf = createMoveBuffer();
    const v = variants.makruk;
    fc.assert(
      fc.property(fc.noBias(fc.array(fc.nat(), { minLength: 40, maxLength: 80 })), (picks) => {
        const pos = Position.fromFen(v.startFen, v);
        let promoted: ReadonlySet<string> = new Set();
        for (const pick of picks) {
          const n = generateLegalMoves(pos, buf);
          if (n === 0) break;
          const all = [...buf.subarray(0, n)];
          for (const m of all) {
            const text = stringifyMove(decodeMove(pos, m), pos, { promoted });
            const back = safeParseMove(text, pos, { notation: 'thai-san' });
            expect(back.success ? pos.findEncoded(back.data) : text).toBe(m);
          }
          const m = all[pick % n]!;
          promoted = promotedSquares(pos, m, promoted);
          pos.playEncoded(m);
        }
      }),
      { numRuns: runs(10) },
    );
  });
});
