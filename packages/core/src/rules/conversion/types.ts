/** The conversion rule's compiled tables. */
import type { RuleTypesOf, NoOptions } from '../module/rule-types-of.js';
import type { Conversion } from './definition.js';

/** The conversion rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<ConversionTables, NoOptions, Conversion>;

/** The compiled conversion rule. */
export interface ConversionTables {
  /** conversion by attack (kind `attack`): the paths of each type's conversion atoms; undefined when no type converts so. */
  readonly paths: ConvertPaths | undefined;
  /** conversion moves (kind `move`): the conversion moves' paths and guards; undefined when no type has them. */
  readonly moves: ConvertMoveTables | undefined;
}

/** What the engine reads to generate conversion moves (`engine/pseudo-legal/gen-convert.ts`). */
export interface ConvertMoveTables {
  /** Per `(side * stride + type) * size + square`: the paths of the type's atoms without `notInCheck`. */
  readonly paths: readonly (readonly (readonly number[])[] | undefined)[];
  /** The same for its `notInCheck` atoms (used only while the side is not in check). */
  readonly calmPaths: readonly (readonly (readonly number[])[] | undefined)[];
  /** Per `(victim side * stride + converting type) * size + victim square`: its guard squares, or undefined. */
  readonly guard: readonly (readonly number[] | undefined)[];
}

/** Per `(side * stride + type) * size + square`: the paths of the type's conversion-by-attack atoms, or undefined. */
export type ConvertPaths = readonly (readonly (readonly number[])[] | undefined)[];
