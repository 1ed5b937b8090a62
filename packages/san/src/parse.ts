/**
 * `parse`: one SAN move, without a position (syntax only, a `SAN` object) or with one (resolved to a legal
 * `Move` of `@x/core`, like `resolve`). A position is told from options by its `generateMoves` method, so this
 * module needs no value from `@x/core`.
 */
import { type Move, toResult, type Result, type BasePosition } from '@x/core';
import { dialectOf } from './dialect.js';
import { SanError } from './errors.js';
import { lexSan, MAX_SAN_LENGTH } from './lexer.js';
import type { SanMove } from './null-move.js';
import { type ResolveOptions, resolve, type StrictResolveOptions } from './resolve.js';
import type { SAN, SanOptions } from './types.js';

export { MAX_SAN_LENGTH };

function isPosition(value: unknown): value is BasePosition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { generateMoves?: unknown }).generateMoves === 'function'
  );
}

/**
 * Parses one SAN move. Without a position: syntax only, returning a `SAN` object; lenient mode (the default)
 * accepts the forms of the reference §4.1 and lists them in `warnings`, strict mode the canonical grammar only.
 * With a position: `resolve(san, position, options)`, returning the legal move (or `NULL_MOVE`).
 * Throws `SanError` (`syntax`; `illegal` for a promotion to a non-promotable piece or a drop without drops;
 * with a position also `illegal`, `ambiguous`, strict `noncanonical`).
 *
 * @example parse('Nbd7') // { piece: 'knight', from: 'b', to: 'd7', … }
 * @example parse('Nf3', Position.fromFen(startFen)) // { from: 'g1', to: 'f3', piece: 'knight' }
 */
export function parse(san: string, options?: SanOptions): SAN;
export function parse(san: string, position: BasePosition, options: StrictResolveOptions): Move;
export function parse(san: string, position: BasePosition, options?: ResolveOptions): SanMove;
export function parse(
  san: string,
  second?: SanOptions | BasePosition,
  third?: ResolveOptions,
): SAN | SanMove {
  if (typeof san !== 'string') throw new TypeError('@x/san: parse expects a string');
  if (isPosition(second)) return resolve(san, second, third);
  if (san.length > MAX_SAN_LENGTH) {
    throw new SanError('input-too-long', `SAN longer than ${MAX_SAN_LENGTH} characters`, MAX_SAN_LENGTH, 0);
  }
  const strict = second?.mode === 'strict';
  return lexSan(san, 0, san.length, dialectOf(second), strict, strict ? 'none' : 'all');
}

/** Like `parse`, but returns `{ success, data | error }` instead of throwing `SanError`. */
export function safeParse(san: string, options?: SanOptions): Result<SAN, SanError>;
export function safeParse(
  san: string,
  position: BasePosition,
  options?: ResolveOptions,
): Result<SanMove, SanError>;
export function safeParse(
  san: string,
  second?: SanOptions | BasePosition,
  third?: ResolveOptions,
): Result<SAN | SanMove, SanError> {
  return toResult(SanError, () => (isPosition(second) ? resolve(san, second, third) : parse(san, second)));
}
