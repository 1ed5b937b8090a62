/**
 * The rule modules' types, a line per rule: the definition options that name the rule and its compiled tables. The
 * compiled variant's per-rule fields (`RuleTables`) and the variant definition's rule options (`RuleOptions`) are
 * built from this list, so a rule adds its options and tables here and nowhere else. The modules themselves (names,
 * compile stage, hooks, schema, doc) are listed in `registry.ts`, which does not compile without a module for each
 * line here and a line here for each module (`modules.ts`). Two lists, not one, because these types sit below the engine (the
 * engine state holds a compiled variant) and a module's hooks run engine code above it: one list would be an import
 * cycle, of types. This file imports only the rule folders' `types.ts` and `definition.ts`, which import nothing.
 */
import type { AliceTables } from '../alice/types.js';
import type { AttackingDropsOptions } from '../attacking-drops/definition.js';
import type { AttackingDropsTables } from '../attacking-drops/types.js';
import type { BoardsTables } from '../boards/types.js';
import type { Burn } from '../burn/definition.js';
import type { BurnTables } from '../burn/types.js';
import type { CaptureOnlyOptions } from '../capture-only/definition.js';
import type { CaptureOnlyTables } from '../capture-only/types.js';
import type { Conversion } from '../conversion/definition.js';
import type { ConversionTables } from '../conversion/types.js';
import type { DropTables } from '../drops/types.js';
import type { Freeze } from '../freeze/definition.js';
import type { FreezeTables } from '../freeze/types.js';
import type { LionTables } from '../lion/types.js';
import type { MustEvadeOptions } from '../must-evade/definition.js';
import type { Pinch } from '../pinch/definition.js';
import type { PinchTables } from '../pinch/types.js';
import type { Protect } from '../protect/definition.js';
import type { ProtectTables } from '../protect/types.js';
import type { StandingTables } from '../standing-promotions/types.js';
import type { Stymie } from '../stymie/definition.js';
import type { StymieTables } from '../stymie/types.js';
import type { SwapTables } from '../swap/types.js';
import type { WalkTables } from '../walk/types.js';

/** No definition options of the rule's own (it is named by options declared with the pieces or the definition). */
export type NoOptions = Record<never, never>;

/** A rule's types: its compiled tables, the definition options that name it and its option on a piece type. */
export interface RuleTypesOf<Tables, Options = NoOptions, PieceOption = never> {
  /** What the rule's compile stage returns, held by the compiled variant under the rule's name. */
  readonly tables: Tables;
  /** The rule's fields of `VariantDefinition`. */
  readonly options: Options;
  /** The rule's option on a piece type: the field of `PieceType.rules` named as the rule (`never`: it has none). */
  readonly piece: PieceOption;
}

/** Each rule's types by the rule's name, in the registry's order. */
export interface RuleTypes {
  readonly freeze: RuleTypesOf<FreezeTables, NoOptions, Freeze>;
  readonly protect: RuleTypesOf<ProtectTables, NoOptions, Protect>;
  readonly stymie: RuleTypesOf<StymieTables, NoOptions, Stymie>;
  readonly pinch: RuleTypesOf<PinchTables, NoOptions, Pinch>;
  readonly burn: RuleTypesOf<BurnTables, NoOptions, Burn>;
  readonly walk: RuleTypesOf<WalkTables>;
  readonly swap: RuleTypesOf<SwapTables>;
  readonly alice: RuleTypesOf<AliceTables>;
  readonly boards: RuleTypesOf<BoardsTables>;
  readonly drops: RuleTypesOf<DropTables>;
  readonly standingPromotions: RuleTypesOf<StandingTables>;
  readonly wallChoices: RuleTypesOf<true>;
  readonly axfChase: RuleTypesOf<true>;
  readonly chase: RuleTypesOf<true>;
  readonly mateCheckers: RuleTypesOf<true>;
  readonly moveRepetition: RuleTypesOf<true>;
  readonly fairyMaterial: RuleTypesOf<true>;
  readonly captureOnly: RuleTypesOf<CaptureOnlyTables, CaptureOnlyOptions>;
  readonly conversion: RuleTypesOf<ConversionTables, NoOptions, Conversion>;
  readonly lion: RuleTypesOf<LionTables>;
  readonly mustEvade: RuleTypesOf<true, MustEvadeOptions>;
  readonly attackingDrops: RuleTypesOf<AttackingDropsTables, AttackingDropsOptions>;
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
