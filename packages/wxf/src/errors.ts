/** `WxfError`, the error of every `@x/wxf` reader and writer, and its codes. */
import { type CodedErrorClass, codedError } from '@x/core/notation';

/** Every error and warning code of `@x/wxf`, thrown (`WxfError`) or reported (`WxfDiagnostic`). */
export const WXF_ERROR_CODES = [
  // arguments and limits
  ...['invalid-argument', 'input-too-long', 'too-many-moves', 'token-too-long', 'unsupported-variant'],
  // one move
  ...['empty-move', 'syntax', 'unknown-piece'],
  ...['illegal-move', 'ambiguous-move', 'numeral-style'],
  // records
  ...['invalid-fen', 'invalid-position-line'],
  ...['unterminated-comment', 'unterminated-tag', 'unknown-tag'],
  ...['variation-skipped', 'unexpected-token', 'nesting-too-deep', 'result-mismatch'],
] as const;

/** A `@x/wxf` error or warning code (kebab-case). */
export type WxfErrorCode = (typeof WXF_ERROR_CODES)[number];

/**
 * The error thrown by `parse`, `parseMove`, `stringify` and `stringifyMove`. `offset`/`length` point into the
 * text read (a whole record for `parse`, the move token for `parseMove`); `line`/`column` are those of `offset`.
 */
export const WxfError: CodedErrorClass<WxfErrorCode> = codedError('WxfError');
/** An error of class `WxfError`. */
export type WxfError = InstanceType<typeof WxfError>;
