/**
 * `KeyTable`: the position keys of every chess game of an opened index — for each ply's position, the first half
 * of `@x/core`'s `positionHash` (board, side to move, castling rights, a legal e.p. square) and the game's number —
 * bucketed by the key's top bits, so an exact-position query (a full board as a sub-fen, with its material) is
 * answered by looking its keys up and replaying only the games found (the answer is the replay path's: every
 * candidate is checked by the query plan; a key shared by another position only costs a replay). Games of other
 * variants and of other starts than chess's are not keyed: they are always replayed. Eight bytes a position in
 * memory, built once per opened index in one replay (`build`).
 */
import { ChessPosition } from '@x/core/chess';
import { makeMove, positionHash } from '@x/core/engine';
import type { GameRecord } from '../database/game-record.js';
import type { PositionIndex } from '../database/index-reader.js';
import { SearchError } from '../errors.js';
import type { ReadCondition } from './condition.js';
import type { Starts } from './starts.js';

/** A growable array of 32-bit integers. */
class Ints {
  data = new Int32Array(1 << 12);
  length = 0;
  push(n: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = n;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/** The games' records, kept so that a candidate game is replayed without reading the index from its start. */
interface Records {
  readonly offset: Float64Array;
  readonly ints: Int32Array;
}
/** Ints kept per game: length, plies, flags, start, signatureAt, movesAt. */
const FIELDS = 6;

export class KeyTable {
  /** Bucket `b`'s entries are `[starts[b], starts[b + 1])`; `keys` and `games` (0-based) by entry. */
  readonly #shift: number;
  readonly #starts: Int32Array;
  readonly #keys: Int32Array;
  readonly #games: Int32Array;
  /** Games (0-based) not keyed, always replayed. */
  readonly unkeyed: Int32Array;
  readonly #records: Records;
  readonly #bytes: Uint8Array;

  private constructor(
    keys: Int32Array,
    games: Int32Array,
    unkeyed: Int32Array,
    records: Records,
    bytes: Uint8Array,
  ) {
    const bits = Math.min(22, Math.max(8, Math.ceil(Math.log2(keys.length / 8 + 1))));
    this.#shift = 32 - bits;
    const starts = new Int32Array((1 << bits) + 1);
    for (let i = 0; i < keys.length; i++) starts[(keys[i]! >>> this.#shift) + 1]!++;
    for (let b = 0; b < 1 << bits; b++) starts[b + 1]! += starts[b]!;
    const fill = starts.slice(0, -1);
    this.#keys = new Int32Array(keys.length);
    this.#games = new Int32Array(keys.length);
    for (let i = 0; i < keys.length; i++) {
      const at = fill[keys[i]! >>> this.#shift]!++;
      this.#keys[at] = keys[i]!;
      this.#games[at] = games[i]!;
    }
    this.#starts = starts;
    this.unkeyed = unkeyed;
    this.#records = records;
    this.#bytes = bytes;
  }

  /** Positions keyed. */
  get size(): number {
    return this.#keys.length;
  }

  /** The table of `index`: every chess game replayed once from its start. */
  static build(index: PositionIndex, starts: Starts): KeyTable {
    const keys = new Ints();
    const games = new Ints();
    const unkeyed = new Ints();
    const n = index.header.games;
    const offset = new Float64Array(n);
    const ints = new Int32Array(n * FIELDS);
    const hash = new Int32Array(2);
    const codes = index.codes;
    let bytes: Uint8Array = new Uint8Array(0);
    let g = 0;
    index.forEachGame((record) => {
      bytes = record.bytes;
      offset[g] = record.offset;
      ints.set(
        [record.length, record.plies, record.flags, record.start, record.signatureAt, record.movesAt],
        g * FIELDS,
      );
      const position = chessStart(record, index) ? starts.of(record) : undefined;
      if (!(position instanceof ChessPosition)) unkeyed.push(g);
      else {
        const { movesAt, plies } = record;
        for (let p = 0; p <= plies; p++) {
          positionHash(position, hash);
          keys.push(hash[0]!);
          games.push(g);
          if (p === plies) break;
          const m = codes[record.bytes[movesAt + 2 * p]! | (record.bytes[movesAt + 2 * p + 1]! << 8)];
          if (m === undefined)
            throw new SearchError('invalid-index', 'a move number beyond the dictionary', movesAt);
          makeMove(position, m);
        }
      }
      g++;
    });
    return new KeyTable(keys.view(), games.view(), unkeyed.view(), { offset, ints }, bytes);
  }

  /** The games (0-based, ascending) holding one of `keys` at some ply, and the unkeyed ones. */
  candidates(keys: readonly number[]): Int32Array {
    const found = new Set<number>(this.unkeyed);
    for (const key of keys) {
      const b = key >>> this.#shift;
      for (let i = this.#starts[b]!; i < this.#starts[b + 1]!; i++)
        if (this.#keys[i] === key) found.add(this.#games[i]!);
    }
    return Int32Array.from(found).sort();
  }

  /** Game `g`'s record (0-based; one object, reused). */
  record(g: number, into: GameRecord): GameRecord {
    const at = g * FIELDS;
    const ints = this.#records.ints;
    into.number = g + 1;
    into.offset = this.#records.offset[g]!;
    into.length = ints[at]!;
    into.plies = ints[at + 1]!;
    into.flags = ints[at + 2]!;
    into.start = ints[at + 3]!;
    into.signatureAt = ints[at + 4]!;
    into.movesAt = ints[at + 5]!;
    into.bytes = this.#bytes;
    return into;
  }
}

/** Whether a game starts from chess's standard start or a FEN of chess (no `Variant` tag). */
function chessStart(record: GameRecord, index: PositionIndex): boolean {
  return record.start === 0 || index.starts[record.start - 1]!.variant === '';
}

/**
 * The keys a position must have to meet `condition` when it asks for one exact chess board — one full 8×8 sub-fen,
 * no hand, and materials that count exactly its pieces — every side to move it allows, castling rights its kings
 * and rooks allow, and e.p. squares; undefined for any other condition (it is answered by replay).
 */
export function exactKeys(condition: ReadCondition): number[] | undefined {
  if (!keysOf.has(condition)) keysOf.set(condition, readExactKeys(condition));
  return keysOf.get(condition);
}

/** The keys of the conditions asked so far (a plan's conditions are read once). */
const keysOf = new WeakMap<ReadCondition, number[] | undefined>();

function readExactKeys(condition: ReadCondition): number[] | undefined {
  const { subFens, materials } = condition;
  if (subFens?.length !== 1 || materials === undefined || subFens[0]!.hand.length > 0) return undefined;
  const ranks = subFens[0]!.ranks;
  if (ranks.length !== 8) return undefined;
  const board: string[] = [];
  for (const rank of ranks) {
    let width = 0;
    for (const t of rank) width += typeof t === 'number' ? t : t.length === 1 ? 1 : 99;
    if (width !== 8) return undefined;
    for (const t of rank) {
      if (typeof t === 'number') board.push(...'.'.repeat(t));
      else board.push(t);
    }
  }
  const letters = (upper: boolean) =>
    board
      .filter((c) => c !== '.' && (c === c.toUpperCase()) === upper)
      .map((c) => c.toUpperCase())
      .sort()
      .join('');
  const sorted = (s: string) => [...s.toUpperCase()].sort().join('');
  const white = letters(true);
  const black = letters(false);
  if (!materials.every((m) => sorted(m.white) === white && sorted(m.black) === black)) return undefined;
  return boardKeys(board, condition.stm);
}

/**
 * The e.p. squares that can be legal with `stm` to move: behind a pawn of the other side on its fourth rank, with
 * a pawn of `stm` beside it (any other e.p. square is not in the key).
 */
function epSquares(at: (square: string) => string | undefined, stm: number): string[] {
  const [rank, behind, theirs, ours] = stm === 0 ? ['5', '6', 'p', 'P'] : ['4', '3', 'P', 'p'];
  const files = 'abcdefgh';
  return [...files]
    .filter((f, i) => {
      if (at(f + rank) !== theirs) return false;
      return (i > 0 && at(files[i - 1] + rank) === ours) || (i < 7 && at(files[i + 1] + rank) === ours);
    })
    .map((f) => f + behind);
}

/** Keys of the chess positions with `board` (64 squares from a8, `.` empty) and a side to move `stm` (either). */
function boardKeys(board: readonly string[], stm: number | undefined): number[] | undefined {
  const at = (square: string) => board[(8 - Number(square[1])) * 8 + square.charCodeAt(0) - 97];
  const rights = [
    ['K', 'e1', 'h1'],
    ['Q', 'e1', 'a1'],
    ['k', 'e8', 'h8'],
    ['q', 'e8', 'a8'],
  ].filter(([right, king, rook]) => {
    const white = right === right!.toUpperCase();
    return at(king!) === (white ? 'K' : 'k') && at(rook!) === (white ? 'R' : 'r');
  });
  const placement = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((r) =>
      board
        .slice(r * 8, r * 8 + 8)
        .join('')
        .replace(/\.+/g, (run) => String(run.length)),
    )
    .join('/');
  const keys = new Set<number>();
  const hash = new Int32Array(2);
  let read = false;
  for (const side of stm === undefined ? [0, 1] : [stm])
    for (let subset = 0; subset < 1 << rights.length; subset++) {
      const castling =
        rights
          .filter((_, i) => (subset >> i) & 1)
          .map((r) => r[0])
          .join('') || '-';
      for (const ep of ['-', ...epSquares(at, side)]) {
        try {
          positionHash(
            ChessPosition.fromFen(`${placement} ${side === 0 ? 'w' : 'b'} ${castling} ${ep} 0 1`),
            hash,
          );
        } catch {
          continue;
        }
        read = true;
        keys.add(hash[0]!);
      }
    }
  return read ? [...keys] : undefined;
}
