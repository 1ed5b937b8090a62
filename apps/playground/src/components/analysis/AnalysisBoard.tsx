import type { Move, BasePosition } from '@x/core';
import { type ReactNode, type Ref, useMemo, useState } from 'react';
import { cellName } from '../../lib/board/boardModel';
import { setupModel } from '../../lib/board/coreModel';
import { Board } from '../board/Board';
import type { GameDownload } from '../board/BoardDownloads';
import { promotionOverlay } from '../board/PromotionPicker';
import type { Shape } from '../board/shapes';

/** Props of {@link AnalysisBoard}. */
export interface AnalysisBoardProps {
  readonly position: BasePosition;
  readonly lastMove: readonly string[];
  readonly onMove: (move: Move) => void;
  readonly flipped: boolean;
  /** The arrows and circles of the current move (its `[%cal]`/`[%csl]`), and where drawn ones go. */
  readonly shapes?: readonly Shape[] | undefined;
  readonly onShapes?: ((shapes: readonly Shape[]) => void) | undefined;
  /** The board's frame, focused when a game is opened (← → Home End then move through the game). */
  readonly frameRef?: Ref<HTMLElement> | undefined;
  /** The game shown, offered as an animated GIF under the board. */
  readonly game?: GameDownload | undefined;
  /** What stands right under the board, above its download buttons (the bottom player's bar). */
  readonly under?: ReactNode;
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
 * offer a choice), drops from the hands, last move and check highlighted, drawn in its variant's style.
 */
export function AnalysisBoard({
  position,
  lastMove,
  onMove,
  flipped,
  shapes,
  onShapes,
  frameRef,
  game,
  under,
}: AnalysisBoardProps) {
  const variant = position.variant;
  const [selected, setSelected] = useState<string | undefined>();
  const [choices, setChoices] = useState<readonly Move[]>([]);
  const legal = useMemo(() => position.legalMoves(), [position]);
  const model = useMemo(() => setupModel(position.toSetup(), variant), [position, variant]);
  const check = useMemo(() => checkSquares(position), [position]);
  const movesFrom = (from: string | undefined): Move[] => {
    if (!from) return [];
    if (from.includes('@')) {
      const [color, id] = from.split('@');
      return color === position.turn ? legal.filter((m) => m.drop && m.piece === id) : [];
    }
    return legal.filter((m) => !m.drop && m.from === from);
  };
  const selectedMoves = movesFrom(selected);
  const targets = new Set(selectedMoves.map((m) => m.to));
  const play = (moves: readonly Move[]) => {
    setSelected(undefined);
    if (moves.length === 1 && moves[0]) {
      setChoices([]);
      onMove(moves[0]);
    } else setChoices(moves);
  };
  const onSquare = (square: string) => {
    setChoices([]);
    if (selected && targets.has(square)) {
      play(selectedMoves.filter((m) => m.to === square));
      return;
    }
    const piece = position.pieceAt(square);
    setSelected(piece && piece.color === position.turn && square !== selected ? square : undefined);
  };
  const onDrop = (from: string, to: string) => {
    const moves = movesFrom(from).filter((m) => m.to === to);
    if (moves.length > 0) play(moves);
    else setSelected(undefined);
  };
  return (
    <section
      className="analysis-board"
      ref={frameRef}
      tabIndex={-1}
      aria-label="Board: ← → Home End move through the game"
      data-testid="analysis-board"
    >
      <Board
        model={model}
        selected={selected}
        targets={targets}
        lastMove={lastMove}
        check={check}
        onSquare={onSquare}
        onDrop={onDrop}
        canDrag={(sq) => position.pieceAt(sq)?.color === position.turn}
        onHand={
          variant.drops
            ? (color, id) => {
                const key = `${color}@${id}`;
                setSelected(selected === key ? undefined : key);
                setChoices([]);
              }
            : undefined
        }
        flipped={flipped}
        variant={variant}
        game={game}
        under={under}
        shapes={shapes}
        onShapes={onShapes}
        overlay={promotionOverlay({
          choices,
          variant,
          turn: position.turn,
          onPick: (m) => play([m]),
          onCancel: () => setChoices([]),
        })}
      />
    </section>
  );
}
