/**
 * The walk rule's compile stage (`MoveAtom.walk`, the Fire Demon's area move): each walk atom's one-leap squares.
 * Throws `VariantError` for a walk the engine does not play.
 */
import { VariantError } from '../../errors/errors.js';
import type { MoveAtom, VariantDefinition } from '../../variant/definition.js';
import type { BuildContext } from '../../variant/compile/context.js';
import { orient } from '../../variant/compile/rays.js';
import { MODE_BOTH, MODE_CAPTURE, MODE_MOVE } from '../../variant/compile/tables.js';
import type { RuleModule } from '../module/rule-module.js';
import type { CompiledWalk, WalkTables } from './types.js';

/** The walk rule (`MoveAtom.walk`). */
export const walkRule: RuleModule<'walk'> = {
  name: 'walk',
  names: (def) => def.pieces.some((p) => p.moves.some((a) => a.walk !== undefined)),
  compile: walkTables,
};

/** Why a walk atom cannot be compiled, or undefined. */
function badWalk(def: VariantDefinition, a: MoveAtom): string | undefined {
  if (a.kind !== 'leap') return 'a walk is a leap atom';
  if (!Number.isInteger(a.walk) || a.walk! < 1 || a.walk! > 16) return 'walk: 1 … 16 leaps';
  if (a.legs || a.initial || a.notInitial || a.fromZone || a.secondStep || a.swap || a.ownVictims)
    return 'a walk has no legs, zones, initial flags, second steps, swaps or own victims';
  if (a.setsEnPassant || a.takesEnPassant || a.notInCheck || a.inCheck)
    return 'a walk has no e.p. or check flags';
  if (def.board.wrapFiles || def.board.wrapRanks) return 'walks on a wrapping board';
  return undefined;
}

/** The walk atoms of every (side, type), or undefined entries. */
function walkTables(ctx: BuildContext): WalkTables {
  const { def, size, stride, onBoard } = ctx;
  const walks: (CompiledWalk[] | undefined)[] = Array.from({ length: 2 * stride }, () => undefined);
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    for (const a of p.moves) {
      if (a.walk === undefined) continue;
      const why = badWalk(def, a);
      if (why !== undefined) throw new VariantError(`variant ${def.id}: ${p.id}: ${why}`, []);
      const mode = a.mode === 'move' ? MODE_MOVE : a.mode === 'capture' ? MODE_CAPTURE : MODE_BOTH;
      for (let side = 0; side < 2; side++) {
        const vs = a.vectors.map((v) => orient(v, side, a));
        const next = Array.from({ length: size }, (_, s) => {
          if (!onBoard[s]) return [];
          const out: number[] = [];
          for (const v of vs) {
            const q = ctx.step(s, v[0], v[1]);
            if (q >= 0 && q !== s && onBoard[q] && !out.includes(q)) out.push(q);
          }
          return out;
        });
        (walks[side * stride + t] ??= []).push({ next, steps: a.walk!, mode });
      }
    }
  }
  return { walks };
}
