/** The drawing types of the unbounded board, shared by the board, its overview and its window. */

/** A piece on the unbounded board, as drawn. */
export interface InfinitePiece {
  readonly x: bigint;
  readonly y: bigint;
  readonly label: string;
  /** Its ICN type name (`king`, `amazon`): `@x/diagram` draws it by this. */
  readonly type: string;
  /** Player colour class: white, black, red, blue, yellow, green, neutral. */
  readonly color: string;
}

/** Inclusive bounds of the world, `null` for an unbounded side. */
export interface Bounds {
  readonly left: bigint | null;
  readonly right: bigint | null;
  readonly bottom: bigint | null;
  readonly top: bigint | null;
}
