/**
 * `@x/fbr/vocabulary`: the notation's tables as data — MBN/Betza modifier letters and their classes, the C/CIF
 * rule table (attributes, facts, implicit rules) and the atoms of MBN and Betza letters, with `resolveAtom`.
 */
export {
  mbnModifiers,
  DIRECTION_LETTERS,
  BETZA_MODIFIER_LETTERS,
  MODIFIER_CLASSES,
} from './parse/modifiers.js';
export type { ModifierClass, ModifierSpec } from './parse/modifiers.js';
export {
  ruleTable,
  implicitRules,
  PREFIX_LINKED_RULES,
  type AttributeSpec,
  type FactSource,
  type Need,
  type RuleSpec,
} from './validate/rule-table.js';
export { mbnAtoms, betzaAtoms, resolveAtom, type AtomSpec } from './parse/atoms.js';
