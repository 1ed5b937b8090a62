/**
 * The rule modules' schemas for `@x/core/schema` only: the registry's fragments (`ruleSchemaFragments`, each rule
 * folder's `schema.ts`) built here from zod's parts, so zod stays out of the engine's bundles.
 */
import type { z } from 'zod';
import { schemaParts } from '../../schema/rule-parts.js';
import type { RuleSchema } from './rule-module.js';
import { ruleSchemaFragments } from './registry.js';

/**
 * The options of the rules of `fragments` that are `on` each piece type (fields of its `rules`, `PieceRules`) or on
 * the definition, each optional, by rule name: the piece type's `rules` object, or spread into the variant
 * definition's schema.
 */
export function ruleSchemas(
  on: RuleSchema['on'],
  fragments: Readonly<Partial<Record<string, RuleSchema>>> = ruleSchemaFragments,
): Record<string, z.ZodOptional<z.ZodType>> {
  const out: Record<string, z.ZodOptional<z.ZodType>> = {};
  for (const [name, f] of Object.entries(fragments))
    if (f?.on === on) out[name] = f.build(schemaParts).optional();
  return out;
}
