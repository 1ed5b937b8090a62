/** Diagnostic codes, their default severities, and the `Diagnostic` record `parse` reports. */
import type { Diagnostic as CoreDiagnostic } from '@x/core';
import type { Severity } from './types.js';

/** Every diagnostic code `parse` can report (see the README table). */
export const SJAAK_PARSE_ERROR_CODES = [
  'missing-board',
  'duplicate-board',
  'board-too-large',
  'fen-unknown-piece',
  'fen-rank-overflow',
  'fen-bad-field',
  'unknown-keyword',
  'indented-keyword',
  'piece-keyword-outside-piece',
  'unknown-zone',
  'zone-prefix-match',
  'unknown-flag',
  'unknown-rule',
  'malformed-move',
  'spaced-operator',
  'bad-square',
  'square-off-board',
  'duplicate-square',
  'trailing-semicolon',
  'castle-king-missing',
  'castle-geometry',
  'zone-pair-asymmetric',
  'duplicate-fen',
  'fen-trailing-slash',
  'drop-zone-ineffective',
  'keyword-before-board',
  'outside-variant',
  'name-conflict',
  'unknown-piece-symbol',
  'duplicate-keyword',
  'bad-value',
] as const;
/** A diagnostic code. */
export type DiagnosticCode = (typeof SJAAK_PARSE_ERROR_CODES)[number];

/**
 * The codes of parse diagnostics.
 *
 * @deprecated Use `SJAAK_PARSE_ERROR_CODES` (every package names its code lists `*_ERROR_CODES`).
 */
export const DIAGNOSTIC_CODES = SJAAK_PARSE_ERROR_CODES;

/** Default severity of each code (`mode: 'strict'` raises every warning to an error). */
export const DEFAULT_SEVERITY: Readonly<Record<DiagnosticCode, Severity>> = {
  'missing-board': 'error',
  'duplicate-board': 'error',
  'board-too-large': 'error',
  'fen-unknown-piece': 'error',
  'fen-rank-overflow': 'error',
  'fen-bad-field': 'error',
  'unknown-keyword': 'warning',
  'indented-keyword': 'warning',
  'piece-keyword-outside-piece': 'warning',
  'unknown-zone': 'warning',
  'zone-prefix-match': 'warning',
  'unknown-flag': 'warning',
  'unknown-rule': 'warning',
  'malformed-move': 'warning',
  'spaced-operator': 'warning',
  'bad-square': 'warning',
  'square-off-board': 'warning',
  'duplicate-square': 'warning',
  'trailing-semicolon': 'warning',
  'castle-king-missing': 'warning',
  'castle-geometry': 'warning',
  'zone-pair-asymmetric': 'info',
  'duplicate-fen': 'warning',
  'fen-trailing-slash': 'warning',
  'drop-zone-ineffective': 'info',
  'keyword-before-board': 'warning',
  'outside-variant': 'warning',
  'bad-value': 'warning',
  'name-conflict': 'warning',
  'unknown-piece-symbol': 'warning',
  'duplicate-keyword': 'warning',
};

/**
 * One finding of `parse`, in the shape every `@x` package reports (`Diagnostic` of `@x/core`): code, severity,
 * human message, `offset`/`length` into the text and 1-based `line`/`column`, plus the variant block.
 */
export interface SjaakDiagnostic extends CoreDiagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  /** Long name of the variant block the line belongs to, if any. */
  readonly variant?: string;
}

/** @deprecated Use `SjaakDiagnostic` (the same type; removed in the next minor). */
export type Diagnostic = SjaakDiagnostic;

/** A diagnostic as the line reader makes it, before `parse` adds its `offset` from `line`/`column`. */
export type LineDiagnostic = Omit<SjaakDiagnostic, 'offset'>;

/** A diagnostic with the default severity of its code (raised to `error` under `strict`). */
export function makeDiagnostic(
  code: DiagnosticCode,
  line: number,
  column: number,
  length: number,
  message: string,
  strict: boolean,
  variant?: string,
): LineDiagnostic {
  let severity = DEFAULT_SEVERITY[code];
  if (strict && severity === 'warning') severity = 'error';
  return {
    code,
    severity,
    message,
    line,
    column,
    length: Math.max(0, length),
    ...(variant !== undefined ? { variant } : {}),
  };
}
