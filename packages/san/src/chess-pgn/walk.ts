/**
 * `walkGame` of `@x/san/chess`: every move of a game read by `parsePgn` (of `@x/san/chess` or `@x/san`) played on
 * a copy of a `ChessPosition`, depth first and the main line first at every branch, as `walkGame` of `@x/san`
 * walks a chess game: the same steps, positions, SAN and errors, without the variant engine.
 */
import type { Color, Move } from '@x/core';
import type { ChessPosition } from '@x/core/chess';
import { fullmoveNumber, sideToMove } from '@x/core/engine';
import { locateError } from '@x/core/notation';
import { SanError } from '../shared/errors.js';
import type { SAN } from '../shared/types.js';
import { CELL, type MoveTape, tapeOf } from '../game/tape.js';
import type { Game, PgnChildNode, PgnNode } from '../game/tree.js';
import type { WalkOptions, WalkStep } from '../game/walk.js';
import { matchChessMove } from '../chess/match.js';
import { chessSan, LETTERS } from '../chess/stringify.js';

/** One visited move, as `WalkStep` of `@x/san`, on a `ChessPosition` (no null moves in standard chess's SAN). */
export interface ChessWalkStep extends Omit<WalkStep, 'position' | 'move'> {
  /** The position after the move: shared, played on after `visit` returns (`clone()` or `toFen()` it to keep it). */
  readonly position: ChessPosition;
  /** The legal move it resolved to. Computed on first use. */
  readonly move: Move;
}

/** Type numbers (`' PNBRQK'`) of chess's piece identifiers. */
const TYPES: Readonly<Record<string, number>> = { pawn: 1, knight: 2, bishop: 3, rook: 4, queen: 5, king: 6 };

class Step implements ChessWalkStep {
  #move: Move | undefined;
  #san: string | undefined;

  // fields declared, set here: no class field definitions before the assignments in the bundle
  declare readonly tape: MoveTape;
  declare readonly index: number;
  declare readonly parentIndex: number;
  declare readonly position: ChessPosition;
  declare readonly ply: number;
  declare readonly moveNumber: number;
  declare readonly turn: Color;
  declare readonly depth: number;
  declare readonly moveKey: number;

  constructor(
    tape: MoveTape,
    index: number,
    parentIndex: number,
    position: ChessPosition,
    ply: number,
    moveNumber: number,
    turn: Color,
    depth: number,
    moveKey: number,
  ) {
    this.tape = tape;
    this.index = index;
    this.parentIndex = parentIndex;
    this.position = position;
    this.ply = ply;
    this.moveNumber = moveNumber;
    this.turn = turn;
    this.depth = depth;
    this.moveKey = moveKey;
  }

  get node(): PgnChildNode {
    return this.tape.node(this.index) as PgnChildNode;
  }

  get parent(): PgnNode {
    return this.tape.node(this.parentIndex);
  }

