/**
 * `@x/core/internal`: what the sibling `@x` packages build their notations with, not public API (it may change
 * in any release; it is not counted in the public surface) — the board field of FEN and its dialects
 * (`fenBoard`), size limits given as options (`resolveLimits`), a package's diagnostics declared from its code
 * list (`CodedDiagnostic`, `severityTable`), the `mode` option read (`isStrictMode`), locating offsets in a text
 * (`LineIndex`, `LineCursor`, `lineLocator`, `onLine`, `locateError`), the board size cap, and the engine's layout of a
 * variant and its play-through switch (`engineLayout`, `setPlayThroughEnd`, `pieceSquares`).
 */
export { type CodedDiagnostic, severityTable } from '../errors/diagnostic-codes.js';
export { fenBoard } from '../fen/board.js';
export { resolveLimits } from '../limits.js';
export { visible } from './visible.js';
export { isStrictMode, locateError } from '../errors/notation-error.js';
export { LineCursor, LineIndex, lineLocator, onLine } from '../errors/line-column.js';
export { MAX_BOARD_SIZE } from '../geometry.js';
export { pieceSquares, setPlayThroughEnd } from './sibling-hooks.js';
