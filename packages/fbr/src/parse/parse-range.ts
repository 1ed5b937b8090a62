/** Stand-alone board-range parser (`[^a-h1,8]`), as used inside FBR rules and MBN moves. */
import { FbrError, locateAll, locateFindings, SyntaxFailure, toDiagnostic } from '../shared/errors.js';
import type { SyntaxDiagnostic, TokenDiagnostic } from '../shared/errors.js';
import { DEFAULT_FBR_LIMITS } from '../shared/limits.js';
import { boardRange } from './range.js';
import { Scanner } from './scanner.js';
import type { BoardRangeNode } from './types.js';

/** What `parseRange` returns: the range (absent on a syntax error), and its errors and warnings by offset. */
export interface ParsedRange {
  readonly range?: BoardRangeNode;
  readonly diagnostics: readonly SyntaxDiagnostic[];
}

/**
 * Parses one board range such as `[c-f2]`, `[^1,8]` or `[aa1]` (files are letters, ranks numbers).
 * Never throws on bad input; throws `FbrError` only when `text` is not a string.
 */
export function parseRange(text: string): ParsedRange {
  if (typeof text !== 'string') throw new FbrError('parseRange expects a string');
  const warnings: TokenDiagnostic[] = [];
  const end = Math.min(text.length, DEFAULT_FBR_LIMITS.maxInputLength);
  const s = new Scanner(text, 0, end, 0, warnings);
  try {
    if (text.length > DEFAULT_FBR_LIMITS.maxInputLength)
      s.fail('input-too-long', 'Input too long', undefined, DEFAULT_FBR_LIMITS.maxInputLength, 0);
    const range = boardRange(s);
    if (!s.atEnd()) s.unexpected(['end of input']);
    return { range, diagnostics: locateAll(text, warnings) };
  } catch (e) {
    if (!(e instanceof SyntaxFailure)) throw e;
    return { diagnostics: locateFindings(text, [toDiagnostic(e, 0)], warnings) };
  }
}
