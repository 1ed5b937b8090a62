/** Resolving and playing the moves of a movetext tree, shared by `replay` and `walkGame`. */
import type { BasePosition } from '@x/core';
import type { SanContext } from '../move/context.js';
import { NULL_ENCODED } from '../shared/encoding.js';
import { SanError } from '../shared/errors.js';
import { passTurn } from '../shared/pass.js';
import { resolveEncoded, type SanSite } from '../move/resolve.js';
import type { PgnChildNode } from './tree.js';
import { locateInFile, type SourceFrame } from './lines.js';
import type { SAN } from '../shared/types.js';

/**
 * How the moves of a tree are resolved: the text they were read from, strictness and the warning hook, and the
 * span of the move being resolved (`resolveChild` sets it: one object per walk, not one per move).
 */
export type TreeSite = Omit<SanSite, 'start' | 'end'> & {
  start: number;
  end: number;
  /** Where `text` lies in its file (its errors then count from the file's start), else undefined. */
  frame?: SourceFrame | undefined;
};

/**
 * Rethrows `error`, a `SanError` with `ply` added and, given the `text` its offset points into, its line and
 * column (any other error unchanged); given the text's `frame` in its file, located in the file.
 */
export function withPly(error: unknown, ply: number | undefined, text?: string, frame?: SourceFrame): never {
  if (error instanceof SanError) {
    const details = { canonical: error.canonical, candidates: error.candidates, ply };
    const offset = error.offset + (frame?.base ?? 0);
    const located = new SanError(error.code, error.message, offset, error.length, details);
    throw text === undefined ? located : locateInFile(located, { text, frame });
  }
  throw error;
}

/** Resolves the move of `child` on `pos` to an encoded move; a `SanError` is located at its span with `ply`. */
export function resolveChild(
  pos: BasePosition,
  ctx: SanContext,
  child: PgnChildNode,
  site: TreeSite,
  ply: number,
): number {
  const data = child.data;
  return resolveSpan(pos, ctx, data.san, data.offset, data.length, site, ply);
}

/** `resolveChild` of a move given by its SAN record and span (a move of a `MoveTape`). */
export function resolveSpan(
  pos: BasePosition,
  ctx: SanContext,
  san: SAN,
  offset: number,
  length: number,
  site: TreeSite,
  ply: number,
): number {
  site.start = offset;
  site.end = offset + length;
  try {
    return resolveEncoded(pos, ctx, san, site);
  } catch (error) {
    withPly(error, ply, site.text, site.frame);
  }
}

/** Plays one resolved move (or a pass) on `pos`, returning the position to continue from. */
export function playOn(pos: BasePosition, m: number): BasePosition {
  if (m === NULL_ENCODED) return passTurn(pos);
  pos.playEncoded(m);
  return pos;
}
