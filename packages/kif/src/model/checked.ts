/**
 * What a reader checked, kept beside the plain game it returns: each move's `@x/core` move (legal where it was
 * played) and the move it follows. A writer whose game is still the one read — every move the same object with
 * the same USI, after the same move, from the same start in the same variant — writes from these facts without
 * replaying the game to check it again. Anything else (a game built or changed by hand) is replayed and checked.
 */
import type { Move, VariantDefinition } from '@x/core';
import type { KifGame, KifLine, KifMove } from './game.js';

interface MoveFacts {
  readonly usi: string;
  readonly move: Move;
  /** The move it was played after (the read's root token for a first move). */
  readonly after: object;
}

interface GameFacts {
  readonly start: string;
  readonly variant: VariantDefinition;
  readonly root: object;
}

const moveFacts = new WeakMap<KifMove, MoveFacts>();
const gameFacts = new WeakMap<KifGame, GameFacts>();

/** Records that `kifMove` is legal move `move` played after `after` (a move of the same read, or its root). */
export function rememberMove(kifMove: KifMove, move: Move, after: object): void {
  moveFacts.set(kifMove, { usi: kifMove.usi, move, after });
}

/** Records that `game` was read from its start in `variant`, its first moves after `root`. */
export function rememberGame(game: KifGame, variant: VariantDefinition, root: object): void {
  gameFacts.set(game, { start: game.start, variant, root });
}

/** Whether every move of `line`, and of its branches, is the one read after `after`. */
function lineChecked(line: KifLine, after: object): boolean {
  let before = after;
  for (const m of line.moves) {
    const f = moveFacts.get(m);
    if (f === undefined || f.usi !== m.usi || f.after !== before) return false;
    for (const v of m.variations ?? []) if (!lineChecked(v, before)) return false;
    before = m;
  }
  return true;
}

/** Whether `game` is as a reader left it in `variant` (module comment): its moves can be written unreplayed. */
export function isChecked(game: KifGame, variant: VariantDefinition): boolean {
  const g = gameFacts.get(game);
  return g !== undefined && g.start === game.start && g.variant === variant && lineChecked(game, g.root);
}

/** The `@x/core` move a reader recorded for `kifMove` (call after `isChecked`). */
export function checkedMove(kifMove: KifMove): Move {
  return moveFacts.get(kifMove)!.move;
}
