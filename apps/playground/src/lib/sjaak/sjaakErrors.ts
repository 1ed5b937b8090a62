/**
 * The SjaakII view's first error: the thrown `SjaakError`, or else the first error diagnostic, with the span to
 * highlight taken from its own `offset`/`length` (every `@x` error and diagnostic carries them; nothing here
 * recomputes a place from `line`/`column`).
 */
import type * as sjaak from '@x/sjaak-variants';
import type { ShownError } from '../text/shownError';
import { shownError } from '../text/shownError';

/** A span of the editor's text. */
export interface TextSpan {
  readonly offset: number;
  readonly length: number;
}

/** The first error of a `safeParse` result, for the error box, and its span. */
export function firstSjaakError(r: ReturnType<typeof sjaak.safeParse>): {
  error?: ShownError;
  highlight?: TextSpan;
} {
  const first = r.success ? r.data.diagnostics.find((d) => d.severity === 'error') : r.error;
  if (!first) return {};
  return { error: shownError(first), highlight: { offset: first.offset, length: first.length } };
}
