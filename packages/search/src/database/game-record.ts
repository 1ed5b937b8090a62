/**
 * One game of a position index, and its bytes in the index's body:
 *
 * - varint: twice the game's byte length in the source (its tag section and movetext, as `visitPgn` cuts it), plus one
 *   when bytes lie between the game before's end and its start (the first: from the part's start);
 * - varint: those bytes, when there are (`visitPgn` cuts games one after the other: there are not);
 * - varint: plies recorded (the main line up to its end, a bad move or a null move);
 * - a byte of flags (`FLAG_*`; bits 0–1 the result: 0 unknown, 1 `1-0`, 2 `0-1`, 3 `1/2-1/2`);
 * - varint: the start position's number among the index's starts, when `FLAG_START` (else the standard start);
 * - 7 bytes of signature when `FLAG_SIGNATURE` (`signature.ts`: the final material and home pawns of a chess game);
 * - two bytes a ply: the move's number in the index's move dictionary (u16, little-endian).
 */

/** The game starts from a `Variant`/`FEN` start (its number follows). */
export const FLAG_START = 4;
/** A 7-byte signature follows. */
export const FLAG_SIGNATURE = 8;
/** The main line was not played to its end (a bad move, a null move). */
export const FLAG_PARTIAL = 16;
/** The last position is checkmate. */
export const FLAG_MATE = 32;
/** The last position is stalemate. */
export const FLAG_STALEMATE = 64;
/** A pawn promoted in the game (the material signature is then no bound). */
export const FLAG_PROMOTED = 128;
/** Bytes of a signature. */
export const SIGNATURE_BYTES = 7;

/** The results by their 2-bit code. */
export const RESULTS = ['*', '1-0', '0-1', '1/2-1/2'] as const;

/** A game's result as its PGN writes it (`1-0`, `0-1`, `1/2-1/2`, or `*` when unknown), from its record. */
export function gameResult(record: GameRecord): (typeof RESULTS)[number] {
  return RESULTS[record.flags & 3]!;
}

/** One game of an index, as the reader hands it out (one object, reused: read it during the call). */
export interface GameRecord {
  /** 1-based number of the game in the source. */
  number: number;
  /** Byte offset and length of the game in the source. */
  offset: number;
  length: number;
  plies: number;
  flags: number;
  /** The start's number (0 the standard start, else 1 + its number among the index's starts). */
  start: number;
  /** The bytes the signature and moves lie in, and where they start (`signatureAt` < 0 when none). */
  bytes: Uint8Array;
  signatureAt: number;
  movesAt: number;
}

/**
 * A `GameRecord` before any game is read into it (game 0, no signature), its bytes `bytes` from `offset`: the one
 * object a reader fills again for each game.
 */
export function blankRecord(bytes: Uint8Array = new Uint8Array(0), offset = 0): GameRecord {
  return { number: 0, offset, length: 0, plies: 0, flags: 0, start: 0, bytes, signatureAt: -1, movesAt: 0 };
}

/**
 * Writes the head of a record (`readRecordHead` reads it) into `sink`: the game's `length` and the `gap` before it,
 * its `plies`, its `flags`, with `FLAG_START` its `start` (1 + the start's number among the index's starts, as
 * `GameRecord.start`), and with `FLAG_SIGNATURE` room for the signature. Returns where the signature goes (-1:
 * none), for the caller to write it there; the moves follow at the sink's end. The one writer of a record's head
 * (`IndexBuilder` as it reads games, `mergeIndexes` as it copies them).
 */
export function writeRecordHead(
  sink: ByteSink,
  length: number,
  gap: number,
  plies: number,
  flags: number,
  start: number,
): number {
  sink.varint(2 * length + (gap > 0 ? 1 : 0));
  if (gap > 0) sink.varint(gap);
  sink.varint(plies);
  sink.byte(flags);
  if (flags & FLAG_START) sink.varint(start - 1);
  if (!(flags & FLAG_SIGNATURE)) return -1;
  sink.reserve(SIGNATURE_BYTES);
  sink.length += SIGNATURE_BYTES;
  return sink.length - SIGNATURE_BYTES;
}

/** A growable byte buffer. */
export class ByteSink {
  bytes: Uint8Array;
  length = 0;

  /** A sink of `size` bytes to start with (it grows past them). */
  constructor(size = 1 << 16) {
    this.bytes = new Uint8Array(size);
  }

  reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + n) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(b: number): void {
    this.reserve(1);
    this.bytes[this.length++] = b;
  }

  /** An unsigned integer up to 2^53, seven bits a byte, low first. */
  varint(n: number): void {
    this.reserve(8);
    while (n >= 0x80) {
      this.bytes[this.length++] = (n % 0x80) | 0x80;
      n = Math.floor(n / 0x80);
    }
    this.bytes[this.length++] = n;
  }

  u16(n: number): void {
    this.reserve(2);
    this.bytes[this.length++] = n & 0xff;
    this.bytes[this.length++] = n >>> 8;
  }

  append(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** The bytes written so far (a view). */
  view(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** A cursor over bytes, reading varints; `end` bounds every read (past it: `undefined`). */
export class ByteCursor {
  at: number;
  constructor(
    readonly bytes: Uint8Array,
    start: number,
    readonly end: number,
  ) {
    this.at = start;
  }

  /** A varint, or -1 when it runs past `end` or over 2^53. */
  varint(): number {
    let n = 0;
    let scale = 1;
    while (this.at < this.end) {
      const b = this.bytes[this.at++]!;
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
      if (scale > 2 ** 49) return -1;
    }
    return -1;
  }
}

/**
 * Reads the head of the record at the cursor into `record`: its `length`, `plies`, `flags`, `start` (unchecked
 * against the index's starts), `signatureAt` and `movesAt`, the cursor left at its moves (not read). Returns the gap
 * before the game (the bytes between the one before and it), or -1 when the head does not read by the cursor's end.
 * The one reader of a record's head (`readRecord` of `index-reader.ts`, and `index-file.ts` to learn a record's length
 * before holding its bytes).
 */
export function readRecordHead(cursor: ByteCursor, record: GameRecord): number {
  const { bytes, end } = cursor;
  const lengthWord = cursor.varint();
  const gap = lengthWord % 2 === 1 ? cursor.varint() : 0;
  const length = Math.floor(lengthWord / 2);
  const plies = cursor.varint();
  if (lengthWord < 0 || gap < 0 || plies < 0 || cursor.at >= end) return -1;
  const flags = bytes[cursor.at++]!;
  const start = flags & FLAG_START ? cursor.varint() + 1 : 0;
  if (flags & FLAG_START && start <= 0) return -1;
  record.signatureAt = -1;
  if (flags & FLAG_SIGNATURE) {
    record.signatureAt = cursor.at;
    cursor.at += SIGNATURE_BYTES;
  }
  record.movesAt = cursor.at;
  record.length = length;
  record.plies = plies;
  record.flags = flags;
  record.start = start;
  return gap;
}
