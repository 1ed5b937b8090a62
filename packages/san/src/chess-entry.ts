/**
 * `@x/san/chess`: SAN and PGN of standard chess only, small. `resolve` and `stringify` over a `ChessPosition` of
 * `@x/core/chess` give what `@x/san`'s `resolve` and `stringify` give for a chess position; `parsePgn`,
 * `startingPosition` and `walkGame` read a PGN text of standard chess and play its games as `@x/san`'s do —
 * without the variant dialects, the lenient SAN lexer and the variant engine: the entry for a web page that plays
 * chess moves or reads chess games.
 *
 * @example
 * import { ChessPosition } from '@x/core/chess';
 * import { resolve, stringify } from '@x/san/chess';
 * const pos = ChessPosition.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
 * const move = resolve('Nf3', pos);
 * stringify(move, pos); // 'Nf3'
 *
 * @example
 * import { parsePgn, startingPosition, walkGame } from '@x/san/chess';
 * for (const game of parsePgn(text)) walkGame(game, startingPosition(game), (step) => console.log(step.position.toFen()));
 */
export { resolve } from './chess/resolve.js';
export { stringify } from './chess/stringify.js';
export { parsePgn } from './chess-pgn/read.js';
export { startingPosition } from './chess-pgn/start.js';
export { walkGame } from './chess-pgn/walk.js';
