/**
 * `@x/sjaak-variants/model`: the data model of a parsed SjaakII variant — `SjaakVariant` and its parts (pieces,
 * move definitions, zones, promotion, castling and end rules, spans) with the keyword vocabularies they draw on
 * (`PIECE_FLAGS`, `END_CONDITIONS`, `SPECIAL_RULES`, directions). One kind of move definition is
 * `Extract<MoveDefinition, { kind: 'leap' }>`; the span records are `NonNullable<PieceDefinition['spans']>` and
 * `NonNullable<SjaakVariant['spans']>`.
 */
export {
  END_CONDITIONS,
  END_RESULTS,
  PIECE_FLAGS,
  SLIDE_DIRECTIONS,
  SPECIAL_RULES,
  STEP_DIRECTIONS,
  type CastleRule,
  type EndCondition,
  type EndConditionName,
  type SjaakEndResult,
  type MoveDefinition,
  type OptionalPromotionRule,
  type PieceDefinition,
  type PieceFlag,
  type SjaakPromotionRule,
  type SlideDirection,
  type SjaakSpan,
  type SpecialMove,
  type SpecialRule,
  type Step,
  type StepDirection,
  type SjaakVector,
  type ZoneDefinition,
} from './shared/types.js';
