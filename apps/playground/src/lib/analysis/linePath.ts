import { type AnalysisGame, childrenAt, type NodePath } from './gameTree';

/**
 * Where a line of moves `sans` (canonical SAN, as the tree writes its moves) played from the node at `path` leads
 * in `game`'s tree: the path along the moves the tree already has, and the moves after it that it has not (to be
 * added there as a variation).
 */
export function linePath(
  game: AnalysisGame,
  path: NodePath,
  sans: readonly string[],
): { readonly path: NodePath; readonly rest: readonly string[] } {
  let at = path;
  let i = 0;
  for (; i < sans.length; i++) {
    const index = childrenAt(game, at).findIndex((child) => !child.error && child.san === sans[i]);
    if (index < 0) break;
    at = [...at, index];
  }
  return { path: at, rest: sans.slice(i) };
}
