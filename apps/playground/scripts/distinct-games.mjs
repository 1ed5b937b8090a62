/**
 * `measure-database.mjs --distinct`: a file of `n` distinct games for the explorer's timing — each game opens
 * with the first 4 to 20 plies of one of the games of `lichess-100.pgn` (real openings, shared by many games),
 * then goes on with random legal moves (a seeded xorshift picks among them) to 80 plies or the end of the game.
 * Nearly every position after the opening is new: the explorer's worst case, harder than a real database of as
 * many games, which repeats its openings for longer. Tags: the lichess game's players' Elo and a result drawn at
 * random. Written once to the temporary directory and reused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ChessPosition } from '@x/core/chess';
import { createMoveBuffer, generateLegalMoves, decodeMove } from '@x/core/engine';
import { readPgn, resolve, startingPosition, stringify, walkGame } from '@x/san';

const PLIES = 80;
const RESULTS = ['1-0', '0-1', '1/2-1/2'];

async function* bytesOf(text) {
  yield new TextEncoder().encode(text);
}

/** The main lines (SAN) and Elo tags of the games of `lichessFile`. */
async function openings(lichessFile) {
  const out = [];
  for await (const r of readPgn(bytesOf(fs.readFileSync(lichessFile, 'utf8')))) {
    if (!r.success) continue;
    const moves = [];
    const start = startingPosition(r.data);
    if (start.variant.id !== 'chess') continue;
    try {
      walkGame(r.data, start, (step) => moves.push(step.san), { variations: false });
    } catch {
      // the moves before a bad one
    }
    out.push({ sans: moves, white: r.data.headers.get('WhiteElo'), black: r.data.headers.get('BlackElo') });
  }
  return out;
}

/** A seeded xorshift32 generator of numbers in [0, 1): the same games from the same seed. */
export function xorshift(seed) {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** The path of a file of `n` distinct games (made on first use). */
export async function distinctGames(n, lichessFile) {
  const file = path.join(os.tmpdir(), `x-explorer-distinct-${n}.pgn`);
  if (fs.existsSync(file)) return file;
  const lines = await openings(lichessFile);
  const next = xorshift(0x2545f491);
  const buf = createMoveBuffer();
  const out = fs.openSync(`${file}.part`, 'w');
  let batch = [];
  for (let g = 0; g < n; g++) {
    const line = lines[g % lines.length];
    // the opening: the lichess game's first plies, written again as SAN from the start
    const prefix = Math.min(4 + (g % 17), line.sans.length);
    const pos = ChessPosition.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const sans = [];
    for (let ply = 0; ply < PLIES; ply++) {
      let san;
      if (ply < prefix) {
        san = line.sans[ply];
        pos.play(resolve(san, pos));
      } else {
        const count = generateLegalMoves(pos, buf);
        if (count === 0) break;
        const m = buf[Math.floor(next() * count)];
        san = stringify(decodeMove(pos, m), pos);
        pos.playEncoded(m);
      }
      sans.push(`${ply % 2 === 0 ? `${ply / 2 + 1}. ` : ''}${san}`);
    }
    const result = RESULTS[Math.floor(next() * 3)];
    const elo = `${line.white ? `[WhiteElo "${line.white}"]\n` : ''}${line.black ? `[BlackElo "${line.black}"]\n` : ''}`;
    batch.push(`[Event "distinct ${g}"]\n${elo}[Result "${result}"]\n\n${sans.join(' ')} ${result}\n`);
    if (batch.length === 1000) {
      fs.writeSync(out, `${batch.join('\n')}\n`);
      batch = [];
    }
  }
  if (batch.length) fs.writeSync(out, `${batch.join('\n')}\n`);
  fs.closeSync(out);
  fs.renameSync(`${file}.part`, file);
  return file;
}
