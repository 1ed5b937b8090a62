/**
 * Writes `packages/cli/test/fixtures/pychess/`: games of Fairy-Stockfish built-ins as pychess-variants exports
 * them — its `Variant` tag (`variant.capitalize()`, as its `pgn()` writes it), the start `FEN` with `SetUp`, and
 * the movetext in Fairy-Stockfish's SAN (`NOTATION_SAN`, which pychess-variants' export asks `get_san_moves` for;
 * here ffish's `sanMove(uci, Notation.SAN)`) — made by seeded random play with ffish, one `NAME.pgn` per variant,
 * and `uci.json` with ffish's UCI moves of each game, for `xn pgn check|convert --to uci` to be compared with
 * (`packages/cli/test/pgn/pychess-games.test.ts`). The games are our own (random play), not pychess-variants'.
 * Run: `pnpm --filter @x/oracles exec tsx pychess-games.ts`, then `pnpm exec biome format --write`
 * on `uci.json`.
 */
import fs from 'node:fs';
import { rng } from '../rng.js';
import { loadFfish } from './ffish.js';

/** Fairy-Stockfish's names of the variants (pychess-variants' too). */
export const PYCHESS_VARIANTS: readonly string[] = [
  'makruk',
  'cambodian',
  'shogi',
  'minishogi',
  'xiangqi',
  'manchu',
  'janggi',
  'capablanca',
  'capahouse',
  'gothic',
  'embassy',
  'seirawan',
  'shako',
  'grand',
  'crazyhouse',
  'atomic',
  '3check',
  'kingofthehill',
  'antichess',
  'horde',
  'racingkings',
  'spartan',
  'hoppelpoppel',
  'placement',
  'dobutsu',
  'torishogi',
];
const GAMES_PER_VARIANT = 2;
const MAX_PLIES = 60;

/** The `Notation` enum of ffish (its `SAN` member: Fairy-Stockfish's `NOTATION_SAN`). */
interface WithNotation {
  readonly Notation: { readonly SAN: unknown };
}

const ff = await loadFfish();
const sanOf = ff.Board.prototype.sanMove as (this: unknown, uci: string, notation: unknown) => string;
const SAN = (ff as unknown as WithNotation).Notation.SAN;
const random = rng(65);
const out = new URL('../../packages/cli/test/fixtures/pychess/', import.meta.url);
fs.mkdirSync(out, { recursive: true });
const expected: Record<string, string[]> = {};
for (const name of PYCHESS_VARIANTS) {
  const tag = name.charAt(0).toUpperCase() + name.slice(1);
  let text = '';
  expected[name] = [];
  for (let g = 0; g < GAMES_PER_VARIANT; g++) {
    const board = new ff.Board(name);
    const fen = board.fen();
    const moves: string[] = [];
    const sans: string[] = [];
    while (moves.length < MAX_PLIES && !board.isGameOver()) {
      const legal = board.legalMoves().split(' ').filter(Boolean);
      if (legal.length === 0) break;
      const m = legal[Math.floor(random() * legal.length)]!;
      sans.push(sanOf.call(board, m, SAN));
      board.push(m);
      moves.push(m);
    }
    board.delete();
    const numbered = sans.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m)).join(' ');
    const tags = [
      ['Event', 'generated game'],
      ['Site', 'ffish random play'],
      ['Round', String(g + 1)],
      ['Result', '*'],
      ['Variant', tag],
      ['FEN', fen],
      ['SetUp', '1'],
    ];
    text += `${tags.map(([k, v]) => `[${k} "${v}"]`).join('\n')}\n\n${numbered} *\n\n`;
    expected[name].push(moves.join(' '));
  }
  fs.writeFileSync(new URL(`${name}.pgn`, out), text);
}
fs.writeFileSync(new URL('uci.json', out), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`${PYCHESS_VARIANTS.length} variants, ${GAMES_PER_VARIANT} games each: ${out.pathname}`);
