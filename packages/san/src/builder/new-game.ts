/**
 * `newGame`: a game built in code, move by move (chessops's `ChildNode`, python-chess's `add_variation`): each
 * node's `add` appends a move after it and returns the new node (the first added is the main line, the next ones
 * variations), with its comments and NAGs. What it builds is a `Game`, so `formatPgn` writes it, `walkGame` plays
 * it; its moves have no text (offset and length 0).
 */
import { parse } from '../move/parse.js';
import type { SAN, SanOptions } from '../shared/types.js';
import {
  type Game,
  type GameResult,
  type MoveData,
  type PgnChildNode,
  type PgnNode,
  RESULTS,
} from '../game/tree.js';

/** The comments and NAGs of a move added with `add`. */
export interface MoveNotes {
  /** Comments written after the move. */
  readonly comments?: readonly string[];
  /** Comments written before the move (where it starts a variation). */
  readonly startingComments?: readonly string[];
  /** NAGs of the move (`1` for `!`, `2` for `?`, … as `$1`, `$2`). */
  readonly nags?: readonly number[];
}

/** A node of a game built in code: the game's root or a move. */
export interface GameNode extends PgnNode {
  readonly children: readonly MoveNode[];
  /**
   * Appends `move` after this node and returns its node: the first move added is the main line, the next ones
   * variations. `move` is SAN text (read by `parse` with `options`: a `SanError` when it is not SAN) or a
   * parsed `SAN`. The move is not checked against a position (`walkGame` plays the game).
   *
   * @example newGame().moves.add('e4').add('e5', { comments: ['solid'] })
   */
  add(move: string | SAN, notes?: MoveNotes, options?: SanOptions): MoveNode;
}

/** A move of a game built in code: its data's comments and NAGs may be changed in place. */
export interface MoveNode extends GameNode, PgnChildNode {
  readonly children: readonly MoveNode[];
  readonly data: MoveData & { comments: string[]; startingComments: string[]; nags: number[] };
}

/** A game built in code: tags, comments and result may be changed in place. */
export interface NewGame extends Game {
  readonly headers: Map<string, string>;
  readonly comments: string[];
  readonly moves: GameNode;
  result: GameResult | undefined;
}

class Built implements GameNode {
  readonly children: MoveNode[] = [];

  add(move: string | SAN, notes?: MoveNotes, options?: SanOptions): MoveNode {
    const san = typeof move === 'string' ? parse(move, options) : move;
    const nags = notes?.nags ?? (san.nag === undefined ? [] : [san.nag]);
    const child = new BuiltMove({
      san,
      offset: 0,
      length: 0,
      comments: [...(notes?.comments ?? [])],
      startingComments: [...(notes?.startingComments ?? [])],
      nags: [...nags],
    });
    this.children.push(child);
    return child;
  }
}

class BuiltMove extends Built implements MoveNode {
  constructor(readonly data: MoveNode['data']) {
    super();
  }
}

/**
 * The Seven Tag Roster with the PGN standard's values for "unknown" (`?`, `????.??.??`; `*` for the result): what
 * a new game starts from, in the standard's order.
 */
const SEVEN_TAG_ROSTER: readonly (readonly [string, string])[] = [
  ['Event', '?'],
  ['Site', '?'],
  ['Date', '????.??.??'],
  ['Round', '?'],
  ['White', '?'],
  ['Black', '?'],
  ['Result', '*'],
];

/**
 * A new game to build in code: the Seven Tag Roster (`Event`, `Site`, `Date`, `Round`, `White`, `Black`, `Result`,
 * unknown values as the PGN standard writes them: `?`, `????.??.??`, `*`) with `headers` over it (their order kept
 * after the seven), no moves yet, result `*`. `game.moves.add(san)` adds the first move; setting `game.result`
 * sets the `Result` tag too; `formatPgn(game)` writes it as PGN.
 *
 * @example const game = newGame({ White: 'A', Black: 'B' }); game.moves.add('e4').add('e5'); formatPgn(game)
 */
export function newGame(
  headers?: Iterable<readonly [string, string]> | Readonly<Record<string, string>>,
): NewGame {
  const tags = new Map<string, string>(SEVEN_TAG_ROSTER);
  if (headers !== undefined) {
    const entries =
      Symbol.iterator in headers
        ? (headers as Iterable<readonly [string, string]>)
        : Object.entries(headers as Record<string, string>);
    for (const [name, value] of entries) tags.set(name, value);
  }
  const given = RESULTS.find((r) => r === tags.get('Result'));
  let result: GameResult | undefined = given ?? '*';
  const game = { headers: tags, comments: [], moves: new Built(), offset: 0, length: 0 } as Omit<
    NewGame,
    'result'
  >;
  return Object.defineProperty(game, 'result', {
    get: () => result,
    set: (value: GameResult | undefined) => {
      result = value;
      tags.set('Result', value ?? '*');
    },
    enumerable: true,
  }) as NewGame;
}
