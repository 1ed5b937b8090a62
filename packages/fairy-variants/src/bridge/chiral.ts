/**
 * Fairy-Stockfish's chiral directions of an oblique leaper (`hl`, `hr` in its Betza: gethenian's knights): the
 * four turns of one of the atom's two mirror images, which core's leaps state as vectors. `hr` of the knight
 * (atom 2 ranks and 1 file) leaps 2 up 1 right and its turns, `hl` 1 up 2 right and its turns.
 */
import type { MoveAtom } from '@x/core/variant';

/** Oblique leapers by Betza letter: [ranks, files] of the engine's atom. */
const OBLIQUE: ReadonlyMap<string, readonly [number, number]> = new Map([
  ['N', [2, 1]],
  ['C', [3, 1]],
  ['Z', [3, 2]],
]);

/** A chiral leap `h[lr]X` at the start of a Betza part. */
const CHIRAL = /(?<![a-z])h([lr])([NCZ])(?![A-Z])/g;

/** The Betza string without its chiral leaps, and those leaps as core atoms (for White, turned for Black). */
export function chiralLeaps(betza: string): { readonly rest: string; readonly atoms: MoveAtom[] } {
  const atoms: MoveAtom[] = [];
  const rest = betza.replace(CHIRAL, (_, hand: string, letter: string) => {
    const [r, f] = OBLIQUE.get(letter)!;
    // [file, rank] vectors: `hr` = (f, r) and its turns, `hl` = (r, f) and its turns.
    const [x, y] = hand === 'r' ? [f, r] : [r, f];
    const vectors: [number, number][] = [
      [x, y],
      [-y, x],
      [-x, -y],
      [y, -x],
    ];
    atoms.push({ kind: 'leap', vectors, orientation: 'rotate' });
    return '';
  });
  return { rest, atoms };
}
