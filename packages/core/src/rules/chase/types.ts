/** The chase rule's types (`module/rule-types.ts` lists them): no tables but `true`. */
import type { RuleTypesOf } from '../module/rule-types-of.js';

/** The chase rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<true>;
