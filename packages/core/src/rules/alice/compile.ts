/**
 * Alice chess on one board (`VariantDefinition.alice`): each piece type stands on board A or B and has a twin on the
 * other; a move transfers the piece to its twin (`engine/predicates/alice-board.ts`, `engine/alice.ts`).
 */
import { VariantError } from '../../errors/errors.js';
import type { BuildContext } from '../../variant/compile/context.js';
import type { RuleModule } from '../module/rule-module.js';
import type { AliceTables } from './types.js';

/**
 * Stage: `alice` (Alice chess on one board): per type its board (0: A, 1: B) and its twin. Throws
 * `VariantError` for unknown ids, a type in no pair or in two, twins differing in `royal`, and the rules
 * Alice is not defined with (drops, turns, atomic, vanishing squares, swap and lion atoms).
 */
function aliceStage(ctx: BuildContext): AliceTables {
  const { def, stride } = ctx;
  const fail = (why: string): never => {
    throw new VariantError(`variant ${def.id}: alice: ${why}`, []);
  };
  if (def.drops || def.turns || def.atomic || def.vanishing)
    fail('not with drops, turns, atomic or vanishing');
  const aliceBoard = new Uint8Array(stride);
  const aliceTwin = new Uint8Array(stride);
  for (const [a, b] of Object.entries(def.alice!.twins)) {
    const ta = ctx.typeOf(a);
    const tb = ctx.typeOf(b);
    if (ta === tb || aliceTwin[ta] || aliceTwin[tb]) fail(`${a} and ${b} cannot be twins`);
    if (!ctx.types[ta]!.royal !== !ctx.types[tb]!.royal) fail(`${a} and ${b} differ in royal`);
    aliceTwin[ta] = tb;
    aliceTwin[tb] = ta;
    aliceBoard[tb] = 1;
  }
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    if (!aliceTwin[t]) fail(`${p.id} has no twin`);
    if (p.moves.some((m) => m.swap || m.secondStep)) fail(`${p.id}: no swap or lion moves`);
  }
  return { board: aliceBoard, twin: aliceTwin };
}

/** The Alice rule (`VariantDefinition.alice`). */
export const aliceRule: RuleModule<'alice'> = {
  name: 'alice',
  names: (def) => def.alice !== undefined,
  compile: aliceStage,
};
