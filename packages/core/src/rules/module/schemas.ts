/**
 * The rule modules' schema fragments (each rule folder's `schema.ts`), a line per rule, for `@x/core/schema` only: the
 * fragments are built here from zod's parts, so zod stays out of the engine's bundles, and the list is not a field
 * of the registry's modules, so the bundles that compile variants do not carry the fragments.
 */
import type { z } from 'zod';
import { schemaParts } from '../../schema/rule-parts.js';
import type { RuleSchema } from './rule-module.js';
import type { RuleName } from './rule-types.js';
import { burnSchema } from '../burn/schema.js';
import { freezeSchema } from '../freeze/schema.js';
import { pinchSchema } from '../pinch/schema.js';
import { protectSchema } from '../protect/schema.js';
import { stymieSchema } from '../stymie/schema.js';
import { captureOnlySchema } from '../capture-only/schema.js';
import { conversionSchema } from '../conversion/schema.js';
import { mustEvadeSchema } from '../must-evade/schema.js';

/** The schema fragment of each rule whose option `@x/core/schema` does not declare itself, by rule name. */
export const ruleSchemaFragments: Readonly<Partial<Record<RuleName, RuleSchema>>> = {
  freeze: freezeSchema,
  protect: protectSchema,
  stymie: stymieSchema,
  pinch: pinchSchema,
  burn: burnSchema,
  conversion: conversionSchema,
  captureOnly: captureOnlySchema,
  mustEvade: mustEvadeSchema,
};

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
