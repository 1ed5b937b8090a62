/** Error codes, diagnostics and the error class of `@x/fbr`. */
import { LineIndex } from '@x/core/notation';
import { type Diagnostic, NotationError } from '@x/core';
import { DEFAULT_FBR_LIMITS } from './limits.js';

/** Syntax error codes reported by `parse` and `parseMbn`. */
export const SYNTAX_ERROR_CODES = [
  'input-too-long',
  'too-deep',
  'too-many-legs',
  'number-too-large',
  'unexpected-character',
  'unexpected-end',
  'unclosed-set',
  'unclosed-range',
  'unclosed-amount',
  'unclosed-sequence-number',
  'unclosed-announcement',
  'unclosed-group',
  'unclosed-comment',
  'unclosed-condition',
  'unclosed-board-id',
  'unclosed-name',
  'empty-range',
  'empty-range-part',
  'invalid-range',
  'out-of-board',
  'invalid-file',
  'invalid-sequence-number',
  'lowercase-letter',
  'invalid-set-prefix',
  'invalid-piece-letter',
  'compound-too-long',
  'duplicate-component',
  'component-order',
  'empty-attribute',
  'missing-identifier',
  'missing-move',
  'empty-partial-move',
  'modifier-without-atom',
  'modifier-after-atom',
  'invalid-modifier',
  'invalid-leaper',
] as const;
/** A syntax error code. */
export type SyntaxErrorCode = (typeof SYNTAX_ERROR_CODES)[number];

/** Warning codes of `parse` / `parseMbn` (accepted but questionable input). */
export const SYNTAX_WARNING_CODES = [
  ...['component-order', 'lowercase-letter', 'special-range', 'comment-whitespace', 'html-artefact'],
  ...['promotion-move-expression', 'amalgamated-collapse'],
] as const;
/** A syntax warning code. */
export type SyntaxWarningCode = (typeof SYNTAX_WARNING_CODES)[number];

/**
 * One syntax finding, located in the input: the `Diagnostic` shape of `@x/core` (code, severity, message,
 * offset, length, 1-based line and column) plus the token index and hints.
 */
export interface SyntaxDiagnostic<C extends string = SyntaxErrorCode | SyntaxWarningCode> extends Diagnostic {
  readonly code: C;
  readonly severity: 'error' | 'warning';
  /** Index of the token in the whitespace-separated list (0 for `parseMbn`). */
  readonly token: number;
  /** What would have been accepted at `offset`, when known. */
  readonly expected?: readonly string[];
  /** A suggested rewrite, when one is known (e.g. the MBN spelling of a standard Betza string). */
  readonly hint?: string;
}

/** Error class for programmer misuse (non-string input); bad notation never throws. */
export class FbrError extends NotationError {
  override readonly name = 'FbrError';
  declare readonly code: 'invalid-argument';
  constructor(message: string) {
    super('invalid-argument', message);
  }
}

/** Internal: thrown by the recursive-descent parsers, caught per token. */
export class SyntaxFailure {
  readonly code: SyntaxErrorCode;
  readonly offset: number;
  readonly length: number;
  readonly message: string;
  readonly expected: readonly string[] | undefined;
  /** Set by the parser when it knows a rewrite. */
  hint: string | undefined = undefined;
  constructor(
    code: SyntaxErrorCode,
    offset: number,
    length: number,
    message: string,
    expected?: readonly string[],
  ) {
    this.code = code;
    this.offset = offset;
    this.length = length;
    this.message = message;
    this.expected = expected;
  }
}

/** A syntax diagnostic as the token parsers make it, before `locateAll` adds its line and column. */
export type TokenDiagnostic = Omit<SyntaxDiagnostic, 'line' | 'column'>;

/**
 * The diagnostics with the 1-based line and column of their offsets in `text`. Only the text up to the last
 * offset is indexed, so that locating `input-too-long` (at `DEFAULT_FBR_LIMITS.maxInputLength`) does not read a huge input.
 */
export function locateAll(text: string, list: readonly TokenDiagnostic[]): SyntaxDiagnostic[] {
  if (list.length === 0) return [];
  let last = 0;
  for (const d of list) last = Math.max(last, d.offset);
  const lines = new LineIndex(last < text.length ? text.slice(0, last) : text);
  return list.map((d) => ({ ...d, ...lines.locate(d.offset) }));
}

/**
 * Errors and warnings as one list, the `diagnostics` of a result: in order of offset (an error before a warning
 * at the same offset), each located in `text`.
 */
export function locateFindings(
  text: string,
  errors: readonly TokenDiagnostic[],
  warnings: readonly TokenDiagnostic[],
): SyntaxDiagnostic[] {
  if (warnings.length === 0) return locateAll(text, errors);
  const all = [...errors, ...warnings];
  const stable = all.map((d, i) => [d, i] as const);
  stable.sort((a, b) => a[0].offset - b[0].offset || a[1] - b[1]);
  return locateAll(
    text,
    stable.map(([d]) => d),
  );
}

/** Converts an internal failure into a diagnostic. */
export function toDiagnostic(f: SyntaxFailure, token: number): TokenDiagnostic {
  return {
    code: f.code,
    severity: 'error',
    message: f.message,
    offset: f.offset,
    length: f.length,
    token,
    ...(f.expected ? { expected: f.expected } : {}),
    ...(f.hint !== undefined ? { hint: f.hint } : {}),
  };
}

/** The `input-too-long` diagnostic of a text longer than `DEFAULT_FBR_LIMITS.maxInputLength`, spanning the part past the limit. */
export function inputTooLong(text: string): TokenDiagnostic {
  return {
    code: 'input-too-long',
    severity: 'error',
    message: `Input longer than ${DEFAULT_FBR_LIMITS.maxInputLength} characters`,
    offset: DEFAULT_FBR_LIMITS.maxInputLength,
    length: text.length - DEFAULT_FBR_LIMITS.maxInputLength,
    token: 0,
  };
}
