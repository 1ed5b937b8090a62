/**
 * `parse`: one SAN move as text → a `SAN` object, syntax only (no position: `resolve` finds the legal move).
 */
import { toResult, type Result } from '@x/core';
import { dialectOf } from './dialect.js';
import { SanError } from '../shared/errors.js';
import { lexSan, MAX_SAN_LENGTH } from './lexer.js';
import type { SAN, SanOptions } from '../shared/types.js';

export { MAX_SAN_LENGTH };

/**
 * Parses one SAN move, syntax only, into a `SAN` object. Lenient mode (the default) accepts the forms of the
 * reference §4.1 and lists them in `warnings`, strict mode the canonical grammar only. To find the legal move
 * of a position, call `resolve(san, position, options)`.
 * Throws `SanError` (`syntax`; `illegal-move` for a promotion to a non-promotable piece or a drop without drops).
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
export function safeParse(san: string, options?: SanOptions): Result<SAN, SanError> {
  return toResult(SanError, () => parse(san, options));
}
