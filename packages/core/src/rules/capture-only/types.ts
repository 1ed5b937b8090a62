/** The capture only rule's compiled tables. */
import type { RuleTypesOf } from '../module/rule-types-of.js';
import type { CaptureOnlyOptions } from './definition.js';

/** The capture only rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<CaptureOnlyTables, CaptureOnlyOptions>;

/** The compiled capture-only zones. */
export interface CaptureOnlyTables {
  /** Per `(side * stride + type) * size + square`: 1 where a piece of that side and type enters only by capturing. */
  readonly closed: Uint8Array;
}
