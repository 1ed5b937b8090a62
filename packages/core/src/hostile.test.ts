/** Regression tests for the hostile-input findings of issue #15 that concern @x/core (items 4, 8, 9, 14). */
import { describe, expect, it } from 'vitest';
import { FenError, PositionError, VariantError } from './errors/errors.js';
import { parseFen } from './fen/fen.js';
import { Position } from './position.js';
import { parseVariantDefinition } from './schema/index.js';
import { MAX_ZONES, type VariantDefinition } from './variant/definition.js';
import { variants } from './variant/builtins/index.js';
import { thrown } from '../../../tests/errors.js';

const chessJson = (): Record<string, unknown> & { end?: Record<string, unknown> } =>
  JSON.parse(JSON.stringify(variants.chess));

const fenError = (f: () => unknown) => thrown(FenError, f);

describe('hostile #4: the number of zones is capped before anything is allocated per zone', () => {
  const withZones = (n: number) => {
    const def = chessJson();
    def.board = { files: 64, ranks: 64 };
    def.startFen = `${'64/'.repeat(63)}64 w - - 0 1`;
    // Keep chess's own zones; add empty ones up to `n` in all.
    const own = (def.zones ?? {}) as Record<string, unknown>;
    const extra = Array.from({ length: n - Object.keys(own).length }, (_, i) => [
      `z${i}`,
      { white: [], black: [] },
    ]);
    def.zones = { ...own, ...Object.fromEntries(extra) };
    return def;
  };

  it(`rejects more than MAX_ZONES (${MAX_ZONES}) zones with a VariantError at zones`, () => {
    expect(() => parseVariantDefinition(withZones(20_000))).toThrow(VariantError);
    expect(thrown(VariantError, () => parseVariantDefinition(withZones(MAX_ZONES + 1))).path).toEqual([
      'zones',
    ]);
    expect(parseVariantDefinition(withZones(MAX_ZONES)).zones).toBeDefined();
  });

  it('counts zones before validating any of them: 20,000 malformed zones are refused at zones', () => {
    const def = chessJson();
    // Reading any zone throws: the refusal must come from counting keys alone (no timing in tests).
    const zones = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`z${i}`, ['a1']]));
    def.zones = new Proxy(zones, {
      get(target, key) {
        if (typeof key === 'string' && key.startsWith('z')) throw new Error(`zone ${key} was read`);
        return Reflect.get(target, key);
      },
    });
    expect(thrown(VariantError, () => parseVariantDefinition(def)).path).toEqual(['zones']);
  });

  it('the compiler enforces the same cap on definitions built in code', () => {
    const def = { ...variants.chess, zones: withZones(MAX_ZONES + 1).zones } as VariantDefinition;
    expect(() => Position.fromFen(def.startFen, def)).toThrow(/zones/);
  });
});

describe('hostile #8: ids the schema accepts must name pieces of the variant', () => {
  it.each([['zzz'], ['toString'], ['constructor']])('end.extinction [%s] is rejected', (id) => {
    const def = chessJson();
    def.end = { ...def.end, extinction: [id] };
    expect(() => parseVariantDefinition(def)).toThrow(VariantError);
  });

  it('castling.partners naming an unknown piece is rejected', () => {
    const def = chessJson() as Record<string, unknown> & { castling: Record<string, unknown> };
    def.castling = { ...def.castling, partners: ['zzz'] };
    expect(() => parseVariantDefinition(def)).toThrow(/unknown piece id zzz/);
  });

  it('the chess start position with a valid extinction list is not over', () => {
    const def = chessJson();
    def.end = { ...def.end, extinction: ['king'] };
    const parsed = parseVariantDefinition(def);
    expect(Position.fromFen(parsed.startFen, parsed).outcome()).toBeUndefined();
  });
});

describe('hostile #9: what the variant does not use is an error, not silently dropped', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';

  it('holdings in plain chess', () => {
    const e = fenError(() => parseFen(`${start}[Q] w KQkq - 0 1`));
    expect(e).toMatchObject({ code: 'holdings', offset: 44, length: 1 });
    // Empty holdings say nothing and stay accepted.
    expect(parseFen(`${start}[] w KQkq - 0 1`).turn).toBe('white');
  });

  it('a check counter in plain chess', () => {
    const text = `${start} w KQkq - 3+3 0 1`;
    expect(fenError(() => parseFen(text))).toMatchObject({
      code: 'checks',
      offset: text.indexOf('3+3'),
      length: 3,
    });
    expect(parseFen(text, variants.threecheck).checksRemaining).toEqual({ white: 3, black: 3 });
  });

  it('an 11th rank in xiangqi', () => {
    const text = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/pp w - - 0 1';
    expect(fenError(() => parseFen(text, variants.xiangqi))).toMatchObject({ code: 'holdings', offset: 60 });
  });

  it('a promoted mark in a variant without drops', () => {
    const text = '4k3/8/8/8/8/8/8/4KB~2 w - - 0 1';
    expect(fenError(() => parseFen(text))).toMatchObject({
      code: 'board',
      offset: text.indexOf('~'),
      length: 1,
    });
    expect(parseFen('4k3/8/8/8/8/8/8/4KB~2[] w - - 0 1', variants.crazyhouse).board[5]).toMatchObject({
      promoted: true,
    });
  });
});

// found drawing hands (@x/diagram): the counts are 16-bit, and fromSetup stored any number: 10^6 pawns in hand
// were 16,960, 40,000 were -25,536 (no hand at all, as were -3 and NaN), 1.5 was 1
describe('a hand count fromSetup cannot hold is a PositionError, not another count', () => {
  it('refuses counts that are no whole number from 0 to 1,000 (the FEN reader’s cap) with bad-hand', () => {
    const setup = parseFen('4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1', variants.crazyhouse);
    const withQueens = (queen: number) => ({ ...setup, hands: { white: { queen }, black: {} } });
    for (const n of [1e6, 40_000, 1001, -3, 1.5, Number.NaN])
      expect(thrown(PositionError, () => Position.fromSetup(withQueens(n), variants.crazyhouse)).code).toBe(
        'bad-hand',
      );
    for (const n of [0, 1, 1000])
      expect(Position.fromSetup(withQueens(n), variants.crazyhouse).toSetup().hands?.white.queen ?? 0).toBe(
        n,
      );
  });
});

describe('hostile #14 (core): error spans stay inside the input', () => {
  it('a holdings count without a piece at the end of the text', () => {
    const text = '4r3/3k4/8/8/8/8/6PP/qR1K1R2/2';
    const e = fenError(() => parseFen(text, variants.crazyhouse));
    expect(e).toMatchObject({ code: 'holdings', offset: 28, length: 1 });
    expect(e.offset + e.length).toBeLessThanOrEqual(text.length);
    // The call: plain chess (no holdings at all) locates it on the same count.
    expect(fenError(() => parseFen(text))).toMatchObject({ code: 'holdings', offset: 28, length: 1 });
  });
});
