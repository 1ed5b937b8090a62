/**
 * The fixed numbers of `@x/core/chess`'s engine: the piece types, where `ChessState.squares` holds each side's
 * set, the values per undo frame, what `chessMovesTo`'s check finder answers. A module that imports nothing, so that esbuild writes each number where it is used
 * (it inlines no constant of a module that imports another, and V8 then loads such a constant from the module's
 * context at every use instead of folding it into the arithmetic of the hot loops).
 */

/** Type numbers of the chess pieces (1 + the index in `chess.pieces`). */
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

/** Where `ChessState.squares` holds each side's set (after the sets of the piece codes, 0–27). */
export const OCC = 56;

/** Values per undo-stack entry. */
export const FRAME = 8;

/** What `chessMovesTo`'s check finder answers when the side to move is not in check. */
export const NO_CHECK = -1;
/** What it answers for a check by two pieces or one found in full: each move is then tested in full. */
export const CHECK_TESTED = -2;
