/**
 * The rule modules' schema fragments by rule name (`@x/core/schema` only: zod stays out of the engine's bundles).
 * Typed by the registry: a registered rule without its fragment, or a fragment of no rule, does not compile.
 */
import type { z } from 'zod';
import { burnSchema } from './burn/schema.js';
import { freezeSchema } from './freeze/schema.js';
import { pinchSchema } from './pinch/schema.js';
import { protectSchema } from './protect/schema.js';
import { stymieSchema } from './stymie/schema.js';
import { captureOnlySchema } from './capture-only/schema.js';
import { conversionSchema } from './conversion/schema.js';
import type { RuleName } from './registry.js';
import type { SuppliedRuleName } from './supplied.js';

/**
 * The definition options of the rules named by a definition field of their own that `@x/core/schema` leaves to the
 * rule, each optional: spread into the variant definition's schema.
 */
export const ruleDefinitionSchemas = {
  captureOnly: captureOnlySchema.optional(),
} satisfies Partial<Record<RuleName, z.ZodType>>;

/**
 * The piece options of the rules, each optional: the piece type's `rules` object (`PieceRules`; the supplied rules,
 * `walk`, `lion` and the rules of `ruleDefinitionSchemas` are named by definition fields that have their own schema).
 */
export const ruleSchemas = {
  freeze: freezeSchema.optional(),
  protect: protectSchema.optional(),
  stymie: stymieSchema.optional(),
  pinch: pinchSchema.optional(),
  burn: burnSchema.optional(),
  conversion: conversionSchema.optional(),
} satisfies Record<
  Exclude<
    RuleName,
    | 'walk'
    | 'swap'
    | 'alice'
    | 'boards'
    | 'drops'
    | 'lion'
    | SuppliedRuleName
    | keyof typeof ruleDefinitionSchemas
  >,
  z.ZodType
>;
