/**
 * @x/diagram: SVGs per second and their size, for the positions of 100 random chess games (10…70 plies) and of the
 * shogi, xiangqi and janggi starts (the issue's target: 1,000 SVGs per second or more); and a 93-ply chess game
 * (the first game of 93 plies or more of ../shared/data/pgn/lichess-100.pgn, cut at 93) as an animated GIF at 90
 * pixels a square with the players' bars, as lila-gif draws it (lila-gif: 336 KiB at 720 × 840 in about 60 ms; the target: ≤ 336 KiB and
 * ≤ 300 ms). python-chess's `chess.svg.board` (GPL-3.0, run here only, never copied: its source unpacked from
 * github:niklasf/python-chess into a folder named by `PYTHON_CHESS`, run by `python3` with that `PYTHONPATH`) draws
 * the same 100 chess positions: its output size and time beside ours; skipped with a message without it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { svg } from '@x/diagram';
import { gif } from '@x/diagram/gif';
import { lichessGame } from '../../../tests/lichess-game.js';
import { rng } from '../../../tests/rng.js';
import { hasSharedData } from '../../../tests/shared-data.js';
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

/** python-chess's SVGs of `fens`: total bytes and milliseconds, or why not. */
function pythonChess(fens: readonly string[]): { bytes: number; ms: number } | string {
  const dir = process.env.PYTHON_CHESS;
  if (!dir) return 'set PYTHON_CHESS to an unpacked github:niklasf/python-chess (GPL-3.0, bench only)';
  const file = path.join(os.tmpdir(), `diagram-bench-fens-${process.pid}.txt`);
  fs.writeFileSync(file, fens.join('\n'));
  const script = [
    'import sys, time, chess, chess.svg',
    'fens = open(sys.argv[1]).read().split("\\n")',
    'boards = [chess.Board(f) for f in fens]',
    'for b in boards: chess.svg.board(b)',
    't = time.perf_counter()',
    'n = sum(len(chess.svg.board(b)) for b in boards)',
    'print(n, (time.perf_counter() - t) * 1000)',
  ].join('\n');
  try {
    const run = spawnSync('python3', ['-c', script, file], {
      env: { ...process.env, PYTHONPATH: dir },
      encoding: 'utf8',
    });
    if (run.status !== 0) return `python3 failed: ${(run.stderr ?? '').trim().split('\n').at(-1)}`;
    const [bytes, ms] = run.stdout.trim().split(' ').map(Number);
    return { bytes: bytes!, ms: ms! };
  } finally {
    fs.rmSync(file, { force: true });
  }
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
  const peer = pythonChess(chess.map((p) => p.toFen()));
  if (typeof peer === 'string') console.log(`python-chess chess.svg.board: skipped (${peer})`);
  else {
    const t0 = performance.now();
    for (const p of chess) svg(p);
    const ours = performance.now() - t0;
    console.log(
      `python-chess chess.svg.board: ${Math.round(peer.bytes / 100)} bytes an SVG on average, ` +
        `${Math.round((100 * 1000) / peer.ms)} SVGs/s (@x/diagram, same positions, one pass: ` +
        `${Math.round((100 * 1000) / ours)} SVGs/s)`,
    );
  }
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
  const game = lichessGame(93);
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
