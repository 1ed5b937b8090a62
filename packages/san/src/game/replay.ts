/**
 * `replay`: movetext played from a position. The text is read into a tree (`movetextTree`, the position's
 * dialect), then every main-line move is resolved and played on a copy of the position; variations are checked
 * from their branch points (unless `variations: false`, as `walkGame` walks them). The first failure is reported
 * with its ply and text location.
 */
import type { Move, Result, BasePosition } from '@x/core';
import { contextOf, type SanContext } from '../move/context.js';
import { NULL_ENCODED } from '../shared/encoding.js';
import { SanError } from '../shared/errors.js';
import { locating } from './lines.js';
import { type SanLimits, sanLimitsOf } from '../shared/limits.js';
import { movetextTree } from '../pgn/game-builder.js';
import { lexerOf } from '../move/lexer.js';
import { NULL_MOVE, type SanMove } from '../shared/null-move.js';
import { playOn, resolveChild, type TreeSite, withPly } from './play.js';
import { type PgnChildNode, mainLine, type PgnNode } from './tree.js';
import type { SanDiagnostic, SanMode } from '../shared/types.js';

/** Options of `replay`. */
export interface ReplayOptions {
  /** `'lenient'` (default) or `'strict'` (every move must be canonical SAN; `--` still accepted). */
  readonly mode?: SanMode;
  /**
   * Also resolve every variation from its branch point (default true, as `walkGame` walks them; `false`: the main
   * line only).
   */
  readonly variations?: boolean;
  /** Size caps over `DEFAULT_SAN_LIMITS`: variation nesting and moves per game. */
  readonly limits?: Partial<SanLimits>;
  /** Lenient mode: called with each lenient form accepted, located in `text` (see `ResolveOptions`). */
  readonly onWarning?: (warning: SanDiagnostic) => void;
}

/** What `replay` returns on success: the main-line moves and the position after the last one. */
export interface Replayed {
  /** The main-line moves in order (`NULL_MOVE` for a pass). */
  readonly moves: readonly SanMove[];
  /** The position after the main line (a copy; the input position is not changed). */
  readonly position: BasePosition;
}

/**
 * The main-line ply of a movetext syntax error at `offset`: the number of main-line moves before it, when the
 * text before it reads on its own under the caller's `limits` (undefined inside a variation).
 */
function plyAt(
  text: string,
  offset: number,
  ctx: SanContext,
  strict: boolean,
  limits: SanLimits,
): number | undefined {
  // Back to the start of the token the error is in.
  let start = Math.min(offset, text.length);
  while (start > 0 && !' \t\r\n(){}[];$'.includes(text.charAt(start - 1))) start--;
  try {
    const read = movetextTree(text, start, lexerOf(ctx.dialect), strict, limits);
    return mainLine(read.root).length;
  } catch {
    return undefined;
  }
}

/** Resolves and plays the variations below `node` (whose main child is `node.children[0]`) from `pos`. */
function checkVariations(
  pos: BasePosition,
  ctx: SanContext,
  node: PgnNode,
  how: TreeSite,
  ply: number,
): void {
  const children = node.children;
  for (let k = 1; k < children.length; k++) {
    let line: PgnChildNode | undefined = children[k];
    let branch = pos.clone();
    let at = ply;
    while (line !== undefined) {
      branch = playOn(branch, resolveChild(branch, ctx, line, how, at));
      // Alternatives to this move's successor branch from the position after this move.
      if (line.children.length > 1) checkVariations(branch, ctx, line, how, at + 1);
      line = line.children[0];
      at++;
    }
  }
}

/**
 * Replays movetext from `position`: resolves every main-line move (SAN in the position's dialect; null moves
 * `--`, and in lenient mode `Z0`, `0000`, `@@@@`, are passes) and plays it on a copy, and resolves every variation
 * from its branch point (`variations: false`: the main line only, as for `walkGame`). Returns
 * `{ success: true, data: { moves, position } }` or `{ success: false, error }` where the `SanError` has the
 * failing move's `offset`/`length` in `text` and its 0-based main-line `ply` (for a syntax error of the
 * movetext, the number of main-line moves before it; undefined inside a variation). Comments, NAGs, move numbers and the result are read and ignored.
 *
 * @example replay(Position.fromFen(startFen), '1. e4 e5 2. Nf3 *').data.moves.length // 3
 */
export function replay(
  position: BasePosition,
  text: string,
  options?: ReplayOptions,
): Result<Replayed, SanError> {
  if (typeof text !== 'string') throw new TypeError('@x/san: replay expects a string');
  const strict = options?.mode === 'strict';
  const report = options?.onWarning;
  const how: TreeSite = { text, strict, onWarning: report && locating(text, report), start: 0, end: 0 };
  const ctx = contextOf(position);
  const limits = sanLimitsOf(options);
  try {
    let root: PgnNode;
    try {
      root = movetextTree(text, text.length, lexerOf(ctx.dialect), strict, limits).root;
    } catch (error) {
      const ply = error instanceof SanError ? plyAt(text, error.offset, ctx, strict, limits) : undefined;
      withPly(error, ply, text);
    }
    const variations = options?.variations !== false;
    const moves: SanMove[] = [];
    let pos = position.clone();
    let node: PgnNode = root;
    let ply = 0;
    let child = node.children[0];
    while (child !== undefined) {
      if (variations && node.children.length > 1) checkVariations(pos, ctx, node, how, ply);
      const m = resolveChild(pos, ctx, child, how, ply);
      moves.push(m === NULL_ENCODED ? NULL_MOVE : (pos.decodeMove(m) as Move));
      pos = playOn(pos, m);
      node = child;
      child = node.children[0];
      ply++;
    }
    return { success: true, data: { moves, position: pos } };
  } catch (error) {
    if (error instanceof SanError) return { success: false, error };
    throw error;
  }
}
