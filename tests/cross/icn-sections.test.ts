/**
 * ICN sections that must survive a round trip (issue #41): whatever `parse` accepts, `stringify` writes
 * without throwing and the text reads back the same; and `toJson`/`fromJson` keep it. Generated: move
 * comments with braces anywhere, win-condition tokens (names that are also player codes, parentheses,
 * pipes, commas), empty and non-empty extras sections.
 */
import * as icn from '@x/icn';
import { fromJson, toJson } from '@x/icn/json';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../depth.js';
import { documentedOrValue } from './helpers.js';

const RUNS = 200;

/** Win-condition names: live ones, player codes (`n`, `w`, `bu`…) and arbitrary letters. */
const winName = fc.oneof(
  fc.constantFrom('checkmate', 'royalcapture', 'allroyalscaptured', 'koth', 'n', 'w', 'b', 'r', 'bu', 'g'),
  fc.stringMatching(/^[a-z]{1,4}$/),
);
const winToken = fc
  .tuple(
    fc.array(fc.array(winName, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }),
    fc.boolean(),
    fc.boolean(),
  )
  .map(
    ([lists, open, close]) =>
      `${open ? '(' : ''}${lists.map((l) => l.join(',')).join('|')}${close ? ')' : ''}`,
  );

/** Comment text with braces and clock-like parts among ordinary characters. */
const commentText = fc
  .array(fc.constantFrom('a', ' ', '{', '}', '[%clk 0:00:01.0]', '!', 'x'), { maxLength: 6 })
  .map((parts) => parts.join(''));

const texts = fc
  .tuple(
    fc.option(winToken, { nil: undefined }),
    fc.constantFrom(undefined, '{}', '{"slideLimit":5}', '{"a":[1,{}]}'),
    fc.array(commentText, { minLength: 0, maxLength: 2 }),
  )
  .map(([win, extras, comments]) => {
    const header = ['w', '1', win, extras].filter((p) => p !== undefined).join(' ');
    const moves = ['1,2>1,3', '8,7>8,6'].slice(0, comments.length).map((m, k) => `${m}{${comments[k]}}`);
    return `${header} K5,1|k5,8|P1,2|p8,7${moves.length ? ` ${moves.join('|')}` : ''}`;
  });

describe('cross: ICN comments, win conditions and extras round-trip (issue #41)', () => {
  it('what parse accepts, stringify writes and parse reads back the same', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const game = documentedOrValue(() => icn.parse(text));
        if (!game) return;
        const written = icn.stringify(game);
        const again = icn.parse(written);
        expect(again.winConditions).toEqual(game.winConditions);
        expect(again.extras).toEqual(game.extras);
        expect(again.moves.map((m) => m.comment)).toEqual(game.moves.map((m) => m.comment));
        expect(icn.stringify(again)).toBe(written);
      }),
      { numRuns: runs(RUNS) },
    );
  });

  it('toJson → JSON text → fromJson keeps extras (empty or not), win conditions and comments', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const game = documentedOrValue(() => icn.parse(text));
        if (!game) return;
        const back = fromJson(JSON.parse(JSON.stringify(toJson(game))));
        expect(back.extras).toEqual(game.extras);
        expect(back.winConditions).toEqual(game.winConditions);
        expect(icn.stringify(back)).toBe(icn.stringify(game));
      }),
      { numRuns: runs(RUNS) },
    );
  });
});
