/**
 * Building a `KifGame` while reading a record: the current line and its position, moves played and checked on
 * `@x/core`, comments and times attached where the record puts them, branches opened at a ply of an earlier
 * line, and the limits on moves and branches.
 */
import type { Move, BasePosition } from '@x/core';
import { KifError } from '../errors.js';
import type { KifLimits } from '../limits.js';
import { stringifyUsiMove } from '../usi/usi-move.js';
import { branchCopy } from './copy.js';
import { rememberGame, rememberMove } from './checked.js';
import type { KifEnd, KifGame, KifHeader, KifLine, KifMove, KifResult, KifTime } from './game.js';

interface Node {
  readonly move: Move;
  readonly usi: string;
  time?: KifTime;
  comments: string[];
  variations: Line[];
}

interface Line {
  /** Ply of the line's first move (1 = the record's first move). */
  readonly startPly: number;
  /** Destination of the move before the line's first move (for `同`), if any. */
  readonly lastToBefore: string | undefined;
  /** The move this line replaces, if it is a branch. */
  readonly parent: Node | undefined;
  /** How deep the line is nested: 0 for the main line, 1 for its branches, … */
  readonly depth: number;
  readonly moves: Node[];
  /** `snapshots[k]`: the position before move `k × SNAPSHOT_EVERY` of the line (`[0]`: its start). */
  readonly snapshots: BasePosition[];
  end?: KifEnd;
  endComments?: string[];
}

/**
 * Moves between two kept positions of a line: a branch replays at most this many moves from the nearest one,
 * so that opening a branch costs the same at any ply (a record of many branches reads in linear time) while a
 * line keeps one position per this many moves.
 */
const SNAPSHOT_EVERY = 16;

/** Builds a game from the events of a reader, in record order. */
export class GameBuilder {
  readonly comments: string[] = [];
  position: BasePosition;
  readonly #start: BasePosition;
  readonly #root: Line;
  /** `#latest[ply]`: the latest line with a move at `ply` (where `変化：ply手` branches). */
  readonly #latest: Line[] = [];
  /** `#endedAt[ply]`: the result of a line that ends at `ply` (a branch there has no move to replace). */
  readonly #endedAt: KifResult[] = [];
  #branches = 0;
  #line: Line;
  #moves = 0;
  readonly #limits: KifLimits;

