/**
 * The first stage of compiling a variant: board size, piece type numbers, square names, holes, zones
 * and the step function (wrapping boards included). Every later stage reads this context.
 */
import { VariantError } from '../../errors/errors.js';
import { MAX_BOARD_SIZE, parseSquareName, squareName } from '../../geometry.js';
import { MAX_PIECE_TYPES, MAX_RANGE } from '../../schema/limits.js';
import { MAX_ZONES, type MoveAtom, type PieceType, type VariantDefinition } from '../definition.js';
import type { BoardTableKeys, VariantTables } from './tables.js';

/** What every compile stage reads: the definition and its board, types, squares and zones. */
export interface BuildContext extends Pick<VariantTables, BoardTableKeys | 'onBoard'> {
  /** Number of piece types; types are numbered 1 … typeCount (the compiled variant's `stride - 1`). */
  readonly typeCount: number;
  /** Zone square masks per side by zone name. */
  readonly zones: ReadonlyMap<string, readonly [Uint8Array, Uint8Array]>;
  /** Holes are passed over by riders (`holeMode: 'pass'`). */
  readonly passHoles: boolean;
  /** Type number of a piece id; throws `VariantError` for an unknown id. */
  typeOf(id: string): number;
  /** Square index of a square name; throws `VariantError` for a bad name. */
  sq(name: string): number;
  /** Square mask of a zone for a side; throws `VariantError` for an unknown zone. */
  zone(name: string, side: number): Uint8Array;
  /** Square reached from `s` by (dx, dy), honouring wrapping; -1 when off the board. */
  step(s: number, dx: number, dy: number): number;
}

/** Refuses a `range` or `reach` of a piece's atoms beyond `MAX_RANGE`, as the schema does (the JSON path of the first). */
function checkRanges(def: VariantDefinition): void {
  def.pieces.forEach((p, i) => {
    const lists: [readonly MoveAtom[] | undefined, (string | number)[]][] = [
      [p.moves, ['pieces', i, 'moves']],
      [p.rules?.conversion?.atoms, ['pieces', i, 'rules', 'conversion', 'atoms']],
    ];
    for (const [atoms, path] of lists) {
      atoms?.forEach((a, j) => {
        for (const key of ['range', 'reach'] as const) {
          const n = a[key];
          if (n !== undefined && !(n >= 1 && n <= MAX_RANGE))
            throw new VariantError(`variant ${def.id}: ${p.id}: ${key} ${n} is not 1 … ${MAX_RANGE}`, [
              ...path,
              j,
              key,
            ]);
        }
      });
    }
  });
}

