/**
 * `walkGame`: every node of a parsed game (main line and variations, depth first, main line first at every
 * branch) with the position after its move, its SAN, ply and move number — what a PGN viewer needs. One
 * position is played forwards and taken back along the tree (no copy per node); an illegal or ambiguous move
 * anywhere stops the walk with a located `SanError`.
 */
import type { BasePosition, Color } from '@x/core';
import { ChessPosition, chessMovesTo, copyChessPosition } from '@x/core/chess';
import { fullmoveNumber, generateMovesTo, sideToMove } from '@x/core/engine';
import { variants } from '@x/core/variant';
import { contextOf, type MovesOnto, type SanContext } from '../move/context.js';
import { NULL_ENCODED } from '../shared/encoding.js';
import { NULL_MOVE, type SanMove } from '../shared/null-move.js';
import { CELL, type MoveTape, tapeOf } from './tape.js';
import { playOn, resolveSpan, type TreeSite } from './play.js';
import { NOT_PLAIN, StandardMoves } from '../chess/standard-move.js';
import { sanOfEncoded } from '../move/stringify.js';
import type { PgnChildNode, Game, PgnNode } from './tree.js';
import type { SanDiagnostic, SanMode } from '../shared/types.js';
import { checkResultEnd } from './result-end.js';

/** Options of `walkGame`. */
export interface WalkOptions {
  /** `'lenient'` (default) or `'strict'` (every move must be canonical SAN; `--` still accepted). */
  readonly mode?: SanMode;
  /** Walk the variations too (default true, as `replay` checks them); `false` walks the main line only. */
  readonly variations?: boolean;
  /**
   * Decode every move before it is played (default false: on first use of `step.move`, which then takes the
   * move back and plays it again). For visitors that read `move` on every step: one decode, no extra make.
   */
  readonly decode?: boolean;
  /**
   * Called with a `result-contradicts-end` warning when the game's result (the movetext's, else its `Result` tag)
   * is decided and its main line's last position says otherwise (checkmate, stalemate, a variant's own end; a
   * claim such as repetition contradicts nothing): checked once the walk has played the whole main line. In strict
   * mode the walk throws it as a `SanError` instead. Neither: not checked.
   */
  readonly onWarning?: (warning: SanDiagnostic) => void;
}

/**
 * One visited node. Valid during the `visit` call only: `position` is played on and taken back afterwards, and a
 * walk of the main line alone hands out one step object, moved on from move to move (copy what you keep).
 */
export interface WalkStep {
  /** The node (its `data` has the parsed SAN, location, comments and NAGs). */
  readonly node: PgnChildNode;
  /** The node whose child this is (the game's root for the first move). */
  readonly parent: PgnNode;
  /**
   * The position after the move. It is shared and changes after `visit` returns: `clone()` or `toFen()` it to
   * keep it. A walk of the main line alone leaves it at the line's end; the next `walkGame` may play on it again.
   */
  readonly position: BasePosition;
  /** 1-based ply from the start position (1 for the first move of the game or of a variation from the start). */
  readonly ply: number;
  /** The move number of the move (`3` for `3. e4` and for `3... e5`). */
  readonly moveNumber: number;
  /** The side that made the move. */
  readonly turn: Color;
  /** Variation depth: 0 on the main line, 1 inside a variation of it, … */
  readonly depth: number;
  /** The legal move it resolved to (`NULL_MOVE` for a pass). Computed on first use. */
  readonly move: SanMove;
  /** The canonical SAN of the move (`--` for a pass). Computed on first use. */
  readonly san: string;
  /**
   * A number naming the move among the moves of the position before it (the engine's move code, free to read,
   * unlike `move`): from one position, the same move always has the same key and different moves have different
   * keys, so two lines from the same start are the same moves exactly when their keys are (`xn pgn dedupe`
   * hashes them). `2 ** 32` for a pass. Not meaningful across variants or start positions.
   */
  readonly moveKey: number;
}

/** Where the walk is: one entry per node on the path from the root (nodes by their index in the walk's tape). */
interface Frame {
  readonly node: number;
  /** Next child to visit (0: none left). */
  next: number;
  readonly ply: number;
  readonly depth: number;
  /** The position before this node's move when it was a pass (a pass builds a new position). */
  readonly beforePass: BasePosition | undefined;
}

