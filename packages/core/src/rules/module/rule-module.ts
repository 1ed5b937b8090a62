/**
 * A rule module: everything of one rule that not every variant uses, in its own folder of `rules/` — the options
 * that name it, its schema fragment, its compile stage and tables, the engine code that plays it (hook points the
 * engine calls for the variants that have the rule's tables) and its entry in the docs. `registry.ts` lists the
 * modules, `rule-types.ts` their options and tables types; the compiled variant holds each module's tables under its
 * name in its `rules`, and the hooks, the schema and the docs' table of rules are read off the registry.
 */
import type { z } from 'zod';
import type { VariantDefinition } from '../../variant/definition.js';
import type { BuildContext } from '../../variant/compile/context.js';
import type { AtomTables } from '../../variant/compile/atoms.js';
import type { RayTables } from '../../variant/compile/rays.js';
import type { SchemaParts } from '../../schema/rule-parts.js';
import type { RuleName, RuleTypes } from './rule-types.js';

/** The tables of the compile stages every variant runs, which a rule's compile stage may read. */
export interface BaseTables {
  readonly rays: RayTables;
  readonly atoms: AtomTables;
}

/**
 * A rule's entry in the docs (core's docs/rules.md): the `doc` of its folder's `doc.ts`, which only the docs' test reads
 * (off the registry), so the text stays out of the bundles.
 */
export interface RuleDoc {
  /** What names the rule in a definition, and what it does (markdown, one line). */
  readonly about: string;
  /**
   * The registered rules it does not combine with, whatever their options (compiling a definition that names both
   * throws `VariantError`); a refusal is listed by both rules.
   */
  readonly refuses?: readonly RuleName[];
  /** Its code is supplied at run time (`supplied.ts`) rather than part of `import * from '@x/core'`. */
  readonly supplied?: boolean;
}

/**
 * A rule's schema fragment (`ruleSchemaFragments` of `registry.ts` lists them): the zod schema of its option, named as the rule, built from the
 * parts `@x/core/schema` passes in (so that zod stays out of the engine's bundles).
 */
export interface RuleSchema {
  /** Where the option is: a field of each piece type's `rules` (`PieceType.rules`, `PieceRules`) or of the definition. */
  readonly on: 'piece' | 'definition';
  /** The option's schema (required: `@x/core/schema` makes it optional). */
  build(parts: SchemaParts): z.ZodType;
}

/** One rule: its name, whether a definition names it, and its compile stage. */
export interface RuleModule<Name extends RuleName = RuleName> {
  /** The rule's name: the key of its tables in the compiled variant's `rules`, of its types and of its option. */
  readonly name: Name;
  /** Whether `def` names the rule (a piece with its option, a definition field). */
  names(def: VariantDefinition): boolean;
  /**
   * The rule's tables for a definition that names it (`names(def)`): flat typed arrays indexed as the engine reads
   * them. Throws `VariantError` for a use of the rule the engine does not play.
   */
  compile(ctx: BuildContext, base: BaseTables): RuleTypes[Name]['tables'];
}

/** The code of a supplied rule (`supplied.ts`), as the compile stage sees it: its name. */
export interface RuleCode<Name extends string> {
  /** The rule's name in the registry. */
  readonly name: Name;
}
