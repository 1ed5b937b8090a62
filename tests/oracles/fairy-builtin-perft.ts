/**
 * Writes `packages/fairy-variants/test/fixtures/ffish-builtin-perft.json` (issue #50): for each of
 * Fairy-Stockfish's 121 built-in variants (`FAIRY_BUILTIN_NAMES`), the start position and three
 * positions reached by seeded random play, each with ffish's perft counts to depth 3 (2 on boards of
 * more than 100 squares). Only FSF's numbers, FENs and UCI moves leave this private package; the tests
 * compare `@x/fairy-variants`' built-in data with them (`WALKS`: longer walks past a setup phase). Run:
 * `pnpm --filter @x/oracles exec tsx fairy-builtin-perft.ts [name…]` (with names: only those,
 * merged into the existing fixture).
 */
import { FAIRY_BUILTIN_NAMES } from '@x/fairy-variants';
import { loadFfish } from './ffish.js';
import { writeFixture } from './ffish-positions.js';

const only = process.argv.slice(2);
const file = new URL('../../packages/fairy-variants/test/fixtures/ffish-builtin-perft.json', import.meta.url);

/** Squares of the board a FEN's first field describes. */
function squares(fen: string): number {
  const rows = fen.split(/[ []/)[0]!.split('/');
  const files = [...rows[0]!.matchAll(/\d+|\+?[A-Za-z*]/g)].reduce(
    (n, m) => n + (/^\d/.test(m[0]) ? Number(m[0]) : 1),
    0,
  );
  return rows.length * files;
}

/**
 * Longer random walks for the built-ins whose first plies are a setup phase: sittuyin's 16 drops, after which its
 * pawns reach their promotion squares (24 to 83 plies).
 */
const WALKS = { sittuyin: [24, 60] } as const;

writeFixture(
  await loadFfish(),
  file,
  [...FAIRY_BUILTIN_NAMES],
  only,
  0x50,
  (b) => (squares(b.fen()) > 100 ? 2 : 3),
  WALKS,
);
