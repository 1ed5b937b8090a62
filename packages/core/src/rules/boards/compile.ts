/**
 * Stage: `boards` (several boards laid side by side, FBR board ids and transitions): the board of each
 * square, the file step from one board to the next, and the transfer rule's tables. Throws `VariantError`
 * where the boards do not fit the variant's board, a gap square is not a hole, a leap could jump a gap,
 * or the variant has rules the boards are not defined with.
 */
import { VariantError } from '../../errors/errors.js';
import type { BuildContext } from '../../variant/compile/context.js';
import type { RuleModule } from '../module/rule-module.js';
import type { BoardsTables } from './types.js';

/** Bit of `BoardsTables.transfer`: every move transfers to another board. */
export const TRANSFER_ON = 1;
/** Bit of `BoardsTables.transfer`: the target board must hold a royal (4D Quasi-Alice chess). */
export const TRANSFER_KINGS = 2;

/** The boards rule (`VariantDefinition.boards`). */
export const boardsRule: RuleModule<'boards'> = {
  name: 'boards',
  names: (def) => def.boards !== undefined,
  compile: boardsStage,
};

/** The rules a variant with board transfers is not defined with (each would have to say what a transfer does to it). */
function transferConflicts(ctx: BuildContext): string | undefined {
  const d = ctx.def;
  if (d.drops || d.turns || d.atomic || d.andernach || d.petrify || d.flip || d.vanishing || d.walls)
    return 'not with drops, turns, atomic, andernach, petrify, flip, vanishing squares or walls';
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    if (p.moves.some((m) => m.swap || m.secondStep || m.swapChain)) return `${p.id}: no swap or lion moves`;
    if (p.rules?.conversion || p.leavesBehind) return `${p.id}: no conversions or pieces left behind`;
  }
  return undefined;
}

/** The `boards` tables (see the module comment). */
function boardsStage(ctx: BuildContext): BoardsTables {
  const { def, files, size } = ctx;
  const b = def.boards!;
  const fail = (why: string): never => {
    throw new VariantError(`variant ${def.id}: boards: ${why}`, []);
  };
  if (!Number.isInteger(b.count) || b.count < 2 || !Number.isInteger(b.files) || b.files < 1)
    fail('at least two boards of at least one file');
  const gap = (files - b.count * b.files) / (b.count - 1);
  if (!Number.isInteger(gap) || gap < 1)
    fail(`${b.count} boards of ${b.files} files and a gap do not fill ${files} files`);
  if (def.board.wrapFiles || def.board.wrapRanks || def.alice) fail('not with wrapping boards or alice');
  const stride = b.files + gap;
  const boardOf = new Int8Array(size);
  for (let s = 0; s < size; s++) {
    const f = s % files;
    const x = Math.floor(f / stride);
    const on = f - x * stride < b.files;
    if (!on && ctx.onBoard[s]) fail(`${ctx.squareNames[s]} is between two boards and must be a hole`);
    boardOf[s] = on ? x : -1;
  }
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    for (const m of p.moves) {
      if (m.kind !== 'leap') continue;
      const vs = [...m.vectors, ...(m.legs ?? []).flat(), ...(m.secondStep ?? [])];
      if (vs.some(([dx]) => Math.abs(dx) > gap)) fail(`${p.id} leaps further than the gap of ${gap} files`);
    }
  }
  if (!b.transfer) return { of: boardOf, count: b.count, stride, transfer: 0, arrivalCaptures: undefined };
  const why = transferConflicts(ctx);
  if (why) fail(why);
  const arrivalCaptures = new Uint8Array(ctx.stride);
  for (const id of b.transfer.captureOnArrival ?? []) arrivalCaptures[ctx.typeOf(id)] = 1;
  return {
    of: boardOf,
    count: b.count,
    stride,
    transfer: TRANSFER_ON | (b.transfer.kings ? TRANSFER_KINGS : 0),
    arrivalCaptures,
  };
}
