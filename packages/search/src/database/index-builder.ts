/**
 * `buildIndex` and `IndexBuilder`: a position index of a PGN source, built as the games stream by (one game in
 * memory at a time, `@x/san`'s `MainLineChecker` resolving each move). Each game keeps its offset and length in
 * the source, its result, its start (the standard one, or its `Variant`/`FEN` pair), its filters (`signature.ts`)
 * and two bytes a ply: the move's number in the index's move dictionary, the distinct `@x/core/engine` move codes
 * of the games indexed. A move code holds its squares, kind and promotion or dropped piece, so the dictionary
 * serves every variant — drops, promotions of shogi, boards up to 4096 squares — and replaying a game is one
 * table look-up and one make a ply, without generating moves. A dictionary holds at most 65,536 codes; a
 * database that needs more is indexed in parts (`start`/`end`), each with its own.
 */
import type { BasePosition } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { KIND_PROMOTION, moveKind, moveOrigin, moveTarget, pieceCode } from '@x/core/engine';
import { type GameEnd, MainLineChecker, type SanError, visitPgn } from '@x/san';
import { SearchError } from '../errors.js';
import { gameDiagnostic, keysFullDiagnostic, type SearchDiagnostic } from '../game-diagnostic.js';
import { ChessReplay } from './chess-replay.js';
import { lastPositionFlags } from './game-end.js';
import {
  blankRecord,
  ByteSink,
  FLAG_PARTIAL,
  FLAG_PROMOTED,
  FLAG_SIGNATURE,
  FLAG_START,
  type GameRecord,
  writeRecordHead,
} from './game-record.js';
import { sumBytes, writeBlockSums } from './index-blocks.js';
import { HEADER_BYTES, type IndexHeader, type SourceStamp, stampOf, writeHeader } from './index-format.js';
import { Floats, Ints, KeyCollector, MAX_KEYED_PLY } from './key-collector.js';
import { KeyTracker, NOT_PLAYED } from './key-tracker.js';
import { keySectionBytes, spanGaps, writeKeySection } from './key-section.js';
import { MoveNumbers } from './move-numbers.js';
import { hasSignature, writeSignature } from './signature.js';

/** The `@x/san` options a PGN source is read with (the `Variant` names known beyond the built-in ones). */
export type IndexPgnOptions = ConstructorParameters<typeof MainLineChecker>[1];

/** Options of `buildIndex`. */
export interface IndexOptions {
  /**
   * The stamp of the source file (`stampOf`, or the CLI's from the file's size, time and sample); for bytes or a text
   * `stampOf` of them by default, for a stream needed.
   */
  readonly stamp?: SourceStamp;
  /** The byte offset in the source of the bytes read (a part's), 0 by default. */
  readonly start?: number;
  /** The byte offset in the source where the bytes read end; by default `start` plus the bytes read. */
  readonly end?: number;
  /** The `@x/san` reading options. */
  readonly pgn?: IndexPgnOptions;
  /**
   * Whether to write the key section (the chess positions reached in two games or more, each with its games and
   * their first plies: an exact position of many games is then answered from its list, not replayed); true by
   * default.
   */
  readonly keys?: boolean;
  /**
   * Size caps: `maxKeyedPositions`, the most positions the key section is made from (9 bytes each while the index
   * is built; default 2^27, about 1.2 GB, some 1.7 M games). The games after it are not keyed — an exact query
   * replays them, its answer the same — and the first of them is reported (`onWarning`, `keys-full`).
   */
  readonly limits?: { readonly maxKeyedPositions?: number };
  /**
   * How a game read in part or not at all is reported: an illegal move or a size limit of `@x/san`'s reader (the
   * game is indexed up to it, its record flagged partial) or a bad `FEN` or `Variant` tag (the game is indexed without moves).
   */
  readonly onWarning?: (warning: SearchDiagnostic) => void;
}

/**
 * What an index's key section is made of: the keys of the keyed games, the games not keyed, and each game's record
 * position in the body, length and offset.
 */
export interface KeyInput {
  readonly collector: KeyCollector;
  readonly unkeyed: Int32Array;
  readonly recordAt: ArrayLike<number>;
  readonly lengths: ArrayLike<number>;
  readonly offsets: ArrayLike<number>;
}

