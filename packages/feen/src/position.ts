/** Building and checking positions: `createPosition`, grids for rectangular boards, small accessors. */
import { normalizePiece, parsePiece } from './epin.js';
import { FeenError } from './errors.js';
import { canonicalHand, type HandInput } from './hands.js';
import { feenLimits } from './limits.js';
import { styleFor } from './sin.js';
import type { HandItem, Letter, FeenLimits, FeenPiece, FeenPosition, Side, StyleTurn } from './types.js';

/** What `createPosition` needs: shape, cells (pieces or EPIN tokens), hands, style letters and the side to move. */
export interface PositionInit {
  /** Dimensions outermost first; every dimension but the last must be ≥ 2 (FEEN cannot write `[1, 8]`). */
  readonly shape: readonly number[];
  /** Product-of-shape cells in writing order; `null` = empty. */
  readonly squares: readonly (FeenPiece | string | null)[];
  /** Hands in any order; duplicates are summed. Default: both empty. */
  readonly hands?: { readonly first?: HandInput; readonly second?: HandInput };
  /** Style letters (any case): the first player's and the second player's, e.g. `{ first: 'C', second: 'c' }`. */
  readonly styles: { readonly first: string; readonly second: string };
  /** The player to move. */
  readonly turn: Side;
}

/** Options of the position builders. */
export interface BuildOptions {
  readonly limits?: Partial<FeenLimits>;
}

function checkShape(shape: readonly number[], limits: FeenLimits): number {
  if (!Array.isArray(shape) || shape.length === 0) {
    throw new FeenError('unrepresentable-shape', 'shape must list at least one dimension');
  }
  if (shape.length > limits.maxDimensions) {
    throw new FeenError('too-many-dimensions', `shape has more than ${limits.maxDimensions} dimensions`);
  }
  let product = 1;
  shape.forEach((size, k) => {
    if (!Number.isSafeInteger(size) || size < 1) {
      throw new FeenError('unrepresentable-shape', `dimension ${k} must be a positive integer`);
    }
    if (size > limits.maxDimensionSize) {
      throw new FeenError('dimension-too-large', `dimension ${k} exceeds ${limits.maxDimensionSize}`);
    }
    if (k < shape.length - 1 && size < 2) {
      throw new FeenError(
        'unrepresentable-shape',
        `outer dimension ${k} of size 1 cannot be written in FEEN`,
      );
    }
    product *= size;
  });
  if (product > limits.maxSquares) {
    throw new FeenError('too-many-squares', `board has ${product} squares, more than ${limits.maxSquares}`);
  }
  return product;
}

/** A checked position whose parts are not frozen yet (internal to `stringify` and `normalizePosition`). */
export interface CheckedPosition {
  readonly shape: readonly number[];
  readonly squares: (FeenPiece | null)[];
  readonly first: HandItem[];
  readonly second: HandItem[];
  readonly styles: StyleTurn;
}

/** Checks a position against every FEEN rule (internal; `limits` already resolved). */
export function checkPosition(position: FeenPosition, limits: FeenLimits): CheckedPosition {
  const squareCount = checkShape(position.shape, limits);
  const cells = position.squares as readonly (FeenPiece | string | null)[];
  if (!Array.isArray(cells) || cells.length !== squareCount) {
    throw new FeenError('invalid-position', `squares must hold exactly ${squareCount} cells`);
  }
  let onBoard = 0;
  const squares = new Array<FeenPiece | null>(squareCount);
  for (let i = 0; i < squareCount; i++) {
    const cell = cells[i];
    if (cell === null || cell === undefined) {
      squares[i] = null;
      continue;
    }
    try {
      squares[i] = typeof cell === 'string' ? parsePiece(cell) : normalizePiece(cell);
    } catch (error) {
      if (error instanceof FeenError) throw new FeenError(error.code, `square ${i}: ${error.message}`, i, 1);
      throw error;
    }
    onBoard++;
  }
  const first = canonicalHand(position.hands?.first ?? []);
  const second = canonicalHand(position.hands?.second ?? []);
  const active = styleFor(position.styles?.active?.letter, position.styles?.active?.side);
  const inactive = styleFor(position.styles?.inactive?.letter, position.styles?.inactive?.side);
  if (active.side === inactive.side) {
    throw new FeenError('style-same-case', 'the two styles must belong to different sides');
  }
  let total = onBoard;
  for (const item of first) total += item.count;
  for (const item of second) total += item.count;
  if (total > squareCount) {
    throw new FeenError(
      'cardinality',
      `too many pieces for board size (${total} pieces, ${squareCount} squares)`,
    );
  }
  return { shape: position.shape, squares, first, second, styles: { active, inactive } };
}

