/** The immovable rule's compile stage (`PieceType.rules.immovable`, FBR `pieces{set}=immovable(n)`). */
import type { RuleModule } from '../module/rule-module.js';
import { IMMOVABLE_ALWAYS } from './types.js';

/** The immovable rule: per piece type, the first ply of the game in which it moves. */
export const immovableRule: RuleModule<'immovable'> = {
  name: 'immovable',
  names: (def) => def.pieces.some((p) => p.rules?.immovable),
  compile: (ctx) => ({
    // `types[0]` is no type: it moves from ply 0
    from: Uint32Array.from(ctx.types, (p) => {
      const rule = p?.rules?.immovable;
      return rule === undefined ? 0 : (rule.plies ?? IMMOVABLE_ALWAYS);
    }),
  }),
};
