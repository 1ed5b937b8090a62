/**
 * `@x/core/notation`: building blocks for the packages that read and write notations of their own — the board
 * field of FEN and its dialects (`fenBoard`) and size limits given as options (`resolveLimits`).
 */
export { fenBoard } from '../fen-board.js';
export { resolveLimits } from '../limits.js';
