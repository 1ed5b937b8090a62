/**
 * The writers' bound on branch nesting: KIF, KI2 and JKF walk a game's tree by recursion, so a game nested deeper
 * than `DEFAULT_KIF_LIMITS.maxDepth` (what the readers accept by default) is refused with a `KifError` instead
 * of overflowing the stack.
 */
import { KifError } from '../errors.js';
import { DEFAULT_KIF_LIMITS } from '../limits.js';
import type { KifLine } from './game.js';

/** Throws `KifError` (`nesting-too-deep`, naming the branch) when `game` nests branches too deep to write. */
export function checkDepth(game: KifLine): void {
  const max = DEFAULT_KIF_LIMITS.maxDepth;
  const stack: { line: KifLine; depth: number; path: string }[] = [{ line: game, depth: 0, path: '' }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    for (const [i, move] of top.line.moves.entries())
      for (const [k, line] of (move.variations ?? []).entries()) {
        const path = `${top.path}moves.${i}.variations.${k}`;
        if (top.depth >= max)
          throw new KifError('nesting-too-deep', `${shortened(path)}: branches nested more than ${max} deep`);
        stack.push({ line, depth: top.depth + 1, path: `${path}.` });
      }
  }
}

/** A path of at most 120 characters (its end, which names the branch), for a message. */
function shortened(path: string): string {
  return path.length <= 120 ? path : `…${path.slice(-120)}`;
}
