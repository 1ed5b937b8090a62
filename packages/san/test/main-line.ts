/** Test helper: the main-line move texts of a parsed game, as written in `text`. */
import type { PgnNode } from '../src/game/tree.js';

/**
 * The text of each main-line move of `root`, sliced from the `text` it was parsed from (whose first unit is at
 * `base` in its file: the spans of a game of `readPgn` count from the file's start).
 */
export function mainLineTexts(text: string, root: PgnNode, base = 0): string[] {
  const out: string[] = [];
  let node: PgnNode = root;
  while (node.children.length > 0) {
    const child = node.children[0]!;
    out.push(text.slice(child.data.offset - base, child.data.offset - base + child.data.length));
    node = child;
  }
  return out;
}
