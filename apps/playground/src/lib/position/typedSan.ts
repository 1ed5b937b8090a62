/**
 * A move typed as SAN (`e4`, `Nf3`, `O-O`, `exd5`, `e8=Q`, `N@f3`), as lichess's keyboard input takes it: read by
 * `@x/san`'s lenient `resolve` against the shown position, in any variant (its dialect is the variant's). `@x/san`
 * is not part of the first load (issue #19's 120 KB budget): it is imported the first time a typed text is not
 * the board's own notation.
 */
import type { BasePosition, Move } from '@x/core';

/** The words of a small count (an ambiguity's message). */
const COUNTS: readonly string[] = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/**
 * The legal move of `pos` that the SAN `text` names; `{ error }` when it names several (`Nd2 matches two moves:
 * Nbd2, Nfd2`); `undefined` when it names none or is no SAN (the board's own notation says why).
 */
export async function readSan(
  text: string,
  pos: BasePosition,
): Promise<{ move: Move } | { error: string } | undefined> {
  const { safeResolve } = await import('@x/san');
  const san = text.trim();
  const read = safeResolve(san, pos, { mode: 'lenient' });
  if (read.success) return { move: read.data };
  const candidates = read.error.candidates ?? [];
  if (read.error.code !== 'ambiguous-move' || candidates.length === 0) return undefined;
  const count = COUNTS[candidates.length] ?? String(candidates.length);
  return { error: `${san} matches ${count} moves: ${candidates.join(', ')}` };
}
