/** The cannot-be-checked rule's types: a flag per piece type. */
import type { NoOptions, RuleTypesOf, TypeFlags } from '../module/rule-types-of.js';
import type { CannotBeChecked } from './definition.js';

/** The cannot-be-checked rule's types, as `module/rule-types.generated.ts` lists them. */
export type Types = RuleTypesOf<TypeFlags, NoOptions, CannotBeChecked>;
