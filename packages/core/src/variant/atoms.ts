/** Helpers that build move atoms for variant definitions. */
import type { MoveAtom, Vector } from './definition.js';

/** All images of `(a, b)` under the eight symmetries of the square, without duplicates. */
/* @__NO_SIDE_EFFECTS__ */
export function symmetricVectors(a: number, b: number): Vector[] {
  const out: Vector[] = [];
  const seen = new Set<string>();
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const sx of [1, -1]) {
      for (const sy of [1, -1]) {
        const v: Vector = [x * sx, y * sy];
        const key = `${v[0]},${v[1]}`;
        if (!seen.has(key) && (v[0] !== 0 || v[1] !== 0)) {
          seen.add(key);
          out.push(v);
        }
      }
    }
  }
  return out;
}

/** A symmetric leaper such as the knight `leaper(1, 2)` or the king's parts `leaper(0, 1)`, `leaper(1, 1)`. */
/* @__NO_SIDE_EFFECTS__ */
export function leaper(a: number, b: number, extra: Partial<MoveAtom> = {}): MoveAtom {
  return { kind: 'leap', vectors: symmetricVectors(a, b), ...extra };
}

/** A symmetric rider such as the rook `rider(0, 1)`, the bishop `rider(1, 1)` or the nightrider `rider(1, 2)`. */
/* @__NO_SIDE_EFFECTS__ */
export function rider(a: number, b: number, extra: Partial<MoveAtom> = {}): MoveAtom {
  return { kind: 'ride', vectors: symmetricVectors(a, b), ...extra };
}

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** The squares strictly between two squares on a straight or leaper line (for e.p. squares of long steps). */
export function squaresBetween(from: number, to: number, files: number): number[] {
  const dx = (to % files) - (from % files);
  const dy = Math.floor(to / files) - Math.floor(from / files);
  const g = gcd(dx, dy);
  const out: number[] = [];
  for (let k = 1; k < g; k++) out.push(from + (k * dx) / g + ((k * dy) / g) * files);
  return out;
}

/**
 * Whether `a` is a plain leap or ride: its squares follow from its vectors alone, with no legs, second step,
 * swap, bounce, origin zone, first-move condition (`initial`, `notInitial`) or `inCheck` condition. The atoms
 * a rule may carry over as they are (conversion by attack, FBR's swap chains).
 */
export function isPlainLeapOrRide(a: MoveAtom): boolean {
  return (
    (a.kind === 'leap' || a.kind === 'ride') &&
    !(a.legs || a.secondStep || a.swap || a.bounce || a.fromZone || a.initial || a.notInitial || a.inCheck)
  );
}
