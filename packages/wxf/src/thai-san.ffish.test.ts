/**
 * Thai SAN against Fairy-Stockfish: 394 positions of 200 seeded random makruk games, one at a random ply and the
 * first where a pawn from file ข, ค or ง and another piece can take on one square
 * (`test/fixtures/ffish-thai-san.json`, written by `THAI_GAMES=200 tests/oracles/wxf-crosscheck.ts` from ffish 0.7.10's
 * `sanMove(uci, Notation.THAI_SAN)`), each legal move written by ffish on the board of its game (which follows
 * promotions: ours told them in `promoted`) and on a board loaded from the FEN (which records none: ours told
 * nothing). Every text of ours equals ffish's but where ffish's fits two legal moves (its files ข ค ง are also
 * pieces); there ours names the origin. Ours reads back, and ffish's too where it names one move.
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { safeParseMove, stringifyMove } from './index.js';

interface ThaiPosition {
  readonly fen: string;
  readonly promoted?: readonly string[];
  readonly told: Record<string, string>;
  readonly fromFen?: Record<string, string>;
}

const { positions } = JSON.parse(
  fs.readFileSync(new URL('../test/fixtures/ffish-thai-san.json', import.meta.url), 'utf8'),
) as { positions: ThaiPosition[] };

/** The differences between ours and ffish's texts of every move of `p`, `promoted` told or not. */
function differences(p: ThaiPosition, told: boolean): string[] {
  const pos = Position.fromFen(p.fen, variants.makruk);
  const promoted = new Set(told ? p.promoted : []);
  const ffish = Object.entries(p.told).map(
    ([uci, text]) => [uci, (!told && p.fromFen?.[uci]) || text] as const,
  );
  const wrong: string[] = [];
  for (const [uci, theirs] of ffish) {
    const ours = stringifyMove(pos.findMove(uci)!, pos, { notation: 'thai-san', promoted });
    const twins = ffish.filter(([, t]) => t === theirs).length;
    if (ours !== theirs && twins === 1) wrong.push(`${p.fen} ${uci}: ours ${ours}, ffish ${theirs}`);
    for (const text of new Set(twins === 1 ? [ours, theirs] : [ours])) {
      const back = safeParseMove(text, pos, { notation: 'thai-san', promoted });
      if (!back.success || pos.uci(back.data) !== uci)
        wrong.push(`${p.fen} ${uci}: ${text} does not read back`);
    }
  }
  return wrong;
}

describe("Thai SAN equals Fairy-Stockfish's", () => {
  it.each([
    ['from the FEN alone', false],
    ['told which mets were pawns', true],
  ])('%s, every legal move of 394 makruk positions', (_, told) => {
    expect(positions.length).toBe(394);
    expect(positions.flatMap((p) => differences(p, told))).toEqual([]);
  });
});
