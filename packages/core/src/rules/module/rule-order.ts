/**
 * The registry's one hand-written line per rule: its place in the order of the rule modules. `pnpm rules`
 * (scripts/rules-registry.mjs) reads the rest of a rule's registration off its folder and writes the registry's lists
 * in this order (`registry.generated.ts`). The order is the engine's: the hooks of the rules a variant names run in it
 * (a move filter before the next, `hooks.ts`), the compile stages run in it (the first rule to refuse a definition
 * names the `VariantError`) and the docs' table of rules (core's docs/rules.md) lists the rules in it. A new rule goes
 * last unless its hooks must run before another's.
 */
export const ruleOrder = [
  'freeze',
  'protect',
  'stymie',
  'pinch',
  'burn',
  'walk',
  'swap',
  'alice',
  'boards',
  'drops',
  'standingPromotions',
  'wallChoices',
  'axfChase',
  'chase',
  'mateCheckers',
  'moveRepetition',
  'fairyMaterial',
  'captureOnly',
  'conversion',
  'lion',
  'mustEvade',
  'attackingDrops',
  'noRetaliate',
  'endangered',
  'noPassingCheck',
  'spacious',
  'immovable',
  'cannotBeChecked',
] as const;
