/**
 * Adversarial record shapes for the linear-time checks (test/linear.test.ts) and `pnpm bench tree-scaling`: a KI2
 * record with a one-move branch (変化) at every second ply, a KI2 record of branches nested one in the other, and a
 * long game of king moves.
 */
import { type KifGame, STARTPOS_SFEN } from '../src/index.js';

/** Four king moves that bring the start position back: a record of any length from legal moves. */
const CYCLE_KI2 = ['▲５八玉', '△５二玉', '▲５九玉', '△５一玉'];
/** The branch played instead of each second ply (the side to move's king steps aside). */
const ASIDE_KI2: Record<number, string> = { 1: '△４二玉', 3: '△６二玉' };

/** A KI2 record of `plies` moves with a one-move branch at every second ply (the repro shape). */
export function branchHeavyKi2(plies: number): string {
  const lines = ['手合割：平手'];
  for (let i = 0; i < plies; i++) lines.push(CYCLE_KI2[i % 4]!);
  for (let p = plies - (plies % 2); p >= 2; p -= 2) lines.push('', `変化：${p}手`, ASIDE_KI2[(p - 1) % 4]!);
  return `${lines.join('\n')}\n`;
}

/** A game of `plies` king moves (USI), no branches. */
export function longGame(plies: number): KifGame {
  const cycle = ['5i5h', '5a5b', '5h5i', '5b5a'];
  return {
    headers: [],
    start: STARTPOS_SFEN,
    moves: Array.from({ length: plies }, (_, i) => ({ usi: cycle[i % 4]! })),
  };
}

/**
 * A KI2 record of `depth` branches each nested in the one before: every branch plays the king move the line
 * before played as its second move, then a pawn move, which the next branch replaces.
 */
export function nestedKi2(depth: number): string {
  const aside = (ply: number) => (ply % 2 === 1 ? '▲９六歩' : '△９四歩');
  const lines = ['手合割：平手', `${CYCLE_KI2[0]} ${aside(2)}`];
  for (let ply = 2; ply <= depth + 1; ply++)
    lines.push(`変化：${ply}手`, `${CYCLE_KI2[(ply - 1) % 4]} ${aside(ply + 1)}`);
  return `${lines.join('\n')}\n`;
}
