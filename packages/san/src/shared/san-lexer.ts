/** The seam between PGN's token grammar and the SAN of one move: what the tree builder lexes each move token with. */
import type { SAN } from './types.js';

/**
 * Reads the SAN of the move token `text[start, end)` (`strict`: canonical forms only), or throws a `SanError`
 * located in `text`. The same lexer (the same function) gives the same record for the same token: the tree
 * builder shares the warning-free records of one lexer across the games of a read. `@x/san` lexes in the
 * dialect of each game (`lexerOf`), `@x/san/chess` in standard chess's SAN alone (`chessLexer`).
 */
export type SanLexer = (text: string, start: number, end: number, strict: boolean) => SAN;
