/**
 * `MoveTape`: a game's move tree in flat arrays — per move its shared SAN record, its span, its first child and its
 * next sibling, and the comments and NAGs of the few moves that have any — what the tree builder makes and what
 * `walkGame` and `formatPgn` read. A game that `iteratePgn`/`parsePgn`/`readPgn` yields holds its tape and makes
 * the public `Node` objects (`tree.ts`) only when its `moves` are first read: a walk and a write of a game read
 * make no object per move (three per move before: the node, its `MoveData`, its parent's `children`).
 */
import { rememberSource, type SourceFrame, treeSourceOf } from './lines.js';
import type { PgnChildNode, Game, MoveData, PgnNode } from './tree.js';
import type { SAN } from '../shared/types.js';

/** Values per node in `MoveTape.cells`: offset, length, first child, next sibling. */
export const CELL = 4;

/** The comments and NAGs of a move, when it has a comment or a NAG beyond the glyph written on it. */
export interface MoveNotes {
  readonly startingComments: readonly string[];
  readonly comments: readonly string[];
  readonly nags: readonly number[];
}

/** Shared empty list of nodes, comments and NAGs without any (frozen: replaced, never pushed to). */
export const EMPTY: never[] = /* @__PURE__ */ Object.freeze([]) as never[];

/** The NAGs of a move without notes: the glyph written on it, if any. */
function plainNags(san: SAN): number[] {
  return san.nag === undefined ? EMPTY : [san.nag];
}

/**
 * A move tree in flat arrays. Node 0 is the root, moves are nodes 1 to `sans.length`: move `k`'s SAN record is
 * `sans[k - 1]`, its offset, length, first child and next sibling are `cells[k * CELL + 0..3]` (0: none; the root's
 * first move at `cells[2]`), its notes `notes.get(k)` (none: no comments, its NAGs the glyph written on it).
 */
export class MoveTape {
  /** The public nodes by index, made on first use (or the nodes the tape was read from). */
  #nodes: PgnNode[] | undefined;
  /** Where `text` lies in its file (a game of `readPgn`: its section), else undefined (the whole text). */
  frame: SourceFrame | undefined;
  /** What a span in `cells` adds to be the public one (`frame.base` for a tape read from a section). */
  shift = 0;

  constructor(
    /** The text the spans point into, when known (for the lines and columns of errors). */
    readonly text: string | undefined,
    readonly sans: readonly SAN[],
    readonly cells: readonly number[],
    readonly notes: ReadonlyMap<number, MoveNotes> | undefined,
    nodes?: PgnNode[],
  ) {
    this.#nodes = nodes;
  }

  /** The public node of index `k` (0: the root): the tree is made on the first call. */
  node(k: number): PgnNode {
    return (this.#nodes ??= this.#make())[k]!;
  }

  /** Whether the public nodes were made (or given). */
  get made(): boolean {
    return this.#nodes !== undefined;
  }

  /** The public tree: a node per move, `children: EMPTY` for a leaf, the root's own `children` array. */
  #make(): PgnNode[] {
    const { sans, cells, notes } = this;
    const n = sans.length;
    const nodes: { data?: MoveData; children: PgnChildNode[] }[] = new Array(n + 1);
    nodes[0] = { children: [] };
    for (let k = 1; k <= n; k++) {
      const san = sans[k - 1]!;
      const note = notes?.get(k);
      const data: MoveData = {
        san,
        offset: cells[k * CELL]! + this.shift,
        length: cells[k * CELL + 1]!,
        startingComments: note === undefined ? EMPTY : note.startingComments,
        comments: note === undefined ? EMPTY : note.comments,
        nags: note === undefined ? plainNags(san) : note.nags,
      };
      nodes[k] = { data, children: EMPTY };
    }
    for (let k = 0; k <= n; k++) {
      let c = cells[k * CELL + 2]!;
      if (c === 0) continue;
      const children: PgnChildNode[] = k === 0 ? nodes[0]!.children : (nodes[k]!.children = []);
      for (; c !== 0; c = cells[c * CELL + 3]!) children.push(nodes[c] as PgnChildNode);
    }
    if (this.text !== undefined) rememberSource(nodes[0]!, this.text, this.frame);
    return nodes;
  }
}

