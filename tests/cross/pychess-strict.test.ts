/**
 * pychess-variants' games in strict mode: the games written with ffish in its export form
 * (`packages/cli/test/fixtures/pychess/`, Fairy-Stockfish's SAN; `tests/oracles/pychess-games.ts`) read and play in
 * strict mode with `@x/fairy-variants`' definitions for the tags `@x/core` does not know, but those whose `Variant`
 * tag names one of `@x/core`'s definitions of lichess's rules, whose check marks are lichess's (`LICHESS_MARKS`).
 */
import fs from 'node:fs';
import { builtinVariant } from '@x/fairy-variants';
import { parsePgn, startingPosition, walkGame } from '@x/san';
import { describe, expect, it } from 'vitest';

const fixtures = new URL('../../packages/cli/test/fixtures/pychess/', import.meta.url);
const files = fs.readdirSync(fixtures).filter((f) => f.endsWith('.pgn'));

/**
 * The games whose `Variant` tag (`Atomic`, `3check`) names `@x/core`'s definition, which marks checks as lichess
 * does: `Qh4+` in atomic (Fairy-Stockfish's king there is a pseudo-royal commoner: `Qh4`), `Bf2+` for a third check
 * (Fairy-Stockfish's `Bf2#`: no move follows). They read in lenient mode.
 */
const LICHESS_MARKS = new Set(['atomic.pgn', '3check.pgn']);

const variants = (name: string) => builtinVariant(name.toLowerCase()) ?? builtinVariant(name);

/** The moves of every game of `text` read and played in `mode`; throws the first error. */
function play(text: string, mode: 'strict' | 'lenient'): number {
  let n = 0;
  for (const game of parsePgn(text, { mode, variants }))
    walkGame(game, startingPosition(game, { variants }), () => void n++, { mode });
  return n;
}

describe("pychess-variants' games (Fairy-Stockfish's SAN) in strict mode", () => {
  it('cover the fixtures', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files.filter((f) => !LICHESS_MARKS.has(f)))('%s reads and plays in strict mode', (file) => {
    expect(play(fs.readFileSync(new URL(file, fixtures), 'utf8'), 'strict')).toBeGreaterThan(0);
  });

  it.each([...LICHESS_MARKS])(
    '%s: noncanonical in strict mode (check marks), read in lenient mode',
    (file) => {
      const text = fs.readFileSync(new URL(file, fixtures), 'utf8');
      expect(() => play(text, 'strict')).toThrow(expect.objectContaining({ code: 'noncanonical' }));
      expect(play(text, 'lenient')).toBeGreaterThan(0);
    },
  );
});
