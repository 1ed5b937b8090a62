/**
 * Compile stage: burners and walks (`PieceType.burns`, `burnVictims`, `burnsAround`; `MoveAtom.walk`): the squares
 * each burner burns from each square, who is burnt, and each walk atom's one-leap squares. Throws `VariantError` for
 * the combinations the engine does not play.
 */
import { VariantError } from '../../errors/errors.js';
import type { MoveAtom, VariantDefinition } from '../definition.js';
import type { BuildContext } from './context.js';
import { orient } from './rays.js';
import { zoneSquares } from './swaps.js';
import { type BurnTables, type CompiledWalk, MODE_BOTH, MODE_CAPTURE, MODE_MOVE } from './tables.js';

/** The rules a burner variant may not have (each removes or moves pieces in ways burning does not undo). */
function burnConflicts(def: VariantDefinition): string[] {
  const out: string[] = [];
  if (def.drops) out.push('drops');
  if (def.atomic) out.push('atomic');
  if (def.andernach) out.push('andernach');
  if (def.petrify) out.push('petrify');
  if (def.flip) out.push('flip');
  if (def.walls) out.push('walls');
  if (def.vanishing) out.push('vanishing');
  if (def.turns) out.push('turns');
  if (def.alice) out.push('alice');
  for (const p of def.pieces) {
    if (p.converts || p.convertMoves) out.push(`${p.id}: conversions`);
    if (p.leavesBehind) out.push(`${p.id}: leavesBehind`);
    if (p.moves.some((a) => a.swap || a.ownVictims || a.secondStep)) out.push(`${p.id}: swaps or lion moves`);
  }
  return out;
}

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
function walkTables(ctx: BuildContext): (CompiledWalk[] | undefined)[] {
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
  return walks;
}

/** Stage: burners and walks; undefined when no piece burns or walks. */
export function burnStage(ctx: BuildContext): BurnTables | undefined {
  const { def, stride } = ctx;
  const burning = def.pieces.some((p) => p.burns);
  const walking = def.pieces.some((p) => p.moves.some((a) => a.walk !== undefined));
  if (!burning && !walking) return undefined;
  if (burning) {
    const conflicts = burnConflicts(def);
    if (conflicts.length > 0)
      throw new VariantError(`variant ${def.id}: burners with ${conflicts.join(', ')}`, []);
  }
  const squares: (number[] | undefined)[] = [];
  const burner = new Uint8Array(stride);
  const victim = new Uint8Array(stride * stride);
  const around = new Uint8Array(stride);
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    if (!p.burns) {
      if (p.burnVictims || p.burnsAround)
        throw new VariantError(`variant ${def.id}: ${p.id}: burnVictims without burns`, []);
      continue;
    }
    burner[t] = 1;
    around[t] = p.burnsAround ? 1 : 0;
    if (p.burnVictims) for (const id of p.burnVictims) victim[t * stride + ctx.typeOf(id)] = 1;
    else victim.fill(1, t * stride, (t + 1) * stride);
    zoneSquares(ctx, t, p.burns, squares);
  }
  return { squares, burner, victim, around, burners: burning, walks: walkTables(ctx) };
}
