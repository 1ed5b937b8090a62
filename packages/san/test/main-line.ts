/** Test helper: the main-line move texts of a parsed game, as written in `text`. */
import type { PgnNode } from '../src/game/tree.js';

/** The text of each main-line move of `root`, sliced from the `text` it was parsed from. */
export function mainLineTexts(text: string, root: PgnNode): string[] {
  const out: string[] = [];
  let node: PgnNode = root;
  while (node.children.length > 0) {
    const child = node.children[0]!;
    out.push(text.slice(child.data.offset, child.data.offset + child.data.length));
    node = child;
  }
  return out;
}