  constructor(start: BasePosition, limits: KifLimits) {
    this.#start = start;
    this.position = start.clone();
    this.#root = {
      startPly: 1,
      lastToBefore: undefined,
      parent: undefined,
      depth: 0,
      moves: [],
      snapshots: [start],
    };
    this.#line = this.#root;
    this.#limits = limits;
  }

  /** Ply of the next move of the current line. */
  get ply(): number {
    return this.#line.startPly + this.#line.moves.length;
  }

  /** Whether the current line has ended (`end` was called). */
  get ended(): boolean {
    return this.#line.end !== undefined;
  }

  /** Destination of the last move of the current line (for `同`), if any. */
  get lastTo(): string | undefined {
    const { moves, lastToBefore } = this.#line;
    return moves.length > 0 ? moves[moves.length - 1]!.move.to : lastToBefore;
  }

  /** Plays legal move `move` (of `this.position`) on the current line. */
  play(move: Move, time: KifTime | undefined, offset: number): void {
    if (++this.#moves > this.#limits.maxMoves)
      throw new KifError('too-many-moves', `more than ${this.#limits.maxMoves} moves`, offset, 0);
    const usi = stringifyUsiMove(this.position.variant.board, move);
    const line = this.#line;
    if (line.moves.length % SNAPSHOT_EVERY === 0 && line.moves.length > 0)
      line.snapshots.push(branchCopy(this.position));
    this.#latest[this.ply] = line;
    this.position.play(move);
    line.moves.push({ move, usi, ...(time ? { time } : {}), comments: [], variations: [] });
  }

  /** Sets the time of the last move of the current line, or of its end. */
  setTime(time: KifTime): void {
    const line = this.#line;
    if (line.end !== undefined) line.end = { ...line.end, time };
    else if (line.moves.length > 0) line.moves[line.moves.length - 1]!.time = time;
  }

  /** Ends the current line with `result`. */
  end(result: KifResult, time: KifTime | undefined): void {
    this.#line.end = { result, ...(time ? { time } : {}) };
    this.#endedAt[this.ply] ??= result;
  }

  /** Attaches a comment line to the last move, the line's end, or (before any move) the game. */
  comment(text: string): void {
    const line = this.#line;
    if (line.end !== undefined) (line.endComments ??= []).push(text);
    else if (line.moves.length > 0) line.moves[line.moves.length - 1]!.comments.push(text);
    else if (line === this.#root) this.comments.push(text);
    else line.parent?.comments.push(text);
  }

  /**
   * Opens a branch: a line played instead of move `ply` of the latest line that reaches that ply (KIF's
   * `変化：N手`). Throws `invalid-branch` when no line does.
   */
  branch(ply: number, offset: number, length: number): void {
    const line = this.#latest[ply];
    const ended = this.#endedAt[ply];
    if (line === undefined)
      throw new KifError(
        'invalid-branch',
        ended === undefined
          ? `no line reaches move ${ply}`
          : `move ${ply} of its line is its end (${ended}): a branch in place of the end is not read`,
        offset,
        length,
      );
    if (++this.#branches > this.#limits.maxBranches)
      throw new KifError(
        'too-many-branches',
        `more than ${this.#limits.maxBranches} branches`,
        offset,
        length,
      );
    const index = ply - line.startPly;
    const sibling = index === 0 && line.parent !== undefined;
    const parent = sibling ? line.parent! : line.moves[index]!;
    const depth = sibling ? line.depth : line.depth + 1;
    if (depth > this.#limits.maxDepth)
      throw new KifError(
        'nesting-too-deep',
        `branches nested more than ${this.#limits.maxDepth} deep`,
        offset,
        length,
      );
    const kept = Math.floor(index / SNAPSHOT_EVERY);
    const position = branchCopy(line.snapshots[kept]!);
    for (let i = kept * SNAPSHOT_EVERY; i < index; i++) position.play(line.moves[i]!.move);
    const lastToBefore = index === 0 ? line.lastToBefore : line.moves[index - 1]!.move.to;
    const branch: Line = {
      startPly: ply,
      lastToBefore,
      parent,
      depth,
      moves: [],
      snapshots: [branchCopy(position)],
    };
    parent.variations.push(branch);
    this.#line = branch;
    this.position = position;
  }

  /** The game read. */
  build(headers: readonly KifHeader[], start: string): KifGame {
    const root = {};
    const line = plainLine(this.#root, root);
    const game: KifGame = {
      headers,
      start,
      ...(this.comments.length > 0 ? { comments: this.comments } : {}),
      ...line,
    };
    rememberGame(game, this.#start.variant, root);
    return game;
  }
}

/** `line` as plain data, its first move played after `after` (each move's facts kept: `checked.ts`). */
function plainLine(line: Line, after: object): KifLine {
  const end =
    line.end === undefined
      ? undefined
      : { ...line.end, ...(line.endComments?.length ? { comments: line.endComments } : {}) };
  const moves: KifMove[] = [];
  let before = after;
  for (const node of line.moves) {
    const move = plainMove(node, before);
    moves.push(move);
    before = move;
  }
  return { moves, ...(end ? { end } : {}) };
}

function plainMove(node: Node, after: object): KifMove {
  const move: KifMove = {
    usi: node.usi,
    ...(node.time ? { time: node.time } : {}),
    ...(node.comments.length > 0 ? { comments: node.comments } : {}),
    ...(node.variations.length > 0 ? { variations: node.variations.map((v) => plainLine(v, after)) } : {}),
  };
  rememberMove(move, node.move, after);
  return move;
}
