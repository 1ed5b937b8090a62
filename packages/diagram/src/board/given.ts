/**
 * A board given cell by cell (`DiagramBoard`): what has no `Position` of `@x/core` — a FEEN's board, an editor's
 * setup, a board being dragged on — drawn in a style the caller names.
 */
import { DiagramError } from '../errors.js';
import { finiteGrid } from './finite.js';
import type { Cell, DiagramModel, Hands } from './model.js';
import type { BoardStyle } from './style.js';

/** The largest side of a given board (`@x/core`'s largest finite board). */
const MAX_SIDE = 64;

/** A board given cell by cell (a1 = index 0, index = rank × files + file), drawn in `style`. */
export interface DiagramBoard {
  readonly style: BoardStyle;
  readonly files: number;
  readonly ranks: number;
  readonly cells: readonly Cell[];
  readonly hands?: Hands;
  /** The image's title when the options give none. */
  readonly title?: string;
}

/** Whether `value` is a `DiagramBoard` (rather than a position). */
export function isDiagramBoard(value: unknown): value is DiagramBoard {
  const b = value as Partial<DiagramBoard> | null;
  return b !== null && typeof b === 'object' && typeof b.style === 'string' && Array.isArray(b.cells);
}

/** The model of a given board; a `DiagramError` for a size out of range or cells that do not fill it. */
export function givenModel(board: DiagramBoard): DiagramModel {
  const { files, ranks } = board;
  const side = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_SIDE;
  if (!side(files) || !side(ranks))
    throw new DiagramError(
      'board-too-large',
      `a board is 1 to ${MAX_SIDE} squares a side, not ${files}×${ranks}`,
    );
  if (board.cells.length !== files * ranks)
    throw new DiagramError(
      'invalid-option',
      `a ${files}×${ranks} board has ${files * ranks} cells, not ${board.cells.length}`,
    );
  return {
    grids: [finiteGrid(files, ranks, board.cells)],
    ...(board.hands ? { hands: board.hands } : {}),
    turn: 'white',
    royals: [],
  };
}
