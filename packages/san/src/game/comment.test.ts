import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import type { CommentEvaluation, CommentShape, PgnComment } from './comment.js';
import { makeComment, parseComment, parseComments } from './comment.js';
import { parsePgn } from '../pgn/games.js';
import { formatPgn } from './write.js';

describe('parseComment', () => {
  it('reads clocks and move times in seconds, with up to three decimals', () => {
    expect(parseComment('[%clk 0:03:00]')).toEqual({ text: '', shapes: [], clock: 180 });
    expect(parseComment('[%clk 1:02:03.456]').clock).toBeCloseTo(3723.456, 9);
    expect(parseComment('[%clk 0:00:09.5]').clock).toBe(9.5);
    expect(parseComment('[%emt 0:00:05]')).toEqual({ text: '', shapes: [], emt: 5 });
    expect(parseComment('[%clk 99999:59:59]').clock).toBe(99999 * 3600 + 59 * 60 + 59);
    // minutes or seconds of 60 and more are not a time: the command stays text, as any malformed one
    for (const time of ['99:99:99', '0:60:00', '0:00:60', '0:00:60.0', '1:05:99.5'])
      for (const name of ['clk', 'emt'])
        expect(parseComment(`[%${name} ${time}]`)).toEqual({ text: `[%${name} ${time}]`, shapes: [] });
    expect(parseComment('[%clk 0:59:59.999]').clock).toBe(3599.999);
  });

  it('reads evaluations as centipawns or mate, with an optional depth', () => {
    const evalOf = (s: string) => parseComment(s).evaluation;
    expect(evalOf('[%eval 0.17]')).toEqual({ cp: 17 });
    expect(evalOf('[%eval -1.5]')).toEqual({ cp: -150 });
    expect(evalOf('[%eval +3]')).toEqual({ cp: 300 });
    expect(evalOf('[%eval -0.00]')).toEqual({ cp: 0 });
    expect(Object.is((evalOf('[%eval -0.00]') as { cp: number }).cp, 0)).toBe(true);
    expect(evalOf('[%eval 0.17,20]')).toEqual({ cp: 17, depth: 20 });
    expect(evalOf('[%eval #3]')).toEqual({ mate: 3 });
    expect(evalOf('[%eval #-1,30]')).toEqual({ mate: -1, depth: 30 });
    expect(evalOf('[%eval 123456]')).toBeUndefined();
    expect(evalOf('[%eval 0.175]')).toBeUndefined();
    expect(evalOf('[%eval 5.]')).toBeUndefined();
    expect(evalOf('[%eval -]')).toBeUndefined();
  });

  it('reads arrows and circles, on boards up to z99', () => {
    expect(parseComment('[%cal Ge2e4,Rd1h5] [%csl Yd4,Bi10]').shapes).toEqual([
      { color: 'green', from: 'e2', to: 'e4' },
      { color: 'red', from: 'd1', to: 'h5' },
      { color: 'yellow', from: 'd4', to: 'd4' },
      { color: 'blue', from: 'i10', to: 'i10' },
    ]);
  });

  it('keeps other commands, malformed ones and the free text verbatim', () => {
    expect(parseComment('[%tqu "En","Why?","",""]')).toEqual({
      text: '[%tqu "En","Why?","",""]',
      shapes: [],
    });
    expect(parseComment('good [%clk 3:00] move').text).toBe('good [%clk 3:00] move');
    expect(parseComment('[%cal Xe2e4]').text).toBe('[%cal Xe2e4]');
    expect(parseComment('[%cal Ge2e4, Gd2d4]').text).toBe('[%cal Ge2e4, Gd2d4]');
    expect(parseComment('[%clk  0:03:00]').text).toBe('[%clk  0:03:00]');
    expect(parseComment('  plain text  ')).toEqual({ text: 'plain text', shapes: [] });
  });

  it('leaves one space where a command stood between two words, and keeps the last clock', () => {
    const c = parseComment('a  [%clk 0:01:00]\nb[%clk 0:00:30]c');
    expect(c).toEqual({ text: 'a b c', shapes: [], clock: 30 });
  });

  it('never forms a command from the text around one it read', () => {
    const c = parseComment('[%clk[%eval 0.1] 0:00:01]');
    expect(c).toEqual({ text: '[%clk  0:00:01]', shapes: [], evaluation: { cp: 10 } });
    expect(parseComment(makeComment(c))).toEqual(c);
  });

  it('reads the comments of a lichess export', () => {
    const [game] = parsePgn('1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%clk 0:02:58] } *');
    const first = game!.moves.children[0]!;
    expect(parseComment(first.data.comments[0]!)).toEqual({
      text: '',
      shapes: [],
      evaluation: { cp: 17 },
      clock: 180,
    });
    expect(parseComment(first.children[0]!.data.comments[0]!).clock).toBe(178);
  });
});

