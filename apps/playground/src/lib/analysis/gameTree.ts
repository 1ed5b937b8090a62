/**
 * The analysis board's game model: a parsed PGN game (`@x/san`'s tree) checked move by move from its start
 * position — variations included — into nodes that carry what a board and a move list need (canonical SAN,
 * UCI, the position after the move, move number, 1-based ply, the error of an illegal move). Every move of
 * every line is checked: an illegal move marks its node and the rest of its line, the other lines go on.
 */
import type { Move, BasePosition } from '@x/core';
import {
  type PgnChildNode,
  formatSan,
  type Game,
  isNullMove,
  NULL_MOVE,
  type PgnNode,
  passTurn,
  type SanError,
  type SanMove,
  safeResolve,
  stringify,
} from '@x/san';
import type { LocatedError } from '../text/shownError';

/** A path from the root to a node: the child index taken at each step (`[]` is the start position). */
export type NodePath = readonly number[];

/** The error of one move: where it is in the text and what is wrong. */
export type MoveError = LocatedError;

/** One move of the checked tree. */
export interface AnalysisNode {
  readonly path: NodePath;
  /** The node of the parsed tree (its SAN, comments, NAGs, offset and length in the text). */
  readonly source: PgnChildNode;
  /** Canonical SAN (or the text as written when the move is illegal). */
  readonly san: string;
  /** UCI of the move (`--` for a pass), empty when illegal. */
  readonly uci: string;
  /** 1-based ply from the start position of the game (the same count as `walkGame` and ICN). */
  readonly ply: number;
  /** Full move number of the move. */
  readonly moveNumber: number;
  /** The side that made the move. */
  readonly turn: 'white' | 'black';
  /** The position after the move (the last good one when this move is illegal). */
  readonly position: BasePosition;
  /** The squares of the move (from and to), for the last-move highlight. */
  readonly squares: readonly string[];
  /** The error of this move, or of an earlier move of its line (then `inherited`). */
  readonly error?: MoveError;
  readonly inherited?: boolean;
  readonly children: readonly AnalysisNode[];
}

/** A checked game: its start position, the checked tree and every error found (text order). */
export interface AnalysisGame {
  readonly start: BasePosition;
  readonly children: readonly AnalysisNode[];
  readonly errors: readonly (MoveError & { readonly path: NodePath; readonly ply: number })[];
}

/** The squares a move touches (from and to; the target alone for a drop). */
function squaresOf(move: SanMove): string[] {
  if (isNullMove(move)) return [];
  const m = move as Move;
  return m.from ? [m.from, m.to] : [m.to];
}

/** Who moves and the full move number, for the moves after an unplayed one (numbered on as if played). */
interface Numbering {
  readonly turn: 'white' | 'black';
  readonly moveNumber: number;
}

/** The numbering of the move after one made by `turn` at `moveNumber`. */
function nextNumbering({ turn, moveNumber }: Numbering): Numbering {
  return turn === 'white' ? { turn: 'black', moveNumber } : { turn: 'white', moveNumber: moveNumber + 1 };
}

/**
 * Checks every move of `game` from `start` (not changed): resolves each SAN in its position and plays it.
 * Linear in the number of moves (one resolve, one play and one position copy per move).
 */
export function checkGame(game: Pick<Game, 'moves'>, start: BasePosition): AnalysisGame {
  const errors: (MoveError & { path: NodePath; ply: number })[] = [];
  const visit = (
    parent: PgnNode,
    before: BasePosition,
    path: NodePath,
    ply: number,
    inherited: MoveError | undefined,
    numbering?: Numbering,
  ): AnalysisNode[] =>
    parent.children.map((child, index) => {
      const here = [...path, index];
      const { turn, moveNumber } = numbering ?? { turn: before.turn, moveNumber: before.toSetup().fullmoves };
      const written = child.data;
      /** A move that was not played: shown as written, on the position before it. */
      const unplayed = (error: MoveError, fromEarlier: boolean): AnalysisNode => ({
        path: here,
        source: child,
        san: sourceText(child),
        uci: '',
        ply: ply + 1,
        moveNumber,
        turn,
        position: before,
        squares: [],
        error,
        ...(fromEarlier ? { inherited: true } : {}),
        children: visit(child, before, here, ply + 1, error, nextNumbering({ turn, moveNumber })),
      });
      if (inherited) return unplayed(inherited, true);
      const resolved = isNullSan(child) ? nullResult(before) : safeResolve(written.san, before);
      if (!resolved.success) {
        const error: MoveError = {
          code: resolved.error.code,
          message: resolved.error.message,
          offset: written.offset,
          length: written.length,
        };
        errors.push({ ...error, path: here, ply: ply + 1 });
        return unplayed(error, false);
      }
      const move = resolved.data;
      const san = stringify(move, before);
      const uci = isNullMove(move) ? '--' : before.uci(move as Move);
      let after: BasePosition;
      if (isNullMove(move)) after = passTurn(before);
      else {
        after = before.clone();
        after.play(move as Move);
      }
      return {
        path: here,
        source: child,
        san,
        uci,
        ply: ply + 1,
        moveNumber,
        turn,
        position: after,
        squares: squaresOf(move),
        children: visit(child, after, here, ply + 1, undefined),
      };
    });
  const children = visit(game.moves, start, [], 0, undefined);
  errors.sort((a, b) => a.offset - b.offset);
  return { start, children, errors };
}

