/**
 * The options of `parse` and `parseMbn` in the contract's vocabulary (docs/contract.md, "Options"): `mode`,
 * `grammar` and the MBN `notation`.
 */
import type { ParseMode } from '@x/core';
import { FbrError } from '../shared/errors.js';
import { FBR_DIALECTS, type FbrDialect, MBN_MODES, type MbnMode } from './types.js';

/** Which grammar rule tokens follow: `'corrected'` (default) or `'page'`, the literal printed grammar. */
export type FbrGrammar = 'corrected' | 'page';

/** Options of `parse`. */
export interface ParseOptions {
  /** `'strict'` (default): the corrected grammar; `'lenient'`: also the page's irregularities (reference §3.3). */
  readonly mode?: ParseMode;
  /** `'page'`: the literal printed grammar (numbers are files, letters ranks; only for comparison). */
  readonly grammar?: FbrGrammar;
  /** How MBN tokens are read: `'mbn'` (default) or `'betza'` (standard (X)Betza / Fairy-Stockfish). */
  readonly notation?: MbnMode;
}

/** Options of `parseMbn`. */
export interface ParseMbnOptions {
  /** `'mbn'` (default): Modified Betza Notation; `'betza'`: standard (X)Betza / Fairy-Stockfish strings. */
  readonly notation?: MbnMode;
}

const isMbnMode = (v: unknown): v is MbnMode => (MBN_MODES as readonly unknown[]).includes(v);

/** The MBN notation `parseMbn` options ask for; an unknown one throws `FbrError`. */
export function notationOf(options: ParseMbnOptions): MbnMode {
  const notation = options.notation ?? 'mbn';
  if (!isMbnMode(notation)) throw new FbrError(`Unknown notation '${String(notation)}'`);
  return notation;
}

/** The rule dialect and MBN notation `parse` options ask for; unknown values throw `FbrError`. */
export function readParseOptions(options: ParseOptions): { dialect: FbrDialect; notation: MbnMode } {
  const { mode } = options;
  const notation = options.notation ?? 'mbn';
  if (!isMbnMode(notation)) throw new FbrError(`Unknown notation '${String(notation)}'`);
  const { grammar } = options;
  if (grammar !== undefined && grammar !== 'corrected' && grammar !== 'page')
    throw new FbrError(`Unknown grammar '${String(grammar)}'`);
  if (mode !== undefined && mode !== 'strict' && mode !== 'lenient')
    throw new FbrError(`Unknown mode '${String(mode)}'`);
  const dialect: unknown = grammar === 'page' ? 'page' : (mode ?? 'strict');
  if (!(FBR_DIALECTS as readonly unknown[]).includes(dialect))
    throw new FbrError(`Unknown dialect '${String(dialect)}'`);
  return { dialect: dialect as FbrDialect, notation };
}
