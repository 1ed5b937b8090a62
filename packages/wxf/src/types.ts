/** The record model of `@x/wxf` and the options of `parse` and `stringify`. */
import type { Diagnostic, ParseMode, VariantDefinition } from '@x/core';
import type { variants } from '@x/core/variant';
import type { WxfErrorCode } from './errors.js';
import type { WxfLimits } from './limits.js';
import type { WxfMoveNotation } from './notation.js';
import type { WxfStyle } from './wxf/write.js';

/**
 * The variants a record names: the ids of `@x/core`'s built-ins (the keys of `variants`: `xiangqi`, `janggi`,
 * `makruk`, …), what a `Variant` tag reads and writes.
 */
export type WxfVariant = keyof typeof variants;

/** A game record: variant, starting position, moves, PGN tags and result. */
export interface WxfGame {
  /** The `@x/core` variant id (`xiangqi`, `makruk`, `janggi`): `variants[game.variant]` is its definition. */
  readonly variant: WxfVariant;
  /** The starting position as `@x/core` writes its FEN. */
  readonly fen: string;
  /** The moves in `@x/core`'s UCI (`h3e3`, ranks from 1), in order. */
  readonly moves: readonly string[];
  /** The other PGN tags in their order, `[name, value]` (`Variant`, `FEN` and `SetUp` are `variant` and `fen`). */
  readonly tags: readonly (readonly [string, string])[];
  /** The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), when the record has one. */
  readonly result?: string;
}

/** A warning of a lenient `parse` (delivered through `onWarning`). */
export interface WxfDiagnostic extends Diagnostic {
  readonly code: WxfErrorCode;
}

/** Options of `parse`. */
export interface ParseOptions {
  /**
   * The variant when the record has no `Variant` tag (a built-in's name, or a definition whose id names a built-in;
   * default xiangqi).
   */
  readonly variant?: VariantDefinition | string;
  /** The notation of every move; by default found per move from its characters. */
  readonly notation?: WxfMoveNotation;
  /** `strict` refuses what `lenient` (default) reads with a warning: skipped variations, numerals of the wrong side. */
  readonly mode?: ParseMode;
  readonly limits?: Partial<WxfLimits>;
  /** Receives the warnings of a lenient parse (skipped variations, tags `@x/wxf` does not use). */
  readonly onWarning?: (warning: WxfDiagnostic) => void;
}

/** Options of `stringify`. */
export interface StringifyOptions {
  /**
   * The notation of the moves, or `'ucci'` for a `position fen … moves …` line (xiangqi only: the line names no
   * variant, so `stringify` refuses another variant's game with `unsupported-variant`); default: the variant's.
   */
  readonly notation?: WxfMoveNotation | 'ucci';
  /** WXF only: Fairy-Stockfish's form (default) or the federation's. */
  readonly style?: WxfStyle;
}
