/**
 * `@x/sjaak-variants/model`: the data model of a parsed SjaakII variant — `SjaakVariant` and its parts (pieces,
 * move definitions, zones, promotion, castling and end rules, spans) with the keyword vocabularies they draw on
 * (`PIECE_FLAGS`, `END_CONDITIONS`, `SPECIAL_RULES`, directions). One kind of move definition is
 * `Extract<MoveDefinition, { kind: 'leap' }>`; the span records are `NonNullable<PieceDefinition['spans']>` and
 * `NonNullable<SjaakVariant['spans']>`.
 */
export {
  END_CONDITIONS,
  PIECE_FLAGS,
  SPECIAL_RULES,
  type EndCondition,
  type MoveDefinition,
  type PieceDefinition,
  type Step,
  type ZoneDefinition,
} from './shared/types.js';
