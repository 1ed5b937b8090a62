/**
 * An `@x/core` piece's movement as Fairy-Stockfish move elements (`FairyMove`), or the features of it
 * that the dialect cannot say.
 */
import type { VariantDefinition } from '@x/core';
import type { MoveAtom, PieceType } from '@x/core/variant';
import type { FairyMove } from './betza.js';
import { squareSetKey } from './squares.js';

/** One feature of a piece that ini cannot express, with the definition path where it is. */
export interface Unexpressible {
  /** Kebab-case feature name (the diagnostic code is `unexpressible-<feature>`). */
  readonly feature: string;
  readonly path: string;
  readonly message: string;
  /** `warning` for what only adjudicates a game (the moves are the same); default `error`. */
  readonly severity?: 'error' | 'warning';
}

/** The moves of a piece as elements, with the flags that need a variant-level decision. */
export interface PieceMoves {
  readonly moves: FairyMove[];
  /** Initial-only quiet moves (`i`): the variant needs a double-step region. */
  readonly initialZones: ReadonlySet<string>;
  /** It uses `initial` (unmoved) atoms, whose region are its start squares. */
  readonly unmovedInitial: boolean;
  /** Its double step sets an en-passant square / its captures take en passant. */
  readonly setsEnPassant: boolean;
  readonly takesEnPassant: boolean;
}

/** Atom fields ini has no word for. */
const ATOM_FEATURES: readonly (readonly [keyof MoveAtom, string])[] = [
  ['secondStep', 'lion-move'],
  ['swap', 'swap-move'],
  ['swapChain', 'swap-move'],
  ['ownVictims', 'own-capture'],
  ['walk', 'walk-move'],
  ['toBoard', 'board-move'],
  ['bounce', 'bouncing-ride'],
  ['notInCheck', 'move-not-in-check'],
  ['inCheck', 'move-in-check'],
  // A cannon within n squares (`pR2`) and a hurdle of some types only: no Betza string of ours says them.
  ['reach', 'limited-hop'],
  ['hurdleExcept', 'limited-hop'],
];

/** Fairy-Stockfish's lame-leaper path of a vector: the squares stepped through (diagonal where it can). */
export function fairyLamePath(dx: number, dy: number): [number, number][] {
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  let x = 0;
  let y = 0;
  const out: [number, number][] = [];
  while (x !== dx || y !== dy) {
    const diff = Math.abs(dx - x) - Math.abs(dy - y);
    if (diff > 0) x += sx;
    else if (diff < 0) y += sy;
    else [x, y] = [x + sx, y + sy];
    if (x !== dx || y !== dy) out.push([x, y]);
  }
  return out;
}

function sameVectors(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  const key = (l: readonly (readonly number[])[]) =>
    l
      .map((v) => v.join(','))
      .sort()
      .join(' ');
  return key(a) === key(b);
}

/** Converts one piece's atoms; `problems` receives what cannot be said. */
export function pieceMoves(
  def: VariantDefinition,
  pieceIndex: number,
  problems: Unexpressible[],
): PieceMoves {
  const piece: PieceType = def.pieces[pieceIndex]!;
  const longest = Math.max(def.board.files, def.board.ranks);
  const raw: RawMove[] = [];
  let setsEnPassant = false;
  let takesEnPassant = false;
  for (const [i, atom] of piece.moves.entries()) {
    const path = `pieces[${pieceIndex}].moves[${i}]`;
    const fail = (feature: string, what: string) =>
      problems.push({ feature, path, message: `${piece.id}: ${what}` });
    const foreign = ATOM_FEATURES.find(([field]) => atom[field] !== undefined && atom[field] !== false);
    if (foreign) {
      fail(foreign[1], `${String(foreign[0])} moves`);
      continue;
    }
    const modes: ('m' | 'c')[] = atom.mode === 'move' ? ['m'] : atom.mode === 'capture' ? ['c'] : ['m', 'c'];
    if (atom.initial && atom.notInitial) {
      fail('initial-move', 'an atom both initial and not initial');
      continue;
    }
    if (atom.setsEnPassant) setsEnPassant = true;
    if (atom.takesEnPassant) takesEnPassant = true;
    let kind: FairyMove['kind'];
    let limit = 0;
    if (atom.kind === 'hop') {
      if (atom.range !== undefined) {
        fail('limited-hop', 'a hop with a range');
        continue;
      }
      kind = atom.hop === 'grasshopper' ? 'grasshop' : 'hop';
    } else if (atom.kind === 'ride') {
      if (atom.legs) {
        fail('lame-ride', 'a ride with legs');
        continue;
      }
      limit = atom.range === undefined || atom.range >= longest - 1 ? 0 : atom.range;
      kind = limit === 1 ? 'leap' : 'ride';
      if (limit === 1) limit = 0;
    } else kind = atom.legs ? 'lame' : 'leap';
    // Black's moves: the engine turns White's by 180°; a mirrored atom must give the same set.
    if ((atom.orientation ?? 'mirror') === 'mirror') {
      const mirrored = atom.vectors.map(([dx, dy]) => [-dx, dy]);
      if (!sameVectors(mirrored, atom.vectors)) {
        fail('mirrored-moves', 'moves that Black mirrors rather than turns (not left-right symmetric)');
        continue;
      }
    }
    for (const [v, [dx, dy]] of atom.vectors.entries()) {
      if (kind === 'lame') {
        const legs = atom.legs?.[v] ?? [];
        if (!sameVectors(legs, fairyLamePath(dx, dy))) {
          fail('lame-leap', `a lame leap (${dx},${dy}) blocked elsewhere than Fairy-Stockfish's path`);
          continue;
        }
      }
      for (const modality of modes)
        raw.push({
          move: { kind, modality, dx, dy, limit, initial: false },
          zone: atom.fromZone,
          unmoved: atom.initial === true,
          later: atom.notInitial === true,
        });
    }
  }
  return { ...mergeConditions(def, pieceIndex, raw, problems), setsEnPassant, takesEnPassant };
}