class Step implements WalkStep {
  /** The decoded move: set by the walk under `decode`, else on first use. */
  cachedMove: SanMove | undefined;
  private cachedSan: string | undefined;

  constructor(
    private readonly tape: MoveTape,
    private index: number,
    private parentIndex: number,
    public position: BasePosition,
    public ply: number,
    public moveNumber: number,
    public turn: Color,
    readonly depth: number,
    private encoded: number,
  ) {}

  /** The node (made with the rest of the game's public tree on first use). */
  get node(): PgnChildNode {
    return this.tape.node(this.index) as PgnChildNode;
  }

  get parent(): PgnNode {
    return this.tape.node(this.parentIndex);
  }

  /** Moves this step on to the next move of a main line (its walk hands out one step, moved on move by move). */
  moveOn(index: number, position: BasePosition, moveNumber: number, turn: Color, encoded: number): void {
    this.parentIndex = this.index;
    this.index = index;
    this.position = position;
    this.ply++;
    this.moveNumber = moveNumber;
    this.turn = turn;
    this.encoded = encoded;
    this.cachedMove = undefined;
    this.cachedSan = undefined;
  }

  get moveKey(): number {
    return this.encoded;
  }

  get move(): SanMove {
    this.cachedMove ??=
      this.encoded === NULL_ENCODED ? NULL_MOVE : this.before((p) => p.decodeMove(this.encoded));
    return this.cachedMove;
  }

  get san(): string {
    // from the move's code (as `stringify` of its decoded move writes it, without finding the code again)
    this.cachedSan ??=
      this.encoded === NULL_ENCODED
        ? '--'
        : this.before((p) => sanOfEncoded(p, contextOf(p), this.encoded, walkMovesTo));
    return this.cachedSan;
  }

  /** Runs `fn` on the position before the move (taken back and played again). */
  private before<T>(fn: (p: BasePosition) => T): T {
    const p = this.position;
    p.undo();
    try {
      return fn(p);
    } finally {
      p.playEncoded(this.encoded);
    }
  }
}

/**
 * The legal moves onto a square as the walk finds them (to resolve a move and to disambiguate its SAN): on an
 * `@x/core/chess` position backwards from the square (`chessMovesTo`, as `MainLineChecker` resolves), else
 * `generateMovesTo` (the same moves).
 */
export const walkMovesTo: MovesOnto = (pos, to, type, out) =>
  pos instanceof ChessPosition ? chessMovesTo(pos, to, type, out) : generateMovesTo(pos, to, type, out);

/** The short path of chess moves (`StandardMoves`), made at the first walk of a `ChessPosition`. */
let chessShortPath: StandardMoves | undefined;

/** The position a walk from a `ChessPosition` plays on, reused by the next walk (`copyChessPosition`). */
let chessScratch: ChessPosition | undefined;
/** Whether a walk plays on `chessScratch` now (a walk inside a visit copies its start instead). */
let scratchInUse = false;

/**
 * How the walk resolves a move: on a `ChessPosition` in lenient mode by the short path (`fast`), the general path
 * (`resolveSpan`) for what it leaves.
 */
function resolveOn(
  pos: BasePosition,
  ctx: SanContext,
  tape: MoveTape,
  k: number,
  site: TreeSite,
  ply: number,
  fast: StandardMoves | undefined,
): number {
  const san = tape.sans[k - 1]!;
  if (fast !== undefined && pos instanceof ChessPosition) {
    const m = fast.resolveSan(pos, san);
    if (m !== NOT_PLAIN) return m;
  }
  // the span in the tape's text: cells plus the tape's shift are the public span, less the frame's base the local one
  const local = tape.cells[k * CELL]! + tape.shift - (tape.frame?.base ?? 0);
  return resolveSpan(pos, ctx, san, local, tape.cells[k * CELL + 1]!, site, ply);
}

/**
 * Visits every move of a game (a `Game` from `parsePgn`/`iteratePgn`, or a tree root) from `start`: depth
 * first, the main line first at every branch, each variation from the position before the move it replaces.
 * `visit` gets a `WalkStep` (node, position after the move, ply, move number, side, variation depth; `move` and
 * `san` on demand) and may return `false` to stop. `start` is not changed: the walk plays on a copy (of a
 * `ChessPosition`, one position kept from walk to walk: `copyChessPosition`). Throws `SanError` (`illegal-move`,
 * `ambiguous-move`, strict `noncanonical`) located at the failing move's `offset`/`length` in the parsed text (and its
 * `line`/`column` there for a game read by `parsePgn`/`iteratePgn`/`parseMovetext`), with its 0-based `ply`.
 *
 * @example walkGame(parsePgn('1. e4 (1. d4 d5) e5 *')[0]!, start, (s) => console.log(s.ply, s.san))
 */
