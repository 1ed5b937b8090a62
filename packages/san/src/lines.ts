/** Line and column of warning offsets in a movetext or PGN text, found without scanning the text twice. */
import { lineLocator } from '@x/core';
import type { Node } from './tree.js';
import type { SanDiagnostic } from './types.js';

/**
 * 1-based line and column of offsets into one text, for offsets that mostly increase (a PGN file read game by
 * game): each look-up scans only from the previous one, and an offset before it starts again from the top.
 * Lines end at `\n`, as `lineColumn` of `@x/core` counts them.
 */
export class LineCursor {
  readonly #text: string;
  #at = 0;
  #line = 1;
  #lineStart = 0;
  constructor(text: string) {
    this.#text = text;
  }
  /** Line and column of `offset`. */
  locate(offset: number): { line: number; column: number } {
    const text = this.#text;
    const to = Math.min(Math.max(offset, 0), text.length);
    if (to < this.#at) {
      this.#at = 0;
      this.#line = 1;
      this.#lineStart = 0;
    }
    for (let i = text.indexOf('\n', this.#at); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) {
      this.#line++;
      this.#lineStart = i + 1;
    }
    this.#at = to;
    return { line: this.#line, column: to - this.#lineStart + 1 };
  }
}

/** `report` with each warning at its line and column in `text` (the line index built at the first warning). */
export function locating(
  text: string,
  report: (warning: SanDiagnostic) => void,
): (warning: SanDiagnostic) => void {
  const locate = lineLocator(text);
  return (warning) => report({ ...warning, ...locate(warning.offset) });
}

const sources = new WeakMap<Node, string>();

/** Records `text` as the source of the tree `root` (by `iteratePgn` and `parseMovetext`), for `walkGame`. */
export function rememberSource(root: Node, text: string): Node {
  sources.set(root, text);
  return root;
}

/** The text the tree `root` was parsed from, if it was parsed here. */
export function sourceOf(root: Node): string | undefined {
  return sources.get(root);
}
