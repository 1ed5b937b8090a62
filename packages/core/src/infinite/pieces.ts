/** Movement data of every piece type: leaper offsets, rider/slider directions, special generators. */
import type { InfinitePieceType } from './types.js';

/** A small integer vector (leap offset or slide step). */
export type Vec = readonly [number, number];

/** Movement of one piece type. */
export interface PieceMovement {
  /** Leap offsets (every symmetric variant listed). */
  readonly leaps: readonly Vec[];
  /** Slide step vectors, one per line (the opposite sense is implied), as indices into {@link LINE_DIRECTIONS}. */
  readonly slides: readonly number[];
  /** A royal piece: checkmate and royal capture are about these. */
  readonly royal: boolean;
  /** May castle (king, royal centaur). */
  readonly castler: boolean;
  /** Special generator. */
  readonly special?: 'pawn' | 'huygen' | 'rose';
  /** Never moves (obstacle, void). */
  readonly immobile: boolean;
  /** Can never be captured (void). */
  readonly uncapturable: boolean;
}

/**
 * Primitive line directions indexed by the board: the 4 queen lines and the 4 knightrider lines.
 * Normalised: dx > 0, or dx = 0 and dy > 0.
 */
export const LINE_DIRECTIONS: readonly Vec[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
  [1, 2],
  [1, -2],
  [2, 1],
  [2, -1],
];

/** Index of the rank line (1,0) in {@link LINE_DIRECTIONS}. */
export const RANK = 0;
/** Index of the file line (0,1). */
export const FILE = 1;

function sym(a: number, b: number): Vec[] {
  const out: Vec[] = [];
  const seen = new Set<string>();
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const)
    for (const sx of [1, -1])
      for (const sy of [1, -1]) {
        const v: Vec = [x * sx, y * sy];
        const k = `${v[0]},${v[1]}`;
        if (!seen.has(k)) {
          seen.add(k);
          out.push(v);
        }
      }
  return out;
}

const KING = [...sym(1, 0), ...sym(1, 1)];
const KNIGHT = sym(1, 2);
const HAWK = [...sym(2, 0), ...sym(2, 2), ...sym(3, 0), ...sym(3, 3)];
const ROOK = [0, 1];
const BISHOP = [2, 3];
const QUEEN = [0, 1, 2, 3];
const NIGHTRIDER = [4, 5, 6, 7];

function m(
  leaps: readonly Vec[],
  slides: readonly number[],
  extra: Partial<Omit<PieceMovement, 'leaps' | 'slides'>> = {},
): PieceMovement {
  return { leaps, slides, royal: false, castler: false, immobile: false, uncapturable: false, ...extra };
}

/** Movement table of every piece type. */
export const MOVEMENT: Readonly<Record<InfinitePieceType, PieceMovement>> = {
  king: m(KING, [], { royal: true, castler: true }),
  queen: m([], QUEEN),
  rook: m([], ROOK),
  bishop: m([], BISHOP),
  knight: m(KNIGHT, []),
  pawn: m([], [], { special: 'pawn' }),
  amazon: m(KNIGHT, QUEEN),
  hawk: m(HAWK, []),
  chancellor: m(KNIGHT, ROOK),
  archbishop: m(KNIGHT, BISHOP),
  guard: m(KING, []),
  camel: m(sym(1, 3), []),
  giraffe: m(sym(1, 4), []),
  zebra: m(sym(2, 3), []),
  centaur: m([...KING, ...KNIGHT], []),
  royalQueen: m([], QUEEN, { royal: true }),
  royalCentaur: m([...KING, ...KNIGHT], [], { royal: true, castler: true }),
  knightrider: m([], NIGHTRIDER),
  huygen: m([], [], { special: 'huygen' }),
  rose: m([], [], { special: 'rose' }),
  obstacle: m([], [], { immobile: true }),
  void: m([], [], { immobile: true, uncapturable: true }),
};

/** Rose offsets in rotational order (a knight leap turning one offset each hop). */
export const ROSE_CYCLE: readonly Vec[] = [
  [-2, -1],
  [-1, -2],
  [1, -2],
  [2, -1],
  [2, 1],
  [1, 2],
  [-1, 2],
  [-2, 1],
];

/** Every distinct leap offset of any type, with the types that leap by it (for attack look-ups). */
export const LEAP_VICINITY: ReadonlyMap<
  string,
  { readonly v: Vec; readonly types: ReadonlySet<InfinitePieceType> }
> = (() => {
  const out = new Map<string, { v: Vec; types: Set<InfinitePieceType> }>();
  for (const [type, mv] of Object.entries(MOVEMENT) as [InfinitePieceType, PieceMovement][])
    for (const v of mv.leaps) {
      const k = `${v[0]},${v[1]}`;
      let e = out.get(k);
      if (!e) out.set(k, (e = { v, types: new Set() }));
      e.types.add(type);
    }
  return out;
})();
