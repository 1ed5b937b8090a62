/**
 * Game results against ffish: seeded random games of the built-ins named on the command line (default shatar,
 * karouk, cambodian) played from the start in ffish and in `@x/core` (through `@x/fairy-variants`), comparing
 * whether the game is over and its result after every ply (`isGameOver(true)`: claimable ends too). Games ffish
 * ends by a draw core does not know (its insufficient material) are counted apart. With `--moves`, the legal moves
 * (UCI, as sets) are compared at every ply too, and the plies compared and promotions among the moves counted; with
 * `--written`, ffish plays the section `fromVariant` writes of core's reading instead of its own built-in; with
 * `--ini`, the names are sections of Fairy-Stockfish's variants.ini (loaded in ffish, read by `toVariant`); with
 * `--fen`, the FENs are compared after every ply too. Run: `pnpm --filter @x/oracles exec tsx fairy-results.ts
 * [--games N] [--moves] [--written] [--ini] [--fen] [name…]` (exit code 1 on a mismatch).
 */
import { Position } from '@x/core';
import { fromVariant, toVariant } from '@x/fairy-variants';
import { rng } from '../rng.js';
import { normaliseFen } from '../../packages/fairy-variants/src/bridge/fen.js';
import { loadFfish, readFsfIni } from './ffish.js';
import { coreResult, coreUci, ffishResult, playRandomMove } from './results.js';
import type { FfishBoard } from './ffish.js';

/** The first legal move of one side only, or undefined when ffish and core list the same UCI moves. */
function movesDiffer(board: FfishBoard, pos: Position, wallOrMove: boolean): string | undefined {
  const theirs = board
    .legalMoves()
    .split(' ')
    .filter(Boolean)
    .map((m) => coreUci(m, wallOrMove))
    .sort();
  const ours = pos
    .legalMoves()
    .map((m) => pos.uci(m))
    .sort();
  const only = (a: string[], b: string[]) => a.find((m) => !b.includes(m));
  const extra = only(ours, theirs);
  const missing = only(theirs, ours);
  return extra || missing ? `core only ${extra ?? '-'}, ffish only ${missing ?? '-'}` : undefined;
}

const args = process.argv.slice(2);
const at = args.indexOf('--games');
const GAMES = at >= 0 ? Number(args.splice(at, 2)[1]) : 200;
const flag = (name: string) => args.includes(name) && args.splice(args.indexOf(name), 1).length > 0;
const MOVES = flag('--moves');
const WRITTEN = flag('--written');
const INI = flag('--ini') ? readFsfIni() : undefined;
const FEN = flag('--fen');
const names = args.length > 0 ? args : ['shatar', 'karouk', 'cambodian'];
const ff = await loadFfish();
const random = rng(0x65);
if (INI !== undefined) ff.loadVariantConfig(INI);
let bad = 0;
for (const name of names) {
  const { variant } = INI === undefined ? toVariant(`[mine:${name}]\n`, 'mine') : toVariant(INI, name);
  const wallOrMove = variant!.walls?.insteadOfMove === true;
  const tally = new Map<string, number>();
  let played = name;
  if (WRITTEN) {
    const written = fromVariant(variant!, { name: `${name}-written` });
    if (!written.complete)
      console.log(
        name,
        'written incomplete:',
        written.diagnostics.map((d) => d.message),
      );
    ff.loadVariantConfig(written.text);
    played = `${name}-written`;
  }
  for (let game = 0; game < GAMES; game++) {
    const b = new ff.Board(played);
    const ours = Position.fromFen(variant!.startFen, variant!);
    for (let ply = 0; ply < 400; ply++) {
      const res = ffishResult(b);
      const over = res !== '*';
      const outcome = ours.outcome();
      const mine = coreResult(ours);
      if (over && outcome === undefined && res === '1/2-1/2') {
        const why = `ffish draw core plays on${b.isInsufficientMaterial() ? ' (insufficient material)' : ''}`;
        tally.set(why, (tally.get(why) ?? 0) + 1);
        break;
      }
      const fenDiffers =
        FEN && ours.toFen() !== normaliseFen(b.fen()) ? `core FEN ${ours.toFen()}` : undefined;
      const differ = (MOVES ? movesDiffer(b, ours, wallOrMove) : undefined) ?? fenDiffers;
      if (MOVES && !over) {
        tally.set('plies', (tally.get('plies') ?? 0) + 1);
        const promotions = ours.legalMoves().filter((m) => m.promotion !== undefined).length;
        if (promotions > 0) tally.set('plies with promotions', (tally.get('plies with promotions') ?? 0) + 1);
      }
      if (differ) {
        bad++;
        console.log(name, differ, b.fen(), b.moveStack());
        break;
      }
      if (res !== mine) {
        bad++;
        console.log(name, 'ffish', res, 'core', mine, outcome?.reason, b.fen(), b.moveStack());
        break;
      }
      if (over) {
        const key = `${res} ${outcome!.reason}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        break;
      }
      playRandomMove(b, ours, random, wallOrMove);
    }
    b.delete();
  }
  console.log(name.padEnd(12), [...tally].map(([k, n]) => `${k}: ${n}`).join(', '));
}
console.log(`${bad} mismatches`);
process.exitCode = bad > 0 ? 1 : 0;
