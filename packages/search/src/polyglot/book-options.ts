/** The options of `makeBook`, named after `polyglot make-book`'s, checked once. */
import { SearchError } from '../errors.js';
import type { SearchDiagnostic } from '../game-diagnostic.js';

/** What goes into a book made from games, as `polyglot make-book`'s options say (same defaults). */
export interface MakeBookOptions {
  /** Only the first `maxPly` plies of each game (default 1024; `-max-ply`). */
  readonly maxPly?: number | undefined;
  /** Keep a move played in at least `minGame` games (default 3; `-min-game`). */
  readonly minGame?: number | undefined;
  /** Keep a move whose games scored at least `minScore` percent for its side (default 0; `-min-score`). */
  readonly minScore?: number | undefined;
  /** Keep only the moves of White (`-only-white`). */
  readonly onlyWhite?: boolean | undefined;
  /** Keep only the moves of Black (`-only-black`). */
  readonly onlyBlack?: boolean | undefined;
  /** Weight every kept move 1 instead of its score (`-uniform`). */
  readonly uniform?: boolean | undefined;
  /**
   * Count the games of other variants too (their `Variant` tag), keyed by `variantKey` and their moves by
   * `variantMoveCode`; default false: such games are left out and reported, as a Polyglot book is of chess.
   */
  readonly variants?: boolean | undefined;
  /** Size caps: `maxEntries`, the most (position, move) pairs counted (default 2^25, about 0.6 GB). */
  readonly limits?: Partial<BookLimits>;
  /** How a game left out in part or whole is reported (an illegal move, a variant that is not chess). */
  readonly onWarning?: (warning: SearchDiagnostic) => void;
}

/** The size caps of `makeBook`. */
export interface BookLimits {
  readonly maxEntries: number;
}

/** The default `BookLimits`. */
export const DEFAULT_BOOK_LIMITS: BookLimits = { maxEntries: 2 ** 25 };

/** `MakeBookOptions` with every default filled in. */
export interface BookSettings {
  readonly maxPly: number;
  readonly minGame: number;
  /** `minScore` as a fraction (percent / 100, as Polyglot divides it). */
  readonly minScore: number;
  readonly removeWhite: boolean;
  readonly removeBlack: boolean;
  readonly uniform: boolean;
  readonly variants: boolean;
  readonly maxEntries: number;
}

function integer(name: string, value: unknown, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw new SearchError(
      'invalid-argument',
      `${name} must be an integer of at least ${min}, not ${String(value)}`,
    );
  return value;
}

/** The settings of `options`: a bad value is a `SearchError` `invalid-argument` (a bad `limits` a `TypeError`). */
export function bookSettings(options: MakeBookOptions | undefined): BookSettings {
  const o = options ?? {};
  const minScore = o.minScore ?? 0;
  if (typeof minScore !== 'number' || !(minScore >= 0 && minScore <= 100))
    throw new SearchError(
      'invalid-argument',
      `minScore is a percentage from 0 to 100, not ${String(minScore)}`,
    );
  if (o.onlyWhite === true && o.onlyBlack === true)
    throw new SearchError('invalid-argument', 'onlyWhite and onlyBlack together keep no move');
  const maxEntries = o.limits?.maxEntries ?? DEFAULT_BOOK_LIMITS.maxEntries;
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new TypeError('limits.maxEntries must be a positive integer');
  return {
    maxPly: integer('maxPly', o.maxPly, 1024, 0),
    minGame: integer('minGame', o.minGame, 3, 1),
    minScore: minScore / 100,
    removeWhite: o.onlyBlack === true,
    removeBlack: o.onlyWhite === true,
    uniform: o.uniform === true,
    variants: o.variants === true,
    maxEntries,
  };
}
