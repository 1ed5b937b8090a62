/**
 * Position-free SAN parsing.
 *
 * Seam for the resolution step (not here yet): `resolve.ts` takes a `SAN` (or text, lexed with `lexSan`) and a
 * `@x/core` `Position`, filters `position.legalMoves()` by `piece` (castling: the move with `castle`; drops:
 * `drop`), destination (`toRank * files + toFile`, or the `to` name), `promotion`, and the hint
 * (`fromFile`/`fromRank`, -1 when absent); a pawn without a file hint keeps only its own file. The overload
 * `parse(san, position, options?)` then tells a `Position` (an object with `legalMoves`) from options. The
 * dialect of a variant comes from `sanOptionsOf(variant)`.
 */
import { dialectOf } from './dialect.js';
import { SanError } from './errors.js';
import { lexSan } from './lexer.js';
import type { SafeResult, SAN, SanOptions } from './types.js';

/** Longest SAN text `parse` reads; longer input is `input-too-long`. */
export const MAX_SAN_LENGTH = 256;

/**
 * Parses one SAN move without a position (syntax only). Lenient mode (the default) accepts the forms of the
 * reference §4.1 and lists them in `warnings`; strict mode accepts the canonical grammar only.
 * Throws `SanError` (`syntax`; `illegal` for a promotion to a non-promotable piece or a drop without drops).
 *
 * @example parse('Nbd7') // { piece: 'knight', from: 'b', to: 'd7', … }
 */
export function parse(san: string, options?: SanOptions): SAN {
  if (typeof san !== 'string') throw new TypeError('@x/san: parse expects a string');
  if (san.length > MAX_SAN_LENGTH) {
    throw new SanError('input-too-long', `SAN longer than ${MAX_SAN_LENGTH} characters`, MAX_SAN_LENGTH, 0);
  }
  const strict = options?.mode === 'strict';
  return lexSan(san, 0, san.length, dialectOf(options), strict, strict ? 'none' : 'all');
}

/** Like `parse`, but returns `{ success, data | error }` instead of throwing `SanError`. */
export function safeParse(san: string, options?: SanOptions): SafeResult<SAN, SanError> {
  try {
    return { success: true, data: parse(san, options) };
  } catch (error) {
    if (error instanceof SanError) return { success: false, error };
    throw error;
  }
}
