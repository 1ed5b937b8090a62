/**
 * Edits of a parsed game's move tree (`@x/san`'s `Game`), each returning a new game (the input is not
 * changed) and the path to show next: add a move, promote a variation, delete from a node, set a comment.
 * The editor text is then rewritten from the new tree with `formatPgn`, so the text and the tree agree.
 */
import { type PgnChildNode, formatPgn, type Game, type PgnNode, parse, type VariantLookup } from '@x/san';
import type { NodePath } from './gameTree';

/** A game tree that can be written (offsets are ignored by the writer). */
export type EditableGame = Omit<Game, 'offset' | 'length'>;

/** An edit's result: the new game and the node to show. */
export interface Edited {
  readonly game: EditableGame;
  readonly path: NodePath;
}

/**
 * A game with no tags and no moves, spanning the whole of `text` (blank, or a lone result `*`): where a move
 * played on the board starts a game when the editor holds none, as lichess's analysis board does.
 */
export function newGame(text: string): Game {
  return {
    headers: new Map(),
    comments: [],
    moves: { children: [] },
    result: '*',
    offset: 0,
    length: text.length,
  };
}

/** Rebuilds the tree along `path`, replacing the children list at its end with `change(children)`. */
function rebuild(
  node: PgnNode,
  path: NodePath,
  change: (children: readonly PgnChildNode[]) => PgnChildNode[],
): PgnNode {
  if (path.length === 0) return { ...node, children: change(node.children) };
  const [head, ...rest] = path;
  return {
    ...node,
    children: node.children.map((child, i) =>
      i === head ? (rebuild(child, rest, change) as PgnChildNode) : child,
    ),
  };
}

/** Adds `san` (canonical SAN of a legal move) after the node at `path`, as the last alternative. */
export function addMove(
  game: EditableGame,
  path: NodePath,
  san: string,
  options?: Parameters<typeof parse>[1],
): Edited {
  const parsed = parse(san, options);
  let index = 0;
  const moves = rebuild(game.moves, path, (children) => {
    index = children.length;
    const added: PgnChildNode = {
      data: { san: parsed, offset: 0, length: 0, startingComments: [], comments: [], nags: [] },
      children: [],
    };
    return [...children, added];
  });
  return { game: { ...game, moves }, path: [...path, index] };
}

/**
 * Promotes the variation holding the node at `path`: the nearest step of the path that is not the main
 * continuation becomes the main continuation of its parent (lichess' "promote variation"). Unchanged on
 * the main line.
 */
export function promoteVariation(game: EditableGame, path: NodePath): Edited {
  let at = -1;
  for (let i = path.length - 1; i >= 0; i--) {
    if ((path[i] ?? 0) !== 0) {
      at = i;
      break;
    }
  }
  if (at < 0) return { game, path };
  const index = path[at] ?? 0;
  const moves = rebuild(game.moves, path.slice(0, at), (children) => {
    const chosen = children[index];
    if (!chosen) return [...children];
    return [chosen, ...children.filter((_, i) => i !== index)];
  });
  const next = [...path];
  next[at] = 0;
  return { game: { ...game, moves }, path: next };
}

/** Deletes the node at `path` and everything after it; shows its parent. */
export function deleteFrom(game: EditableGame, path: NodePath): Edited {
  if (path.length === 0) return { game: { ...game, moves: { children: [] } }, path: [] };
  const parent = path.slice(0, -1);
  const index = path[path.length - 1] ?? 0;
  const moves = rebuild(game.moves, parent, (children) => children.filter((_, i) => i !== index));
  return { game: { ...game, moves }, path: parent };
}

/** Sets the comment after the node at `path` (one comment; empty text removes it). */
export function setComment(game: EditableGame, path: NodePath, text: string): Edited {
  if (path.length === 0) return { game: { ...game, comments: text ? [text] : [] }, path };
  const parent = path.slice(0, -1);
  const index = path[path.length - 1] ?? 0;
  const moves = rebuild(game.moves, parent, (children) =>
    children.map((child, i) =>
      i === index ? { ...child, data: { ...child.data, comments: text ? [text] : [] } } : child,
    ),
  );
  return { game: { ...game, moves }, path };
}

/**
 * Writes `game` back into `text` in place of the game that spanned `[offset, offset + length)`: the other
 * games of the file stay as they were; its moves in its `Variant` tag's SAN (`variants`: the tag names known
 * beyond `@x/san`'s).
 */
export function spliceGame(
  text: string,
  offset: number,
  length: number,
  game: EditableGame,
  variants?: VariantLookup,
): string {
  const written = formatPgn([game], { variants }).trimEnd();
  const after = text.slice(offset + length).trimStart();
  return `${text.slice(0, offset)}${written}${after ? `\n\n${after}` : '\n'}`;
}

/** The move-assessment NAGs: `$1` ! · `$2` ? · `$3` !! · `$4` ?? · `$5` !? · `$6` ?!. */
export const MOVE_GLYPHS: readonly (readonly [nag: number, glyph: string])[] = [
  [1, '!'],
  [2, '?'],
  [3, '!!'],
  [4, '??'],
  [5, '!?'],
  [6, '?!'],
];

/**
 * Sets the move glyph (`nag`, 1–6) of the move at `path`, replacing its other move glyph, as lichess does; the same
 * glyph again removes it. The other NAGs (`$14` ⩲, …) stay after it. Written back as `$n`: the glyph the SAN carried
 * as typed (`e4!`) is taken off it.
 */
export function toggleMoveGlyph(game: EditableGame, path: NodePath, nag: number): Edited {
  if (path.length === 0) return { game, path };
  const parent = path.slice(0, -1);
  const index = path[path.length - 1] ?? 0;
  const isMoveGlyph = (n: number) => n >= 1 && n <= 6;
  const moves = rebuild(game.moves, parent, (children) =>
    children.map((child, i) => {
      if (i !== index) return child;
      const had = child.data.nags.includes(nag);
      const others = child.data.nags.filter((n) => !isMoveGlyph(n));
      const nags = had ? others : [nag, ...others];
      const san = { ...child.data.san, glyph: undefined, nag: undefined };
      return { ...child, data: { ...child.data, san, nags } };
    }),
  );
  return { game: { ...game, moves }, path };
}

/**
 * Adds the moves `sans` (canonical SAN, each legal after the ones before) as a line after the node at `path`:
 * the first as the last alternative there, the rest each after the one before. Shows the line's last move.
 */
export function addLine(
  game: EditableGame,
  path: NodePath,
  sans: readonly string[],
  options?: Parameters<typeof parse>[1],
): Edited {
  let edited: Edited = { game, path };
  for (const san of sans) edited = addMove(edited.game, edited.path, san, options);
  return edited;
}