/** The default `limits.maxKeyedPositions` of `buildIndex`: 2^27 positions, about 1.2 GB while an index is built. */
const DEFAULT_MAX_KEYED_POSITIONS = 2 ** 27;

/**
 * Bytes of a record's head and more (its length and gap, plies, flags, start and signature, and the slack of
 * `ByteSink`'s checks): a game's moves are written this far past the body's end as they are resolved, then moved
 * down behind the head.
 */
const MAX_HEAD = 64;

/** The bits of a move code that are 0 for a plain move or a double step with origin and target below 64. */
const PLAIN_STEP = 0x06fc0fc0;

/** Most distinct move codes of one index (a u16 each). */
export const MAX_DICTIONARY = 65536;

/**
 * Bytes kept before a build's body for the file's head: the header, a full dictionary and 4 KiB of starts (with
 * more, the file is written into a buffer of its own).
 */
const HEAD_ROOM = HEADER_BYTES + 4 * MAX_DICTIONARY + 4096;

const RESULT_CODES: Readonly<Record<string, number>> = { '1-0': 1, '0-1': 2, '1/2-1/2': 3 };

/** The tags a build reads: the start's, and the result (`visitPgn`'s fast path tells them). */
const INDEX_TAGS: ReadonlySet<string> = /* @__PURE__ */ new Set(['Variant', 'FEN', 'Result']);

/** How an `IndexBuilder` reads and what it hands out. */
export interface IndexBuilderOptions {
  /** The byte offset in the source where the bytes read begin (a part's start); 0 by default. */
  readonly base?: number | undefined;
  /** The `@x/san` reading options. */
  readonly pgn?: IndexPgnOptions | undefined;
  /** Each game's record as it is written (the scan of a query reads it there, and drops it with `forget`). */
  readonly onRecord?: ((record: GameRecord, builder: IndexBuilder) => void) | undefined;
  /** Whether the game that begins at this byte of the source (`base` added) ends the read, unread. */
  readonly stopAt?: ((offset: number) => boolean) | undefined;
  /** Whether to key the positions (`buildIndex`'s `keys`); false by default. */
  readonly withKeys?: boolean | undefined;
  /**
   * Bytes of the source to be read, when known: the body's room (up to 256 MiB; what is not written costs nothing)
   * is made at once, not grown by copies.
   */
  readonly sourceBytes?: number | undefined;
  /** Each game read in part (an illegal move) or not at all (a bad `FEN` or `Variant` tag), with its error. */
  readonly onError?: ((error: SanError, game: GameEnd) => void) | undefined;
  /** The most positions keyed (`IndexOptions.limits`); 2^27 by default. */
  readonly maxKeyedPositions?: number | undefined;
  /** The first game not keyed because the positions keyed reached `maxKeyedPositions`. */
  readonly onKeysFull?: ((game: GameEnd) => void) | undefined;
}

/**
 * A `MainLineChecker` that writes every game it checks into an index body, and hands each record to `onRecord`
 * (the scan of a query reads it there, and drops it with `forget`).
 */
