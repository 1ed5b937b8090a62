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
export {
  ruleTable,
  implicitRules,
  PREFIX_LINKED_RULES,
} from './validate/rule-table.js';
export { mbnAtoms, betzaAtoms, resolveAtom } from './parse/atoms.js';
