/**
 * S-House (Fairy-Stockfish's built-in `shouse`: Seirawan gating with crazyhouse drops) against ffish:
 * - seeded random games played from the start in ffish and in `@x/core` (the built-in through `@x/fairy-variants`'
 *   `toVariant`), comparing after every ply the legal moves (as UCI), the FEN and the result (`isGameOver(true)`:
 *   claimable ends too);
 * - the section `fromVariant` writes for it, loaded into ffish: its perft equals the built-in's from the start and
 *   from the positions below;
 * - writes `packages/fairy-variants/test/fixtures/ffish-shouse.json`: the start and positions of the games where
 *   a gating castling is legal or where captures filled the hand (`picked`), with ffish's perft, and the first
 *   `--keep` games (UCI moves and ffish's SAN of each) for tests/cross/shouse-san.test.ts. Only FSF's moves, FENs,
 *   counts and SAN leave this private package.
 * Run: `pnpm --filter @x/oracles exec tsx shouse-games.ts [--games N] [--keep K] [--plies P]` (exit code 1 on a
 * difference; `--games 1000`: 139,676 plies, about 40 s), then `pnpm exec biome format --write` on the fixture.
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { fromVariant, toVariant } from '@x/fairy-variants';
import { rng } from '../rng.js';
import { type FfishBoard, ffishPerft, loadFfish } from './ffish.js';
import { coreResult, ffishResult } from './results.js';

const args = process.argv.slice(2);
function option(name: string, fallback: number): number {
  const i = args.indexOf(name);
  return i < 0 ? fallback : Number(args[i + 1]);
}
const GAMES = option('--games', 200);
const KEEP = option('--keep', 12);
const PLIES = option('--plies', 160);
/**
 * How many positions of each kind the perft fixture takes, the first met: a gating castling is legal; the side to
 * move may gate and holds three pieces or more, a pawn among them (which may be dropped but not gated).
 */
const picked: Record<'castling' | 'hand', number> = { castling: 3, hand: 6 };
const MAX_NODES = 2_000_000;
const file = new URL('../../packages/fairy-variants/test/fixtures/ffish-shouse.json', import.meta.url);

const conversion = toVariant('[mine:shouse]\n', 'mine');
if (!conversion.complete || conversion.diagnostics.length > 0)
  throw new Error(`shouse converts incompletely: ${JSON.stringify(conversion.diagnostics)}`);
const variant = conversion.variant!;
const ff = await loadFfish();
const random = rng(0x540);

/**
 * `fen` with each side's hand letters sorted (ffish lists them in its piece order, @x/core in its own), without its
 * en-passant square (ffish writes one a pawn attacks, `@x/core` one a legal capture takes: the legal moves are
 * compared anyway) and its halfmove clock (Fairy-Stockfish restarts it on every drop, `@x/core` on pawn drops, as
 * lichess does).
 */
function comparable(fen: string): string {
  const fields = fen.split(' ');
  fields.splice(3, 2);
  return fields.join(' ').replace(/\[([^\]]*)\]/, (_, hand: string) => {
    const letters = [...hand];
    const side = (upper: boolean) =>
      letters
        .filter((l) => (l === l.toUpperCase()) === upper)
        .sort()
        .join('');
    return `[${side(true)}${side(false)}]`;
  });
}

/** Which of `picked`'s kinds the position `fen` with the legal moves `legal` is, if any. */
function wantedPosition(
  fen: string,
  legal: readonly ReturnType<Position['legalMoves']>[number][],
): keyof typeof picked | undefined {
  if (legal.some((m) => m.castle !== undefined && m.fairy?.gate !== undefined)) return 'castling';
  const hand = /\[([^\]]*)\]/.exec(fen)?.[1] ?? '';
  const mine = [...hand].filter((l) => (l === l.toUpperCase()) === fen.includes(' w '));
  if (
    mine.length >= 3 &&
    mine.some((l) => l.toLowerCase() === 'p') &&
    legal.some((m) => m.fairy?.gate !== undefined)
  )
    return 'hand';
  return undefined;
}

/** ffish's perft counts by depth (to 3), stopping once a level passes `MAX_NODES / 30`. */
function counts(board: FfishBoard): number[] {
  const list: number[] = [];
  for (let d = 1; d <= 3; d++) {
    list.push(ffishPerft(board, d));
    if (list[d - 1]! > MAX_NODES / 30) break;
  }
  return list;
}

