/**
 * Walk legs `[mX]--[mX]--X` (the Fire Demon's area move, internal to `compile`) to `@x/core` walk atoms
 * (`MoveAtom.walk`). Read: every `--` leg starts where the last ended, in any direction (independent legs);
 * the optional `[mX]` legs are quiet steps that may be left out, so the move is one to n leaps of `X`
 * through empty squares, the last one moving or capturing as written. Only the destination counts.
 */
import type { MoveAtom } from '@x/core/variant';
import { plainModifier } from './modifiers.js';
import type { LegNode, PartialMoveNode, FbrSpan } from '../../parse/types.js';

/** The one partial move of a leg that is a bare atom letter with at most a plain `m`, `c` or `a`, or `undefined`. */
function simplePart(leg: LegNode | undefined, quiet: boolean): PartialMoveNode | undefined {
  const move = leg?.move;
  if (move?.kind !== 'combined' || move.parts.length !== 1) return undefined;
  const p = move.parts[0]!;
  const mv = p.moves[0];
  if (p.moves.length !== 1 || p.setup || p.transition || p.condition || p.origin || p.destination)
    return undefined;
  if (p.attackers.length > 0 || mv?.kind !== 'leaper' || mv.form !== 'letter' || mv.steps || mv.circular)
    return undefined;
  const mods = p.modifiers;
  if (mods.length > 1 || (mods.length === 1 && !plainModifier(mods[0], quiet ? 'm' : 'mca')))
    return undefined;
  return quiet && mods.length === 0 ? undefined : p;
}

/** The letter of a simple part. */
const letterOf = (p: PartialMoveNode): string => (p.moves[0] as { atom: string }).atom;

/**
 * `[mX]--…--[mX]--X`: the last leg's partial move and how many leaps (legs), or `undefined`. Every leg but the
 * last is an optional `[mX]`, every separator after the first `--`, one atom letter throughout.
 */
export function walkLegs(legs: readonly LegNode[]): { part: PartialMoveNode; steps: number } | undefined {
  if (legs.length < 2) return undefined;
  const last = simplePart(legs[legs.length - 1], false);
  if (!last) return undefined;
  for (let i = 0; i < legs.length; i++) {
    if (i > 0 && legs[i]!.separator !== '--') return undefined;
    if (i === legs.length - 1) break;
    const move = legs[i]!.move;
    if (move.kind !== 'optional' || move.bracket !== '[' || move.body.legs.length !== 1) return undefined;
    const q = simplePart(move.body.legs[0], true);
    if (!q || letterOf(q) !== letterOf(last)) return undefined;
  }
  return { part: last, steps: legs.length };
}

/**
 * The atoms of the walk's last leg as one walk atom of `steps` leaps (a compound letter's atoms, `K` = `WF`, merged:
 * each leap may be any of them), or the reason they cannot be.
 */
export function walkAtoms(atoms: readonly MoveAtom[], steps: number): MoveAtom[] | string {
  const plain = atoms.every(
    (a) =>
      a.kind === 'leap' &&
      !a.legs &&
      !a.initial &&
      !a.notInitial &&
      !a.fromZone &&
      !a.secondStep &&
      !a.swap &&
      !a.ownVictims &&
      !a.setsEnPassant &&
      !a.takesEnPassant &&
      (a.mode ?? 'both') === (atoms[0]!.mode ?? 'both') &&
      (a.orientation ?? 'mirror') === (atoms[0]!.orientation ?? 'mirror'),
  );
  if (!plain || atoms.length === 0) return 'a walk of plain leaps of one mode only';
  const vectors = atoms.flatMap((a) => a.vectors);
  const unique = vectors.filter((v, i) => vectors.findIndex((u) => u[0] === v[0] && u[1] === v[1]) === i);
  return [{ ...atoms[0]!, vectors: unique, walk: steps }];
}

/** Where a walk is reported: its second leg. */
export const walkSpan = (legs: readonly LegNode[]): FbrSpan => legs[1]!;
