/**
 * `@x/sjaak-variants/model`: the data model of a parsed SjaakII variant — `SjaakVariant` and its parts (pieces,
 * move definitions, zones, promotion, castling and end rules, spans) with the keyword vocabularies they draw on
 * (`PIECE_FLAGS`, `END_CONDITIONS`, `SPECIAL_RULES`, directions).
 */
export * from './types.js';
