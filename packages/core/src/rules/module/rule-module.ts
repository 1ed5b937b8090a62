/**
 * A rule module: everything of one rule that not every variant uses, in its own folder of `rules/` — the piece or
 * definition option that names it, its schema fragment, its compile stage and tables, and the engine code that
 * plays it. `registry.ts` lists the modules; the compiled variant holds each module's tables under its name. The
 * engine code runs through hook points (`rule-hooks.ts`, listed in `hooks.ts`) where the engine calls it for the
 * variants that have the rule's tables.
 */
import type { VariantDefinition } from '../../variant/definition.js';
import type { BuildContext } from '../../variant/compile/context.js';
import type { AtomTables } from '../../variant/compile/atoms.js';
import type { RayTables } from '../../variant/compile/rays.js';

/** The tables of the compile stages every variant runs, which a rule's compile stage may read. */
export interface BaseTables {
  readonly rays: RayTables;
  readonly atoms: AtomTables;
}

/** One rule: its name, whether a definition names it, and its compile stage. */
export interface RuleModule<Name extends string, Tables> {
  /** The rule's name: the key of its tables in the compiled variant and of its schema fragment. */
  readonly name: Name;
  /** Whether `def` names the rule (a piece with its option, a definition field). */
  names(def: VariantDefinition): boolean;
  /**
   * The rule's tables for a definition that names it (`names(def)`): flat typed arrays indexed as the engine reads
   * them. Throws `VariantError` for a use of the rule the engine does not play.
   */
  compile(ctx: BuildContext, base: BaseTables): Tables;
}

/** The tables type of a rule module. */
export type TablesOf<M> = M extends RuleModule<string, infer T> ? T : never;

/** The code of a supplied rule (`supplied.ts`), as the compile stage sees it: its name. */
export interface RuleCode<Name extends string> {
  /** The rule's name in the registry. */
  readonly name: Name;
}
