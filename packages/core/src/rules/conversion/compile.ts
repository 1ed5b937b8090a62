/**
 * The conversion rule (`PieceType.converts`, Benedict chess; `PieceType.convertMoves`, FBR `conversion<p>`): enemy
 * pieces a move attacks, or a conversion move reaches, change side. Its compile stages: `paths.ts`, `moves.ts`; the
 * engine's: `engine/predicates/convert.ts`, `engine/pseudo-legal/gen-convert.ts`.
 */
import type { RuleModule } from '../module/rule-module.js';
import { type ConvertMoveTables, convertMoveStage } from './moves.js';
import { type ConvertPaths, convertStage } from './paths.js';

/** The compiled conversion rule. */
export interface ConversionTables {
  /** `PieceType.converts`: the paths of each type's conversion atoms; undefined when no type converts so. */
  readonly paths: ConvertPaths | undefined;
  /** `PieceType.convertMoves`: the conversion moves' paths and guards; undefined when no type has them. */
  readonly moves: ConvertMoveTables | undefined;
}

/** The conversion rule (`PieceType.converts`, `PieceType.convertMoves`). */
export const conversionRule: RuleModule<'conversion', ConversionTables> = {
  name: 'conversion',
  names: (def) => def.pieces.some((p) => p.converts || p.convertMoves),
  compile: (ctx) => ({ paths: convertStage(ctx), moves: convertMoveStage(ctx) }),
};
