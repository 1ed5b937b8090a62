/** Field 1 of FEEN: the piece placement, scanned and checked without expanding empty runs. */
import { scanEpin } from './epin.js';
import { FeenError } from './errors.js';
import type { FeenLimits, FeenPiece } from './types.js';

/** What the placement scan found: the shape and the pieces by flat index (nothing board-sized yet). */
export interface ScannedPlacement {
  readonly shape: number[];
  readonly squareCount: number;
  /** Flat (row-major) index of every piece, in writing order. */
  readonly pieceIndex: number[];
  readonly pieces: FeenPiece[];
}

function fail(
  code: ConstructorParameters<typeof FeenError>[0],
  message: string,
  offset: number,
  length: number,
): never {
  throw new FeenError(code, message, offset, length);
}

/** Length of the run of `/` (or of digits when `digits`) starting at `i`, stopping at `end`. */
function runEnd(text: string, i: number, end: number, digits: boolean): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (digits ? c < 48 || c > 57 : c !== 47) break;
    i++;
  }
  return i;
}

/**
 * Scans `text[0, end)` as a piece placement, in the reference check order: empty, leading and trailing
 * separator, dimension count, tokens (each rank within the size limit), coherence, rank/layer counts,
 * regularity, square total. Work and memory are proportional to the field's length.
 */
export function scanPlacement(text: string, end: number, limits: FeenLimits): ScannedPlacement {
  checkEdges(text, end);
  const dims = dimensionCount(text, end, limits);
  const ranks = scanRanks(text, end, limits);
  const expected = checkCoherence(ranks, dims, limits.maxDimensionSize);
  const files = checkRegular(ranks);
  const shape: number[] = [];
  for (let k = dims - 1; k >= 1; k--) shape.push(expected[k]!);
  shape.push(files);
  let squareCount = 1;
  for (const size of shape) squareCount *= size;
  if (squareCount > limits.maxSquares) {
    fail('too-many-squares', `board has ${squareCount} squares, more than ${limits.maxSquares}`, 0, end);
  }
  const { pieces, pieceRank, pieceCell } = ranks;
  const pieceIndex: number[] = new Array<number>(pieces.length);
  for (let p = 0; p < pieces.length; p++) pieceIndex[p] = pieceRank[p]! * files + pieceCell[p]!;
  return { shape, squareCount, pieceIndex, pieces };
}

/** The placement is not empty and neither starts nor ends with a separator. */
function checkEdges(text: string, end: number): void {
  if (end === 0) fail('placement-empty', 'piece placement is empty', 0, 0);
  if (text.charCodeAt(0) === 47)
    fail(
      'placement-starts-with-separator',
      'piece placement starts with separator',
      0,
      runEnd(text, 0, end, false),
    );
  if (text.charCodeAt(end - 1) === 47) {
    let start = end - 1;
    while (start > 0 && text.charCodeAt(start - 1) === 47) start--;
    fail('placement-ends-with-separator', 'piece placement ends with separator', start, end - start);
  }
}

/** The number of dimensions: one more than the longest separator run (checked before reading any token). */
function dimensionCount(text: string, end: number, limits: FeenLimits): number {
  let maxRun = 0;
  for (let i = 0; i < end; ) {
    if (text.charCodeAt(i) !== 47) {
      i++;
      continue;
    }
    const j = runEnd(text, i, end, false);
    if (j - i >= limits.maxDimensions) {
      fail(
        'too-many-dimensions',
        `piece placement exceeds maximum dimensions (${limits.maxDimensions})`,
        i,
        j - i,
      );
    }
    if (j - i > maxRun) maxRun = j - i;
    i = j;
  }
  return maxRun + 1;
}

/** The ranks (segments between separators) with their extent, cell count and the separator after them. */
interface ScannedRanks {
  readonly rankStart: number[];
  readonly rankEnd: number[];
  readonly rankCells: number[];
  readonly sepLength: number[];
  readonly pieceRank: number[];
  readonly pieceCell: number[];
  readonly pieces: FeenPiece[];
}

