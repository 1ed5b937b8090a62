/**
 * Kakao janggi's move-repetition rule (`moveRepetitionIllegal`, core's `end.moveRepetition`) against ffish: seeded
 * random games of `janggimodern` and of sections inheriting it (with bikjang, and with a twofold and a threefold
 * repetition rule, which come before the rule or after it), played by a random player that mostly takes back its own
 * previous move (sometimes passing instead), so that pieces go back and forth. After every ply ffish's legal moves
 * (`legalMoves()`) are compared with `@x/core`'s as a set, and its result with claimable ends (`result(true)`) with
 * `Position.outcome()`. The same games are replayed on the definition without the rule, counting the plies where that
 * would differ from ffish (the rule decides them). Core definitions with the rule (`move-repetition-cases.ts`) are
 * written with `fromVariant`, loaded into ffish and played the same way on the definitions, and their perft to depth 3
 * from the start compared. Run:
 * `pnpm --filter @x/oracles exec tsx fairy-move-repetition.ts [--games N] [--bias P] [--write]` (N games per
 * section at each bias: 0.7 and 0.4, or P) (exit code 1 on a mismatch);
 * `--write` records the games (those that ended) in `packages/fairy-variants/test/fixtures/ffish-move-repetition.json`
 * (read by `src/bridge/ends/move-repetition.ffish.test.ts`; `biome format --write` it after).
 */
import fs from 'node:fs';
import { Position, perft } from '@x/core';
import { fromVariant, toVariant } from '@x/fairy-variants';
import { WRITTEN_CASES } from '../../packages/fairy-variants/test/move-repetition-cases.js';
import { rng } from '../rng.js';
import { type FfishBoard, ffishPerft, loadFfish } from './ffish.js';
import { coreResult, ffishResult } from './results.js';

const args = process.argv.slice(2);
const at = args.indexOf('--games');
const GAMES = at >= 0 ? Number(args.splice(at, 2)[1]) : 100;
const bi = args.indexOf('--bias');
/** How often the player takes back its own previous move (when legal): each bias plays `GAMES` games. */
const BIASES = bi >= 0 ? [Number(args.splice(bi, 2)[1])] : [0.7, 0.4];
const WRITE = args.includes('--write');
const MAX_PLIES = 300;

/** The sections played besides the built-in (loaded into ffish too). */
const SECTIONS = `[jmbikjang:janggimodern]
bikjangRule = true

[jmtwofold:janggimodern]
nFoldRule = 2

[jmthreefold:janggimodern]
nFoldRule = 3
`;
const NAMES = ['janggimodern', 'jmbikjang', 'jmtwofold', 'jmthreefold'];

/** A UCI move's reversal (`c1b1` → `b1c1`). */
function reverse(uci: string): string {
  const m = /^([a-z]\d+)([a-z]\d+)$/.exec(uci);
  return m ? `${m[2]}${m[1]}` : uci;
}

/** Whether a UCI move is a pass (`e2e2`). */
function isPass(m: string): boolean {
  return m.length > 0 && (m.slice(0, 2) === m.slice(2) || m.slice(0, 3) === m.slice(3));
}

/**
 * The next move of the biased player: with probability `bias` the reversal of the side's own previous move when legal
 * (0.1 a pass instead, when legal; after its own pass, the reversal of its move before), else a uniformly drawn legal
 * move.
 */
function nextMove(
  legal: readonly string[],
  played: readonly string[],
  bias: number,
  random: () => number,
): string {
  // The side's own previous move, or the one before it when that was a pass.
  let own = played[played.length - 2];
  if (own !== undefined && isPass(own)) own = played[played.length - 4];
  const r = random();
  if (own !== undefined && r < bias) {
    const back = reverse(own);
    const pass = legal.find(isPass);
    if (r < 0.1 && pass !== undefined) return pass;
    if (legal.includes(back)) return back;
  }
  return legal[Math.floor(random() * legal.length)]!;
}

/** One recorded game: its moves (UCI, space-separated) and ffish's result after the last (`*` before it). */
interface Game {
  readonly variant: string;
  readonly moves: string;
  readonly result: string;
}

/** The written sections (`fromVariant`) of the core definitions with the rule, played on those definitions. */
const written = WRITTEN_CASES.map((def) => ({ def, text: fromVariant(def, { name: def.id }).text }));
const ff = await loadFfish();
ff.loadVariantConfig([SECTIONS, ...written.map((w) => w.text)].join('\n'));
const random = rng(0x224);
let bad = 0;
const recorded: Game[] = [];
const cases = [
  ...NAMES.map((name) => ({ name, variant: toVariant(`${SECTIONS}\n[mine:${name}]\n`, 'mine').variant! })),
  ...written.map((w) => ({ name: w.def.id, variant: w.def })),
];
for (const { name, variant } of cases) {
  const { moveRepetition: _, ...endWithout } = variant.end ?? {};
  const without = { ...variant, end: endWithout };
  const tally = new Map<string, number>();
  let plies = 0;
  let ruleDecides = 0;
  for (let game = 0; game < GAMES * BIASES.length; game++) {
    const bias = BIASES[game % BIASES.length]!;
    const b: FfishBoard = new ff.Board(name);
    const ours = Position.fromFen(variant.startFen, variant);
    const plain = Position.fromFen(variant.startFen, without);
    const played: string[] = [];
    let result = '*';
    for (let ply = 0; ply <= MAX_PLIES; ply++) {
      plies++;
      result = ffishResult(b);
      const mine = coreResult(ours);
      if (coreResult(plain) !== result) ruleDecides++;
      const legal = b.legalMoves().split(' ').filter(Boolean);
      const coreLegal = ours.legalMoves().map((m) => ours.uci(m));
      const same = legal.length === coreLegal.length && legal.every((m) => coreLegal.includes(m));
      if (result !== mine || !same) {
        bad++;
        console.log(name, 'ffish', result, 'core', mine, same ? '' : 'legal moves differ', played.join(' '));
        break;
      }
      if (result !== '*' || ply === MAX_PLIES) {
        const reason = ours.outcome()?.reason ?? 'unfinished';
        const passed = reason === 'move-repetition' && isPass(played[played.length - 3] ?? '');
        const key = `${result} ${reason}${passed ? ' after a pass' : ''}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
        break;
      }
      const move = nextMove(legal, played, bias, random);
      played.push(move);
      b.push(move);
      ours.play(move);
      plain.play(move);
    }
    b.delete();
    if (result !== '*') recorded.push({ variant: name, moves: played.join(' '), result });
  }
  const ends = [...tally].map(([k, n]) => `${k}: ${n}`).join(', ');
  console.log(
    `${name.padEnd(12)} ${GAMES * BIASES.length} games, ${plies} positions; ${ends}; rule decides ${ruleDecides}`,
  );
}
for (const { def } of written) {
  const b = new ff.Board(def.id);
  const theirs = [1, 2, 3].map((d) => ffishPerft(b, d));
  const ours = [1, 2, 3].map((d) => perft(Position.fromFen(def.startFen, def), d));
  b.delete();
  if (theirs.join() !== ours.join()) bad++;
  console.log(`${def.id.padEnd(12)} written: perft 1-3 ffish ${theirs.join(', ')}, core ${ours.join(', ')}`);
}
console.log(`${bad} mismatches`);
if (WRITE) {
  const file = new URL(
    '../../packages/fairy-variants/test/fixtures/ffish-move-repetition.json',
    import.meta.url,
  );
  const sections = written.map((w) => w.text);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ sections: SECTIONS, written: sections, games: recorded }, null, 2)}\n`,
  );
}
process.exitCode = bad > 0 ? 1 : 0;
