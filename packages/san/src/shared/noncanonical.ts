/** The one record of a lenient-only SAN form, shared by the lexer of every dialect and the chess-only lexer. */
import { onLine } from '@x/core/notation';
import { SanError } from './errors.js';
import type { SanDiagnostic } from './types.js';

/**
 * Records a lenient-only form (`message`, at `offset`, `length` units) as a `noncanonical` warning appended to
 * `warnings` (a new list when undefined), which it returns; in strict mode throws a `syntax` error instead. Line 1:
 * a move is one line; the tree builder relocates the warnings of moves in a longer text.
 */
export function noncanonical(
  warnings: SanDiagnostic[] | undefined,
  strict: boolean,
  message: string,
  offset: number,
  length: number,
): SanDiagnostic[] {
  if (strict) throw new SanError('syntax', `${message} (lenient mode only)`, offset, length);
  const issue: SanDiagnostic = {
    code: 'noncanonical',
    severity: 'warning',
    message,
    offset,
    length,
    ...onLine(offset),
  };
  if (warnings === undefined) return [issue];
  warnings.push(issue);
  return warnings;
}
