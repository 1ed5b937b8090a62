/**
 * Error codes and the `IcnError` class. Warnings use the same shape (`IcnIssue`).
 */
import { type Diagnostic, NotationError } from '@x/core';
import type { IcnGame, IcnIssue } from './types.js';

/** Every error and warning code of `@x/icn` (kebab-case). */
export const ICN_ERROR_CODES = [
  'empty',
  'input-too-long',
  'number-too-large',
  'unclosed-tag',
  'bad-tag',
  'legacy-tag',
  'unknown-player',
  'bad-turn-order',
  'bad-en-passant',
  'bad-move-rule',
  'bad-full-move',
  'bad-promotion',
  'promotion-arity',
  'unknown-piece',
  'bad-border',
  'wincon-arity',
  'unknown-win-condition',
  'non-canonical-integer',
  'duplicate-section',
  'section-order',
  'unclassified-token',
  'bad-preset',
  'bad-position',
  'duplicate-square',
  'syntax',
  'lenient-move-syntax',
  'bad-clock',
  'extras-not-allowed',
  'extras-invalid',
  'extras-forbidden-key',
  'extras-too-large',
  'extras-dropped',
  'unknown-variant',
  'unsupported-variant',
  'trailing-input',
  'bad-json',
  'no-position',
  'invalid-setup',
  'illegal-move',
  'move-mismatch',
  'result-contradicts-end',
  'position-mismatch',
] as const;

/** An error or warning code. */
export type IcnErrorCode = (typeof ICN_ERROR_CODES)[number];

/**
 * A diagnostic with a typed code, in the `Diagnostic` shape of `@x/core`: `severity`, `line` and `column` always
 * set. Every warning `parse`, `fromJson`, `replay` and `stringify` report has this type, and so has `toIssue()`.
 */
export interface IcnDiagnostic extends IcnIssue, Diagnostic {
  readonly code: IcnErrorCode;
  readonly severity: 'error' | 'warning';
  /** 1-based line of `offset` in the text it points into. */
  readonly line: number;
  /** 1-based column of `offset`. */
  readonly column: number;
}

/** A warning as the scanner records it, before its line and column (internal). */
export type IcnFinding = Omit<IcnDiagnostic, 'line' | 'column'>;

/** A parsed game (`parse`, `fromJson`): an `IcnGame` whose warnings are `IcnDiagnostic`s. */
export interface IcnParsedGame extends IcnGame {
  readonly diagnostics?: readonly IcnDiagnostic[];
}

/** Thrown by `parse`, `stringify` and `fromJson`: a `code`, and `offset`/`length` into the input. */
export class IcnError extends NotationError {
  override readonly name = 'IcnError';
  declare readonly code: IcnErrorCode;
  readonly path?: string;
  /** `replay`: the index (ply, 0-based) of the move concerned. */
  readonly index?: number;
  /** `replay`: why (an illegal-move reason of `@x/core/infinite`, or a `REPLAY_REASONS` entry). */
  readonly reason?: string;

  constructor(
    code: IcnErrorCode,
    message: string,
    offset = 0,
    length = 0,
    path?: string,
    replay?: { readonly index: number; readonly reason: string },
  ) {
    super(code, message, offset, length);
    if (path !== undefined) this.path = path;
    if (replay !== undefined) {
      this.index = replay.index;
      this.reason = replay.reason;
    }
  }

  /** This error as a plain diagnostic record (severity `'error'`). */
  toIssue(): IcnDiagnostic {
    const base: { -readonly [K in keyof IcnDiagnostic]: IcnDiagnostic[K] } = {
      code: this.code,
      severity: 'error',
      message: this.message,
      offset: this.offset,
      length: this.length,
      line: this.line,
      column: this.column,
    };
    if (this.path !== undefined) base.path = this.path;
    if (this.index !== undefined) base.index = this.index;
    if (this.reason !== undefined) base.reason = this.reason;
    return base;
  }
}

/**
 * A square as `@x/icn`'s messages name it. A coordinate may have up to `limits.maxDigits` digits
 * (10,000): one longer than 160 characters is cut there, then `…` and its count of digits follow (as `xn` shows a
 * diagnostic's span, and as `@x/core/infinite` names squares), so the message stays short.
 *
 * @example squareText([10n ** 9999n, 3n]) // '1000…0…(10000 digits),3': 160 characters of x, then its count
 */
export function squareText(square: readonly [bigint, bigint]): string {
  return square.map(cut).join(',');
}

/** A coordinate's decimal text, at most 160 characters of it. */
function cut(n: bigint): string {
  const t = n.toString();
  return t.length > 160 ? `${t.slice(0, 160)}…(${t.length - (n < 0n ? 1 : 0)} digits)` : t;
}
