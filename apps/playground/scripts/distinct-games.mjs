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

/** Bytes of the output buffer; a game takes at most a few hundred. */
const CHUNK = 1 << 20;
/** Room kept for one game at the end of the buffer before it is handed over. */
const GAME_ROOM = 4096;

/** The ASCII bytes of `text`. */
function ascii(text) {
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}

/**
 * The games' text as ASCII bytes in a reused buffer, handed to `write` (which must use or copy them before it
 * returns) a megabyte at a time: no string per move or game.
 */
class ByteOut {
  constructor(write = () => {}, size = CHUNK) {
    this.write = write;
    this.bytes = new Uint8Array(size);
    this.at = 0;
  }

  /** Appends bytes. */
  put(bytes) {
    this.bytes.set(bytes, this.at);
    this.at += bytes.length;
  }

  /** Appends one byte. */
  byte(b) {
    this.bytes[this.at++] = b;
  }

  /** Appends a non-negative integer's decimal digits. */
  number(n) {
    const from = this.at;
    do {
      this.bytes[this.at++] = 48 + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
    this.bytes.subarray(from, this.at).reverse();
  }

  /** Hands the bytes over when less than a game's room is left (`all`: whatever is there). */
  flush(all = false) {
    if (this.at === 0 || (!all && this.at < CHUNK - GAME_ROOM)) return;
    this.write(this.bytes.subarray(0, this.at));
    this.at = 0;
  }
}

/** The SAN letters' bytes (0: none) of a chess position's piece types by type number. */
function lettersOf(pos) {
  const layout = engineLayout(pos);
  return layout.symbols.map((symbol, type) =>
    layout.typeIds[type] === 'pawn' || symbol === '' ? 0 : symbol.toUpperCase().charCodeAt(0),
  );
}

const FILE_A = 97;
const RANK_1 = 49;
const X = 120;
const CASTLE_SHORT = ascii('O-O');
const CASTLE_LONG = ascii('O-O-O');

/**
 * Writes the canonical SAN, without its check suffix, of `moves[index]`, one of the `count` legal moves of the
 * chess position `pos` in `moves`, as `@x/san`'s `stringify` writes it: letter, the origin's file, rank or both when
 * another legal move of the same piece type reaches the same square (the file first, PGN standard 8.2.3; a pawn's
 * capture always names its file), `x`, the square, `=Q`; `O-O`/`O-O-O`.
 */
function writeSan(out, pos, moves, count, index, letters) {
  const m = moves[index];
  const kind = moveKind(m);
  if (kind === KIND_CASTLE) return out.put(castlingSide(pos, m) === 'long' ? CASTLE_LONG : CASTLE_SHORT);
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
  if (letter !== 0) out.byte(letter);
  const pawnFile = letter === 0 && (capture || from % 8 !== to % 8);
  const file = pawnFile || (others && (!sameFile || sameRank || pawnFile));
  if (file) out.byte(FILE_A + (from % 8));
  if (others && sameFile) out.byte(RANK_1 + (from >> 3));
  if (capture) out.byte(X);
  out.byte(FILE_A + (to % 8));
  out.byte(RANK_1 + (to >> 3));
  if (kind === KIND_PROMOTION) {
    out.byte(61); // =
    out.byte(letters[moveExtra(m)]);
  }
}

/** The bytes each game of `line` (one of `openings`) starts with, and its opening moves' bytes. */
function gameBytes(line) {
  const elo = `${line.white ? `[WhiteElo "${line.white}"]\n` : ''}${line.black ? `[BlackElo "${line.black}"]\n` : ''}`;
  return { elo: ascii(`"]\n${elo}[Result "`), sans: line.sans.map(ascii) };
}

const EVENT = ascii('[Event "distinct ');
const TAG_END = ascii('"]\n\n');
const GAME_END = ascii('\n\n');
const RESULT_BYTES = RESULTS.map(ascii);
/** `1. ` … `40. `: the move numbers before White's moves. */
const NUMBERS = Array.from({ length: PLIES / 2 }, (_, i) => ascii(`${i + 1}. `));

/**
 * Writes the games `0 … n - 1` of the distinct-games file made from `lines` (`openings` of `lichess-100.pgn`) as
 * ASCII bytes, each game followed by an empty line, a megabyte at a time to `write` (a view of a reused buffer).
 */
export function writeDistinctGames(n, lines, write) {
  const next = xorshift(0x2545f491);
  const buf = createMoveBuffer();
  const replies = createMoveBuffer();
  const pos = ChessPosition.fromFen(START);
  const start = pos.clone();
  const letters = lettersOf(pos);
  const texts = lines.map(gameBytes);
  const out = new ByteOut(write);
  const moves = new ByteOut(undefined, GAME_ROOM); // one game's moves, written after its header once its result is drawn
  for (let g = 0; g < n; g++) {
    const line = lines[g % lines.length];
    const text = texts[g % lines.length];
    // the opening: the lichess game's first plies, as written there
    const prefix = Math.min(4 + (g % 17), line.sans.length);
    copyChessPosition(pos, start);
    moves.at = 0;
    for (let ply = 0; ply < PLIES; ply++) {
      if (ply < prefix) {
        if (ply > 0) moves.byte(32);
        if (ply % 2 === 0) moves.put(NUMBERS[ply / 2]);
        moves.put(text.sans[ply]);
        pos.playEncoded(line.codes[ply]);
        continue;
      }
      const count = generateLegalMoves(pos, buf);
      if (count === 0) break;
      if (ply > 0) moves.byte(32);
      if (ply % 2 === 0) moves.put(NUMBERS[ply / 2]);
      const index = Math.floor(next() * count);
      const m = buf[index];
      writeSan(moves, pos, buf, count, index, letters);
      const check = givesCheck(pos, m);
      pos.playEncoded(m);
      if (check) moves.byte(generateLegalMoves(pos, replies) === 0 ? 35 : 43); // # or +
    }
    const result = RESULT_BYTES[Math.floor(next() * 3)];
    // `[Event "distinct 7"]`, the Elo tags, `[Result "1-0"]`, an empty line, the moves, the result, an empty line
    out.put(EVENT);
    out.number(g);
    out.put(text.elo);
    out.put(result);
    out.put(TAG_END);
    out.put(moves.bytes.subarray(0, moves.at));
    out.byte(32);
    out.put(result);
    out.put(GAME_END);
    out.flush();
  }
  out.flush(true);
}

/** The path of a file of `n` distinct games (made on first use). */
export async function distinctGames(n, lichessFile) {
  const file = path.join(os.tmpdir(), `x-explorer-distinct-${n}.pgn`);
  if (fs.existsSync(file)) return file;
  const lines = await openings(fs.readFileSync(lichessFile, 'utf8'));
  const out = fs.openSync(`${file}.part`, 'w');
  writeDistinctGames(n, lines, (bytes) => fs.writeSync(out, bytes));
  fs.closeSync(out);
  fs.renameSync(`${file}.part`, file);
  return file;
}
