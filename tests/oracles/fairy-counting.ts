import { Position } from '@x/core';
import { parse, toVariant } from '@x/fairy-variants';
import { rng } from '../rng.js';
import { loadFfishWithFsfIni } from './ffish.js';
import { coreResult, ffishResult, playRandomMove } from './results.js';
const { ff, ini } = await loadFfishWithFsfIni();
const file = parse(ini);
const cases: [string, string][] = [
  ['makruk', '4k3/R2p4/8/8/8/8/8/4K3 w - - 0 1'],
  ['makruk', '4k3/R2p4/8/8/8/8/8/2N1K3 w - - 0 1'],
  ['makruk', '4k3/3p4/8/3S4/8/8/8/4K3 w - - 0 1'],
  ['makruk', '4k3/3p4/8/3SS3/8/8/8/2N1K3 w - - 0 1'],
  ['makruk', '4k1r1/3p4/8/3S4/8/8/8/4K3 w - - 0 1'],
  ['makruk', '4k3/3p4/8/3R4/8/8/8/R3K3 w - - 0 1'],
  ['makruk', '4k3/8/8/8/8/8/8/R3K3 b - 16 3 1'],
  ['asean', '4k3/R2p4/8/8/8/8/8/4K3 w - - 0 1'],
  ['asean', '4k3/3p4/8/3B4/8/8/8/4K3 w - - 0 1'],
  ['asean', '4k3/3p4/8/3N4/8/1N6/8/4K3 w - - 0 1'],
  ['ai-wok', '4k3/R2p4/8/8/8/8/8/4K3 w - - 0 1'],
  ['ai-wok', '4k3/3p4/8/3S4/8/8/8/4K3 w - - 0 1'],
  ['makhouse', '4k3/R2p4/8/8/8/8/8/4K3[] w - - 0 1'],
  ['cambodian', '4k3/R2p4/8/8/8/8/8/4K3 w - - 0 1'],
  ['cambodian', '4k3/3p4/8/3S4/8/8/8/4K3 w - - 0 1'],
  ['cambodian', '3k4/3p1p2/8/3SS3/8/8/8/2N1K3 w - - 0 1'],
  ['cambodian', '4k1r1/3p4/8/3S4/8/8/8/4K3 w - - 0 1'],
  ['cambodian', '3mk3/8/pp6/8/8/6PP/8/R2KM3 w DEde - 0 1'],
  ['karouk', '4k3/3p4/8/3SS3/8/8/8/4K3 w - - 1+1 0 1'],
];
const random = rng(7);
let bad = 0;
let claims = 0;
let compared = 0;
let ended = 0;
for (const [name, fen] of cases) {
  const { variant, complete } = file.sections.some((x) => x.name === name)
    ? toVariant(file, name)
    : toVariant(`[${name}x:${name}]\n`, `${name}x`);
  for (let game = 0; game < 6; game++) {
    const b = new ff.Board(name, fen);
    const ours = Position.fromFen(fen, variant);
    for (let ply = 0; ply < 160; ply++) {
      const theirs = b.fen().replace('[]', '');
      const mine = ours.toFen().replace('[]', '');
      compared++;
      // makhouse: the engine zeroes the halfmove clock on every drop (no rule here reads it: nMoveRule = 0).
      const clock = (f: string) => (name === 'makhouse' ? f.replace(/ - (\d+) (\d+)$/, ' - x $2') : f);
      if (clock(theirs) !== clock(mine)) {
        bad++;
        console.log(name, complete, 'FEN', theirs, '|', mine, b.moveStack());
        break;
      }
      const res = ffishResult(b);
      const over = res !== '*';
      const outcome = ours.outcome();
      const mineRes = coreResult(ours);
      const [, , , limit, ply] = theirs.split(' ');
      const passed = /^\d+$/.test(limit ?? '') && Number(ply) > Number(limit);
      if (over && outcome === undefined && res === '1/2-1/2' && !passed) {
        claims++; // ffish's insufficient material (no count has passed its limit)
        break;
      }
      if (over !== (outcome !== undefined) || (over && res !== mineRes)) {
        bad++;
        console.log(name, 'over', over, res, outcome, theirs, b.moveStack());
        break;
      }
      if (over) {
        if (outcome?.reason === 'counting') ended++;
        break;
      }
      playRandomMove(b, ours, random);
    }
    b.delete();
  }
}
console.log(
  `compared ${compared} positions, ${bad} mismatches, ${ended} games drawn by counting, ${claims} ended by ffish's insufficient material`,
);
process.exitCode = bad > 0 ? 1 : 0;
