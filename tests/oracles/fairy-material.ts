/**
 * `@x/core`'s insufficient-material draws of its built-in makruk (`'makruk'`) and xiangqi (`'confined'`) against
 * Fairy-Stockfish's (ffish `isInsufficientMaterial`): seeded random games, capture-biased to reach endgames, compared
 * after every ply until either says the game is drawn by material. Prints the positions compared, the games both
 * ended so, and any difference (the FEN and both verdicts).
 * Run: `pnpm --filter @x/oracles exec tsx fairy-material.ts [games]` (default 300 per variant).
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { rng } from '../rng.js';
import { loadFfish } from './ffish.js';

const games = Number(process.argv[2] ?? 300);
const ffish = await loadFfish();
for (const name of ['makruk', 'xiangqi'] as const) {
  const variant = variants[name];
  const random = rng(12345);
  const pick = (n: number) => Math.floor(random() * n);
  let compared = 0;
  let drawn = 0;
  const differences: string[] = [];
  for (let g = 0; g < games; g++) {
    const pos = Position.fromFen(variant.startFen, variant);
    const board = new ffish.Board(name);
    for (let ply = 0; ply < 400; ply++) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      const captures = moves.filter((m) => m.captured !== undefined);
      const move =
        captures.length > 0 && pick(3) > 0 ? captures[pick(captures.length)]! : moves[pick(moves.length)]!;
      const uci = pos.uci(move);
      pos.play(uci);
      if (!board.push(uci)) {
        differences.push(`${board.fen()}: ffish refuses ${uci}`);
        break;
      }
      const ours = pos.isInsufficientMaterial();
      const theirs = board.isInsufficientMaterial();
      compared++;
      if (ours !== theirs) differences.push(`${board.fen()}: ours ${ours}, ffish ${theirs}`);
      if (ours || theirs) {
        drawn += ours && theirs ? 1 : 0;
        break;
      }
    }
    board.delete();
  }
  console.log(
    `${name}: ${compared} positions, ${drawn} games drawn by material in both, ${differences.length} differences`,
  );
  for (const d of differences.slice(0, 10)) console.log(`  ${d}`);
}
