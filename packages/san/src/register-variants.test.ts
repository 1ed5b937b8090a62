import { variants } from '@x/core';
import { describe, expect, it } from 'vitest';
import { parsePgn } from './pgn/games.js';
import { registerVariants, startingPosition } from './start-position.js';

describe('registerVariants', () => {
  it('adds names after the built-in ones, keyed as tags compare (and their 960 forms)', () => {
    const asked: string[] = [];
    registerVariants((key) => {
      asked.push(key);
      return key === 'myhorde' ? variants.horde : undefined;
    });
    const [game] = parsePgn('[Variant "My Horde"]\n\n*\n');
    expect(startingPosition(game!).toFen()).toBe(startingPosition(new Map([['Variant', 'Horde']])).toFen());
    expect(asked).toContain('myhorde');
    // built-in names never reach a look-up
    asked.length = 0;
    startingPosition(new Map([['Variant', 'Atomic']]));
    expect(asked).toEqual([]);
    expect(() => startingPosition(new Map([['Variant', 'Nothing']]))).toThrow(/unknown variant/);
  });
});
