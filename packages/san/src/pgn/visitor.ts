/**
 * The PGN visitor (issue #47): what `visitPgn` tells a caller as it reads a PGN source, token by token, so that
 * the caller builds only what it needs — a tree, the headers, nothing but a checked position. Modelled on
 * python-chess's `BaseVisitor` and rust pgn-reader's `Visitor`: every hook is optional, and the hooks that open
 * something (`beginGame`, `beginMovetext`, `beginVariation`) answer a `Skip`: `SKIP` has the rest of it skipped
 * unread. What a visitor skips and which hooks it has are all the reader goes by: there is one reader, and its
 * fast path (the san README's "Fast path: what to skip") serves every visitor alike.
 */
import type { ByteDecoder } from './decode.js';
import type { PgnRecord } from './record.js';
import type { GameResult } from '../game/tree.js';
import type { SanError } from '../shared/errors.js';

/** What a hook answers to skip the rest of what it opens (a game, its movetext, a variation). */
export const SKIP = 'skip';

/**
 * The answer of a hook that opens something (`beginGame`, `beginMovetext`, `beginVariation`): `SKIP` skips it
 * unread, nothing (`undefined`) reads it.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a hook that returns nothing (`void`) reads on
export type Skip = typeof SKIP | undefined | void;

/**
 * A move token as read, valid during the `move` call only (it is reused for the next one): its bytes, its span
 * in the source, and its text on demand.
 */
export interface MoveToken {
  /** The bytes the token lies in (the game's section): the token is `bytes[start, end)`. */
  readonly bytes: Uint8Array;
  readonly start: number;
  readonly end: number;
  /** Byte offset of the token in the source. */
  readonly offset: number;
  /** The token's text (SAN as written: `Nf3`, `exd6`, `O-O+`, `e8=Q!`), decoded on first use. */
  readonly text: string;
}

/** No bytes: a token's before it is read. */
export const NO_BYTES: Uint8Array = /* @__PURE__ */ new Uint8Array(0);

/** A move token told to visitors (one object, reused). */
export class Token implements MoveToken {
  bytes: Uint8Array = NO_BYTES;
  start = 0;
  end = 0;
  offset = 0;
  /** The section's text when its offsets are its bytes' (ASCII or a single-byte encoding), else undefined. */
  source: string | undefined;
  decoder: ByteDecoder | undefined;
  get text(): string {
    return this.source !== undefined
      ? this.source.slice(this.start, this.end)
      : this.decoder!.decode(this.bytes.subarray(this.start, this.end));
  }
}

/** Where a game (the source's section holding it, or its part of one) is, and its full read on demand. */
export interface GameEnd {
  /** Byte offset of the game's section in the source. */
  readonly offset: number;
  /** Byte length of the section. */
  readonly length: number;
  /** 1-based line and column of `offset`. */
  readonly line: number;
  readonly column: number;
  /**
   * Whether the tokens told are the whole game, read exactly as `readPgn` reads it: one game, no syntax error,
   * no warning (bytes that are not ASCII, position glyphs, a `Result` tag the movetext contradicts), ended by
   * its result. When false, `records()` says what `readPgn` makes of the section.
   */
  readonly plain: boolean;
  /**
   * The records `readPgn` gives for the section (a game tree each, or an error located in the file), read on
   * demand by the tree builder: for a caller that wants the whole story of a game that was not plain. Their
   * `index` counts only the records asked for this way.
   */
  records(): readonly PgnRecord[];
  /**
   * The error that cut the section's read short (a NUL byte, a stray `]`, an unterminated comment: the visitor
   * was told the moves before it and no error), from `records()`; `undefined` for a plain game, read again only
   * when it is not plain.
   */
  readError(): SanError | undefined;
}

/**
 * What a PGN reader tells, in the order of the source: `beginGame`, the `tag`s, `beginMovetext`, then the moves,
 * comments, NAGs and variations, the `result`, and `endGame`. A visitor implements the hooks it needs.
 */
export interface PgnVisitor {
  /**
   * A game starts (a section of the source, as the cutting mode cuts it): `SKIP` skips it whole (`endGame` is
   * still called).
   */
  beginGame?(): Skip;
  /** A tag pair of the game's tag section (a repeated name is told again), if `tagNames` has its name. */
  tag?(name: string, value: string): void;
  /**
   * The names of the tags `tag` is told (undefined: every tag). The reader makes no string of another tag's
   * value, and the fast path reads a tag section without them at the speed of skipping it.
   */
  readonly tagNames?: ReadonlySet<string> | undefined;
  /** The tag section has ended: `SKIP` skips the movetext (a headers-only read). */
  beginMovetext?(): Skip;
  /** A move token of the current line. */
  move?(token: MoveToken): void;
  /** A `{…}` or `;` comment (trimmed). */
  comment?(text: string): void;
  /** A NAG (`$n`). */
  nag?(value: number): void;
  /** A variation opens (an alternative to the last move): `SKIP` skips it to its `)`. */
  beginVariation?(): Skip;
  /** The variation opened last closes. */
  endVariation?(): void;
  /** The movetext's result. */
  result?(result: GameResult): void;
  /**
   * The game has been told: where it is and, when it was not plain, its full read (`records()`). `false` (or a
   * promise of it) stops the read; a promise is awaited before the next game is read.
   */
  endGame?(game: GameEnd): unknown;
}