export class IndexBuilder extends MainLineChecker {
  /** The move dictionary: codes by number, numbers by code. */
  readonly codes: number[] = [];
  readonly #numbers = new MoveNumbers();
  /** The start positions (`variant \n fen`) by number, numbers by text. */
  readonly starts: string[] = [];
  readonly #startNumbers = new Map<string, number>();
  /** The body's records, after `#reserve` bytes kept for the file's head (`finish` writes the file in place). */
  readonly body: ByteSink;
  readonly #reserve: number;
  games = 0;
  /** Bytes of the source read (the end of the last game). */
  readEnd = 0;
  /** Where the game before ended in the source (the part's start before the first). */
  #previousEnd = 0;
  #variantTag: string | undefined;
  #fenTag: string | undefined;
  #result = 0;
  #promoted = false;
  /**
   * The game's move numbers (`#plies` of them), two bytes each (little-endian, as a record holds them) written at
   * `#movesStart` of the body's bytes (`#bytes`), `MAX_HEAD` past its end: `#write` moves them behind the head.
   */
  #plies = 0;
  #movesStart = 0;
  #bytes: Uint8Array;
  /** The key section's input, when keys are written: the keyed games' positions, the unkeyed games. */
  readonly #collector: KeyCollector;
  readonly #unkeyed = new Ints();
  /**
   * The keyed game's moves so far and the pieces each lifts (`KeyTracker.pieces`): its keys are made from them at its
   * end, straight into the collector's batch (`KeyCollector.nextWords`).
   */
  readonly #plyMoves = new Int32Array(MAX_KEYED_PLY + 1);
  readonly #plyPieces = new Int32Array(MAX_KEYED_PLY + 1);
  /** Each game's record position in the body, length and offset in the source (off the JavaScript heap). */
  readonly #recordAt = new Floats();
  readonly #lengths = new Floats();
  readonly #offsets = new Floats();
  #keyed: boolean | undefined;
  /** The game's keys, made from the pieces read off the checker's board (its piece codes); the standard start's replay. */
  readonly #tracker = new KeyTracker();
  #standard: ChessReplay | undefined;
  readonly #record: GameRecord = blankRecord();
  override readonly tagNames: ReadonlySet<string> = INDEX_TAGS;

  /** Where the bytes read begin in the source (a part's start; 0 by default). */
  readonly base: number;
  readonly onRecord: ((record: GameRecord, builder: IndexBuilder) => void) | undefined;
  readonly stopAt: ((offset: number) => boolean) | undefined;
  readonly withKeys: boolean;
  readonly onError: ((error: SanError, game: GameEnd) => void) | undefined;
  readonly onKeysFull: ((game: GameEnd) => void) | undefined;

  constructor(options: IndexBuilderOptions = {}) {
    super(() => undefined, options.pgn);
    this.base = options.base ?? 0;
    this.onRecord = options.onRecord;
    this.stopAt = options.stopAt;
    this.withKeys = options.withKeys ?? false;
    this.onError = options.onError;
    this.#collector = new KeyCollector(options.maxKeyedPositions ?? DEFAULT_MAX_KEYED_POSITIONS);
    this.onKeysFull = options.onKeysFull;
    const sourceBytes = options.sourceBytes ?? 0;
    this.#reserve = sourceBytes > 0 ? HEAD_ROOM : 0;
    this.body = new ByteSink(
      Math.min(2 ** 28, Math.max(1 << 16, Math.ceil(sourceBytes / 2))) + this.#reserve,
    );
    this.body.length = this.#reserve;
    this.#bytes = this.body.bytes;
    this.#previousEnd = this.base;
  }

  override beginGame(): void {
    super.beginGame();
    this.#variantTag = undefined;
    this.#fenTag = undefined;
    this.#result = 0;
    this.#promoted = false;
    this.#plies = 0;
    this.#movesStart = this.body.length + MAX_HEAD;
    this.#bytes = this.body.bytes;
    // once the key table is full, no game is keyed (nor replayed for its keys)
    this.#keyed = this.withKeys && !this.#collector.full ? undefined : false;
  }

