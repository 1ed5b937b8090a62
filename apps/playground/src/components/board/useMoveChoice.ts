/**
 * `useMoveChoice`: the steps of a move after its target is clicked, shared by the analysis board and the play
 * panel — the promotion picker when the moves differ by more than their walls, then (variants with walls placed by
 * a move: duck chess, the amazons) the wall's squares offered, a click on one playing the move with that wall.
 */
import type { Move } from '@x/core';
import { useState } from 'react';
import { movesWithAnyWall, nextMoveStep } from '../../lib/board/selection';

/** What waits for the user's next click: a promotion's choices, or a move's wall squares (one move each). */
interface Waiting {
  /** The legal moves it was offered among: a new position (another move shown, one played) drops it. */
  readonly legal: readonly Move[];
  readonly choices: readonly Move[];
  readonly walling: readonly Move[];
}

const NONE: readonly Move[] = [];

/**
 * The choice of a move among `legal` (the position's legal moves), `play` called with the move once it is whole.
 * What waits is dropped when `legal` changes.
 */
export function useMoveChoice(legal: readonly Move[], play: (move: Move) => void) {
  const [waiting, setWaiting] = useState<Waiting>({ legal, choices: NONE, walling: NONE });
  const current = waiting.legal === legal ? waiting : undefined;
  const choices = current?.choices ?? NONE;
  const walling = current?.walling ?? NONE;
  const wait = (next: Partial<Waiting>) => setWaiting({ legal, choices: NONE, walling: NONE, ...next });
  /**
   * The moves one click or drop means: played when one, else the promotion picker or the wall squares; none closes
   * what waited.
   */
  const choose = (moves: readonly Move[]) => {
    const step = nextMoveStep(moves);
    if (step === undefined) wait({});
    else if ('play' in step) {
      wait({});
      play(step.play);
    } else if ('choose' in step) wait({ choices: step.choose });
    else wait({ walling: step.wall });
  };
  return {
    /** The promotion picker's moves (none when it is closed). */
    choices,
    /** The move chosen, once per wall square, while its wall waits to be placed (else none). */
    walling,
    /** The from and to squares of the move whose wall waits (its highlight), or undefined. */
    waitingSquares: walling[0] ? [walling[0].from ?? walling[0].to, walling[0].to] : undefined,
    /** The squares offered for the wall, or undefined when no wall waits. */
    wallSquares: walling.length > 0 ? new Set(walling.map((m) => m.fairy!.wall!)) : undefined,
    choose,
    /** A promotion picked: the move, or its wall squares. */
    pick: (move: Move) => choose(movesWithAnyWall(legal, move)),
    /**
     * A click on `square` while a wall waits: the move with its wall there played (nothing when it is not offered),
     * true; false when no wall waits.
     */
    placeWall(square: string): boolean {
      if (walling.length === 0) return false;
      const move = walling.find((m) => m.fairy?.wall === square);
      wait({});
      if (move) play(move);
      return true;
    },
    /** Closes the picker and forgets a waiting wall. */
    cancel: () => wait({}),
  };
}