export function walkGame(
  game: Game | PgnNode,
  start: BasePosition,
  visit: (step: WalkStep) => unknown,
  options?: WalkOptions,
): void {
  const tape = tapeOf(game);
  const cells = tape.cells;
  const strict = options?.mode === 'strict';
  const site: TreeSite = {
    text: tape.text,
    frame: tape.frame,
    strict,
    onWarning: undefined,
    start: 0,
    end: 0,
    movesTo: walkMovesTo,
  };
  const variations = options?.variations !== false;
  const decode = options?.decode === true;
  const ctx = contextOf(start);
  const firstNumber = fullmoveNumber(start);
  const firstBlack = sideToMove(start);
  const fast =
    start instanceof ChessPosition && !strict
      ? (chessShortPath ??= new StandardMoves(ChessPosition.fromFen(variants.chess.startFen), ctx))
      : undefined;
  // the game checked against its main line's end once the walk has played it (warned or strict only)
  let ending = 'headers' in game && (strict || options?.onWarning !== undefined) ? game : undefined;
  const own = start instanceof ChessPosition && !scratchInUse;
  let pos: BasePosition;
  if (own) {
    chessScratch ??= start.clone();
    copyChessPosition(chessScratch, start);
    pos = chessScratch;
    scratchInUse = true;
  } else pos = start.clone();
  try {
    if (!variations) {
      // The main line alone: a chain of first children, no frames to keep (the copy needs no unwinding).
      let parent = 0;
      let step: Step | undefined;
      for (let ply = 0; ; ply++) {
        const k = cells[parent * CELL + 2]!;
        if (k === 0) {
          if (ending !== undefined) checkResultEnd(ending, tape, pos, strict, options?.onWarning);
          return;
        }
        const m = resolveOn(pos, ctx, tape, k, site, ply, fast);
        const decoded = decode ? (m === NULL_ENCODED ? NULL_MOVE : pos.decodeMove(m)) : undefined;
        pos = playOn(pos, m);
        const half = ply + firstBlack;
        const turn = half & 1 ? 'black' : 'white';
        if (step === undefined)
          step = new Step(tape, k, parent, pos, 1, firstNumber + (half >> 1), turn, 0, m);
        else step.moveOn(k, pos, firstNumber + (half >> 1), turn, m);
        step.cachedMove = decoded;
        if (visit(step) === false) return;
        parent = k;
      }
    }
    const stack: Frame[] = [{ node: 0, next: cells[2]!, ply: 0, depth: 0, beforePass: undefined }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const k = top.next;
      if (k === 0) {
        // the first node left is the main line's last
        if (ending !== undefined) checkResultEnd(ending, tape, pos, strict, options?.onWarning);
        ending = undefined;
        stack.pop();
        if (stack.length === 0) break;
        if (top.beforePass !== undefined) pos = top.beforePass;
        else pos.undo();
        continue;
      }
      top.next = cells[k * CELL + 3]!;
      const before = pos;
      const m = resolveOn(pos, ctx, tape, k, site, top.ply, fast);
      const decoded = decode ? (m === NULL_ENCODED ? NULL_MOVE : pos.decodeMove(m)) : undefined;
      pos = playOn(pos, m);
      const ply = top.ply + 1;
      const half = top.ply + firstBlack;
      const depth = top.depth + (k === cells[top.node * CELL + 2] ? 0 : 1);
      const step = new Step(
        tape,
        k,
        top.node,
        pos,
        ply,
        firstNumber + (half >> 1),
        half & 1 ? 'black' : 'white',
        depth,
        m,
      );
      step.cachedMove = decoded;
      const beforePass = m === NULL_ENCODED ? before : undefined;
      stack.push({ node: k, next: cells[k * CELL + 2]!, ply, depth, beforePass });
      if (visit(step) === false) return;
    }
  } finally {
    if (own) scratchInUse = false;
  }
}
