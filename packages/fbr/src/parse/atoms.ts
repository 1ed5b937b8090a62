/** Base moves ("atoms") of MBN and of standard Betza, as data (reference §5.4). */
import type { LeaperNode, MbnMode } from './types.js';

/** One atom: a leaper vector, a rider of a vector, or a definition in MBN. */
export type AtomSpec =
  | { readonly kind: 'leaper'; readonly vector: readonly [number, number]; readonly name: string }
  | { readonly kind: 'rider'; readonly vector: readonly [number, number]; readonly name: string }
  | { readonly kind: 'definition'; readonly mbn: string; readonly name: string; readonly note?: string }
  | { readonly kind: 'unresolved'; readonly name: string; readonly note: string };

const leap = (x: number, y: number, name: string): AtomSpec => ({ kind: 'leaper', vector: [x, y], name });
const ride = (x: number, y: number, name: string): AtomSpec => ({ kind: 'rider', vector: [x, y], name });
const def = (mbn: string, name: string, note?: string): AtomSpec =>
  note ? { kind: 'definition', mbn, name, note } : { kind: 'definition', mbn, name };

/** The leapers MBN and Betza name alike. */
const LEAPERS = {
  W: leap(0, 1, 'wazir'),
  F: leap(1, 1, 'ferz'),
  D: leap(0, 2, 'dabbaba'),
  N: leap(1, 2, 'knight'),
  A: leap(2, 2, 'alfil'),
  H: leap(0, 3, 'threeleaper'),
  C: leap(1, 3, 'camel'),
};

/** The riders and compounds MBN and Betza name alike. */
const PIECES = {
  B: ride(1, 1, 'bishop'),
  R: ride(0, 1, 'rook'),
  Q: def('RB', 'queen'),
  K: def('WF', 'king'),
};

/** MBN base moves and predefined letters. Leaper vectors are symmetric (all 8 images). */
export const mbnAtoms: Readonly<Record<string, AtomSpec>> = {
  ...LEAPERS,
  Z: leap(2, 3, 'zebra'),
  T: leap(3, 3, 'tripper'),
  G: leap(3, 3, 'tripper (deprecated name of T)'),
  J: leap(2, 3, 'zebra (deprecated name of Z)'),
  L: leap(1, 3, 'camel (deprecated name of C)'),
  O: leap(0, 0, 'zero move'),
  ...PIECES,
  E: def('RN', 'empress (chancellor)'),
  I: def('BN', 'janus (archbishop)'),
  V: def('BN', 'vizir', 'as transcribed by LeCodex (probably a slip)'),
  M: def(
    'RN',
    'marshall',
    'decided: the rook-knight compound the name stands for (LeCodex: comment WF, code (1,2))',
  ),
  P: def('mfW+cefF+[1-2]mefW02', 'pawn', 'the FBR page writes mfW+cesF+imefW02'),
  S: def('mfsF+cefW+[1-2]mefF02', 'Berolina pawn'),
  U: def('g(WF)0', 'universal leaper'),
  X: def('(!dcy{^P}OK)0*', 'explosion', 'used by atomic'),
  Y: def('F-[(zF)0]', 'boyscout'),
};

/** Standard Betza / XBetza atoms (doubled letters and a `0` range make riders). */
export const betzaAtoms: Readonly<Record<string, AtomSpec>> = {
  ...LEAPERS,
  L: leap(1, 3, 'camel'),
  Z: leap(2, 3, 'zebra'),
  J: leap(2, 3, 'zebra'),
  G: leap(3, 3, 'tripper'),
  ...PIECES,
  O: { kind: 'unresolved', name: 'castling', note: 'XBetza O with a number is castling' },
};

/**
 * Resolves an atom node: letters through `mbnAtoms` or `betzaAtoms` (by dialect), `:x,y:` to a
 * leaper, a Betza doubled leaper letter (`NN`) to the rider of the same vector. Compound references
 * (`:K:`) and unknown letters give `undefined`: they name pieces of the rule set.
 */
export function resolveAtom(node: LeaperNode, dialect: MbnMode): AtomSpec | undefined {
  if (node.form === 'coords') return leap(node.x ?? 0, node.y ?? 0, `(${node.x},${node.y}) leaper`);
  if (node.form === 'reference') return undefined;
  const spec = (dialect === 'betza' ? betzaAtoms : mbnAtoms)[node.atom];
  if (spec && node.doubled && spec.kind === 'leaper')
    return ride(spec.vector[0], spec.vector[1], `${spec.name}rider`);
  return spec;
}
