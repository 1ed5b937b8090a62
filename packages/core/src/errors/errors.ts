/** Error classes of `@x/core`, each with a kebab-case `code`; all extend `NotationError`. */
import { type CodedErrorClass, codedError } from './coded-error.js';
import { NotationError } from './notation-error.js';

/** Codes of `FenError`: the input as a whole, the board field, the fields after it. */
export const FEN_ERROR_CODES = [
  ...['empty', 'input-too-long'],
  ...['board', 'board-size', 'unknown-piece', 'rank-overflow', 'rank-count', 'holdings'],
  ...['turn', 'castling', 'en-passant', 'halfmoves', 'fullmoves', 'checks', 'trailing', 'looks-like-sfen'],
] as const;
/** Code of a `FenError`. */
export type FenErrorCode = (typeof FEN_ERROR_CODES)[number];

/** A FEN string that cannot be read; `offset`/`length` point at the offending text. */
export const FenError: CodedErrorClass<FenErrorCode> = codedError('FenError');
/** An error of class `FenError`. */
export type FenError = InstanceType<typeof FenError>;

/** Codes of `PositionError`: the board, the royals, the other pieces and rights, a move, the variant. */
export const POSITION_ERROR_CODES = [
  ...['empty-board', 'board-size'],
  ...['missing-royal', 'too-many-royals', 'royals-adjacent', 'opposite-check'],
  ...[
    'pawns-on-back-rank',
    'bad-castling',
    'bad-en-passant',
    'piece-on-hole',
    'piece-outside-prison',
    'bad-hand',
  ],
  ...['unknown-piece', 'illegal-move', 'too-many-moves', 'variant'],
] as const;
/** Code of a `PositionError`. */
export type PositionErrorCode = (typeof POSITION_ERROR_CODES)[number];

/** A setup that is not a legal position of the variant, or a move that is not legal. */
export const PositionError: CodedErrorClass<PositionErrorCode> = codedError('PositionError');
/** An error of class `PositionError`. */
export type PositionError = InstanceType<typeof PositionError>;

/** A variant definition that does not fit the schema or does not compile; `path` points into the JSON. */
export class VariantError extends NotationError {
  override readonly name = 'VariantError';
  declare readonly code: 'variant';
  constructor(
    message: string,
    readonly path: readonly (string | number)[],
  ) {
    super('variant', message);
  }
}