  get move(): Move {
    return (this.#move ??= this.#before((p) => p.decodeMove(this.moveKey)));
  }

  get san(): string {
    return (this.#san ??= this.#before((p) => chessSan(p, this.moveKey)));
  }

  /** Runs `fn` on the position before the move (taken back and played again). */
  #before<T>(fn: (p: ChessPosition) => T): T {
    const p = this.position;
    p.undo();
    try {
      return fn(p);
    } finally {
      p.playEncoded(this.moveKey);
    }
  }
}

/** The text of a record from a tree made without one: its canonical spelling in chess. */
function written(san: SAN): string {
  const tail = (san.checkmate ? '#' : san.check ? '+' : '') + (san.glyph ?? '');
  if (san.castling) return (san.long ? 'O-O-O' : 'O-O') + tail;
  const letter = san.piece === 'pawn' ? '' : LETTERS[TYPES[san.piece] ?? 0];
  const promotion = san.promotion === undefined ? '' : `=${LETTERS[TYPES[san.promotion] ?? 0]}`;
  return `${letter}${san.from ?? ''}${san.capture ? 'x' : ''}${san.to}${promotion}${tail}`;
}

/** The encoded legal move of `pos` that move `k` of `tape` names; throws `SanError` located at it with `ply`. */
function resolveMove(pos: ChessPosition, tape: MoveTape, k: number, strict: boolean, ply: number): number {
  const san = tape.sans[k - 1]!;
  const offset = tape.cells[k * CELL]!;
  const length = tape.cells[k * CELL + 1]!;
  const source = tape.text;
  const text = source === undefined ? written(san) : source.slice(offset, offset + length);
  const type = TYPES[san.piece] ?? -1;
  const promo = san.promotion === undefined ? 0 : (TYPES[san.promotion] ?? -1);
  const plain = !(
    san.nullMove ||
    san.drop ||
    san.gate ||
    san.wall ||
    san.swap ||
    san.pickup ||
    san.pawnLetter
  );
  if (!plain || type < 0 || promo < 0) {
    const message = `${text} is not a move of standard chess`;
    throw new SanError('illegal-move', message, offset, length, { ply });
  }
  const to = san.toRank * 8 + san.toFile;
  const coordinate = type === 1 && san.fromFile >= 0 && san.fromRank >= 0;
  const castle = san.castling ? (san.long ? 2 : 1) : 0;
  const fromFile = san.fromFile < 0 && type === 1 ? to & 7 : san.fromFile;
  const m = matchChessMove(
    pos,
    castle,
    coordinate ? 0 : type,
    to,
    promo,
    fromFile,
    san.fromRank,
    text,
    offset,
    length,
    ply,
  );
  if (strict) {
    const canonical = chessSan(pos, m);
    const glyph = san.glyph?.length ?? 0;
    const same = source === undefined ? san.diagnostics.length === 0 : true;
    if (!same || canonical !== text.slice(0, text.length - glyph)) {
      const details = { canonical, ply };
      throw new SanError('noncanonical', 'not the canonical SAN of the move', offset, length, details);
    }
  }
  return m;
}

/** Where the walk is: one entry per node on the path from the root. */
interface Frame {
  readonly node: number;
  /** Next child to visit (0: none left). */
  next: number;
  readonly ply: number;
  readonly depth: number;
}

/**
 * Visits every move of a game (a `Game` from `parsePgn`, or a tree root) from `start`, as `walkGame` of `@x/san`
 * does: depth first, the main line first at every branch, each variation from the position before the move it
 * replaces. `visit` gets a `ChessWalkStep` (node, position after the move, ply, move number, side, variation
 * depth; `move` and `san` on demand) and may return `false` to stop. `start` is not changed: the walk plays on a
 * copy. Throws `SanError` (`illegal-move`, `ambiguous-move`, strict `noncanonical`) located at the failing move's
 * `offset`/`length` in the parsed text (and its `line`/`column` there for a game read by `parsePgn`), with its
 * 0-based `ply`. It does not judge the game's result against its final position (`result-contradicts-end`), which
 * keeps the chess path small: `@x/san`'s `walkGame` (`onWarning`, strict mode) and `MainLineChecker` do.
 *
 * @example walkGame(game, startingPosition(game), (step) => console.log(step.position.toFen()))
 */
export function walkGame(
  game: Game | PgnNode,
  start: ChessPosition,
  visit: (step: ChessWalkStep) => unknown,
  options?: Omit<WalkOptions, 'onWarning'>,
): void {
  const tape = tapeOf(game);
  const cells = tape.cells;
  const strict = options?.mode === 'strict';
  const variations = options?.variations !== false;
  const decode = options?.decode === true;
  const firstNumber = fullmoveNumber(start);
  const firstBlack = sideToMove(start);
  const pos = start.clone();
  const stack: Frame[] = [];
  // each frame's next child, until the root's are done; a frame done takes its move back
  for (let top: Frame | undefined = { node: 0, next: cells[2]!, ply: 0, depth: 0 }; top; top = stack.at(-1)) {
    const k = top.next;
    if (k === 0) {
      if (stack.pop() !== undefined && stack.length > 0) pos.undo();
      continue;
    }
    if (stack.length === 0) stack.push(top);
    top.next = variations ? cells[k * CELL + 3]! : 0;
    let m: number;
    try {
      m = resolveMove(pos, tape, k, strict, top.ply);
    } catch (error) {
      throw locateError(SanError, error, tape.text);
    }
    pos.playEncoded(m);
    const half = top.ply + firstBlack;
    const depth = top.depth + (k === cells[top.node * CELL + 2] ? 0 : 1);
    const turn = half & 1 ? 'black' : 'white';
    const step = new Step(tape, k, top.node, pos, top.ply + 1, firstNumber + (half >> 1), turn, depth, m);
    if (decode) void step.move;
    stack.push({ node: k, next: cells[k * CELL + 2]!, ply: top.ply + 1, depth });
    if (visit(step) === false) return;
  }
}
