/**
 * The movetext tree: a game is a root node whose children are the alternatives for the first move; the first
 * child of every node is the main line, the others are variations (chessops' `Game`/`Node` model).
 */
import type { SAN, TextSpan } from '../shared/types.js';

/** Game termination markers. */
export const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'] as const;

/** A game termination marker. */
export type GameResult = (typeof RESULTS)[number];

/**
 * One move of the tree with what was written around it, and the span of its move token (an `e.p.` marker
 * after a space included).
 */
export interface MoveData extends TextSpan {
  /** The parsed move (position-free). */
  readonly san: SAN;
  /** Comments written before the move where it starts a variation. */
  readonly startingComments: readonly string[];
  /** Comments written after the move. */
  readonly comments: readonly string[];
  /** NAGs after the move: `$n` tokens and glyphs (written on the move or standing alone). */
  readonly nags: readonly number[];
}

/** A node of the tree: its children are the candidate next moves, main line first. */
export interface PgnNode {
  /** Next moves; the first is the main line. */
  readonly children: readonly PgnChildNode[];
}

/** A node that holds a move. */
export interface PgnChildNode extends PgnNode {
  /** The move and its annotations. */
  readonly data: MoveData;
}

/**
 * A parsed game: tag pairs, comments before the first move, the move tree and the result, and its span (from
 * its first tag or move).
 */
export interface Game extends TextSpan {
  /** Tag pairs in file order (empty for bare movetext); a repeated tag keeps its last value. */
  readonly headers: ReadonlyMap<string, string>;
  /** Comments before the first move. */
  readonly comments: readonly string[];
  /** The root of the move tree. */
  readonly moves: PgnNode;
  /** The termination marker, if written. */
  readonly result: GameResult | undefined;
}

/** The main line of a tree: the first child at every step. */
export function mainLine(node: PgnNode): PgnChildNode[] {
  const line: PgnChildNode[] = [];
  let child = node.children[0];
  while (child !== undefined) {
    line.push(child);
    child = child.children[0];
  }
  return line;
}
