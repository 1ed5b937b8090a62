/** The endangered rule's types: a flag per piece type. */
import type { NoOptions, RuleTypesOf, TypeFlags } from '../module/rule-types-of.js';
import type { Endangered } from './definition.js';

/** The endangered rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<TypeFlags, NoOptions, Endangered>;
