/**
 * `OpeningHashes`: lichess's named openings (`@x/san/openings`) by the 64-bit hash of their positions
 * (`positionHash` of `@x/core/engine`) instead of their FEN keys, so `xn pgn eco` looks a position up without
 * writing its FEN. Built from the positions `@x/san/openings`'s `forEachOpeningPosition` plays, as `openingOf`'s
 * table is, a position named by the first line of the list that reaches it — so it names what `openingOf` names
 * (two positions share a hash with a chance of about 2^-64).
 *
 * `reachable` tells when a game can no longer reach a named position: a pawn never returns to its start rank, so
 * the pawns still on their start squares only ever become fewer; once no named position has its start-rank pawns
 * among the game's, no later position of the game is named.
 */
import type { BasePosition } from '@x/core';
import { variants } from '@x/core/variant';
import { ChessPosition } from '@x/core/chess';
import { moveOrigin, moveTarget, pieceCode, pieceSquares, positionHash } from '@x/core/engine';
import { type GameEnd, MainLineChecker, visitPgn } from '@x/san';
import { type Opening, openings } from '@x/san/openings';

/** A named position: the hash's second half, its opening, the next position whose first half is the same. */
interface Entry {
  readonly lo: number;
  readonly opening: Opening;
  next: Entry | undefined;
}

/** The named positions of the standard start's games, by hash; `lookup` reads a `ChessPosition`'s. */
export class OpeningHashes {
  /** By the hash's first half. */
  readonly #byHi = new Map<number, Entry>();
  readonly #hash = new Int32Array(2);
  /** By the start-rank pawns of a position (`startPawns`): whether a named position has a subset of them. */
  readonly #reachable = new Uint8Array(1 << 16);
  /**
   * By the start-rank pawns of a position: the piece counts of the named positions with exactly those (bit
   * `32 - count`), so that a position none can equal is not hashed.
   */
  readonly #counts = new Int32Array(1 << 16);
  /** The pawns' piece codes (`pieceCode` on the start's second and seventh ranks). */
  readonly #pawns: readonly [number, number];

  private constructor() {
    const start = ChessPosition.fromFen(variants.chess.startFen);
    this.#pawns = [pieceCode(start, 8), pieceCode(start, 48)];
  }

  /** The table once built: it never changes, so a process that runs `xn pgn eco` again (`run`) reuses it. */
  static #built: Promise<OpeningHashes> | undefined;

  /**
   * The table: each line of the list read as a game by `@x/san`'s `MainLineChecker` (the checker `xn` reads
   * games with, so reading the list warms up the code that then reads the input), the position it ends at named
   * by the first line reaching it — what `forEachOpeningPosition` plays, in a fraction of its time. Built once a
   * process (a thread).
   */
  static build(): Promise<OpeningHashes> {
    OpeningHashes.#built ??= OpeningHashes.#build().catch((error: unknown) => {
      OpeningHashes.#built = undefined;
      throw error;
    });
    return OpeningHashes.#built;
  }

  static async #build(): Promise<OpeningHashes> {
    const table = new OpeningHashes();
    const list = openings();
    const first = new Map<string, { hi: number; lo: number; at: number }>();
    const hash = table.#hash;
    const squares = new Int16Array(64);
    let at = 0;
    const checker = new LineEnds((position) => {
      positionHash(position, hash);
      const id = `${hash[0]}:${hash[1]}`;
      if (!first.has(id)) first.set(id, { hi: hash[0]!, lo: hash[1]!, at });
      const mask = startPawns(position, table.#pawns);
      table.#reachable[mask] = 1;
      table.#counts[mask]! |= 1 << (32 - pieceCount(position, squares));
    });
    checker.onLine = () => at++;
    let text = '';
    for (const { pgn } of list) text += `[Event "?"]\n\n${pgn} *\n\n`;
    await visitPgn(text, checker);
    for (const { hi, lo, at } of first.values())
      table.#byHi.set(hi, { lo, opening: list[at]!, next: table.#byHi.get(hi) });
    // a mask is reachable when one of its subsets is a named position's
    const reachable = table.#reachable;
    for (let bit = 1; bit < 1 << 16; bit <<= 1)
      for (let mask = 0; mask < 1 << 16; mask++) if (mask & bit && reachable[mask ^ bit]) reachable[mask] = 1;
    return table;
  }

  /**
   * Whether a named position may still come later in a game at `position` (standard chess, from the standard
   * start): false once none has its start-rank pawns among `position`'s.
   */
  reachable(position: BasePosition): boolean {
    return this.#reachable[startPawns(position, this.#pawns)] === 1;
  }

  /** `reachable` of a position whose start-rank pawns are `mask` (`StartPawns.mask`). */
  reachableMask(mask: number): boolean {
    return this.#reachable[mask] === 1;
  }

  /** Whether a named position has exactly the start-rank pawns `mask` and `count` pieces (worth a `lookup`). */
  candidate(mask: number, count: number): boolean {
    return count <= 32 && count > 0 && ((this.#counts[mask]! >>> (32 - count)) & 1) === 1;
  }

  /** The opening `position` (standard chess, a `ChessPosition` as `MainLineScan` plays) is named for, if any. */
  lookup(position: ChessPosition): Opening | undefined {
    const hash = this.#hash;
    positionHash(position, hash);
    for (let entry = this.#byHi.get(hash[0]!); entry !== undefined; entry = entry.next)
      if (entry.lo === hash[1]) return entry.opening;
    return undefined;
  }
}

/** The checker of the list's lines: `named` gets the position each line that is read whole ends at. */
class LineEnds extends MainLineChecker {
  /** Called at the end of each line, read whole or not (after `named`). */
  onLine: () => void = () => undefined;

  constructor(named: (position: BasePosition) => void) {
    super(() => true);
    this.named = named;
  }

  readonly named: (position: BasePosition) => void;

  override endGame(game: GameEnd): unknown {
    const position = this.position;
    if (position !== undefined && this.error === undefined && this.complete && this.plies > 0)
      this.named(position);
    this.onLine();
    return super.endGame(game);
  }
}

/** The pieces on the board. */
export function pieceCount(position: BasePosition, squares: Int16Array): number {
  return pieceSquares(position, 0, squares) + pieceSquares(position, 1, squares);
}

/**
 * The start-rank pawns of a game from the standard start (`startPawns`'s mask) kept as its moves are played: a
 * pawn leaves its start square by moving from it or being taken on it, and no pawn ever comes back, so a move
 * from or to one of those squares clears its bit.
 */
export class StartPawns {
  mask = 0xffff;

  /** The standard start. */
  reset(): void {
    this.mask = 0xffff;
  }

  /** A move (its engine code) played. */
  move(move: number): void {
    this.mask &= ~(bitOf(moveOrigin(move)) | bitOf(moveTarget(move)));
  }
}

/** The mask bit of a start-rank pawn square (rank 2: bits 0–7, rank 7: bits 8–15), else 0. */
function bitOf(square: number): number {
  if (square >= 8 && square < 16) return 1 << (square - 8);
  if (square >= 48 && square < 56) return 256 << (square - 48);
  return 0;
}

/** White's pawns on the second rank (bits 0–7, files a–h) and Black's on the seventh (bits 8–15). */
function startPawns(position: BasePosition, [white, black]: readonly [number, number]): number {
  let mask = 0;
  for (let file = 0; file < 8; file++) {
    if (pieceCode(position, 8 + file) === white) mask |= 1 << file;
    if (pieceCode(position, 48 + file) === black) mask |= 256 << file;
  }
  return mask;
}
