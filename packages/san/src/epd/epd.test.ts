import fc from 'fast-check';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { thrown } from '../../../../tests/errors.js';
/** Through the public entry, `@x/san/epd`. */
import * as sanEpd from '../epd-entry.js';
import type { Epd, EpdOperations } from './epd.js';
import { SanError } from '../shared/errors.js';
import { stringify } from '../move/stringify.js';
import { playChoices } from '../../../../tests/moves.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -';

describe('parseEpd', () => {
  it('reads the opcodes of the standard, typed', () => {
    const epd = sanEpd.parseEpd(
      `${KIWIPETE} bm Qxf6 d5xe6; am Ne5xg6; id "kiwi \\"pete\\""; hmvc 3; fmvn 12; c0 "a; b"; c9 "z"; D1 48; D2 2039; acd 20; pv Qxf6 "x";`,
    );
    expect(epd.position).toBe(KIWIPETE);
    expect(epd.operations).toEqual({
      bm: ['Qxf6', 'dxe6'],
      am: ['Nxg6'],
      id: 'kiwi "pete"',
      hmvc: 3,
      fmvn: 12,
      c0: 'a; b',
      c9: 'z',
      perft: new Map([
        [1, 48],
        [2, 2039],
      ]),
      other: new Map([
        ['acd', ['20']],
        ['pv', ['Qxf6', '"x"']],
      ]),
    });
  });

  it('writes bm/am as the canonical SAN of the position', () => {
    const epd = sanEpd.parseEpd(`${KIWIPETE} bm Qf3xf6 Ne5xf7; am d5xe6;`);
    expect(epd.operations.bm).toEqual(['Qxf6', 'Nxf7']);
    // e5xd6 is not legal here (no e.p. square), but d5xe6 is.
    expect(thrown(SanError, () => sanEpd.parseEpd(`${KIWIPETE} am e5xd6;`)).code).toBe('illegal-move');
  });

  it('reads perft suites and pgn-extract output in lenient mode, rejects them in strict mode', () => {
    const suite = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400';
    expect(sanEpd.parseEpd(suite).operations).toEqual({
      hmvc: 0,
      fmvn: 1,
      perft: new Map([
        [1, 20],
        [2, 400],
      ]),
    });
    expect(sanEpd.epdToFen(sanEpd.parseEpd(suite))).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    );
    const strictError = thrown(SanError, () => sanEpd.parseEpd(suite, { mode: 'strict' }));
    expect([strictError.code, strictError.offset]).toEqual(['syntax', suite.indexOf('0 1')]);
    const pgnExtract = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c0 ?-? ? ? ????.??.??; c1 0-1;';
    expect(sanEpd.parseEpd(pgnExtract).operations).toEqual({ c0: '?-? ? ? ????.??.??', c1: '0-1' });
    expect(thrown(SanError, () => sanEpd.parseEpd(pgnExtract, { mode: 'strict' })).code).toBe('syntax');
  });

  it('reads the position of a variant', () => {
    const zh = sanEpd.parseEpd('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - bm N@e4;', {
      variant: variants.crazyhouse,
    });
    expect(zh.operations.bm).toEqual(['N@e4']);
  });

  it('locates every fault', () => {
    const cases: [string, string, number, number][] = [
      ['', 'invalid-fen', 0, 0],
      ['8/8/8 w - -', 'invalid-fen', 0, 5],
      [`${KIWIPETE.slice(0, -2)}`, 'invalid-fen', KIWIPETE.length - 2, 0],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq -', 'invalid-fen', 42, 1],
      ['8/8/8/8/8/8/8/8 w - - bm e4;', 'invalid-fen', 0, 21],
      [`${KIWIPETE} 9x "y";`, 'syntax', KIWIPETE.length + 1, 2],
      [`${KIWIPETE} id "open`, 'syntax', KIWIPETE.length + 4, 5],
      [`${KIWIPETE} id "a"b;`, 'syntax', KIWIPETE.length + 7, 1],
      [`${KIWIPETE} hmvc -1;`, 'syntax', KIWIPETE.length + 6, 2],
      [`${KIWIPETE} fmvn 0;`, 'syntax', KIWIPETE.length + 6, 1],
      [`${KIWIPETE} D1 48; D1 48;`, 'syntax', KIWIPETE.length + 8, 2],
      [`${KIWIPETE} D65 1;`, 'syntax', KIWIPETE.length + 1, 3],
      [`${KIWIPETE} bm;`, 'syntax', KIWIPETE.length + 1, 2],
      [`${KIWIPETE} bm Kh5;`, 'illegal-move', KIWIPETE.length + 4, 3],
      [`${KIWIPETE} bm "Qxf6";`, 'syntax', KIWIPETE.length + 4, 6],
      [`${KIWIPETE} id "a";\nx`, 'syntax', KIWIPETE.length + 8, 1],
    ];
    for (const [text, code, offset, length] of cases) {
      const result = sanEpd.safeParseEpd(text);
      expect([text, result.success]).toEqual([text, false]);
      const error = thrown(SanError, () => sanEpd.parseEpd(text));
      expect([text, error.code, error.offset, error.length]).toEqual([text, code, offset, length]);
      expect(error.column).toBe(offset + 1);
    }
  });

  it('checks its limits before reading', () => {
    const long = `${KIWIPETE} c0 "${'x'.repeat(sanEpd.DEFAULT_EPD_LIMITS.maxLength)}";`;
    const error = thrown(SanError, () => sanEpd.parseEpd(long));
    expect([error.code, error.offset]).toEqual(['input-too-long', sanEpd.DEFAULT_EPD_LIMITS.maxLength]);
    const many = `${KIWIPETE} ${Array.from({ length: 5 }, (_, i) => `x${i} 1;`).join(' ')}`;
    expect(thrown(SanError, () => sanEpd.parseEpd(many, { limits: { maxOperations: 4 } })).code).toBe(
      'syntax',
    );
    expect(
      thrown(SanError, () => sanEpd.parseEpd(`${KIWIPETE} pv 1 2 3;`, { limits: { maxOperands: 2 } })).code,
    ).toBe('syntax');
    expect(sanEpd.safeParseEpd(long).success).toBe(false);
    expect(() => sanEpd.parseEpd(KIWIPETE, { limits: { maxOperands: 0 } })).toThrow(TypeError);
  });

  it('never throws anything but SanError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (tail) => {
        const result = sanEpd.safeParseEpd(`${KIWIPETE} ${tail}`);
        if (!result.success) expect(result.error).toBeInstanceOf(SanError);
      }),
      { numRuns: runs(300) },
    );
  });
});

