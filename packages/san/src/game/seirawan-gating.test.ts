/**
 * S-chess (Seirawan) gating as pychess-variants and Fairy-Stockfish write it (`Qxd2/H`, `O-O/Ed1`), read in
 * games whose `Variant` tag names the variant, with no options (issue 53: the games of `../shared/data/fsf`
 * stopped at their first gating move with `error[syntax]`), and written back the same way.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { parsePgn } from '../pgn/games.js';
import { mainLine } from './tree.js';
import { formatMovetext, formatPgn } from './write.js';

/** The movetext's move tokens: every word but move numbers and the result. */
function moveTokens(pgn: string): string[] {
  const movetext = pgn.slice(pgn.lastIndexOf(']') + 1);
  return movetext.split(/\s+/).filter((t) => t !== '' && !/^(\d+\.+|1-0|0-1|1\/2-1\/2|\*)$/.test(t));
}

/** The game's moves as `formatMovetext` writes them back, after checking that every move was read. */
function sans(pgn: string): string[] {
  const game = parsePgn(pgn)[0]!;
  const written = moveTokens(formatMovetext(game));
  expect(written).toHaveLength(mainLine(game.moves).length);
  return written;
}

describe('S-chess gating under a Variant tag', () => {
  for (const tag of ['Seirawan', 'Seirawan960', 'S-Chess', 'schess', 'S-House']) {
    it(`[Variant "${tag}"]: gating moves read and write back`, () => {
      const pgn = `[Variant "${tag}"]\n\n1. Nf3/H d5/E 2. Hg5 Exd5 3. O-O/Ed1 Eh6 4. Bxh6/H Nc6/E *\n`;
      expect(sans(pgn)).toEqual(moveTokens(pgn));
      const written = formatPgn(parsePgn(pgn));
      expect(written).toContain('1. Nf3/H d5/E 2. Hg5 Exd5 3. O-O/Ed1 Eh6 4. Bxh6/H Nc6/E *');
      expect(sans(written)).toEqual(moveTokens(pgn));
    });
  }
  it('chess games still read `/` as an error', () => {
    expect(() => parsePgn('1. Nf3/H *\n')).toThrow(/unexpected character/);
  });
});

const files = hasSharedData
  ? readdirSync(sharedDataPath('fsf')).filter((f) => /^pychess-variants_.*\.pgn$/.test(f))
  : [];

describe.skipIf(!hasSharedData)("pychess-variants' Seirawan games (../shared/data/fsf)", () => {
  it('finds the games', () => {
    expect(files.length).toBe(2);
  });
  for (const file of files) {
    it(`${file}: every move reads and writes back`, () => {
      const pgn = readSharedData('fsf', file);
      const tokens = moveTokens(pgn);
      expect(sans(pgn)).toEqual(tokens);
      expect(tokens.some((t) => t.includes('/'))).toBe(true);
      expect(sans(formatPgn(parsePgn(pgn)))).toEqual(tokens);
    });
  }
});

describe.skipIf(hasSharedData)("pychess-variants' Seirawan games", () => {
  it('skips: ../shared/data/fsf is absent', () => {
    expect(hasSharedData).toBe(false);
  });
});
