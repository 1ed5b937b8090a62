/** `canonicalize`: the canonical string for input whose only fault is hand order or aggregation. */
import { parse } from './parse.js';
import { stringify } from './stringify.js';
import type { ParseOptions } from './types.js';

/**
 * Aggregates and re-sorts the hands of `text` and returns the canonical FEEN string; every other rule is
 * applied strictly (so `K PP/ C/c` still fails, on cardinality). Throws `FeenError`.
 */
export function canonicalize(text: string, options?: Omit<ParseOptions, 'canonicalizeHands'>): string {
  const limits = options?.limits;
  return stringify(parse(text, { ...options, canonicalizeHands: true }), limits ? { limits } : {});
}
