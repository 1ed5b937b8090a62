/** Diagnostic codes, their default severities, and the `Diagnostic` record `parse` reports. */
import { type CodedDiagnostic, severityTable } from '@x/core/notation';
import type { Severity } from './types.js';

/**
 * Every diagnostic code `parse` can report (see the README table); the first `LOAD_ERRORS` are the findings that
 * keep a variant block from loading.
 */
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

/** How many codes at the head of `SJAAK_PARSE_ERROR_CODES` are errors (a variant block with one does not load). */
const LOAD_ERRORS = 6;

/**
 * Default severity of each code (`mode: 'strict'` raises every warning to an error): a warning, but for the
 * codes that keep a variant block from loading (errors) and two hints (info).
 */
export const DEFAULT_SEVERITY: Readonly<Record<DiagnosticCode, Severity>> = /* @__PURE__ */ severityTable(
  SJAAK_PARSE_ERROR_CODES,
  'warning',
  {
    error: /* @__PURE__ */ SJAAK_PARSE_ERROR_CODES.slice(0, LOAD_ERRORS),
    info: ['zone-pair-asymmetric', 'drop-zone-ineffective'],
  },
);

/**
 * One finding of `parse`, in the shape every `@x` package reports (`Diagnostic` of `@x/core`): code, severity,
 * human message, `offset`/`length` into the text and 1-based `line`/`column`, plus the variant block.
 */
export interface SjaakDiagnostic extends CodedDiagnostic<DiagnosticCode, Severity> {
  /** Long name of the variant block the line belongs to, if any. */
  readonly variant?: string;
}

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