/** One kept game: ffish's UCI moves and its SAN of each. */
interface KeptGame {
  readonly uci: readonly string[];
  readonly san: readonly string[];
}

const kept: KeptGame[] = [];
const positions: { fen: string; moves: string[]; perft: number[] }[] = [];
const start = new ff.Board('shouse');
positions.push({ fen: start.fen(), moves: [], perft: counts(start) });
start.delete();
let differences = 0;
const tally = { plies: 0, drops: 0, gatings: 0, gatedCastlings: 0, promotedTaken: 0 };
const results = new Map<string, number>();
for (let game = 0; game < GAMES; game++) {
  const board = new ff.Board('shouse');
  const pos = Position.fromFen(variant.startFen, variant);
  const uci: string[] = [];
  const san: string[] = [];
  let result = '*';
  for (let ply = 0; ply <= PLIES; ply++) {
    const theirs = board.legalMoves().split(' ').filter(Boolean).sort();
    const legal = pos.legalMoves();
    const ours = legal.map((m) => pos.uci(m)).sort();
    const fen = board.fen();
    const why =
      theirs.join(' ') !== ours.join(' ')
        ? `moves: ffish only ${theirs.filter((m) => !ours.includes(m)).join(' ') || '-'}, core only ${ours.filter((m) => !theirs.includes(m)).join(' ') || '-'}`
        : comparable(pos.toFen()) !== comparable(fen)
          ? `FEN: core ${pos.toFen()}`
          : ffishResult(board) !== coreResult(pos)
            ? `result: ffish ${ffishResult(board)}, core ${coreResult(pos)}`
            : undefined;
    if (why !== undefined) {
      differences++;
      console.log(`game ${game} ply ${ply} ${fen} (${board.moveStack()}): ${why}`);
      break;
    }
    result = ffishResult(board);
    if (result !== '*' || ply === PLIES) break;
    const wanted = wantedPosition(fen, legal);
    if (wanted !== undefined && picked[wanted]! > 0) {
      picked[wanted]!--;
      positions.push({ fen, moves: [...uci], perft: counts(board) });
    }
    const move = theirs[Math.floor(random() * theirs.length)]!;
    const played = legal.find((m) => pos.uci(m) === move)!;
    if (played.drop) tally.drops++;
    if (played.fairy?.gate !== undefined) tally.gatings++;
    if (played.fairy?.gate !== undefined && played.castle !== undefined) tally.gatedCastlings++;
    if (!played.drop && pos.pieceAt(played.to)?.promoted) tally.promotedTaken++;
    uci.push(move);
    san.push(board.sanMove(move));
    board.push(move);
    pos.play(move);
    tally.plies++;
  }
  results.set(result, (results.get(result) ?? 0) + 1);
  if (kept.length < KEEP) kept.push({ uci, san });
  board.delete();
}
console.log(
  `shouse: ${GAMES} games, ${tally.plies} plies (${tally.drops} drops, ${tally.gatings} gating moves, ` +
    `${tally.gatedCastlings} of them castling, ${tally.promotedTaken} promoted pieces taken), results ` +
    [...results].map(([r, n]) => `${r}: ${n}`).join(', '),
);

// The written section in ffish: the same perft as the built-in's.
const written = fromVariant(variant);
if (!written.complete) throw new Error(`fromVariant: ${JSON.stringify(written.diagnostics)}`);
ff.loadVariantConfig(written.text.replace(/^\[[^\]]*\]/m, '[xshouse]'));
for (const p of positions) {
  const board = new ff.Board('xshouse', p.fen);
  const got = p.perft.map((_, d) => ffishPerft(board, d + 1));
  board.delete();
  if (got.join() !== p.perft.join()) {
    differences++;
    console.log(`written section ${p.fen}: ${got.join('/')}, built-in ${p.perft.join('/')}`);
  }
}
console.log(
  `written section: ${positions.length} positions counted, ${positions.map((p) => p.perft.join('/')).join('  ')}`,
);

fs.writeFileSync(file, `${JSON.stringify({ perft: positions, games: kept })}\n`);
console.log(`${differences} differences; wrote ${file.pathname}`);
process.exitCode = differences > 0 ? 1 : 0;
