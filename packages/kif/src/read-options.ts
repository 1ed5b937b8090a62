/** The options every `@x/kif` reader takes, and the warnings of lenient reads. */
import type { ParseMode, VariantDefinition } from '@x/core';
import { isStrictMode, LineIndex } from '@x/core/notation';
import { KifError, type KifDiagnostic, type KifErrorCode } from './errors.js';
import { type KifLimits, kifLimits } from './limits.js';

/** Options of every reader (`parse`, `parseKif`, `parseKi2`, `parseCsa`, `parseUsi`). */
export interface KifReadOptions {
  /** `strict` makes every warning an error; `lenient` (default) reads past unknown headers and stray lines. */
  readonly mode?: ParseMode;
  readonly limits?: Partial<KifLimits>;
  /** Receives each warning of a lenient read. */
  readonly onWarning?: (warning: KifDiagnostic) => void;
  /** The variant (default `@x/core`'s shogi; a relative with shogi's pieces on a board up to 9×9). */
  readonly variant?: VariantDefinition;
}

/** What a reader needs of its options: limits, and a `warn` that throws in strict mode. */
export interface ReadContext {
  readonly text: string;
  readonly limits: KifLimits;
  warn(code: KifErrorCode, message: string, offset: number, length: number): void;
}

/** The read context of `text` under `options`; checks the length before anything else. */
export function readContext(text: string, options: KifReadOptions | undefined): ReadContext {
  if (typeof text !== 'string') throw new TypeError('a record must be a string');
  const limits = kifLimits(options?.limits);
  if (text.length > limits.maxLength)
    throw new KifError(
      'input-too-long',
      `input longer than ${limits.maxLength} characters`,
      limits.maxLength,
      text.length - limits.maxLength,
      { line: 1, column: 1 },
    );
  const strict = isStrictMode(options ?? {});
  const onWarning = options?.onWarning;
  const locate = new LineIndex(text).locate;
  return {
    text,
    limits,
    warn(code, message, offset, length) {
      if (strict) throw new KifError(code, message, offset, length, text);
      if (onWarning === undefined) return;
      onWarning({ severity: 'warning', code, message, offset, length, ...locate(offset) });
    },
  };
}
