/** Diagnostics of `toVariant`: what a SjaakII variant uses that `@x/core` cannot express exactly. */
import type { CodedDiagnostic } from '@x/core/notation';
import type { SjaakSpan } from '../shared/types.js';

/** Every code `toVariant` can report. */
export const CONVERSION_ERROR_CODES = [
  'unsupported-flag',
  'unsupported-rule',
  'unsupported-move',
  'unsupported-end-condition',
  'unknown-promotion-choice',
  'unknown-zone',
  'missing-symbol',
  'approximated',
  'not-playable',
] as const;
/** A conversion diagnostic code. */
export type ConversionCode = (typeof CONVERSION_ERROR_CODES)[number];

/**
 * A conversion diagnostic, in the `Diagnostic` shape of `@x/core`: always a warning (the definition is still
 * produced), located at the construct it concerns (the variant block's `Variant:` line when nothing narrower),
 * with `offset`/`length` into the parsed text and 1-based `line`/`column`.
 */
export interface ConversionDiagnostic extends CodedDiagnostic<ConversionCode, 'warning'> {}

/** Where a diagnostic without a span is: the start of the text. */
const NOWHERE: SjaakSpan = { line: 1, column: 1, length: 0, offset: 0 };

/**
 * Builds a conversion diagnostic at a source span (without one: offset 0, length 0, line 1, column 1; a hand-built
 * span without `offset` keeps its line and column, with offset 0).
 */
export function conversionDiagnostic(
  code: ConversionCode,
  message: string,
  span: SjaakSpan = NOWHERE,
): ConversionDiagnostic {
  const { line, column, length } = span;
  return { code, severity: 'warning', message, offset: span.offset ?? 0, length, line, column };
}
