/**
 * The rule modules' types. `RuleTypes` (`rule-types.generated.ts`, written by `pnpm rules` from each rule folder's
 * `types.ts`, which exports its `Types`: the definition options that name the rule, its compiled tables and its piece
 * option) holds them by rule name; the compiled variant's `rules` (`RuleTables`), the variant definition's rule
 * options (`RuleOptions`) and the piece types' `PieceRules` are built from it here. The modules themselves are listed
 * in `registry.ts`, which does not compile without a module for each rule here and a rule here for each module. Two
 * lists, not one, because these types sit below the engine (the engine state holds a compiled variant) and a module's
 * hooks run engine code above it: one list would be an import cycle, of types. The rule folders' `types.ts` import
 * only their `definition.ts` and `rule-types-of.ts`, which import nothing.
 */
import type { RuleTypes } from './rule-types.generated.js';

export type { RuleTypes } from './rule-types.generated.js';

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
