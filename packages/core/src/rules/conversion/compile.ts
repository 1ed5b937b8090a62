/**
 * The conversion rule (`PieceType.rules.conversion`: by attack, Benedict chess; by moves, FBR `conversion<p>`): enemy
 * pieces a move attacks, or a conversion move reaches, change side. Its piece option: `definition.ts`. Its compile stages: `paths.ts`, `moves.ts`; the
 * engine's: `engine/predicates/convert.ts`, `engine/pseudo-legal/gen-convert.ts`.
 */
import type { RuleModule } from '../module/rule-module.js';
import { convertMoveStage } from './moves.js';
import { checkConversions, convertStage } from './paths.js';

/** The conversion rule (`PieceType.rules.conversion`). */
export const conversionRule: RuleModule<'conversion'> = {
  name: 'conversion',
  names: (def) => def.pieces.some((p) => p.rules?.conversion),
  compile: (ctx) => {
    checkConversions(ctx.def);
    return { paths: convertStage(ctx), moves: convertMoveStage(ctx) };
  },
};
