import type { Move, BasePosition } from '@x/core';
import { type Ref, useMemo } from 'react';
import { cellName } from '../../lib/board/boardModel';
import { setupModel } from '../../lib/board/coreModel';
import { Board, type BoardProps } from '../board/Board';
import { promotionOverlay } from '../board/PromotionPicker';
import { useMoveChoice } from '../board/useMoveChoice';
import { WallHint } from '../board/WallHint';

/**
 * Props of {@link AnalysisBoard}; those of {@link Board} it names are handed to the board as they are: `shapes`
 * are the arrows and circles of the current move (its `[%cal]`/`[%csl]`), `game` the game shown, `under` the
 * bottom player's bar.
 */
export interface AnalysisBoardProps extends Pick<BoardProps, 'shapes' | 'onShapes' | 'game' | 'under'> {
  readonly position: BasePosition;
  readonly lastMove: readonly string[];
  readonly onMove: (move: Move) => void;
  readonly flipped: boolean;
  /** The board's frame, brought into view when a game is opened (the wheel over it moves through the game). */
  readonly frameRef?: Ref<HTMLElement> | undefined;
}

/** The squares of the side to move's royal pieces when it is in check. */
export function checkSquares(position: BasePosition): string[] {
  if (!position.isCheck()) return [];
  const setup = position.toSetup();
  const royal = new Set(position.variant.pieces.filter((p) => p.royal).map((p) => p.id));
  const out: string[] = [];
  setup.board.forEach((p, i) => {
    if (p && p.color === position.turn && royal.has(p.type)) {
      out.push(cellName(i, setup.files));
    }
  });
  return out;
}

/**
 * The analysis board: the position to play on by click-click or drag-and-drop (promotions and gated moves
 * offer a choice; in a variant with walls placed by a move, duck chess, the wall's squares are offered next and a
 * click places it), drops from the hands, last move and check highlighted, drawn in its variant's style.
 */
export function AnalysisBoard({ position, lastMove, onMove, frameRef, ...shown }: AnalysisBoardProps) {
  const variant = position.variant;
  const check = useMemo(() => checkSquares(position), [position]);
  // a piece selected, then a promotion's picker, then a wall's squares (dropped when another position is shown)
  const choice = useMoveChoice(position, onMove);
  // while a wall waits, the move made (its piece on its target)
  const model = useMemo(() => setupModel(choice.setup, variant), [choice.setup, variant]);
  return (
    <section
      className="analysis-board"
      ref={frameRef}
      tabIndex={-1}
      aria-label="Board: ← → Home End move through the game"
      data-testid="analysis-board"
    >
      <Board
        {...shown}
        model={model}
        selected={choice.selected}
        targets={choice.targets}
        lastMove={choice.waitingSquares ?? lastMove}
        check={choice.walling.length > 0 ? [] : check}
        onSquare={choice.onSquare}
        onDrop={choice.onDrop}
        canDrag={choice.canDrag}
        onHand={variant.drops ? choice.onHand : undefined}
        variant={variant}
        overlay={promotionOverlay({
          choices: choice.choices,
          variant,
          turn: position.turn,
          onPick: choice.pick,
          onCancel: choice.cancel,
        })}
      />
      <WallHint position={position} walling={choice.walling} />
    </section>
  );
}
