/**
 * The public movement data of each piece type, in the same shape as the finite engine's move atoms where it
 * fits: `leap` atoms (vector sets) and `ride` atoms (slide directions, optional `range`), plus the special
 * generators no atom expresses (pawn, huygen, rose) and the royal/castling flags.
 */
import { LINE_DIRECTIONS, MOVEMENT } from './pieces.js';
import type { InfinitePieceType } from './types.js';

/** An offset: `dx` towards +x, `dy` towards +y (white's forward). */
export type InfiniteVector = readonly [dx: number, dy: number];

/** One building block of a piece's movement. */
export interface InfiniteMoveAtom {
  /** `leap`: one jump per vector; `ride`: repeat the vector through empty squares. */
  readonly kind: 'leap' | 'ride';
  /** Every vector (symmetric images listed). */
  readonly vectors: readonly InfiniteVector[];
  /** `ride`: most steps; absent = unbounded (the game's `slideLimit` still applies). */
  readonly range?: number;
}

/** The movement of a piece type. */
export interface InfiniteMovement {
  readonly atoms: readonly InfiniteMoveAtom[];
  /** A generator beyond the atoms: pawn moves, huygen prime-distance slides, rose circular paths. */
  readonly special?: 'pawn' | 'huygen' | 'rose';
  /** Checkmate and royal capture concern royal pieces (king, royal queen, royal centaur). */
  readonly royal: boolean;
  /** May castle (king, royal centaur). */
  readonly castles: boolean;
  /** Never moves (obstacle, void). */
  readonly immobile: boolean;
  /** Can never be captured (void). */
  readonly uncapturable: boolean;
}

/** The movement of a piece type as data. */
export function pieceMovement(type: InfinitePieceType): InfiniteMovement {
  const m = MOVEMENT[type];
  const atoms: InfiniteMoveAtom[] = [];
  if (m.leaps.length > 0)
    atoms.push({ kind: 'leap', vectors: m.leaps.map(([x, y]) => [x + 0, y + 0] as const) });
  if (m.slides.length > 0) {
    const vectors: InfiniteVector[] = [];
    for (const d of m.slides) {
      const [x, y] = LINE_DIRECTIONS[d]!;
      vectors.push([x, y], [0 - x, 0 - y]);
    }
    atoms.push({ kind: 'ride', vectors });
  }
  const out: InfiniteMovement = {
    atoms,
    royal: m.royal,
    castles: m.castler,
    immobile: m.immobile,
    uncapturable: m.uncapturable,
  };
  return m.special ? { ...out, special: m.special } : out;
}
