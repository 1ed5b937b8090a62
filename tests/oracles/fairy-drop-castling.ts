import { Position } from '@x/core';
import { parse, toVariant } from '@x/fairy-variants';
import { rng } from '../rng.js';
import { loadFfishWithFsfIni } from './ffish.js';

const { ff, ini } = await loadFfishWithFsfIni();
const file = parse(ini);
const random = rng(93);
/** Moves that drop a king or rook on its castling square, or castle. */
const CASTLING = /^(K@e1|R@a1|R@h1|K@e8|R@a8|R@h8|e1g1|e1c1|e8g8|e8c8)$/;
let bad = 0;
let compared = 0;
let castled = 0;
let granted = 0;
for (const name of ['placement', 'screen']) {
  const { variant, complete } = file.sections.some((s) => s.name === name)
    ? toVariant(file, name)
    : toVariant(`[${name}x:${name}]\n`, `${name}x`);
  if (!complete) throw new Error(`${name} does not convert completely`);
  for (let game = 0; game < 40; game++) {
    const b = new ff.Board(name);
    const ours = Position.fromFen(b.fen().replace(/\[\]/, ''), variant);
    for (let ply = 0; ply < 80; ply++) {
      const theirs = b
        .legalMoves()
        .split(' ')
        .filter((m) => m !== '')
        .sort();
      const mine = ours
        .legalMoves()
        .map((m) => ours.uci(m))
        .sort();
      const rights = [b.fen().split(' ')[2], ours.toFen().split(' ')[2]];
      compared++;
      if (rights[0] !== '-') granted++;
      if (theirs.join() !== mine.join() || rights[0] !== rights[1]) {
        bad++;
        const extra = mine.filter((m) => !theirs.includes(m));
        const missing = theirs.filter((m) => !mine.includes(m));
        console.log(name, b.fen(), b.moveStack(), { extra, missing, rights });
        break;
      }
      if (theirs.length === 0) break;
      const favoured = theirs.filter((m) => CASTLING.test(m));
      const pool = favoured.length > 0 && random() < 0.5 ? favoured : theirs;
      const move = pool[Math.floor(random() * pool.length)]!;
      if (/^e[18][gc][18]$/.test(move) && !move.includes('@')) castled++;
      b.push(move);
      ours.play(move);
    }
    b.delete();
  }
}
console.log(
  `compared ${compared} positions (${granted} with a castling right, ${castled} castlings played), ${bad} mismatches`,
);
process.exitCode = bad > 0 ? 1 : 0;