/** Whether the parsed move is a null move (`--`). */
function isNullSan(child: PgnChildNode): boolean {
  return child.data.san.nullMove === true;
}

/** Resolution of a null move: illegal in check. */
function nullResult(
  position: BasePosition,
): { success: true; data: SanMove } | { success: false; error: Pick<SanError, 'code' | 'message'> } {
  if (position.isCheck())
    return { success: false, error: { code: 'illegal-move', message: 'a null move is illegal in check' } };
  return { success: true, data: NULL_MOVE };
}

/** The move as written (for an unchecked move). */
function sourceText(child: PgnChildNode): string {
  return child.data.san.nullMove ? '--' : formatSan(child.data.san);
}

/** The nodes from the first move along `path`, as far as it names nodes of `game` (none for `[]`). */
export function nodesOn(game: Pick<AnalysisGame, 'children'>, path: NodePath): AnalysisNode[] {
  const nodes: AnalysisNode[] = [];
  let list = game.children;
  for (const index of path) {
    const node = list[index];
    if (!node) break;
    nodes.push(node);
    list = node.children;
  }
  return nodes;
}

/** The node at `path`, or undefined when the path leaves the tree. */
export function nodeAt(game: AnalysisGame, path: NodePath): AnalysisNode | undefined {
  const nodes = nodesOn(game, path);
  return nodes.length === path.length ? nodes.at(-1) : undefined;
}

/** The longest prefix of `path` that names a node of `game`. */
export function clampPath(game: AnalysisGame, path: NodePath): NodePath {
  return path.slice(0, nodesOn(game, path).length);
}

/** The main-line continuation's path from `path` to the end of its line. */
export function lineEnd(game: AnalysisGame, path: NodePath): NodePath {
  const out = [...path];
  let list = path.length === 0 ? game.children : (nodeAt(game, path)?.children ?? []);
  while (list.length > 0) {
    out.push(0);
    list = list[0]?.children ?? [];
  }
  return out;
}

/** The children of the node at `path` (the start position's for `[]`). */
export function childrenAt(game: AnalysisGame, path: NodePath): readonly AnalysisNode[] {
  return path.length === 0 ? game.children : (nodeAt(game, path)?.children ?? []);
}

/**
 * A node path in the URL: alternating counts of main-line steps and variation indexes, `3,1,2` = three
 * main-line moves, then the second child, then two main-line moves. `''` is the start.
 */
export function encodePath(path: NodePath): string {
  const parts: number[] = [];
  let run = 0;
  for (const index of path) {
    if (index === 0) run++;
    else {
      parts.push(run, index);
      run = 0;
    }
  }
  if (run > 0 || parts.length > 0) parts.push(run);
  while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
  return parts.join(',');
}

/** Reads {@link encodePath}'s form; anything unreadable gives the start (`[]`). At most `limit` steps. */
export function decodePath(text: string, limit = 100_000): NodePath {
  if (!/^\d+(,\d+)*$/.test(text)) return [];
  const out: number[] = [];
  const parts = text.split(',').map(Number);
  for (let i = 0; i < parts.length; i++) {
    const n = parts[i] ?? 0;
    if (out.length + (i % 2 === 0 ? n : 1) > limit) return [];
    if (i % 2 === 0) for (let k = 0; k < n; k++) out.push(0);
    else out.push(n);
  }
  return out;
}

/** The main line's moves from the start up to its first illegal move (a GIF's frames). */
export function mainLine(game: AnalysisGame): AnalysisNode[] {
  const out: AnalysisNode[] = [];
  for (let n = game.children[0]; n !== undefined && !n.error; n = n.children[0]) out.push(n);
  return out;
}