describe('stringifyEpd', () => {
  it('writes the standard form and refuses what cannot be read back', () => {
    const epd: Epd = {
      position: KIWIPETE,
      operations: { id: 'a "b"', bm: ['Qxf6'], perft: new Map([[1, 48]]) },
    };
    expect(sanEpd.stringifyEpd(epd)).toBe(`${KIWIPETE} bm Qxf6; id "a \\"b\\""; D1 48;`);
    expect(sanEpd.epdFromFen(`${KIWIPETE} 4 9`, { c0: 'x' }, true)).toEqual({
      position: KIWIPETE,
      operations: { c0: 'x', hmvc: 4, fmvn: 9 },
    });
    expect(
      thrown(SanError, () => sanEpd.stringifyEpd({ position: KIWIPETE, operations: { id: 'a\nb' } })).code,
    ).toBe('syntax');
    expect(
      thrown(SanError, () => sanEpd.stringifyEpd({ position: KIWIPETE, operations: { bm: ['a b'] } })).code,
    ).toBe('syntax');
    expect(thrown(SanError, () => sanEpd.stringifyEpd({ position: '8/8 w', operations: {} })).code).toBe(
      'invalid-fen',
    );
  });

  it('parseEpd(sanEpd.stringifyEpd(x)) equals x', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9+#=.-]{1,8}$/);
    const text = fc.string({ maxLength: 20 }).filter((s) => !/[\r\n]/.test(s));
    const record = fc
      .record({
        plies: fc.array(fc.nat(), { maxLength: 12 }),
        best: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        ops: fc.record(
          {
            id: text,
            hmvc: fc.nat(200),
            fmvn: fc.integer({ min: 1, max: 500 }),
            c0: text,
            c7: text,
            perft: fc.array(fc.tuple(fc.integer({ min: 1, max: 64 }), fc.nat()), { maxLength: 4 }),
            other: fc.array(
              fc.tuple(fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/), fc.array(word, { maxLength: 3 })),
              {
                maxLength: 3,
              },
            ),
          },
          { requiredKeys: [] },
        ),
        withBest: fc.boolean(),
      })
      .map(({ plies, best, ops, withBest }): Epd => {
        const position = playChoices(
          Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
          plies,
        );
        const moves = position.legalMoves();
        const operations: Record<string, unknown> = { ...ops };
        const perft = new Map(ops.perft ?? []);
        delete operations.perft;
        if (perft.size > 0) operations.perft = perft;
        const other = new Map((ops.other ?? []).filter(([op]) => !/^(bm|am|id|hmvc|fmvn|c[0-9])$/.test(op)));
        delete operations.other;
        if (other.size > 0) operations.other = other;
        if (withBest && moves.length > 0)
          operations.bm = [...new Set(best.map((n) => stringify(moves[n % moves.length]!, position)))];
        return sanEpd.epdFromFen(position.toFen(), operations as EpdOperations);
      });
    fc.assert(
      fc.property(record, (epd) => {
        expect(sanEpd.parseEpd(sanEpd.stringifyEpd(epd), { mode: 'strict' })).toEqual(epd);
      }),
      { numRuns: runs(200) },
    );
  });
});

describe('EPD of real files', () => {
  it("reads python-chess's tricky.perft positions and their counts (D1…Dn) through text and back", async () => {
    const { readFileSync } = await import('node:fs');
    const { perft } = await import('@x/core');
    const text = readFileSync(
      new URL('../../../core/test/fixtures/peer-perft/tricky.perft', import.meta.url),
      'utf8',
    );
    const records: Epd[] = [];
    let current: { position: string; perft: Map<number, number> } | undefined;
    for (const line of text.split('\n')) {
      const [word, ...rest] = line.trim().split(/\s+/);
      if (word === 'epd') {
        current = { position: rest.join(' '), perft: new Map() };
        records.push({ position: current.position, operations: { perft: current.perft } });
      } else if (word === 'perft' && current) current.perft.set(Number(rest[0]), Number(rest[1]));
    }
    expect(records.length).toBeGreaterThan(5);
    for (const record of records) {
      const back = sanEpd.parseEpd(sanEpd.stringifyEpd(record), { mode: 'strict' });
      expect(back).toEqual(record);
      const position = Position.fromFen(sanEpd.epdToFen(back));
      expect(perft(position, 1)).toBe(back.operations.perft?.get(1));
    }
  });
});
