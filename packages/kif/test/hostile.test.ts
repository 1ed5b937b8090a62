/**
 * Hostile records (wip-337's sweep): long runs of blanks read in linear time, and what a record holds that no
 * reader can keep is an error or a warning, never dropped in silence.
 */
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const HEADER = '手数----指手---------消費時間--\n';

describe('linear time on long runs of blanks', () => {
  // The check of a KIF move line's tail (`^[\s\u3000]*\+?[\s\u3000]*$`) backtracked over every split of the
  // blanks: 200,000 blanks before a stray character took 48 s, 400,000 took 236 s. The runner's timeout is the
  // hang guard.
  it('reads a KIF move line with 400,000 blanks before stray text, warning once', () => {
    const warnings: string[] = [];
    for (const blank of [' ', '\u3000', '\t']) {
      const game = parse(`${HEADER}   1 ７六歩(77)${blank.repeat(400_000)}x\n`, {
        onWarning: (w) => warnings.push(`${w.code}@${w.line}:${w.column}`),
      });
      expect(game.moves.map((m) => m.usi)).toEqual(['7g7f']);
    }
    expect(warnings).toEqual(Array(3).fill('invalid-time@2:13'));
  });
});
