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
import { type BasePosition, variants } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { pieceCode, positionHash } from '@x/core/engine';
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
  /** The pawns' piece codes (`pieceCode` on the start's second and seventh ranks). */
  readonly #pawns: readonly [number, number];

  private constructor() {
    const start = ChessPosition.fromFen(variants.chess.startFen);
    this.#pawns = [pieceCode(start, 8), pieceCode(start, 48)];
  }

  /**
   * The table: each line of the list read as a game by `@x/san`'s `MainLineChecker` (the checker `xn` reads
   * games with, so reading the list warms up the code that then reads the input), the position it ends at named
   * by the first line reaching it — what `forEachOpeningPosition` plays, in a fraction of its time.
   */
  static async build(): Promise<OpeningHashes> {
    const table = new OpeningHashes();
    const list = openings();
    const first = new Map<string, { hi: number; lo: number; at: number }>();
    const hash = table.#hash;
    let at = 0;
    const checker = new LineEnds((position) => {
      positionHash(position, hash);
      const id = `${hash[0]}:${hash[1]}`;
      if (!first.has(id)) first.set(id, { hi: hash[0]!, lo: hash[1]!, at });
      table.#reachable[startPawns(position, table.#pawns)] = 1;
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

/** White's pawns on the second rank (bits 0–7, files a–h) and Black's on the seventh (bits 8–15). */
function startPawns(position: BasePosition, [white, black]: readonly [number, number]): number {
  let mask = 0;
  for (let file = 0; file < 8; file++) {
    if (pieceCode(position, 8 + file) === white) mask |= 1 << file;
    if (pieceCode(position, 48 + file) === black) mask |= 256 << file;
  }
  return mask;
}
