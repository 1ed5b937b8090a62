/**
 * @x/diagram: SVGs per second and their size, for the positions of 100 random chess games (10…70 plies) and of the
 * shogi, xiangqi and janggi starts. The target: 1,000 SVGs per second or more. python-chess's
 * `chess.svg.board` output for the same positions is not stored here yet (no Python on the bench machine).
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { svg } from '@x/diagram';
import { rng } from '../../../tests/rng.js';
import { measure, report } from '../harness.js';

/** `count` positions of random games of `variant`. */
function positions(variant: VariantDefinition, count: number): Position[] {
  const random = rng(0xd1a6);
  const out: Position[] = [];
  while (out.length < count) {
    const pos = Position.fromFen(variant.startFen, variant);
    const plies = 10 + Math.floor(random() * 60);
    for (let i = 0; i < plies; i++) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
    out.push(pos);
  }
  return out;
}

export function bench(): void {
  const chess = positions(variants.chess, 100);
  const east = [variants.shogi, variants.xiangqi, variants.janggi].flatMap((v) => positions(v, 20));
  const bytes = chess.reduce((n, p) => n + svg(p).length, 0);
  console.log(`\n@x/diagram: 100 chess positions, ${Math.round(bytes / 100)} bytes an SVG on average`);
  const results = measure([
    {
      name: '@x/diagram chess',
      run: () => chess.reduce((n, p) => n + (svg(p, { lastMove: 'e2e4' }) ? 1 : 0), 0),
    },
    { name: '@x/diagram shogi/xq/janggi', run: () => east.reduce((n, p) => n + (svg(p) ? 1 : 0), 0) },
  ]);
  report('svg(position): diagrams per second', results, 'SVGs');
}
