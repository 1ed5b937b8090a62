/**
 * `@x/fbr/vocabulary`: the notation's tables as data — the MBN modifiers (`mbnModifiers`), the C/CIF rule table
 * (attributes, facts, implicit rules) and the atoms of MBN and Betza letters, with `resolveAtom`.
 */
export { mbnModifiers } from './parse/modifiers.js';
export { ruleTable, implicitRules } from './validate/rule-table.js';
export { mbnAtoms, betzaAtoms, resolveAtom } from './parse/atoms.js';
