/**
 * Building `@x/san` game trees from moves played on an `@x/core` position (what `xn match` plays, the line an
 * engine proposes in `xn analyse`), and writing them with their canonical SAN: `formatPgn` then writes numbers,
 * comments, NAGs and variations as it writes any game.
 */
import type { BasePosition, Move } from '@x/core';
import { type PgnChildNode, formatPgn, type Game, parse, sanOptionsOf, stringify } from '@x/san';

/** A tree node being built: its children may still grow. */
export interface BuiltNode extends PgnChildNode {
  readonly children: BuiltNode[];
  readonly data: PgnChildNode['data'] & { readonly comments: string[]; readonly nags: number[] };
}

/** The text of every built node (its canonical SAN), for `formatPgn`'s `moveText`. */
export type MoveTexts = Map<PgnChildNode, string>;

/**
 * A node for `move` played on `position` (before the move; the position is left as it was), its SAN recorded in
 * `texts`.
 */
export function moveNode(position: BasePosition, move: Move, texts: MoveTexts): BuiltNode {
  const san = stringify(move, position);
  const node: BuiltNode = {
    children: [],
    data: {
      san: parse(san, sanOptionsOf(position.variant)),
      startingComments: [],
      comments: [],
      nags: [],
      offset: 0,
      length: 0,
    },
  };
  texts.set(node, san);
  return node;
}

/**
 * The nodes of `moves` played one after another from `position` (left as it was), each the child of the one
 * before (the first is the line's start).
 */
export function lineNodes(position: BasePosition, moves: readonly Move[], texts: MoveTexts): BuiltNode[] {
  const nodes: BuiltNode[] = [];
  const played = position.clone();
  for (const move of moves) {
    const node = moveNode(played, move, texts);
    nodes.at(-1)?.children.push(node);
    nodes.push(node);
    played.play(move);
  }
  return nodes;
}

/** A game written as PGN, every move with its text in `texts` (every node of the game must be there). */
export function writeGame(game: Omit<Game, 'offset' | 'length'>, texts: MoveTexts): string {
  return formatPgn(game, { moveText: (node) => texts.get(node)! });
}
