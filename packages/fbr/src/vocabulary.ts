/**
 * `@x/fbr/vocabulary`: the notation's tables as data — the MBN modifiers (`mbnModifiers`), the C/CIF rule table
 * (attributes, facts) and the atoms of Betza letters, with `resolveAtom` (an MBN or Betza letter's vector).
 */
export { mbnModifiers } from './parse/modifiers.js';
export { ruleTable } from './validate/rule-table.js';
export { betzaAtoms, resolveAtom } from './parse/atoms.js';
