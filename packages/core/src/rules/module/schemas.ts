/**
 * The rule modules' schema fragments by rule name, read off the registry (`RuleModule.schema`), for `@x/core/schema`
 * only: the fragments are built here from zod's parts, so zod stays out of the engine's bundles.
 */
import type { z } from 'zod';
import { schemaParts } from '../../schema/parts.js';
import type { RuleModule, RuleSchema } from './rule-module.js';
import { ruleModules } from './registry.js';

/**
 * The options of the rules in `modules` that are fields `on` each piece type or on the definition, each optional, by
 * rule name: spread into the piece type's or the variant definition's schema.
 */
export function ruleSchemas(
  on: RuleSchema['on'],
  modules: readonly RuleModule[] = ruleModules,
): Record<string, z.ZodOptional<z.ZodType>> {
  const out: Record<string, z.ZodOptional<z.ZodType>> = {};
  for (const m of modules) if (m.schema?.on === on) out[m.name] = m.schema.build(schemaParts).optional();
  return out;
}
