/**
 * The conversion rule (`PieceType.rules.conversion`: by attack, Benedict chess; by moves, FBR `conversion<p>`): enemy
 * pieces a move attacks, or a conversion move reaches, change side. Its piece option: `definition.ts`. Its compile stages: `paths.ts`, `moves.ts`; the
 * engine's: `engine/predicates/convert.ts`, `engine/pseudo-legal/gen-convert.ts`.
 */
import type { RuleModule } from '../rule-module.js';
import { type ConvertMoveTables, convertMoveStage } from './moves.js';
import { checkConversions, type ConvertPaths, convertStage } from './paths.js';

/** The compiled conversion rule. */
export interface ConversionTables {
  /** Conversion by attack: the paths of each type's conversion atoms; undefined when no type converts so. */
  readonly paths: ConvertPaths | undefined;
  /** Conversion moves: the conversion moves' paths and guards; undefined when no type has them. */
  readonly moves: ConvertMoveTables | undefined;
}

/** The conversion rule (`PieceType.rules.conversion`). */
export const conversionRule: RuleModule<'conversion', ConversionTables> = {
  name: 'conversion',
  names: (def) => def.pieces.some((p) => p.rules?.conversion),
  compile: (ctx) => {
    checkConversions(ctx.def);
    return { paths: convertStage(ctx), moves: convertMoveStage(ctx) };
  },
};
