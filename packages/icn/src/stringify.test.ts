import { describe, expect, it } from 'vitest';
import { IcnError } from './errors.js';
import { parse, safeParse } from './parse.js';
import type { IcnDiagnostic } from './errors.js';
import { stringify } from './stringify.js';

/** `stringify` with its warnings collected. */
function stringifyWithWarnings(
  game: Parameters<typeof stringify>[0],
  options: NonNullable<Parameters<typeof stringify>[1]> = {},
): { text: string; warnings: IcnDiagnostic[] } {
  const warnings: IcnDiagnostic[] = [];
  const text = stringify(game, { ...options, onWarning: (w) => warnings.push(w) });
  return { text, warnings };
}

const GAME =
  '[White "Tom"] [Event "E"] [Opening "Tal"] w 0/100 1 (8;Q,R,B,N|1) checkmate {"slideLimit": 100} K5,1+|k5,8+|P2,7 ' +
  '1. P2,7x1,8=Q+ !? {[%clk 0:09:56.7] wow} | k5,8>5,7';

describe('stringify', () => {
  it('writes canonical live ICN: tag order, defaults omitted, extras kept after the win conditions', () => {
    expect(stringify(parse(GAME))).toBe(
      '[Event "E"] [White "Tom"] [Opening "Tal"] w 0/100 1 (8|1) {"slideLimit":100} K5,1+|k5,8+|P2,7 ' +
        'P2,7x1,8=Q+!?{[%clk 0:09:56.7] wow}|k5,8>5,7',
    );
  });

  it('writes pretty moves with numbers and new lines', () => {
    expect(stringify(parse(GAME), { compact: false, moveNumbers: true, newlines: true })).toBe(
      '[Event "E"]\n[White "Tom"]\n[Opening "Tal"]\n\nw 0/100 1 (8|1) {"slideLimit":100} K5,1+|k5,8+|P2,7\n\n' +
        '1. P2,7 x 1,8 =Q + !? {[%clk 0:09:56.7] wow} | k5,8 > 5,7',
    );
  });

  it('numbers a black-first game from black', () => {
    const g = parse('b 3 K1,1|k8,8 k8,8>8,7|K1,1>1,2|k8,7>8,6');
    expect(stringify(g, { moveNumbers: true })).toBe('b 3 K1,1|k8,8 3. k8,8>8,7|K1,1>1,2 4. k8,7>8,6');
  });

  it('drops decorations and comments on request', () => {
    expect(
      stringify(parse(GAME), { decorations: false, comments: false }).endsWith('2,7>1,8=Q|5,8>5,7'),
    ).toBe(true);
  });

  it('writes the original dialect: promotions without =, extras kept', () => {
    const text = stringify(parse(GAME), { target: 'seed', decorations: false, comments: false });
    expect(text.endsWith('{"slideLimit":100} K5,1+|k5,8+|P2,7 2,7>1,8Q|5,8>5,7')).toBe(true);
  });

  it('dialect live drops extras and reports each one', () => {
    const g = parse('{"slideLimit": 7, "cannotPassTurn": true} K1,1');
    const { text, warnings } = stringifyWithWarnings(g, { target: 'live' });
    expect(text).toBe('w 1 K1,1');
    expect(warnings.map((w) => w.code)).toEqual(['extras-dropped', 'extras-dropped']);
    expect(parse(text, { mode: 'strict' }).extras).toBeUndefined();
    const seen: string[] = [];
    stringify(g, { target: 'live', onWarning: (w) => seen.push(w.code) });
    expect(seen).toHaveLength(2);
  });

  it('omits a position taken from the Variant tag unless asked', () => {
    const text = '[Variant "Classical"] w 1 (8|1) 5,2>5,4';
    const g = parse(text, { mode: 'strict' });
    expect(g.position).toHaveLength(32);
    expect(stringify(g)).toBe(text);
    expect(stringify(g, { position: true })).toContain('K5,1+');
  });

  it('writes per-player promotions, win conditions and borders', () => {
    const text = 'w:b:r 1 (8;n,q||1,-3) 1,_,_,8 (checkmate|koth|checkmate) K1,1';
    expect(stringify(parse(text, { mode: 'strict' }))).toBe(text);
    expect(stringify(parse('(koth|koth) K1,1'))).toBe('w 1 koth K1,1');
  });

  it('warns about rules ICN cannot place', () => {
    const g = parse('(8|1) K1,1');
    const { text, warnings } = stringifyWithWarnings({
      ...g,
      promotions: {
        white: { ranks: [], allowed: ['queen'] },
        black: { ranks: [1n], allowed: [] },
        red: { ranks: [3n], allowed: [] },
      },
      winConditions: { white: ['koth'], black: ['koth'], green: ['koth'] },
    });
    expect(text).toBe('w 1 (|1) koth K1,1');
    expect(warnings.map((w) => w.code).sort()).toEqual([
      'bad-promotion',
      'bad-promotion',
      'promotion-arity',
      'wincon-arity',
    ]);
  });

  it('throws IcnError for values ICN cannot hold', () => {
    const g = parse('K1,1');
    expect(() => stringify({ ...g, metadata: { Event: 'a "quoted" name' } })).toThrow(IcnError);
    expect(() => stringify({ ...g, turnOrder: [] })).toThrow(IcnError);
    const m = parse('1,1>2,2').moves[0]!;
    expect(() => stringify({ ...g, moves: [{ ...m, comment: 'a } b' }] })).toThrow(IcnError);
  });
});

describe('hostile #10 and #14 (icn): whatever parse accepts is written back (#15)', () => {
  it('rejects a tag value with a quote, which no tag could write', () => {
    for (const text of ['[a"]', '[a x"y]', '[a: x"y]']) {
      const r = safeParse(text);
      expect(r.success ? undefined : r.error.code).toBe('bad-tag');
    }
    const g = parse('[Event: "Casual game"] K1,1');
    expect(g.metadata['Event']).toBe('Casual game');
    expect(stringify(g)).toBe('[Event "Casual game"] w 1 K1,1');
  });

  it('keeps empty extras {} (and reports them dropped in the live dialect)', () => {
    const g = parse('w 1 {} K1,1');
    expect(g.extras).toEqual({});
    expect(stringify(g)).toBe('w 1 {} K1,1');
    expect(parse(stringify(g)).extras).toEqual({});
    const live = stringifyWithWarnings(g, { target: 'live' });
    expect(live.text).toBe('w 1 K1,1');
    expect(live.warnings.map((w) => w.code)).toEqual(['extras-dropped']);
  });
});

describe('long lists written from their fields (in chunks of 1024)', () => {
  it('writes every piece and move, in order, across chunk ends', () => {
    const pieces = Array.from({ length: 2500 }, (_, i) => `P${i + 5},${-i - 5}`);
    const text = `w 1 ${['K1,1', 'k3,3', ...pieces].join('|')}`;
    const g = parse(text);
    const fresh = { ...g, position: [...(g.position ?? [])] };
    expect(stringify(fresh)).toBe(text);
    const moves = Array.from({ length: 1030 }, (_, i) => (i % 2 ? '3,3>3,4' : '1,1>1,2'));
    const withMoves = parse(`w 1 K1,1|k3,3 ${moves.join('|')}`);
    const written = stringify({ ...withMoves, moves: [...withMoves.moves] });
    expect(written).toBe(stringify(withMoves));
    expect(written.endsWith(` ${moves.join('|')}`)).toBe(true);
  });
});