/** One element with the conditions of its atom. */
interface RawMove {
  readonly move: FairyMove;
  readonly zone: string | undefined;
  readonly unmoved: boolean;
  readonly later: boolean;
}

/**
 * Merges the conditions of equal elements: an element also allowed unconditionally, both while unmoved and
 * after, or from zones covering the whole board, is plain; one from a zone or while unmoved only is an
 * initial (`i`) move; one only after the piece has moved cannot be said.
 */
function mergeConditions(
  def: VariantDefinition,
  pieceIndex: number,
  raw: readonly RawMove[],
  problems: Unexpressible[],
): { moves: FairyMove[]; initialZones: Set<string>; unmovedInitial: boolean } {
  const piece = def.pieces[pieceIndex]!;
  const all = def.board.files * def.board.ranks;
  const groups = new Map<string, RawMove[]>();
  for (const r of raw) {
    const k = `${r.move.kind}|${r.move.modality}|${r.move.dx},${r.move.dy}|${r.move.limit}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const moves: FairyMove[] = [];
  const initialZones = new Set<string>();
  let unmovedInitial = false;
  for (const list of groups.values()) {
    const move = list[0]!.move;
    const plain = list.some((r) => r.zone === undefined && !r.unmoved && !r.later);
    const unmoved = list.some((r) => r.unmoved);
    const later = list.some((r) => r.later);
    const zones = [...new Set(list.map((r) => r.zone).filter((z): z is string => z !== undefined))];
    const covered = (side: 'white' | 'black') =>
      squareSetKey(
        def,
        zones.flatMap((z) => def.zones?.[z]?.[side] ?? []),
      ).split(',').length === all;
    if (plain || (unmoved && later) || (zones.length > 0 && covered('white') && covered('black'))) {
      moves.push(move);
      continue;
    }
    if (later) {
      problems.push({
        feature: 'not-initial-move',
        path: `pieces[${pieceIndex}].moves`,
        message: `${piece.id}: moves only after the piece has moved`,
      });
      continue;
    }
    if (move.modality === 'c') {
      problems.push({
        feature: 'initial-capture',
        path: `pieces[${pieceIndex}].moves`,
        message: `${piece.id}: captures only from a zone or while unmoved`,
      });
      continue;
    }
    for (const z of zones) initialZones.add(z);
    if (unmoved) unmovedInitial = true;
    moves.push({ ...move, initial: true });
  }
  return { moves, initialZones, unmovedInitial };
}

/** Whether the moves are exactly Fairy-Stockfish's pawn (`fmWfcF`, with or without the `ifmnD` double step). */
export function isFairyPawn(m: PieceMoves): { pawn: boolean; doubleStep: boolean } {
  const keys = new Set(
    m.moves.map((x) => `${x.initial ? 'i' : ''}${x.modality}${x.kind}:${x.dx},${x.dy}/${x.limit}`),
  );
  const base = ['mleap:0,1/0', 'cleap:1,1/0', 'cleap:-1,1/0'];
  if (!base.every((k) => keys.has(k))) return { pawn: false, doubleStep: false };
  const double = keys.has('imlame:0,2/0');
  if (keys.size !== base.length + (double ? 1 : 0)) return { pawn: false, doubleStep: false };
  // The engine's pawn always sets and takes en passant after a double step.
  if (double && !(m.setsEnPassant && m.takesEnPassant)) return { pawn: false, doubleStep: false };
  return { pawn: true, doubleStep: double };
}
