/**
 * The conversion rule (`PieceType.converts`, Benedict chess; `PieceType.convertMoves`, FBR `conversion<p>`): enemy
 * pieces a move attacks, or a conversion move reaches, change side. Its compile stages: `paths.ts`, `moves.ts`; the
 * engine's: `engine/predicates/convert.ts`, `engine/pseudo-legal/gen-convert.ts`.
 */
import type { RuleModule } from '../module/rule-module.js';
import { convertMoveStage } from './moves.js';
import { convertStage } from './paths.js';

/** The conversion rule (`PieceType.converts`, `PieceType.convertMoves`). */
export const conversionRule: RuleModule<'conversion'> = {
  name: 'conversion',
  names: (def) => def.pieces.some((p) => p.converts || p.convertMoves),
  compile: (ctx) => ({ paths: convertStage(ctx), moves: convertMoveStage(ctx) }),
};
