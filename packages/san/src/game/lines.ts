/** Warnings located in their text (through `@x/core`'s line helpers), and the source text of parsed trees. */
import { LineIndex } from '@x/core/notation';
import type { PgnNode } from './tree.js';
import type { SanDiagnostic } from '../shared/types.js';

/** `report` with each warning at its line and column in `text` (the line index built at the first warning). */
export function locating(
  text: string,
  report: (warning: SanDiagnostic) => void,
): (warning: SanDiagnostic) => void {
  const locate = new LineIndex(text).locate;
  return (warning) => report({ ...warning, ...locate(warning.offset) });
}

const sources = new WeakMap<PgnNode, string>();

/** Records `text` as the source of the tree `root` (by `iteratePgn` and `parseMovetext`), for `walkGame`. */
export function rememberSource(root: PgnNode, text: string): PgnNode {
  sources.set(root, text);
  return root;
}

/** The text the tree `root` was parsed from, if it was parsed here. */
export function sourceOf(root: PgnNode): string | undefined {
  return sources.get(root);
}
