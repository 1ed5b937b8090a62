/**
 * `useMoveChoice`: the move a board's clicks and drops make, shared by the analysis board and the play panel — a
 * piece (or a hand piece) selected and its targets, then the promotion picker when the moves differ by more than
 * their walls, then (variants with walls placed by a move: duck chess, the amazons) the wall's squares offered, a
 * click on one playing the move with that wall. While the wall waits the board shows the move made (`setup`), and
 * Escape, or a click on a square not offered (the moved piece), takes the move back.
 */
import type { BasePosition, Move } from '@x/core';
import { useEffect, useMemo, useState } from 'react';
import { pendingSetup } from '../../lib/board/pendingSetup';
import {
  handKey,
  isMovablePiece,
  movesOnto,
  movesWithAnyWall,
  nextMoveStep,
  selectionMoves,
  targetSquares,
} from '../../lib/board/selection';

/** What waits for the user's next click: a selection, a promotion's choices, or a move's wall squares. */
interface Waiting {
  /** The legal moves it was made among: a new position (another node shown, a move played) drops it. */
  readonly legal: readonly Move[];
  readonly selected: string | undefined;
  readonly choices: readonly Move[];
  readonly walling: readonly Move[];
}

const NONE: readonly Move[] = [];

/**
 * The move made on a board of `position`, `play` called with the move once it is whole. Everything that waits is
 * dropped when another position is shown.
 */
export function useMoveChoice(position: BasePosition, play: (move: Move) => void) {
  const legal = useMemo(() => position.legalMoves(), [position]);
  const [waiting, setWaiting] = useState<Waiting>({
    legal,
    selected: undefined,
    choices: NONE,
    walling: NONE,
  });
  const current = waiting.legal === legal ? waiting : undefined;
  const selected = current?.selected;
  const walling = current?.walling ?? NONE;
  const pending = walling[0];
  const wait = (next: Partial<Waiting>) =>
    setWaiting({ legal, selected: undefined, choices: NONE, walling: NONE, ...next });
  const setup = useMemo(
    () => (pending ? pendingSetup(position, pending) : position.toSetup()),
    [position, pending],
  );
  // Escape takes back the move whose wall waits, wherever the focus is (a field keeps its own Escape)
  useEffect(() => {
    if (!pending) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      setWaiting((w) => ({ ...w, selected: undefined, walling: NONE }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pending]);
  const selectedMoves = selectionMoves(legal, selected, position.turn);
  const targets =
    walling.length > 0 ? new Set(walling.map((m) => m.fairy!.wall!)) : targetSquares(selectedMoves);
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
    /**
     * The position as the board draws it: `position`'s setup, or while a wall waits the move made without its wall
     * (the piece on its target, the origin empty).
     */
    setup,
    /** The square or hand piece (`handKey`) selected (while a wall waits: the moved piece's square), or undefined. */
    selected: pending ? pending.to : selected,
    /** The squares a click completes the move on: the selection's targets (a castling's partner too), or the wall's squares. */
    targets,
    /** The promotion picker's moves (none when it is closed). */
    choices: current?.choices ?? NONE,
    /** The move chosen, once per wall square, while its wall waits to be placed (else none). */
    walling,
    /** The from and to squares of the move whose wall waits (its highlight), or undefined. */
    waitingSquares: pending ? [pending.from ?? pending.to, pending.to] : undefined,
    /** Whether a piece on `square` may be dragged: one the side to move picks up, and none while a wall waits. */
    canDrag: (square: string) => !pending && isMovablePiece(position, square),
    /** A promotion picked: the move, or its wall squares. */
    pick: (move: Move) => choose(movesWithAnyWall(legal, move)),
    /** Closes the picker, takes back a move whose wall waits, forgets the selection. */
    cancel: () => wait({}),
    /**
     * A click on `square`: the wall placed there (nothing when it is not offered) while a wall waits; else the
     * move onto a target of the selection; else the piece there selected (clicked again: unselected).
     */
    onSquare(square: string) {
      if (walling.length > 0) {
        const move = walling.find((m) => m.fairy?.wall === square);
        wait({});
        if (move) play(move);
      } else if (selected && targets.has(square)) choose(movesOnto(selectedMoves, square));
      else wait({ selected: isMovablePiece(position, square) && square !== selected ? square : undefined });
    },
    /** A piece dragged from `from` and dropped on `to`: the move (or the picker, or the wall's squares). */
    onDrop: (from: string, to: string) => choose(movesOnto(selectionMoves(legal, from, position.turn), to)),
    /** A click on a piece in `color`'s hand: selected (clicked again: unselected). */
    onHand(color: 'white' | 'black', id: string) {
      const key = handKey(color, id);
      wait({ selected: selected === key ? undefined : key });
    },
  };
}
