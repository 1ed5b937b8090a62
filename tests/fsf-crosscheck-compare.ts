/**
 * The comparison rules of the Fairy-Stockfish cross-check, shared by its generator
 * (`tests/oracles/fsf-crosscheck.ts`) and the tests replaying its fixtures
 * (`tests/fsf-crosscheck.ts`): fixture shapes, our result in FSF's notation, and which end positions
 * are not comparable. Structural types only, so every package can use it without depending on
 * `@x/core` itself.
 */
/** A mid-game position: our UCI moves from the start, FSF's FEN and perft 1…3. */
export interface FixtureMid {
  readonly moves: string;
  readonly fen: string;
  readonly nodes: readonly number[];
}

/** How FSF's verdict at an end position came about. */
export type FsfEndKind = 'none' | 'claim' | 'material' | 'no-moves';

/** An end position with FSF's verdict. */
export interface FixtureEnd {
  readonly moves: string;
  readonly fen: string;
  /** FSF's `result(true)`: `1-0`, `0-1`, `1/2-1/2` or `*`. */
  readonly result: string;
  readonly kind: FsfEndKind;
  readonly check: boolean;
  readonly legal: number;
}

/** One variant of a fixture. */
export interface FixtureVariant {
  readonly ffish: string;
  readonly startFen?: string;
  /** Mid-game candidates left out: a claimable game end within the perft horizon. */
  readonly excluded: number;
  readonly positions: readonly FixtureMid[];
  readonly ends: readonly FixtureEnd[];
}

/** A fixture file. */
export interface CrossFixture {
  readonly generator: string;
  readonly oracle: string;
  readonly variants: Readonly<Record<string, FixtureVariant>>;
}

/** The part of `Position` the replay needs. */
export interface CrossPosition {
  play(uci: string): unknown;
  outcome(): { readonly winner: 'white' | 'black' | undefined; readonly reason: string } | undefined;
  isCheck(): boolean;
  legalMoves(): readonly unknown[];
  readonly variant: {
    readonly end?: { readonly insufficientMaterial?: unknown; readonly moveCount?: number };
  };
}

/** Our result in FSF's notation. */
export function resultOf(pos: CrossPosition): string {
  const o = pos.outcome();
  return o === undefined ? '*' : o.winner === 'white' ? '1-0' : o.winner === 'black' ? '0-1' : '1/2-1/2';
}

/**
 * Why an end position is not comparable, or undefined: FSF drew by a rule the definition does not
 * carry because its source language has none (`fromLanguage`: SjaakII and FBR files state no
 * insufficient-material rule; FBR states no n-move rule). Built-ins are always compared.
 */
export function endExclusion(pos: CrossPosition, end: FixtureEnd, fromLanguage: boolean): string | undefined {
  if (!fromLanguage) return undefined;
  const rules = pos.variant.end ?? {};
  if (end.kind === 'material' && !rules.insufficientMaterial) return 'no insufficient-material rule';
  if (end.kind === 'claim' && rules.moveCount === 0 && resultOf(pos) === '*') return 'no n-move rule';
  return undefined;
}
