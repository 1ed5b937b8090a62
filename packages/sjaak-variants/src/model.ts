/**
 * `@x/sjaak-variants/model`: the data model of a parsed SjaakII variant — `SjaakVariant` and its parts (pieces,
 * move definitions, steps): the other parts are reached through the type that holds them (a zone is
 * `SjaakVariant['zones'][number]`, an end condition `SjaakVariant['endConditions'][number]`). One kind of move definition is
 * `Extract<MoveDefinition, { kind: 'leap' }>`; the span records are `NonNullable<PieceDefinition['spans']>` and
 * `NonNullable<SjaakVariant['spans']>`.
 */
export type { MoveDefinition, PieceDefinition, Step } from './shared/types.js';
