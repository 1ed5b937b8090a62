/**
 * @x/diagram: SVGs per second and their size, for the positions of 100 random chess games (10…70 plies) and of the
 * shogi, xiangqi and janggi starts (the issue's target: 1,000 SVGs per second or more); and a 93-ply chess game
 * (the first game of 93 plies or more of ../shared/data/pgn/lichess-100.pgn, cut at 93) as an animated GIF at 90
 * pixels a square with the players' bars, as lila-gif draws it (lila-gif: 336 KiB at 720 × 840 in about 60 ms; the target: ≤ 336 KiB and
 * ≤ 300 ms). python-chess's `chess.svg.board` sizes for the same positions are not here: python-chess cannot be
 * installed on the bench machine (no PyPI), and no stored figure for these positions exists.
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { svg } from '@x/diagram';
import { gif } from '@x/diagram/gif';
import { mainLine, parsePgn, walkGame } from '@x/san';
import { rng } from '../../../tests/rng.js';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { measure, median, report } from '../harness.js';

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

/** The frames of the first game of at least `plies` plies of lichess-100.pgn, cut at `plies`. */
function gameOf(plies: number) {
  const game = parsePgn(readSharedData('pgn', 'lichess-100.pgn')).find(
    (g) => mainLine(g.moves).length >= plies && !g.headers.has('FEN'),
  );
  if (!game) return undefined;
  const start = Position.fromFen(variants.chess.startFen, variants.chess);
  const frames: { position: Position; lastMove?: { from: string; to: string } }[] = [
    { position: start.clone() },
  ];
  walkGame(
    game,
    start,
    (step) => {
      if (frames.length > plies) return;
      const move = step.move as { from?: string; to: string };
      frames.push({
        position: step.position.clone() as Position,
        lastMove: { from: move.from ?? move.to, to: move.to },
      });
    },
    { variations: false, decode: true },
  );
  const players = { white: game.headers.get('White') ?? '', black: game.headers.get('Black') ?? '' };
  return { frames, players, name: `${players.white} – ${players.black}` };
}

/** CPU milliseconds of this process so far. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export async function bench(): Promise<void> {
  const chess = positions(variants.chess, 100);
  const east = [variants.shogi, variants.xiangqi, variants.janggi].flatMap((v) => positions(v, 20));
  const bytes = chess.reduce((n, p) => n + svg(p).length, 0);
  console.log(`\n@x/diagram: 100 chess positions, ${Math.round(bytes / 100)} bytes an SVG on average`);
  console.log(
    'python-chess chess.svg.board: not measured (python-chess not installable here, no stored figure)',
  );
  const results = measure([
    {
      name: '@x/diagram chess',
      run: () => chess.reduce((n, p) => n + (svg(p, { lastMove: 'e2e4' }) ? 1 : 0), 0),
    },
    { name: '@x/diagram shogi/xq/janggi', run: () => east.reduce((n, p) => n + (svg(p) ? 1 : 0), 0) },
  ]);
  report('svg(position): diagrams per second', results, 'SVGs');
  if (!hasSharedData) {
    console.log('gif: skipped (no ../shared/data)');
    return;
  }
  const game = gameOf(93);
  if (!game) return;
  for (const coordinates of [false, true]) {
    const options = { squareSize: 90, coordinates, players: game.players };
    await gif(game.frames, options); // resvg's WebAssembly compiled and warmed up
    await gif(game.frames, options);
    const wall: number[] = [];
    const used: number[] = [];
    let size = 0;
    for (let round = 0; round < 5; round++) {
      const [t0, c0] = [performance.now(), cpu()];
      size = (await gif(game.frames, options)).length;
      wall.push(performance.now() - t0);
      used.push(cpu() - c0);
    }
    const [w, h] = coordinates ? [756, 876] : [720, 840];
    console.log(
      `gif: ${game.frames.length - 1} plies (${game.name}) at ${w} × ${h} (player bars)${coordinates ? ' with coordinates' : ''}: ` +
        `${(size / 1024).toFixed(1)} KiB, median ${Math.round(median(wall))} ms wall, ${Math.round(median(used))} ms CPU ` +
        '(lila-gif: 336 KiB at 720 × 840, ~60 ms; target ≤ 336 KiB, ≤ 300 ms)',
    );
  }
}