/** Where a game read here keeps its tape (a non-enumerable property: equality and `JSON.stringify` see none). */
const TAPE: unique symbol = Symbol('tape');

interface TapedGame extends Game {
  readonly [TAPE]: MoveTape;
}

/** The getter of every taped game's `moves` (one function: the games share one hidden class, no closure each). */
function movesOfTape(this: TapedGame): PgnNode {
  return this[TAPE].node(0);
}

/** Its setter: the given tree replaces the tape's (as when `moves` was a plain property). */
function setMovesOfTape(this: TapedGame, moves: PgnNode): void {
  // made, the tape is no longer read: `tapeOf` reads the game's nodes from now on
  this[TAPE].node(0);
  Object.defineProperty(this, 'moves', {
    value: moves,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

const MOVES: PropertyDescriptor = {
  get: movesOfTape,
  set: setMovesOfTape,
  enumerable: true,
  configurable: true,
};

/**
 * A game read here: its `moves` an own enumerable property whose getter makes the public tree from `tape` on first
 * use (so equality, spreading and `JSON.stringify` see the same tree as before).
 */
export function tapedGame(
  headers: Map<string, string>,
  comments: string[],
  tape: MoveTape,
  result: Game['result'],
  offset: number,
  length: number,
): Game {
  const game = { headers, comments } as unknown as { -readonly [K in keyof Game]: Game[K] };
  Object.defineProperty(game, 'moves', MOVES);
  game.result = result;
  game.offset = offset;
  game.length = length;
  Object.defineProperty(game, TAPE, { value: tape });
  return game;
}

/** The move data of a node, found on the stack of `tapeOfNodes`. */
function notesOf(data: MoveData): MoveNotes | undefined {
  const { startingComments, comments, nags } = data;
  const glyph = data.san.nag;
  const plain =
    startingComments.length === 0 &&
    comments.length === 0 &&
    (glyph === undefined ? nags.length === 0 : nags.length === 1 && nags[0] === glyph);
  return plain ? undefined : { startingComments, comments, nags };
}

/** The tape of a tree of public nodes (made by hand, or read here and then handed out): its nodes kept as they are. */
function tapeOfNodes(root: PgnNode): MoveTape {
  const sans: SAN[] = [];
  const cells: number[] = [0, 0, 0, 0];
  const nodes: PgnNode[] = [root];
  let notes: Map<number, MoveNotes> | undefined;
  const stack: number[] = [0];
  while (stack.length > 0) {
    const k = stack.pop()!;
    const children = nodes[k]!.children;
    let previous = 0;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      const j = nodes.length;
      const data = child.data;
      nodes.push(child);
      sans.push(data.san);
      cells.push(data.offset, data.length, 0, 0);
      const note = notesOf(data);
      if (note !== undefined) (notes ??= new Map()).set(j, note);
      cells[previous === 0 ? k * CELL + 2 : previous * CELL + 3] = j;
      previous = j;
      stack.push(j);
    }
  }
  const source = treeSourceOf(root);
  const tape = new MoveTape(source?.text, sans, cells, notes, nodes);
  tape.frame = source?.frame;
  return tape;
}

/**
 * The tape of a game or tree: a game read here whose `moves` were not read yet gives its own, any other tree a tape
 * made from its nodes (which it hands out as they are).
 */
export function tapeOf(game: Pick<Game, 'moves'> | PgnNode): MoveTape {
  if ('moves' in game) {
    const own = (game as Partial<TapedGame>)[TAPE];
    if (own !== undefined && !own.made) return own;
    return tapeOfNodes(game.moves);
  }
  return tapeOfNodes(game);
}
