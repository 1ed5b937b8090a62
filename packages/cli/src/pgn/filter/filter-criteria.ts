/**
 * What `xn pgn filter` chooses games by (`Criteria`), shared by its tree path (`pgn-filter.ts`) and its scan
 * (`filter-scan.ts`): the endings it knows and the tests on a game's tags.
 */
import type { BasePosition } from '@x/core';
import type { VariantLookup } from '@x/san';
import type { MaterialBalance } from './material-file.js';
import type { MoveFile } from './move-file.js';
import type { PositionTest } from './position-test.js';
import type { HeaderTest, TagTest } from './tag-test.js';

/** The endings a game can be chosen by, and the `@x/core` outcome reason each names. */
export const ENDINGS = new Map([
  ['checkmate', 'checkmate'],
  ['stalemate', 'stalemate'],
  ['insufficient', 'insufficient-material'],
  ['fifty', 'move-count'],
  ['repetition', 'repetition'],
]);
/** Endings reached at any ply (a claimable draw the game went on past), not only at its end. */
export const ANY_PLY: ReadonlySet<string> = new Set(['move-count', 'repetition']);

/** What a game must meet. */
export interface Criteria {
  readonly tags: readonly TagTest[];
  /** pgn-extract's `-T` criteria (`--player`, `--date`, …): each must hold. */
  readonly headers: readonly HeaderTest[];
  /** Results, any of which chooses the game. */
  readonly results: readonly string[];
  readonly variant: BasePosition['variant'] | undefined;
  /** The run's `Variant` tag names beyond `@x/san`'s built-in ones. */
  readonly variants: VariantLookup | undefined;
  readonly minPlies: number | undefined;
  readonly maxPlies: number | undefined;
  /** Outcome reasons, any of which chooses the game. */
  readonly endings: ReadonlySet<string>;
  /** A position the game must reach (`--fen`, `--fen-pattern`), or undefined. */
  readonly position: PositionTest | undefined;
  /** Whether positions in variations count too (`--variations`). */
  readonly variations: boolean;
  /** Whether the main line must promote to another piece than a queen (`--underpromotion`). */
  readonly underpromotion: boolean;
  /** Move sequences the main line must start with (`--move-file`), or undefined. */
  readonly moves: MoveFile | undefined;
  /** Whether the sequences' moves must come in the order written (`--in-order`), not permuted. */
  readonly inOrder: boolean;
  /** Material balances the main line must reach and keep (`--material-file`), or undefined. */
  readonly material: readonly MaterialBalance[] | undefined;
}

/** Whether a game's tags (and its `Result` tag) pass the tag criteria of `c`. */
export function tagsMeet(headers: ReadonlyMap<string, string>, c: Criteria): boolean {
  for (const test of c.tags) if (!test.accepts(headers.get(test.name))) return false;
  for (const test of c.headers) if (!test(headers)) return false;
  return c.results.length === 0 || c.results.includes(headers.get('Result') ?? '');
}
