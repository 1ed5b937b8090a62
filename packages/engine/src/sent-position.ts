/**
 * The position a search was sent, kept without a copy where it can be: the caller's position itself while it stays
 * as it was (its 64-bit hash checked on each look), else rebuilt from its FEN as it was sent. A search's best move
 * is checked on it, so a search costs no copy of the position unless a principal line or the ponder move is read
 * (those are played out on a copy).
 */
import { type BasePosition, Position } from '@x/core';
import { positionHash } from '@x/core/engine';

/** A position's hash (reused: hashing is synchronous). */
const hashNow = new Int32Array(2);

/** A caller's position as last sent: its hash then and its FEN. */
interface Seen {
  hash0: number;
  hash1: number;
  fen: string;
}

/** The FEN of each caller's position last sent, kept while its hash is the same (a position sent again is not written again). */
const seen = new WeakMap<BasePosition, Seen>();

/** Whether `position` hashes to `seen`'s hash now (`hashNow` is left holding its hash). */
function unchanged(position: BasePosition, seen: Seen): boolean {
  positionHash(position, hashNow);
  return hashNow[0] === seen.hash0 && hashNow[1] === seen.hash1;
}

/** The position a search was sent. */
export class SentPosition {
  #position: BasePosition;
  /** The caller's position as it was sent; `undefined` when the position is this one's own (never played on). */
  #caller: Seen | undefined;

  private constructor(position: BasePosition, caller: Seen | undefined) {
    this.#position = position;
    this.#caller = caller;
  }

  /** The caller's `position` as it is now (looked at later only while it stays so). */
  static caller(position: BasePosition): SentPosition {
    let last = seen.get(position);
    if (last === undefined || !unchanged(position, last)) {
      if (last === undefined) positionHash(position, hashNow);
      last = { hash0: hashNow[0] as number, hash1: hashNow[1] as number, fen: position.toFen() };
      seen.set(position, last);
    }
    return new SentPosition(position, last);
  }

  /** `position`, a copy of the search's own that nobody plays on. */
  static own(position: BasePosition): SentPosition {
    return new SentPosition(position, undefined);
  }

  /** The FEN of the position (as `@x/core` writes it). */
  get fen(): string {
    return this.#caller?.fen ?? this.#position.toFen();
  }

  /** The side to move. */
  get turn(): BasePosition['turn'] {
    return this.get().turn;
  }

  /** The position as it was sent, to read (generate and decode moves), never to play on. */
  get(): BasePosition {
    const caller = this.#caller;
    if (caller === undefined || unchanged(this.#position, caller)) return this.#position;
    // the caller changed it since: the position the engine was told, as this one's own from now on
    this.#position = Position.fromFen(caller.fen, this.#position.variant);
    this.#caller = undefined;
    return this.#position;
  }

  /** A copy to play moves on. */
  copy(): BasePosition {
    return this.get().clone();
  }
}