/**
 * Checks a position against every FEEN rule and returns its normal form: shared pieces, hands aggregated
 * and sorted canonically, frozen. Throws `FeenError` for what FEEN cannot express.
 */
export function normalizePosition(position: FeenPosition, options?: BuildOptions): FeenPosition {
  const p = checkPosition(position, feenLimits(options?.limits));
  return Object.freeze({
    shape: Object.freeze([...p.shape]),
    squares: Object.freeze(p.squares),
    hands: Object.freeze({ first: Object.freeze(p.first), second: Object.freeze(p.second) }),
    styles: Object.freeze(p.styles),
  });
}

/** Builds a checked, canonical, frozen position from its parts (pieces may be EPIN tokens such as `'+K^'`). */
export function createPosition(init: PositionInit, options?: BuildOptions): FeenPosition {
  const firstStyle = styleFor(init.styles?.first, 'first');
  const secondStyle = styleFor(init.styles?.second, 'second');
  if (init.turn !== 'first' && init.turn !== 'second') {
    throw new FeenError('invalid-position', 'turn must be "first" or "second"');
  }
  const styles: StyleTurn =
    init.turn === 'first'
      ? { active: firstStyle, inactive: secondStyle }
      : { active: secondStyle, inactive: firstStyle };
  return normalizePosition(
    {
      shape: init.shape,
      squares: init.squares as readonly (FeenPiece | null)[],
      hands: { first: (init.hands?.first ?? []) as never, second: (init.hands?.second ?? []) as never },
      styles,
    },
    options,
  );
}

/** A 2D board as ranks of cells, in writing order (for chess: rank 8 first, file a first). */
export type Grid<Cell = FeenPiece | null> = readonly (readonly Cell[])[];

/** Everything but the board, for `fromGrid`. */
export type GridExtras = Omit<PositionInit, 'shape' | 'squares'>;

/**
 * Builds a 2D position from a rectangular grid (ranks outermost, in writing order) of pieces, EPIN tokens
 * or `null`, plus hands, styles and turn. Throws `irregular-board` when ranks differ in length.
 */
export function fromGrid(
  grid: Grid<FeenPiece | string | null>,
  extras: GridExtras,
  options?: BuildOptions,
): FeenPosition {
  const ranks = grid.length;
  const files = ranks > 0 ? grid[0]!.length : 0;
  const squares: (FeenPiece | string | null)[] = [];
  grid.forEach((rank, r) => {
    if (rank.length !== files) {
      throw new FeenError('irregular-board', `rank ${r} has ${rank.length} cells, rank 0 has ${files}`);
    }
    for (const cell of rank) squares.push(cell);
  });
  return createPosition({ ...extras, shape: [ranks, files], squares }, options);
}

/** Reads a 1D or 2D position as ranks of cells (a 1D board is one rank); 3D boards throw `unrepresentable-shape`. */
export function toGrid(position: FeenPosition): (FeenPiece | null)[][] {
  const shape = position.shape;
  if (shape.length > 2) throw new FeenError('unrepresentable-shape', 'toGrid needs a 1D or 2D board');
  const files = shape[shape.length - 1]!;
  const ranks = shape.length === 2 ? shape[0]! : 1;
  const grid: (FeenPiece | null)[][] = [];
  for (let r = 0; r < ranks; r++) grid.push(position.squares.slice(r * files, (r + 1) * files));
  return grid;
}

/** Flat index of a square from its coordinates (outermost first, 0-based), or `undefined` when off the board. */
export function squareIndex(shape: readonly number[], coords: readonly number[]): number | undefined {
  if (coords.length !== shape.length) return undefined;
  let index = 0;
  for (let k = 0; k < shape.length; k++) {
    const c = coords[k]!;
    const size = shape[k]!;
    if (!Number.isInteger(c) || c < 0 || c >= size) return undefined;
    index = index * size + c;
  }
  return index;
}

/** The player to move (`position.styles.active.side`). */
export function sideToMove(position: FeenPosition): Side {
  return position.styles.active.side;
}

/** The native style letter of a side (upper-case letter; the side gives the case). */
export function styleOfSide(position: FeenPosition, side: Side): Letter {
  const { active, inactive } = position.styles;
  return active.side === side ? active.letter : inactive.letter;
}