describe('parseComments', () => {
  it("merges a move's comments: texts joined, shapes in order, the last clock", () => {
    const [game] = parsePgn('1. e4 {[%clk 0:03:00] [%csl Gd4]} {good [%cal Ge2e4]} {[%clk 0:02:59] ok} *');
    expect(parseComments(game!.moves.children[0]!.data.comments)).toEqual({
      text: 'good ok',
      shapes: [
        { color: 'green', from: 'd4', to: 'd4' },
        { color: 'green', from: 'e2', to: 'e4' },
      ],
      clock: 179,
    });
    expect(parseComments([])).toEqual({ text: '', shapes: [] });
  });
});

describe('makeComment', () => {
  it('writes what lichess writes', () => {
    expect(makeComment({ evaluation: { cp: 17 }, clock: 180 })).toBe('[%eval 0.17] [%clk 0:03:00]');
    expect(makeComment({ evaluation: { cp: -5 } })).toBe('[%eval -0.05]');
    expect(makeComment({ clock: 9.5 })).toBe('[%clk 0:00:09.5]');
    expect(makeComment({ clock: 59.9996 })).toBe('[%clk 0:01:00]');
    expect(makeComment({ clock: -3 })).toBe('[%clk 0:00:00]');
    expect(makeComment({ emt: 3723.456 })).toBe('[%emt 1:02:03.456]');
    expect(makeComment({ text: '', shapes: [] })).toBe('');
    expect(makeComment({ text: 'Only move.' })).toBe('Only move.');
  });

  it('formatPgn writes comments with commands unchanged', () => {
    const text = '1. e4 {[%eval 0.17] [%clk 0:03:00]} 1... e5 {[%cal Ge2e4,Rd1h5] [%csl Gd4] fine} *';
    const [game] = parsePgn(text);
    const written = formatPgn([game!]);
    expect(written).toContain('{[%eval 0.17] [%clk 0:03:00]}');
    expect(written).toContain('{[%cal Ge2e4,Rd1h5] [%csl Gd4] fine}');
    const again = parsePgn(written)[0]!;
    expect(again.moves.children[0]!.children[0]!.data.comments).toEqual([
      '[%cal Ge2e4,Rd1h5] [%csl Gd4] fine',
    ]);
  });
});

/** Squares a1…z99. */
const square = fc
  .tuple(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), fc.integer({ min: 1, max: 99 }))
  .map(([f, r]) => `${f}${r}`);
const color = fc.constantFrom('green', 'red', 'yellow', 'blue') as fc.Arbitrary<CommentShape['color']>;
const circle = fc.record({ color, from: square }).map((s): CommentShape => ({ ...s, to: s.from }));
const arrow = fc
  .record({ color, from: square, to: square })
  .filter((s) => s.from !== s.to) as fc.Arbitrary<CommentShape>;
const depth = fc.option(fc.integer({ min: 0, max: 99999 }), { nil: undefined });
const evaluation: fc.Arbitrary<CommentEvaluation> = fc.oneof(
  fc.record({ cp: fc.integer({ min: -9_999_999, max: 9_999_999 }), depth }),
  fc.record({ mate: fc.integer({ min: -99999, max: 99999 }), depth }),
);
/** Times in whole milliseconds below 100000 hours, as `makeComment` writes them exactly. */
const time = fc.integer({ min: 0, max: 99_999 * 3_600_000 - 1 }).map((ms) => ms / 1000);
/** Free text of characters that make up commands, normalised as `parseComment` leaves it. */
const text = fc
  .array(
    fc.constantFrom('[', ']', '%', 'clk', 'eval', 'cal', ' ', '\n', '0:00:01', 'Ga1', ',', '#', 'x', '.'),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parseComment(parts.join('')).text);

/** Drops the keys whose value is `undefined` (as `parseComment` leaves them out). */
function defined(c: Record<string, unknown>): PgnComment {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as unknown as PgnComment;
}

describe('parseComment ∘ makeComment', () => {
  it('gives back the comment (circles before arrows, as makeComment writes them)', () => {
    fc.assert(
      fc.property(
        text,
        fc.array(circle, { maxLength: 3 }),
        fc.array(arrow, { maxLength: 3 }),
        fc.option(time, { nil: undefined }),
        fc.option(time, { nil: undefined }),
        fc.option(evaluation, { nil: undefined }),
        (t, circles, arrows, clock, emt, ev) => {
          const comment = defined({
            text: t,
            shapes: [...circles, ...arrows],
            clock,
            emt,
            evaluation: ev && (defined(ev as Record<string, unknown>) as unknown as CommentEvaluation),
          });
          const back = parseComment(makeComment(comment));
          expect(back).toEqual(comment);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('parseComment is stable: its text reads back as itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const once = parseComment(s);
        expect(parseComment(makeComment(once))).toEqual(once);
      }),
      { numRuns: runs(200) },
    );
  });
});
