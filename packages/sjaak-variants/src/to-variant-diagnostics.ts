/** Diagnostics of `toVariant`: what a SjaakII variant uses that `@x/core` cannot express exactly. */
import type { Span } from './types.js';

/** Every code `toVariant` can report. */
export const CONVERSION_CODES = [
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
export type ConversionCode = (typeof CONVERSION_CODES)[number];

/** A conversion diagnostic: always a warning (the definition is still produced). */
export interface ConversionDiagnostic {
  readonly code: ConversionCode;
  readonly severity: 'warning';
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
  readonly length?: number;
}

/** Builds a conversion diagnostic at a source span. */
export function conversionDiagnostic(
  code: ConversionCode,
  message: string,
  span?: Span,
): ConversionDiagnostic {
  return span
    ? { code, severity: 'warning', message, line: span.line, column: span.column, length: span.length }
    : { code, severity: 'warning', message };
}
