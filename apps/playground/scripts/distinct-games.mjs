/**
 * `measure-database.mjs --distinct`: a file of `n` distinct games for the explorer's timing — each game opens
 * with the first 4 to 20 plies of one of the games of `lichess-100.pgn` (real openings, shared by many games),
 * then goes on with random legal moves (a seeded xorshift picks among them) to 80 plies or the end of the game.
 * Nearly every position after the opening is new: the explorer's worst case, harder than a real database of as
 * many games, which repeats its openings for longer. Tags: the lichess game's players' Elo and a result drawn at
 * random. Written once to the temporary directory and reused.
 *
 * Fast enough for a million games (`pnpm bench search`): one position reused for every game, the openings replayed
 * from their encoded moves, and each random move's SAN written from the legal moves already generated to pick it
 * (`sanOfLegal`, canonical SAN as `@x/san`'s `stringify` writes it for chess) instead of by `stringify`, which
 * generates them again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ChessPosition, copyChessPosition } from '@x/core/chess';
import {
  castlingSide,
  createMoveBuffer,
  engineLayout,
  generateLegalMoves,
  givesCheck,
  isCaptureMove,
  KIND_CASTLE,
  KIND_PROMOTION,
  moveExtra,
  moveKind,
  moveOrigin,
  movePieceType,
  moveTarget,
} from '@x/core/engine';
import { readPgn, resolve, startingPosition, walkGame } from '@x/san';

const PLIES = 80;
const RESULTS = ['1-0', '0-1', '1/2-1/2'];
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** Games written at once. */
const BATCH = 1000;

async function* bytesOf(text) {
  yield new TextEncoder().encode(text);
}

/**
 * The main lines of the games of `lichessText` (a PGN file's text): their SAN as written, their encoded moves from
 * the start position, and their Elo tags.
 */
export async function openings(lichessText) {
  const out = [];
  const pos = ChessPosition.fromFen(START);
  const start = pos.clone();
  for await (const r of readPgn(bytesOf(lichessText))) {
    if (!r.success) continue;
    const sans = [];
    const first = startingPosition(r.data);
    if (first.variant.id !== 'chess') continue;
    try {
      walkGame(r.data, first, (step) => sans.push(step.san), { variations: false });
    } catch {
      // the moves before a bad one
    }
    copyChessPosition(pos, start);
    const codes = sans.map((san) => {
      const m = pos.findEncoded(resolve(san, pos));
      pos.playEncoded(m);
      return m;
    });
    out.push({ sans, codes, white: r.data.headers.get('WhiteElo'), black: r.data.headers.get('BlackElo') });
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

/** The SAN letters of a chess position's piece types by type number (`''` for the pawn and for none). */
function lettersOf(pos) {
  const layout = engineLayout(pos);
  return layout.symbols.map((symbol, type) => (layout.typeIds[type] === 'pawn' ? '' : symbol.toUpperCase()));
}

/**
 * The canonical SAN, without its check suffix, of `moves[index]`, one of the `count` legal moves of the chess
 * position `pos` in `moves`: letter, the origin's file, rank or both when another legal move of the same piece type
 * reaches the same square (the file first, PGN standard 8.2.3; a pawn's capture always names its file), `x`, the
 * square, `=Q`; `O-O`/`O-O-O`.
 */
export function sanOfLegal(pos, moves, count, index, letters) {
  const m = moves[index];
  const kind = moveKind(m);
  if (kind === KIND_CASTLE) return castlingSide(pos, m) === 'long' ? 'O-O-O' : 'O-O';
  const { squareNames } = engineLayout(pos);
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const type = movePieceType(pos, m);
  const capture = isCaptureMove(pos, m);
  let others = false;
  let sameFile = false;
  let sameRank = false;
  for (let i = 0; i < count; i++) {
    const o = moves[i];
    if (moveTarget(o) !== to || moveKind(o) === KIND_CASTLE) continue;
    const other = moveOrigin(o);
    if (other === from || movePieceType(pos, o) !== type) continue;
    others = true;
    sameFile ||= other % 8 === from % 8;
    sameRank ||= other >> 3 === from >> 3;
  }
  const letter = letters[type];
  const pawnFile = letter === '' && (capture || from % 8 !== to % 8);
  let origin = pawnFile ? squareNames[from][0] : '';
  if (others && !sameFile) origin = squareNames[from][0];
  else if (others && !sameRank && !pawnFile) origin = squareNames[from][1];
  else if (others) origin = squareNames[from];
  const promotion = kind === KIND_PROMOTION ? `=${letters[moveExtra(m)]}` : '';
  return `${letter}${origin}${capture ? 'x' : ''}${squareNames[to]}${promotion}`;
}

/**
 * Writes the games `0 … n - 1` of the distinct-games file made from `lines` (`openings` of `lichess-100.pgn`) as
 * text, `BATCH` games a call of `write`.
 */
export function writeDistinctGames(n, lines, write) {
  const next = xorshift(0x2545f491);
  const buf = createMoveBuffer();
  const replies = createMoveBuffer();
  const pos = ChessPosition.fromFen(START);
  const start = pos.clone();
  const letters = lettersOf(pos);
  let batch = [];
  for (let g = 0; g < n; g++) {
    const line = lines[g % lines.length];
    // the opening: the lichess game's first plies, as written there
    const prefix = Math.min(4 + (g % 17), line.sans.length);
    copyChessPosition(pos, start);
    let text = '';
    for (let ply = 0; ply < PLIES; ply++) {
      let san;
      if (ply < prefix) {
        san = line.sans[ply];
        pos.playEncoded(line.codes[ply]);
      } else {
        const count = generateLegalMoves(pos, buf);
        if (count === 0) break;
        const index = Math.floor(next() * count);
        const m = buf[index];
        san = sanOfLegal(pos, buf, count, index, letters);
        const check = givesCheck(pos, m);
        pos.playEncoded(m);
        if (check) san += generateLegalMoves(pos, replies) === 0 ? '#' : '+';
      }
      if (ply > 0) text += ' ';
      if (ply % 2 === 0) text += `${ply / 2 + 1}. `;
      text += san;
    }
    const result = RESULTS[Math.floor(next() * 3)];
    const elo = `${line.white ? `[WhiteElo "${line.white}"]\n` : ''}${line.black ? `[BlackElo "${line.black}"]\n` : ''}`;
    batch.push(`[Event "distinct ${g}"]\n${elo}[Result "${result}"]\n\n${text} ${result}\n`);
    if (batch.length === BATCH) {
      write(`${batch.join('\n')}\n`);
      batch = [];
    }
  }
  if (batch.length) write(`${batch.join('\n')}\n`);
}

/** The path of a file of `n` distinct games (made on first use). */
export async function distinctGames(n, lichessFile) {
  const file = path.join(os.tmpdir(), `x-explorer-distinct-${n}.pgn`);
  if (fs.existsSync(file)) return file;
  const lines = await openings(fs.readFileSync(lichessFile, 'utf8'));
  const out = fs.openSync(`${file}.part`, 'w');
  writeDistinctGames(n, lines, (text) => fs.writeSync(out, text));
  fs.closeSync(out);
  fs.renameSync(`${file}.part`, file);
  return file;
}
