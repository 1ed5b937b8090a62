/** Test helpers for reading a position's legal moves, shared by every package's tests. */

/** What `targetsFrom` needs of a position (`@x/core`'s `Position` has it). */
export interface MoveLister {
  legalMoves(): readonly { readonly from?: string | undefined; readonly to: string }[];
}

/** The target squares of the legal moves of `pos` that start on `from`, sorted. */
export function targetsFrom(pos: MoveLister, from: string): string[] {
  return pos
    .legalMoves()
    .filter((m) => m.from === from)
    .map((m) => m.to)
    .sort();
}

/** What `sortedUci` needs of a position (`@x/core`'s `Position` has it). */
export interface UciLister<M> {
  legalMoves(): readonly M[];
  uci(move: M): string;
}

/** The legal moves of `pos` (those `keep` accepts, when given) as sorted UCI text (`e2e4`, `e7e8q`). */
export function sortedUci<M>(pos: UciLister<M>, keep?: (move: M) => boolean): string[] {
  return sortedAs(pos, (m) => pos.uci(m), keep);
}

/** The legal moves of `pos` (those `keep` accepts, when given), each as `write` spells it (SAN), sorted. */
export function sortedAs<M>(
  pos: { legalMoves(): readonly M[] },
  write: (move: M) => string,
  keep?: (move: M) => boolean,
): string[] {
  const moves = pos.legalMoves();
  return (keep ? moves.filter(keep) : moves).map(write).sort();
}

/** What `playChoices` needs of a position (`@x/core`'s `Position` has it). */
export interface MovePlayer<M> {
  legalMoves(): readonly M[];
  play(move: M): unknown;
}

/**
 * Plays, for each number `n` of `choices` (as fast-check's `fc.nat()` arrays give them), the legal move `n` modulo
 * the number of legal moves; stops early where there is none. `afterMove`, when given, sees `pos` after each move.
 * Returns `pos`, moved.
 */
export function playChoices<P extends MovePlayer<M>, M>(
  pos: P,
  choices: Iterable<number>,
  afterMove?: (pos: P) => void,
): P {
  for (const n of choices) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    pos.play(moves[n % moves.length]!);
    afterMove?.(pos);
  }
  return pos;
}

/**
 * Plays up to `plies` moves of `pos`, each chosen by `random` among its legal moves, through `play` (which gets the
 * move and its UCI text, and plays it on `pos` and on any twin the test keeps in step); stops where there is none.
 */
export function playRandom<M>(
  pos: UciLister<M>,
  random: () => number,
  plies: number,
  play: (move: M, text: string) => void,
): void {
  for (let ply = 0; ply < plies; ply++) {
    const moves = pos.legalMoves();
    if (moves.length === 0) return;
    const move = moves[Math.floor(random() * moves.length)]!;
    play(move, pos.uci(move));
  }
}
