/**
 * `@x/core/notation`: what a notation package is built with, so every `@x` package reads and reports alike —
 * locating offsets in a text (`lineColumn`, `LineIndex`, `LineCursor`, `onLine`, `locateError`),
 * a package's error class (`codedError`), the `mode` option read (`isStrictMode`), diagnostics declared from a package's code list (`CodedDiagnostic`,
 * `severityTable`), size limits given as options (`limitsResolver`), the board field of FEN and its dialects
 * (`fenBoard`), FEN patterns, pgn-extract's board fields with wildcards (`parseFenPattern`; here, not at the root,
 * so that `import * from '@x/core'` does not carry their reader) and a variant writer's result (`writtenVariant`,
 * `unwrittenFields`).
 */
export { type CodedDiagnostic, severityTable } from '../errors/diagnostic-codes.js';
export { type CodedErrorClass, codedError } from '../errors/coded-error.js';
export { fenBoard } from '../fen/board.js';
export { type FenPattern, parseFenPattern } from '../fen/pattern.js';
export { limitsResolver } from '../limits.js';
export { isStrictMode, locateError } from '../errors/notation-error.js';
export { LineCursor, LineIndex, lineColumn, onLine } from '../errors/line-column.js';
export { unwrittenFields, writtenVariant } from '../variant/written.js';
