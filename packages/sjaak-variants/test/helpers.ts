/** Test helpers (not exported from the package). */

/** A deep copy without `span`/`spans` keys, for comparing parsed records "source spans aside". */
export function stripSpans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSpans);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'span' && k !== 'spans')
        .map(([k, v]) => [k, stripSpans(v)]),
    );
  }
  return value;
}

/** Variants-file piece blocks the tests share (without the final newline). */
export const TEST_KING = `Piece: King
Move: leap (0,1)|(1,1)
Symbol: "K", "K,k"
Flags: royal`;
/** A rook block (see `TEST_KING`). */
export const TEST_ROOK = `Piece: Rook
Move: slide (H,V)
Symbol: "R", "R,r"`;
/** An orthodox pawn block with double step from `rank2`/`rank7` and e.p. (see `TEST_KING`). */
export const TEST_PAWN = `Piece: Pawn
Move: step N
Capture: step NE,NW
Special: rank2, rank7, step 2N
Symbol: " ", "P,p"
Flags: set_ep,take_ep`;
