/** The error class and the one list of codes of `@x/fairy-variants`: thrown errors and diagnostics alike. */
import type { Diagnostic } from '@x/core';
import { type CodedErrorClass, codedError } from '@x/core/notation';
import { FAIRY_WRITE_ERROR_CODES } from './write/codes.js';

/**
 * Every code this package reports. Thrown (`FairyError`): `input-too-long`, `too-many-sections`, `too-many-lines`,
 * `invalid-argument`. Diagnostics (`FairyDiagnostic`): the rest.
 */
export const FAIRY_ERROR_CODES = [
  // thrown
  'input-too-long',
  'too-many-sections',
  'too-many-lines',
  'invalid-argument',
  // syntax: what Fairy-Stockfish's reader skips or misreads
  'no-sections',
  'bad-section-header',
  'section-trailing-text',
  'invalid-line',
  'empty-key',
  'empty-value',
  'duplicate-key',
  'duplicate-section',
  'unknown-parent',
  'parent-defined-later',
  'inheritance-cycle',
  // keys and values, as Fairy-Stockfish's `check` reports them
  'unknown-key',
  'deprecated-key',
  'bad-value',
  'value-trailing-text',
  'missing-betza',
  'board-too-large',
  // the bridge to @x/core (toVariant)
  'unknown-variant',
  'unsupported-key',
  'invalid-variant',
  // fromVariant: what a core variant has that ini cannot say (FAIRY_WRITE_ERROR_CODES)
  ...FAIRY_WRITE_ERROR_CODES,
] as const;

/** A code of `FAIRY_ERROR_CODES`. */
export type FairyErrorCode = (typeof FAIRY_ERROR_CODES)[number];

/** Thrown only for input that cannot be read at all (too long, too many sections) or a programmer mistake. */
export const FairyError: CodedErrorClass<FairyErrorCode> = codedError('FairyError');
/** An error of class `FairyError`. */
export type FairyError = InstanceType<typeof FairyError>;

/** One located problem of a variants.ini file; `section` names the section it belongs to, if any. */
export interface FairyDiagnostic extends Diagnostic {
  readonly code: FairyErrorCode;
  readonly section?: string;
  /** The key concerned, for diagnostics about one key. */
  readonly key?: string;
}

/** What `String(diagnostic)` prints: `error [code] at line L, column C: message` (the section and key when given). */
function diagnosticText(this: FairyDiagnostic): string {
  const about = [this.section === undefined ? '' : `[${this.section}]`, this.key ?? '']
    .filter(Boolean)
    .join(' ');
  const where = `at line ${this.line}, column ${this.column}${about === '' ? '' : ` (${about})`}`;
  return `${this.severity} [${this.code}] ${where}: ${this.message}`;
}

/**
 * `d` as a diagnostic of this package: given a `toString` (not enumerable: JSON, spreads and `toEqual` see the
 * fields alone), so `String(d)` and a template literal print its code, message and location, not `[object Object]`.
 */
export function fairyDiagnostic(d: FairyDiagnostic): FairyDiagnostic {
  return Object.defineProperty(d, 'toString', { value: diagnosticText, writable: true, configurable: true });
}
