/**
 * A board given cell by cell (`DiagramBoard`): what has no `Position` of `@x/core` — a FEEN's board, an editor's
 * setup, a board being dragged on — drawn in a style the caller names.
 */
import { DiagramError } from '../errors.js';
import { finiteGrid } from './finite.js';
import type { Cell, DiagramModel, DrawnPiece, Hands } from './model.js';
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

/** A move code (`moves.ts`): marks of a kind letter and two step letters, `a` (−3) to `g` (3). */
const MOVE_CODE = /^(?:[lmcrh][a-g][a-g])*$/;

/** `value` as a piece of a given board (`at` names it), or a `DiagramError` for what no drawing can read. */
function checkedPiece(value: unknown, at: string): void {
  const p = value as Partial<DrawnPiece> | null | undefined;
  const text = (v: unknown) => typeof v === 'string';
  const fault =
    p === null || typeof p !== 'object'
      ? 'is no piece'
      : !text(p.id) || !text(p.color) || !text(p.symbol)
        ? 'has no id, color and symbol texts'
        : p.moves !== undefined && !(text(p.moves) && MOVE_CODE.test(p.moves))
          ? `has moves ${JSON.stringify(String(p.moves))}, which are no move code`
          : undefined;
  if (fault !== undefined) throw new DiagramError('invalid-option', `${at} ${fault}`);
}

/**
 * The model of a given board; a `DiagramError` for a size out of range, cells that do not fill it, a cell or hand entry
 * that is no piece, a hand count that is no positive whole number.
 */
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
  board.cells.forEach((cell, i) => {
    if (cell !== undefined && cell !== 'hole') checkedPiece(cell, `cells[${i}]`);
  });
  for (const color of ['white', 'black'] as const) {
    const hand: unknown = board.hands?.[color] ?? [];
    if (!Array.isArray(hand)) throw new DiagramError('invalid-option', `hands.${color} is no list`);
    for (const [i, entry] of (hand as Hands[typeof color]).entries()) {
      checkedPiece(entry?.piece, `hands.${color}[${i}].piece`);
      if (!(Number.isSafeInteger(entry.count) && entry.count > 0))
        throw new DiagramError(
          'invalid-option',
          `hands.${color}[${i}].count: ${JSON.stringify(String(entry.count))} is not a positive whole number`,
        );
    }
  }
  return {
    grids: [finiteGrid(files, ranks, board.cells)],
    ...(board.hands ? { hands: board.hands } : {}),
    turn: 'white',
    royals: [],
  };
}