  /** Whether the game is keyed: a chess game from a chess start (its start's key then set). */
  #startKeys(): boolean {
    const position = this.position;
    this.#keyed = false;
    if (this.#variantTag !== undefined || !(position instanceof ChessPosition)) return false;
    const standard = this.#fenTag === undefined || this.#fenTag.trim() === '';
    const start = standard ? (this.#standard ??= ChessReplay.of(position.clone())) : ChessReplay.of(position);
    if (start === undefined) return false;
    this.#tracker.reset(start);
    this.#keyed = true;
    return true;
  }

  override tag(name: string, value: string): void {
    super.tag(name, value);
    if (name === 'Result') this.#result = RESULT_CODES[value.trim()] ?? 0;
    else if (name === 'Variant') this.#variantTag = value;
    else if (name === 'FEN') this.#fenTag = value;
  }

  override result(value: Parameters<MainLineChecker['result']>[0]): void {
    super.result(value);
    const code = RESULT_CODES[value];
    if (code !== undefined) this.#result = code;
  }

  protected override resolved(code: number): void {
    let n = this.#numbers.get(code);
    if (n < 0) n = this.#newNumber(code);
    if (moveKind(code) === KIND_PROMOTION) this.#promoted = true;
    const plies = this.#plies;
    const at = this.#movesStart + 2 * plies;
    const bytes = at + 2 <= this.#bytes.length ? this.#bytes : this.#growBody(at);
    bytes[at] = n;
    bytes[at + 1] = n >>> 8;
    this.#plies = plies + 1;
    if (this.#keyed === false || (this.#keyed === undefined && !this.#startKeys())) return;
    // the checker's board is the one before the move (a plain move or a pawn's double step of an 8×8 board: its
    // origin's and target's codes read here, any other by the tracker); a ply is 11 bits of an entry: a longer game
    // is not keyed
    const position = this.position!;
    const pieces =
      plies > MAX_KEYED_PLY
        ? NOT_PLAYED
        : (code & PLAIN_STEP) === 0
          ? pieceCode(position, moveOrigin(code)) | (pieceCode(position, moveTarget(code)) << 8)
          : this.#tracker.pieces(position, code);
    if (pieces === NOT_PLAYED) {
      this.#keyed = false;
      return;
    }
    this.#plyMoves[plies] = code;
    this.#plyPieces[plies] = pieces;
  }

  /** Numbers `code` in the dictionary (the next number: a code not met before). */
  #newNumber(code: number): number {
    const n = this.codes.length;
    if (n >= MAX_DICTIONARY)
      throw new SearchError('too-many-entries', `more than ${MAX_DICTIONARY} distinct moves: index in parts`);
    this.codes.push(code);
    this.#numbers.set(code, n);
    return n;
  }

  /** The body's bytes grown past `at` + 2, the game's moves up to `at` kept (`ByteSink` keeps up to its length). */
  #growBody(at: number): Uint8Array {
    const sink = this.body;
    const length = sink.length;
    sink.length = at;
    sink.reserve(2);
    sink.length = length;
    this.#bytes = sink.bytes;
    return sink.bytes;
  }

