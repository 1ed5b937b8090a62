/**
 * A game read by a scan (no tree) written through `@x/san`'s `formatPgn`, the one PGN writer: its main line made a
 * chain of nodes whose moves are written as the scan read them (`moveText`), as UTF-8 bytes straight into the
 * caller's buffer (`out`). `MainLineScan.writePgn` writes with it for `xn pgn convert` and `xn pgn eco`.
 */
import { type PgnChildNode, formatPgn, type Game, parse, type SAN } from '@x/san';

type MoveData = PgnChildNode['data'];
import type { ByteWriter } from '../io/byte-writer.js';

/** What one game holds, as a `MainLineScan` keeps it. */
export interface ScannedGame {
  readonly tags: ReadonlyMap<string, string>;
  /** Comments before the first move. */
  readonly before: readonly string[];
  /** The text of each move of the main line. */
  readonly moves: readonly string[];
  /** The NAGs and comments after each move (index = ply − 1). */
  readonly nags: readonly (readonly number[])[];
  readonly comments: readonly (readonly string[])[];
  readonly result: string | undefined;
}

/**
 * The SAN record every scanned move carries: `formatPgn` writes the move's text (`moveText`), not the record,
 * and writes all of the move's NAGs (the record has no glyph of its own).
 */
const SCANNED: SAN = /* @__PURE__ */ parse('e4');

const NONE: readonly string[] = [];
const NO_NAGS: readonly number[] = [];

/** A move of the main line, its own `data` (one object a move), and the text the scan read for it. */
class ScannedMove implements PgnChildNode, MoveData {
  readonly san = SCANNED;
  readonly offset = 0;
  readonly length = 0;
  readonly startingComments = NONE;

  constructor(
    readonly children: readonly PgnChildNode[],
    readonly text: string,
    readonly comments: readonly string[],
    readonly nags: readonly number[],
  ) {}

  get data(): MoveData {
    return this;
  }
}

const moveText = (node: PgnChildNode) => (node as ScannedMove).text;

/** Appends the game's PGN text, as `formatPgn` writes it, to `out` as UTF-8 bytes. */
export function writePgnText(out: ByteWriter, game: ScannedGame): void {
  const { moves, nags, comments } = game;
  // The main line from its end: each node the only child of the one before.
  let children: PgnChildNode[] = [];
  for (let ply = moves.length - 1; ply >= 0; ply--)
    children = [new ScannedMove(children, moves[ply]!, comments[ply] ?? NONE, nags[ply] ?? NO_NAGS)];
  formatPgn(
    {
      headers: game.tags,
      comments: game.before,
      moves: { children },
      result: game.result as Game['result'],
    },
    { moveText, out },
  );
}
