/** The `Result` tag against the movetext's own result (issue #36: files from the wild). */
import { SanError } from '../shared/errors.js';
import { resultTagContradicts } from './rules.js';
import type { WarningSink } from './tokens.js';
import type { GameResult } from '../game/tree.js';

/**
 * Checks a game's `Result` tag against the result ending its movetext: when both are results (`1-0`, `0-1`,
 * `1/2-1/2`, `*`) and differ, a `result-mismatch` at the movetext's result: a `SanError` in strict mode, else a
 * warning. The game keeps both (`headers.get('Result')` and `result`).
 */
export function checkResultTag(
  tag: string | undefined,
  result: GameResult | undefined,
  resultOffset: number,
  strict: boolean,
  warn: WarningSink | undefined,
): void {
  if (result === undefined || !resultTagContradicts(tag, result)) return;
  const message = `the Result tag says ${tag}, the movetext ${result}`;
  if (strict) throw new SanError('result-mismatch', message, resultOffset, result.length);
  warn?.('result-mismatch', message, resultOffset, result.length);
}