/** Stage 1: the board, types, squares and zones of a definition. Throws `VariantError` when inconsistent. */
export function boardStage(def: VariantDefinition): BuildContext {
  const { files, ranks } = def.board;
  if (!Number.isInteger(files) || !Number.isInteger(ranks) || files < 1 || ranks < 1) {
    throw new VariantError(`variant ${def.id}: bad board size`, []);
  }
  if (files > MAX_BOARD_SIZE || ranks > MAX_BOARD_SIZE)
    throw new VariantError(`variant ${def.id}: board too large`, []);
  const size = files * ranks;
  const typeCount = def.pieces.length;
  if (typeCount > MAX_PIECE_TYPES)
    throw new VariantError(`variant ${def.id}: at most ${MAX_PIECE_TYPES} piece types`, ['pieces']);
  checkRanges(def);
  const types: PieceType[] = [undefined as unknown as PieceType, ...def.pieces];
  const typeById = new Map<string, number>();
  def.pieces.forEach((p, i) => {
    if (typeById.has(p.id)) throw new VariantError(`variant ${def.id}: duplicate piece id ${p.id}`, []);
    typeById.set(p.id, i + 1);
  });
  const typeOf = (id: string): number => {
    const t = typeById.get(id);
    if (t === undefined) throw new VariantError(`variant ${def.id}: unknown piece id ${id}`, []);
    return t;
  };
  // Ids only the engine's end and castling rules read (by look-up, not through a table) are checked here.
  for (const id of def.end?.extinction ?? []) typeOf(id);
  for (const id of def.castling?.partners ?? []) typeOf(id);
  const counting = def.end?.counting;
  if (counting) {
    for (const id of [counting.pawn, counting.rook, counting.khon, counting.knight])
      if (id !== undefined) typeOf(id);
    if (def.turns) throw new VariantError(`variant ${def.id}: counting with turns`, []);
  }
  if (def.drops?.oppositeColors !== undefined) typeOf(def.drops.oppositeColors);
  for (const id of def.royalInitialLostTo ?? []) typeOf(id);
  const mate = def.end?.mateCheckers;
  for (const id of [...(mate?.losing ?? []), ...(mate?.counting ?? [])]) typeOf(id);
  const axf = def.end?.axfChase;
  if (axf)
    for (const r of [axf.rook, axf.cannon, axf.horse, axf.elephant, axf.advisor, axf.soldier])
      if (r !== undefined) typeOf(r);
  if (def.walls !== undefined) {
    typeOf(def.walls.piece);
    if (def.drops && def.walls.rule === 'past')
      throw new VariantError(`variant ${def.id}: trail walls with drops`, []);
  }
  if (def.petrify !== undefined) {
    for (const id of def.petrify) typeOf(id);
    if (def.walls === undefined) throw new VariantError(`variant ${def.id}: petrify without walls`, []);
    if (def.andernach) throw new VariantError(`variant ${def.id}: petrify with andernach`, []);
  }
  const castlingRank = def.castling?.rank ?? 1;
  if (!Number.isInteger(castlingRank) || castlingRank < 1 || castlingRank > ranks)
    throw new VariantError(`variant ${def.id}: castling rank ${castlingRank} off the board`, []);
  const squareNames = Array.from({ length: size }, (_, s) => squareName(s, files));
  if (
    def.flip !== undefined &&
    (def.atomic || def.andernach || def.petrify || def.pieces.some((p) => p.royal))
  )
    throw new VariantError(`variant ${def.id}: flip with royal pieces, atomic, andernach or petrify`, []);
  const sq = (name: string): number => {
    const s = parseSquareName(name, files, ranks);
    if (s === undefined) throw new VariantError(`variant ${def.id}: bad square ${name}`, []);
    return s;
  };
  const onBoard = new Uint8Array(size).fill(1);
  for (const h of def.board.holes ?? []) onBoard[sq(h)] = 0;
  for (const name of def.drops?.encloseStart ?? []) sq(name);
  if (def.drops?.endless && def.drops.capturesToHand)
    throw new VariantError(`variant ${def.id}: endless hands with capturesToHand`, []);
  const zones = new Map<string, readonly [Uint8Array, Uint8Array]>();
  const zoneEntries = Object.entries(def.zones ?? {});
  if (zoneEntries.length > MAX_ZONES)
    throw new VariantError(`variant ${def.id}: more than ${MAX_ZONES} zones`, []);
  for (const [name, z] of zoneEntries) {
    const w = new Uint8Array(size);
    const b = new Uint8Array(size);
    for (const n of z.white) w[sq(n)] = 1;
    for (const n of z.black) b[sq(n)] = 1;
    zones.set(name, [w, b]);
  }
  const zone = (name: string, side: number): Uint8Array => {
    const z = zones.get(name);
    if (!z) throw new VariantError(`variant ${def.id}: unknown zone ${name}`, []);
    return z[side]!;
  };
  if (axf?.crossed !== undefined) zone(axf.crossed, 0);
  const wrapF = def.board.wrapFiles === true;
  const wrapR = def.board.wrapRanks === true;
  const step = (s: number, dx: number, dy: number): number => {
    let f = (s % files) + dx;
    let r = Math.floor(s / files) + dy;
    if (f < 0 || f >= files) {
      if (!wrapF) return -1;
      f = ((f % files) + files) % files;
    }
    if (r < 0 || r >= ranks) {
      if (!wrapR) return -1;
      r = ((r % ranks) + ranks) % ranks;
    }
    return r * files + f;
  };
  return {
    def,
    files,
    ranks,
    size,
    typeCount,
    stride: typeCount + 1,
    types,
    typeById,
    squareNames,
    onBoard,
    passHoles: def.board.holeMode === 'pass',
    zones,
    typeOf,
    sq,
    zone,
    step,
  };
}

/** Packs lists into compressed sparse rows: offsets (one more than lists) and the data. */
export function csr(lists: readonly (readonly number[])[]): [Int32Array, Int16Array] {
  const off = new Int32Array(lists.length + 1);
  let n = 0;
  for (let i = 0; i < lists.length; i++) {
    off[i] = n;
    n += lists[i]!.length;
  }
  off[lists.length] = n;
  const data = new Int16Array(n);
  let j = 0;
  for (let i = 0; i < lists.length; i++) {
    const l = lists[i]!;
    for (let k = 0; k < l.length; k++) data[j++] = l[k]!;
  }
  return [off, data];
}
