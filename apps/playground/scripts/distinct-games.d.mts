/** One game's main line of `lichess-100.pgn`: its SAN as written, its encoded moves and its Elo tags. */
export interface OpeningLine {
  readonly sans: readonly string[];
  readonly codes: readonly number[];
  readonly white: string | undefined;
  readonly black: string | undefined;
}

/** The main lines of the games of a PGN file's text. */
export function openings(lichessText: string): Promise<OpeningLine[]>;

/** A seeded xorshift32 generator of numbers in [0, 1). */
export function xorshift(seed: number): () => number;

/** Writes the games `0 … n - 1` of the distinct-games file as ASCII bytes (a view of a reused buffer per call). */
export function writeDistinctGames(
  n: number,
  lines: readonly OpeningLine[],
  write: (bytes: Uint8Array) => void,
): void;

/** The path of a file of `n` distinct games (made on first use). */
export function distinctGames(n: number, lichessFile: string): Promise<string>;
