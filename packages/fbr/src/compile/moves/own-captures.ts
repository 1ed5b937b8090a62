/** Captures of own pieces (`cc{set}`) and one-letter references (`:K:`) in MBN moves (internal to `compile`). */
import type { MoveAtom } from '@x/core/variant';
import type { PartialMoveNode, FbrSpan } from '../../parse/types.js';

/**
 * `:K:` (the Disks' `K=acc?{D}:K:`, `:KD:=:K:`): decided, a reference to one letter names that letter's base
 * move, as the letter alone does (a macro `@K` included); `K=…:K:` could not mean `K`'s own moves. References
 * to compound letters (`:QD:`) stay `atom:reference`.
 */
export function letterOfReference<T extends PartialMoveNode['moves'][number]>(mv: T): T {
  if (mv.kind === 'group' || mv.form !== 'reference') return mv;
  const letter = mv.atom.slice(1, -1).toUpperCase();
  return letter.length === 1 && /[A-Z]/.test(letter) ? { ...mv, form: 'letter', atom: letter } : mv;
}

/**
 * `cc{set}` (with `?`: `acc?{D}Q`): the part's capturing atoms also capture own pieces of the set `victims`
 * (`MoveAtom.ownVictims`); with no `m`, `c` or `a` beside it (`only`) they do only that. Decided: `?` ("can be
 * declared as optional") says the player may make such a capture, as every move is a choice, so `cc?{set}`
 * compiles as `cc{set}`. Plain leaps and rides only.
 */
export function withOwnCaptures(
  atoms: MoveAtom[],
  victims: readonly string[],
  only: boolean,
  unsupported: (feature: string, at: FbrSpan, why: string) => void,
  at: FbrSpan,
): MoveAtom[] {
  const own: MoveAtom[] = [];
  for (const a of atoms) {
    if (a.mode === 'move') continue;
    if (a.kind === 'hop' || a.legs || a.initial || a.fromZone || a.swap || a.takesEnPassant) {
      unsupported('modifier:cc', at, 'captures of own pieces are compiled on plain leaps and rides only');
      return [];
    }
    const { mode: _mode, ...plain } = a;
    own.push({ ...plain, ownVictims: victims });
  }
  return only ? own : [...atoms, ...own];
}
