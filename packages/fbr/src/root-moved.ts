/**
 * The deprecated aliases of the root `@x/fbr`, kept for one minor version, each the very same value: values that
 * moved to `@x/fbr/vocabulary` (issue #39: at most 70 names per package root), and code lists under their names
 * from before every package named them `*_ERROR_CODES`.
 */
import { COMPILE_ERROR_CODES } from './compile/types.js';
import {
  mbnModifiers as mbnModifiersMoved,
  DIRECTION_LETTERS as DIRECTION_LETTERSMoved,
  BETZA_MODIFIER_LETTERS as BETZA_MODIFIER_LETTERSMoved,
  MODIFIER_CLASSES as MODIFIER_CLASSESMoved,
} from './parse/modifiers.js';
import {
  ruleTable as ruleTableMoved,
  implicitRules as implicitRulesMoved,
  PREFIX_LINKED_RULES as PREFIX_LINKED_RULESMoved,
} from './validate/rule-table.js';
import {
  mbnAtoms as mbnAtomsMoved,
  betzaAtoms as betzaAtomsMoved,
  resolveAtom as resolveAtomMoved,
} from './parse/atoms.js';
import { SEMANTIC_ERROR_CODES } from './validate/validate.js';

/** @deprecated Import `mbnModifiers` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const mbnModifiers = mbnModifiersMoved;
/** @deprecated Import `DIRECTION_LETTERS` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const DIRECTION_LETTERS = DIRECTION_LETTERSMoved;
/** @deprecated Import `BETZA_MODIFIER_LETTERS` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const BETZA_MODIFIER_LETTERS = BETZA_MODIFIER_LETTERSMoved;
/** @deprecated Import `MODIFIER_CLASSES` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const MODIFIER_CLASSES = MODIFIER_CLASSESMoved;
/** @deprecated Import `ruleTable` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const ruleTable = ruleTableMoved;
/** @deprecated Import `implicitRules` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const implicitRules = implicitRulesMoved;
/** @deprecated Import `PREFIX_LINKED_RULES` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const PREFIX_LINKED_RULES = PREFIX_LINKED_RULESMoved;
/** @deprecated Import `mbnAtoms` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const mbnAtoms = mbnAtomsMoved;
/** @deprecated Import `betzaAtoms` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const betzaAtoms = betzaAtomsMoved;
/** @deprecated Import `resolveAtom` from `@x/fbr/vocabulary`; the root alias goes in the next minor. */
export const resolveAtom = resolveAtomMoved;

/** @deprecated Use `SEMANTIC_ERROR_CODES` (every package names its code lists `*_ERROR_CODES`). */
export const SEMANTIC_CODES = SEMANTIC_ERROR_CODES;
/** @deprecated Use `COMPILE_ERROR_CODES` (every package names its code lists `*_ERROR_CODES`). */
export const COMPILE_CODES = COMPILE_ERROR_CODES;
