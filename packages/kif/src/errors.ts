/** `KifError`, the one error of `@x/kif`, its codes, and the diagnostics of lenient reads. */
import { type CodedDiagnostic, type CodedErrorClass, codedError } from '@x/core/notation';

/**
 * Every code `@x/kif` throws or reports, in one list: the input as a whole, positions (SFEN, diagrams, CSA `P`
 * lines), moves, record structure, and warnings of lenient reads.
 */
export const KIF_ERROR_CODES = [
  ...['invalid-argument', 'input-too-long', 'too-many-moves', 'too-many-branches', 'nesting-too-deep'],
  ...['unknown-format', 'invalid-encoding'],
  ...['invalid-sfen', 'looks-like-fen', 'illegal-position', 'invalid-board'],
  ...['syntax', 'illegal-move', 'ambiguous-move'],
  ...['invalid-line', 'invalid-time', 'invalid-branch', 'invalid-json', 'unsupported-variant'],
  ...['unknown-header', 'unknown-handicap', 'truncated-record', 'move-number-mismatch'],
] as const;

/** One code of `KIF_ERROR_CODES`. */
export type KifErrorCode = (typeof KIF_ERROR_CODES)[number];

/**
 * The error every `@x/kif` reader and writer throws: a `NotationError` with a code of `KIF_ERROR_CODES` and the
 * span of the input at fault (`offset`, `length`, 1-based `line` and `column`).
 */
export const KifError: CodedErrorClass<KifErrorCode> = codedError('KifError');
/** An error of class `KifError`. */
export type KifError = InstanceType<typeof KifError>;

/** A problem a lenient read reports and reads past (an unknown header, a move-number gap, a comment cut). */
export interface KifDiagnostic extends CodedDiagnostic<KifErrorCode, 'error' | 'warning'> {}
