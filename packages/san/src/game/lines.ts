/** Warnings located in their text (through `@x/core`'s line helpers), and the source text of parsed trees. */
import { LineCursor, LineIndex } from '@x/core/notation';
import { SanError } from '../shared/errors.js';
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

/**
 * Where a text a tree was read from lies in its file: UTF-16 units of the file before its first unit (`base`),
 * and that unit's 1-based line and column. A game of `readPgn` is read from its section of the file; its spans
 * count from the file's start (`base` added), so that its errors are located in the file.
 */
export interface SourceFrame {
  readonly base: number;
  readonly line: number;
  readonly column: number;
}

/** The text of a tree and where it lies in its file (the whole text: base 0, line 1, column 1). */
export interface TreeSource {
  readonly text: string;
  readonly frame: SourceFrame | undefined;
}

const sources = new WeakMap<PgnNode, TreeSource>();

/** Records `text` (at `frame` in its file) as the source of the tree `root` (by `iteratePgn`, `parseMovetext`, `readPgn`). */
export function rememberSource(root: PgnNode, text: string, frame?: SourceFrame): PgnNode {
  sources.set(root, { text, frame });
  return root;
}

/** The text the tree `root` was parsed from, if it was parsed here. */
export function sourceOf(root: PgnNode): string | undefined {
  return sources.get(root)?.text;
}

/** The text the tree `root` was parsed from and where it lies in its file, if it was parsed here. */
export function treeSourceOf(root: PgnNode): TreeSource | undefined {
  return sources.get(root);
}

/**
 * `error`, whose offset counts in the file (`frame.base` plus an offset in `text`), with its line and column in
 * the file; without a text, unchanged. A non-`SanError` is returned as it is.
 */
export function locateInFile<E>(error: E, source: TreeSource | undefined): E {
  if (!(error instanceof SanError) || source === undefined) return error;
  const frame = source.frame;
  const local = frame === undefined ? error.offset : error.offset - frame.base;
  // One offset: a cursor's scan to it (the cursor the game reader has), no line index: none in `@x/san/chess`.
  return Object.assign(error, new LineCursor(source.text, frame).locate(local));
}
