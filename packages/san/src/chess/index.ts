/**
 * `@x/san/chess`: SAN of standard chess only, small. `resolve` and `stringify` over a `ChessPosition` of
 * `@x/core/chess` give what `@x/san`'s `resolve` and `stringify` give for a chess position, without the variant
 * dialects, the lenient lexer and the movetext and PGN readers: the entry for a web page that plays chess moves.
 *
 * @example
 * import { ChessPosition } from '@x/core/chess';
 * import { resolve, stringify } from '@x/san/chess';
 * const pos = ChessPosition.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
 * const move = resolve('Nf3', pos);
 * stringify(move, pos); // 'Nf3'
 */
export { resolve } from './resolve.js';
export { stringify } from './stringify.js';