  override endGame(game: GameEnd): unknown {
    if (this.stopAt?.(this.base + game.offset)) return false;
    // a syntax error ended the moves told: the game is read in part, as after an illegal move
    this.error ??= game.readError();
    if (this.withKeys) {
      const plies = this.#plies;
      // its positions: the start and one a move (a ply is 11 bits of an entry: a longer game is not keyed)
      if (this.#keyed === undefined) this.#startKeys();
      if (plies > MAX_KEYED_PLY) this.#keyed = false;
      // a game not read to its end is replayed, never looked up
      if (this.#keyed && this.error === undefined && !this.#collector.fits(plies + 1)) {
        this.#keyed = false;
        this.onKeysFull?.(game);
      }
      if (!this.#keyed || this.error !== undefined) this.#unkeyed.push(this.games);
      else {
        const collector = this.#collector;
        this.#tracker.keys(this.#plyMoves, this.#plyPieces, plies, collector.nextWords, collector.nextAt);
        collector.addNext(this.games, plies + 1);
      }
      this.#recordAt.push(this.body.length - this.#reserve);
      this.#lengths.push(game.length);
      this.#offsets.push(this.base + game.offset);
    }
    this.#write(game, this.position);
    if (this.error !== undefined) this.onError?.(this.error, game);
    return super.endGame(game);
  }

  /** Drops the records written so far (a scan keeps one game at a time). */
  forget(): void {
    this.body.length = this.#reserve;
  }

  #startNumber(): number {
    if (this.#variantTag === undefined && (this.#fenTag === undefined || this.#fenTag.trim() === ''))
      return 0;
    const text = `${this.#variantTag ?? ''}\n${this.#fenTag ?? ''}`;
    let n = this.#startNumbers.get(text);
    if (n === undefined) {
      n = this.starts.length;
      this.starts.push(text);
      this.#startNumbers.set(text, n);
    }
    return n + 1;
  }

  #write(game: GameEnd, position: BasePosition | undefined): void {
    const sink = this.body;
    const offset = this.base + game.offset;
    const start = this.#startNumber();
    let flags = this.#result | (start > 0 ? FLAG_START : 0);
    if (this.error !== undefined) flags |= FLAG_PARTIAL;
    if (this.#promoted) flags |= FLAG_PROMOTED;
    const signed = position !== undefined && hasSignature(position);
    if (signed) flags |= FLAG_SIGNATURE;
    if (position !== undefined && this.error === undefined) flags |= lastPositionFlags(position);
    const plies = this.#plies;
    const signatureAt = writeRecordHead(sink, game.length, offset - this.#previousEnd, plies, flags, start);
    if (signed) writeSignature(position, sink.bytes, signatureAt);
    const movesAt = sink.length;
    // the moves, written `MAX_HEAD` on (the head's writes stay below them: the sink does not grow under them), moved
    // down behind the head
    if (plies > 0) sink.bytes.copyWithin(movesAt, this.#movesStart, this.#movesStart + 2 * plies);
    sink.length = movesAt + 2 * plies;
    this.#previousEnd = offset + game.length;
    this.games++;
    this.readEnd = game.offset + game.length;
    const onRecord = this.onRecord;
    if (onRecord === undefined) return;
    const r = this.#record;
    r.number = this.games;
    r.offset = offset;
    r.length = game.length;
    r.plies = plies;
    r.flags = flags;
    r.start = start;
    r.bytes = sink.bytes;
    r.signatureAt = signatureAt;
    r.movesAt = movesAt;
    onRecord(r, this);
  }

  /** The index file of what was read: header, dictionary, starts, body, key section, block checksums. */
  finish(stamp: SourceStamp, end: number): Uint8Array {
    return assembleIndex(
      { stamp, start: this.base, end, games: this.games, moves: 0, starts: 0, bodyBytes: 0, keyBytes: 0 },
      this.codes,
      this.starts,
      this.body.bytes.subarray(this.#reserve, this.body.length),
      this.withKeys
        ? {
            collector: this.#collector,
            unkeyed: this.#unkeyed.view(),
            recordAt: this.#recordAt.view(),
            lengths: this.#lengths.view(),
            offsets: this.#offsets.view(),
          }
        : undefined,
      this.#reserve > 0,
    );
  }
}

/**
 * The bytes of an index file: `header` (its counts taken from the parts given), dictionary, starts, body, the key
 * section of `keys` when given, block checksums — written into one buffer of the file's size, or with `inPlace` into
 * `body`'s own buffer when the bytes before the body hold the head and those after it the rest (the body moved
 * down to its place: no second buffer of the file's size is made and touched; the bytes are then a view of it).
 */
export function assembleIndex(
  header: IndexHeader,
  codes: readonly number[],
  starts: readonly string[],
  body: Uint8Array,
  keys?: KeyInput,
  inPlace = false,
): Uint8Array {
  const encoder = new TextEncoder();
  const texts = starts.map((text) => encoder.encode(text));
  let bodyAt = HEADER_BYTES + 4 * codes.length;
  for (const bytes of texts) bodyAt += varintBytes(bytes.length) + bytes.length;
  const keysAt = bodyAt + body.length;
  const sectionAt = keysAt + ((4 - (keysAt % 4)) % 4);
  const shared = keys?.collector.shared(keys.recordAt.length);
  const gaps = keys === undefined ? undefined : spanGaps(keys);
  const end =
    shared === undefined
      ? keysAt
      : sectionAt + keySectionBytes(shared, keys!.unkeyed.length, keys!.recordAt.length, gaps!);
  const size = end + sumBytes(end);
  const room = inPlace && bodyAt <= body.byteOffset && size <= body.buffer.byteLength;
  const out = new ByteSink(room ? 0 : size);
  if (room) {
    out.bytes = new Uint8Array(body.buffer);
    out.bytes.copyWithin(bodyAt, body.byteOffset, body.byteOffset + body.length);
    // the key section is written into zeroed bytes
    out.bytes.fill(0, keysAt, size);
    body = out.bytes.subarray(bodyAt, keysAt);
  }
  out.length = HEADER_BYTES;
  for (const code of codes) {
    out.u16(code & 0xffff);
    out.u16(code >>> 16);
  }
  for (const bytes of texts) {
    out.varint(bytes.length);
    out.append(bytes);
  }
  if (room) out.length = keysAt;
  else out.append(body);
  if (shared !== undefined) {
    const recordAt = new Float64Array(keys!.recordAt.length);
    for (let g = 0; g < recordAt.length; g++) recordAt[g] = bodyAt + keys!.recordAt[g]!;
    out.length = writeKeySection(
      out.bytes,
      sectionAt,
      shared,
      keys!.unkeyed,
      { recordAt, lengths: keys!.lengths, offsets: keys!.offsets },
      gaps!,
    );
  }
  writeHeader(out.bytes, {
    ...header,
    moves: codes.length,
    starts: starts.length,
    bodyBytes: body.length,
    keyBytes: out.length - keysAt,
  });
  out.reserve(sumBytes(out.length));
  out.length = writeBlockSums(out.bytes, out.length);
  return out.bytes.length === out.length || room ? out.view() : out.view().slice();
}

/** Bytes of `n` as a varint. */
function varintBytes(n: number): number {
  let bytes = 1;
  while (n >= 0x80) {
    n = Math.floor(n / 0x80);
    bytes++;
  }
  return bytes;
}

/** What `buildIndex` reads: PGN text, bytes, or an async iterable of chunks (`@x/san`'s `visitPgn` source). */
export type IndexSource = Parameters<typeof visitPgn>[0];

/**
 * The position index of a PGN source (or of a part of one: `start`/`end`), as the bytes of its file; bytes or a
 * text are stamped with `stampOf` of them unless `stamp` is given, a stream needs its file's.
 *
 * @example const index = await buildIndex(bytes);
 */
export async function buildIndex(source: Uint8Array | string, options?: IndexOptions): Promise<Uint8Array>;
export async function buildIndex(
  source: IndexSource,
  options: IndexOptions & { readonly stamp: SourceStamp },
): Promise<Uint8Array>;
export async function buildIndex(source: IndexSource, options: IndexOptions = {}): Promise<Uint8Array> {
  const stamp = options.stamp ?? inMemoryStamp(source);
  const start = options.start ?? 0;
  const size =
    options.end !== undefined ? options.end - start : source instanceof Uint8Array ? source.length : 0;
  const max = maxKeyedPositions(options);
  const builder = new IndexBuilder({
    base: start,
    pgn: options.pgn,
    withKeys: options.keys ?? true,
    sourceBytes: size,
    maxKeyedPositions: max,
    onKeysFull:
      options.onWarning === undefined
        ? undefined
        : (game) => options.onWarning!(keysFullDiagnostic(game, max)),
    // the diagnostic made here, not in the builder: a query's scan (`searchPgn`) bundles no tree walk
    onError:
      options.onWarning === undefined
        ? undefined
        : (error, game) => options.onWarning!(gameDiagnostic(error, game)),
  });
  await visitPgn(source, builder, options.pgn);
  const read = typeof source === 'string' ? new TextEncoder().encode(source).length : undefined;
  const end =
    options.end ?? start + (source instanceof Uint8Array ? source.length : (read ?? builder.readEnd));
  return builder.finish(stamp, end);
}

/** `limits.maxKeyedPositions` of `options`, checked: a positive integer (a `TypeError` else), 2^27 by default. */
export function maxKeyedPositions(options: Pick<IndexOptions, 'limits'>): number {
  const max = options.limits?.maxKeyedPositions ?? DEFAULT_MAX_KEYED_POSITIONS;
  if (!Number.isSafeInteger(max) || max < 1)
    throw new TypeError('limits.maxKeyedPositions must be a positive integer');
  return max;
}

/** `stampOf` of a source held in memory (a text as its UTF-8 bytes); a stream has no stamp of its own. */
function inMemoryStamp(source: IndexSource): SourceStamp {
  if (source instanceof Uint8Array) return stampOf(source);
  if (typeof source === 'string') return stampOf(new TextEncoder().encode(source));
  throw new TypeError('@x/search: buildIndex of a stream needs options.stamp (stampOf of its file)');
}