/** Reads the tokens left to right: empty counts, pieces and separators, each rank within the size limit. */
function scanRanks(text: string, end: number, limits: FeenLimits): ScannedRanks {
  const maxSize = limits.maxDimensionSize;
  const maxDigits = String(maxSize).length;
  const r: ScannedRanks = {
    rankStart: [0],
    rankEnd: [],
    rankCells: [],
    sepLength: [],
    pieceRank: [],
    pieceCell: [],
    pieces: [],
  };
  const scan = { piece: undefined as FeenPiece | undefined, end: 0 };
  const tooLarge = (at: number, length: number) =>
    fail('dimension-too-large', `dimension size exceeded (more than ${maxSize} cells in a rank)`, at, length);
  let cells = 0;
  let i = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 47) {
      const j = runEnd(text, i, end, false);
      r.rankEnd.push(i);
      r.rankCells.push(cells);
      r.sepLength.push(j - i);
      r.rankStart.push(j);
      cells = 0;
      i = j;
    } else if (c >= 48 && c <= 57) {
      const j = runEnd(text, i, end, true);
      if (c === 48) fail('invalid-empty-count', 'invalid empty count (zero or leading zero)', i, j - i);
      if (j - i > maxDigits) fail('dimension-too-large', 'dimension size exceeded', i, j - i);
      let value = 0;
      for (let k = i; k < j; k++) value = value * 10 + (text.charCodeAt(k) - 48);
      cells += value;
      if (cells > maxSize) tooLarge(i, j - i);
      i = j;
    } else {
      scanEpin(text, i, scan);
      if (scan.piece === undefined) {
        const legacy = text.charCodeAt(scan.end) === 44; // ',' separated cells: pre-2025 "Expanded" FEEN
        fail(
          'invalid-piece-token',
          legacy
            ? 'invalid piece token (comma-separated cells are pre-2025 FEEN, not supported)'
            : 'invalid piece token',
          i,
          Math.max(1, Math.min(scan.end + 1, end) - i),
        );
      }
      cells += 1;
      if (cells > maxSize) tooLarge(i, scan.end - i);
      r.pieceRank.push(r.rankCells.length);
      r.pieceCell.push(cells - 1);
      r.pieces.push(scan.piece);
      i = scan.end;
    }
  }
  r.rankEnd.push(end);
  r.rankCells.push(cells);
  return r;
}

/**
 * Dimensional coherence: at every level, each unit holds >= 2 sub-units and all units hold the same number.
 * A separator of length s closes a rank and the units of levels 1 .. s-1; the end of the field closes all.
 * Returns the number of sub-units per unit at each level.
 */
function checkCoherence(ranks: ScannedRanks, dims: number, maxSize: number): number[] {
  const { rankEnd, sepLength } = ranks;
  const rankCount = ranks.rankCells.length;
  const childCount = new Array<number>(dims).fill(0);
  const expected = new Array<number>(dims).fill(-1);
  const unitStart = new Array<number>(dims).fill(0);
  const firstUnitEnd = new Array<number>(dims).fill(0);
  for (let r = 0; r < rankCount; r++) {
    const last = r === rankCount - 1;
    const s = last ? dims : sepLength[r]!;
    const closeAt = rankEnd[r]!;
    if (dims >= 2) childCount[1]!++;
    for (let k = 1; k < s; k++) {
      const count = childCount[k]!;
      const want = expected[k]!;
      if (count < 2 || (want >= 0 && count !== want)) {
        fail(
          'dimensional-coherence',
          count < 2
            ? 'dimensional coherence violation (a group holds a single sub-group)'
            : 'dimensional coherence violation (groups of unequal size)',
          unitStart[k]!,
          closeAt - unitStart[k]!,
        );
      }
      if (want < 0) {
        expected[k] = count;
        firstUnitEnd[k] = closeAt;
      }
      childCount[k] = 0;
      if (k + 1 < dims) childCount[k + 1]!++;
      unitStart[k] = closeAt + s;
    }
  }
  for (let k = dims - 1; k >= 1; k--) {
    if (expected[k]! > maxSize) {
      fail(
        'dimension-too-large',
        `dimension size exceeded (${expected[k]} > ${maxSize})`,
        0,
        firstUnitEnd[k]!,
      );
    }
  }
  return expected;
}

/**
 * Regularity: every rank has the same number of cells; returns it. The width most ranks have is taken as the
 * board's (rank 1's on a tie), so a missing `/` is located on the rank that holds two.
 */
function checkRegular(ranks: ScannedRanks): number {
  const { rankCells, rankStart, rankEnd } = ranks;
  const first = rankCells[0]!;
  const tally = new Map<number, number>();
  for (const cells of rankCells) tally.set(cells, (tally.get(cells) ?? 0) + 1);
  let files = first;
  for (const [cells, count] of tally) if (count > tally.get(files)!) files = cells;
  for (let r = 0; r < rankCells.length; r++) {
    if (rankCells[r] !== files) {
      const others = files === first ? `rank 1 has ${files}` : `most ranks have ${files}`;
      fail(
        'irregular-board',
        `irregular board: rank ${r + 1} has ${rankCells[r]} cells, ${others}`,
        rankStart[r]!,
        rankEnd[r]! - rankStart[r]!,
      );
    }
  }
  return files;
}
