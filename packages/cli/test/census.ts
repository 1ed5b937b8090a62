/** What a game tree holds, counted the same way by the shape tests and the pgn-extract table test. */
import type { Game, PgnNode } from '@x/san';

/** A game's main-line plies, comments (before the first move, before and after moves), NAGs and variations. */
export function census(game: Game): { plies: number; comments: number; nags: number; variations: number } {
  const seen = { plies: 0, comments: game.comments.length, nags: 0, variations: 0 };
  const walk = (node: PgnNode, main: boolean) =>
    node.children.forEach((child, i) => {
      if (main && i === 0) seen.plies++;
      if (i > 0) seen.variations++;
      seen.comments += child.data.comments.length + child.data.startingComments.length;
      seen.nags += child.data.nags.length;
      walk(child, main && i === 0);
    });
  walk(game.moves, true);
  return seen;
}
