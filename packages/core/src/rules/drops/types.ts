/** The drops rule's compiled tables. */
import type { RuleTypesOf } from '../module/rule-types-of.js';

/** The drops rule's types, as `module/rule-types.ts` lists them. */
export type Types = RuleTypesOf<DropTables>;

/** Drop rule tables. */
export interface DropTables {
  /** Drop zone mask per (side, type), or undefined for anywhere. */
  readonly zone: readonly (Uint8Array | undefined)[];
  /** Per type: the count of its pieces on a file at which its drop there is refused (0: no limit). */
  readonly noDoubled: Uint8Array;
  /** Per type: 1 when its drop may not mate. */
  readonly noDropMate: Uint8Array;
  /** Per type: 1 when its drop may not give check. */
  readonly noDropCheck: Uint8Array;
  /** Per (side, type): squares where a dropped piece could never move (when dead drops are forbidden), or undefined. */
  readonly dead: readonly (Uint8Array | undefined)[];
}
