import type { CodedDiagnostic } from '@x/core/notation';

/**
 * Codes of compiler diagnostics:
 * - `unsupported`: a rule, attribute or move construct outside the executable subset, or one that
 *   the `@x/core` variant model cannot express (`feature` names it); it is not compiled;
 * - `syntax`: a token (or part) with syntax errors from `parse`; it is skipped;
 * - `unknown-piece`: a piece letter used in a rule, set or promotion list that no token defines;
 * - `conflict`: two rules that cannot both apply (a piece under two promotion rules, several castling royals);
 * - `invalid-option`: a board size or start position the compiler cannot use;
 * - `no-pieces`: no token defines a piece (an `@x/core` variant needs at least one; only with `base: 'none'`);
 * - `base-army` (warning): the rule set names no army of its own (no `K` but a bare redefinition of it, no
 *   royal set), so it is
 *   compiled on top of orthodox chess, `royal K Q R B N P +P` (the letters it does not define);
 * - `incomplete-rule`: a rule that needs an attribute it does not have (`pieces` alone): a fragment;
 * - `unused-turn-part` (warning): a `turn{set}` part whose set names no piece of the army (it is left out);
 * - `implicit-piece` (warning): a promotion target no token defines, compiled as MBN's predefined piece of
 *   that letter (`+B==H`: the threeleaper `H`);
 * - `compound-symbol` (warning): a compound letter (`:KD:`) gets a free one-letter FEN symbol (`compound.ts`).
 */
export const COMPILE_ERROR_CODES = [
  'unsupported',
  'syntax',
  'unknown-piece',
  'conflict',
  'invalid-option',
  'no-pieces',
  'base-army',
  'incomplete-rule',
  'unused-turn-part',
  'implicit-piece',
  'compound-symbol',
  'not-playable',
] as const;
/** A compiler diagnostic code. */
export type CompileCode = (typeof COMPILE_ERROR_CODES)[number];

/**
 * One compiler finding, in the `Diagnostic` shape of `@x/core`: code, severity, message, `offset`/`length`
 * into the rule-set text and the 1-based `line`/`column` there (`invalid-option`, which concerns no text:
 * 0/0 at line 1, column 1), plus the token index and the feature. The text is the one `parse` read; a rule
 * set `parse` did not return (a copy) is taken as one line. Severity `error`: something of the rule set is
 * not in the variant; `warning`: compiled with a stated assumption.
 */
export interface CompileDiagnostic extends CodedDiagnostic<CompileCode, 'error' | 'warning'> {
  /** The feature name for `unsupported` (as `listFeatures` names it: `rule:alice`, `modifier:j`, …). */
  readonly feature?: string;
  /** Index of the token in the list (-1 for options). */
  readonly token: number;
}

/** A compiler finding as the stages make it, before `compile` adds its line and column. */
export type CompileFinding = Omit<CompileDiagnostic, 'line' | 'column'>;

/** Options of `compile`. */
export interface CompileOptions {
  /** Board size: `{ files, ranks }` or C/CIF `boardsize` text `"10x8"` (files × ranks). Default 8 × 8. */
  readonly board?: string | { readonly files: number; readonly ranks: number };
  /**
   * Start position FEN, or `:standard` (the chess start, 8 × 8 only; with `[]` holdings when the rule
   * set has `holding`, and `3+3`-style check counters with `royal=maxchecks(n)`). Default `:standard`.
   */
  readonly startFen?: string;
  /** Variant id (default `fbr`). */
  readonly id?: string;
  /** Variant display name (default `FBR variant`). */
  readonly name?: string;
  /**
   * What a rule set without an army of its own (no piece `K` and no `royal{set}`) is played on:
   * `'chess'` (default) adds orthodox chess, `royal K Q R B N P +P`, for the letters it does not
   * define (the FBR page describes its rules "based on standard chess", applicable "to most chess
   * variants in a canonical way"), with a `base-army` warning; `'none'` compiles the tokens alone.
   */
  readonly base?: 'chess' | 'none';
}

/**
 * What `compile` (and `toVariant`) returns: the bridge shape of `@x/core`, `{ variant, diagnostics, complete }`.
 * `variant` lacks everything reported as an error diagnostic; `complete` is `true` when no diagnostic is an
 * error (a `base-army` or `unused-turn-part` warning states an assumption and leaves it `true`).
 */
