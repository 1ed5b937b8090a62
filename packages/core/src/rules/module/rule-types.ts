/**
 * The rule modules' types, a line per rule (each rule folder's `types.ts` exports its `Types`: the definition options
 * that name the rule, its compiled tables and its piece option). The compiled variant's per-rule fields
 * (`RuleTables`), the variant definition's rule options (`RuleOptions`) and the piece types' `PieceRules` are built
 * from this list. The modules themselves are listed in `registry.ts`, which does not compile without a module for each
 * line here and a line here for each module (`modules.ts`). Two lists, not one, because these types sit below the
 * engine (the engine state holds a compiled variant) and a module's hooks run engine code above it: one list would be
 * an import cycle, of types. The rule folders' `types.ts` import only their `definition.ts` and `rule-types-of.ts`,
 * which import nothing.
 */
/** Each rule's types by the rule's name (each folder's `types.ts`), a line per rule, as in `registry.ts`. */
export interface RuleTypes {
  readonly alice: import('../alice/types.js').Types;
  readonly attackingDrops: import('../attacking-drops/types.js').Types;
  readonly axfChase: import('../axf-chase/types.js').Types;
  readonly boards: import('../boards/types.js').Types;
  readonly burn: import('../burn/types.js').Types;
  readonly captureOnly: import('../capture-only/types.js').Types;
  readonly chase: import('../chase/types.js').Types;
  readonly conversion: import('../conversion/types.js').Types;
  readonly drops: import('../drops/types.js').Types;
  readonly endangered: import('../endangered/types.js').Types;
  readonly fairyMaterial: import('../fairy-material/types.js').Types;
  readonly freeze: import('../freeze/types.js').Types;
  readonly immovable: import('../immovable/types.js').Types;
  readonly lion: import('../lion/types.js').Types;
  readonly mateCheckers: import('../mate-checkers/types.js').Types;
  readonly moveRepetition: import('../move-repetition/types.js').Types;
  readonly mustEvade: import('../must-evade/types.js').Types;
  readonly noPassingCheck: import('../no-passing-check/types.js').Types;
  readonly noRetaliate: import('../no-retaliate/types.js').Types;
  readonly pinch: import('../pinch/types.js').Types;
  readonly protect: import('../protect/types.js').Types;
  readonly spacious: import('../spacious/types.js').Types;
  readonly standingPromotions: import('../standing-promotions/types.js').Types;
  readonly stymie: import('../stymie/types.js').Types;
  readonly swap: import('../swap/types.js').Types;
  readonly walk: import('../walk/types.js').Types;
  readonly wallChoices: import('../wall-choices/types.js').Types;
}

/** The name of a rule module. */
export type RuleName = keyof RuleTypes;

/** Each rule's tables under its name; undefined where the variant does not name the rule. */
export type RuleTables = { readonly [N in RuleName]: RuleTypes[N]['tables'] | undefined };

/** The intersection of the members of union `U`. */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every rule's definition options, one object type: `VariantDefinition` extends it. */
export type RuleOptions = Intersection<RuleTypes[RuleName]['options']>;

/** The rules with an option on piece types. */
type PieceRuleName = { [N in RuleName]: [RuleTypes[N]['piece']] extends [never] ? never : N }[RuleName];

/**
 * A piece's part in the rules that not every variant has (`PieceType.rules`): one option per rule, named as the rule
 * and defined in its folder (`rules/<rule>/definition.ts`; the piece's `rules.freeze` makes it a freezer, and so on).
 */
export type PieceRules = { readonly [N in PieceRuleName]?: RuleTypes[N]['piece'] };
