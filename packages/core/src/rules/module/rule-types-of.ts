/**
 * The shape of a rule's types (`RuleTypesOf`), which each rule folder's `types.ts` fills as its `Types`, listed by
 * `rule-types.ts`. It imports nothing, so a rule folder's types import nothing that imports them back.
 */

/** No definition options of the rule's own (it is named by options declared with the pieces or the definition). */
export type NoOptions = Record<never, never>;

/** A rule's types: its compiled tables, the definition options that name it and its option on a piece type. */
export interface RuleTypesOf<Tables, Options = NoOptions, PieceOption = never> {
  /** What the rule's compile stage returns, held by the compiled variant's `rules` under the rule's name. */
  readonly tables: Tables;
  /** The rule's fields of `VariantDefinition`. */
  readonly options: Options;
  /** The rule's option on a piece type: the field of `PieceType.rules` named as the rule (`never`: it has none). */
  readonly piece: PieceOption;
}

/** The tables of a rule a piece type takes part in by a flag (`PieceType.rules.<rule>: true`, `piece-flags.ts`). */
export interface TypeFlags {
  /** Per type: 1 when the type has the rule's flag. */
  readonly types: Uint8Array;
}

/**
 * The tables of a rule whose pieces act on the pieces in a zone around them (freeze, burn, pinch), which the rule's
 * own tables extend.
 */
export interface ZoneTables {
  /** Per `(side * stride + type) * size + square`: the squares a piece of the type there acts on, or undefined. */
  readonly squares: readonly (readonly number[] | undefined)[];
  /** Per `acting type * stride + type`: 1 when a piece of that type is acted on by it (`victims`, default all). */
  readonly victim: Uint8Array;
}
