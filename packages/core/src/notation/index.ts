/**
 * `@x/core/notation`: building blocks for the packages that read and write notations of their own — the board
 * field of FEN and its dialects (`fenBoard`), size limits given as options (`resolveLimits`), and a package's
 * diagnostics declared from its code list (`CodedDiagnostic`, `severityTable`).
 */
export { type CodedDiagnostic, severityTable } from '../diagnostic-codes.js';
export { fenBoard } from '../fen-board.js';
export { resolveLimits } from '../limits.js';
export { visible } from './visible.js';
