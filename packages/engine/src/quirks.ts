/**
 * The one table of engine quirks: what `@x/engine` does differently for an engine, found by the name it gives
 * (UCI `id name`, XBoard `myname`). Nowhere else is an engine's name sniffed.
 */

/** What an engine does its own way. */
export interface EngineQuirks {
  /** SjaakII: reads the variants it does not know from a variants.txt named on its command line. */
  readonly variantsOnCommandLine: boolean;
  /** SjaakII over USI: writes and reads a drop as `B@5e`, not `B*5e`. */
  readonly usiAtDrops: boolean;
  /** Fairy-Stockfish: its built-in variants are `@x/fairy-variants`' `builtinVariant`s. */
  readonly fairyBuiltins: boolean;
  /** Fairy-Stockfish before 13 (Debian's 11.1, 2020): reads no `customPiece` in a variants.ini. */
  readonly noCustomPieces: boolean;
  /**
   * Fairy-Stockfish over XBoard: keeps a game's `sd` and `st` past `new` (CECP clears them), and `level` leaves an
   * `st` in force; it reads `sd 0` and `st 0` as none.
   */
  readonly limitsOutliveNew: boolean;
}

const NONE: EngineQuirks = {
  variantsOnCommandLine: false,
  usiAtDrops: false,
  fairyBuiltins: false,
  noCustomPieces: false,
  limitsOutliveNew: false,
};

/** Each quirky engine: its name's pattern and its quirks (`version`: the first number after the pattern). */
const TABLE: readonly {
  readonly name: RegExp;
  readonly quirks: (version: number) => Partial<EngineQuirks>;
}[] = [
  { name: /sjaak/i, quirks: () => ({ variantsOnCommandLine: true, usiAtDrops: true }) },
  {
    name: /fairy-stockfish/i,
    quirks: (version) => ({ fairyBuiltins: true, noCustomPieces: version < 13, limitsOutliveNew: true }),
  },
];

/** The quirks of the engine that calls itself `name` (none for an unknown or unnamed engine). */
export function quirksOf(name: string | undefined): EngineQuirks {
  if (name === undefined) return NONE;
  for (const row of TABLE) {
    const match = row.name.exec(name);
    if (match === null) continue;
    const version = Number(/^\s*(\d+)/.exec(name.slice(match.index + match[0].length))?.[1] ?? Number.NaN);
    return { ...NONE, ...row.quirks(version) };
  }
  return NONE;
}
