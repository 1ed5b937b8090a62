/** The rules' folder, from the repository's root (see rules-registry.mjs). */
export const RULES_DIR: string;
/** The files the generator writes, in the rules' `module/` (see rules-registry.mjs). */
export const GENERATED_FILES: readonly string[];
/** A rule folder's name (kebab case) as the rule's name (camel case). */
export function camelOf(folder: string): string;
/** The rule names of `rule-order.ts`'s text; throws naming the line that is not `  '<rule>',`. */
export function parseRuleOrder(text: string): string[];
/** The text of each rule folder's files the convention reads, by folder name then file name. */
export type RuleFolders = Readonly<Record<string, Readonly<Record<string, string>>>>;
/** One rule as the generator reads it off its folder. */
export interface ReadRule {
  readonly folder: string;
  readonly name: string;
  readonly place: number;
  readonly schema: 'own' | 'flag' | undefined;
  readonly hooks: boolean;
}
/** The rules of `folders` checked against the convention, in `order`; throws naming the file that breaks it. */
export function readRules(folders: RuleFolders, order: readonly string[]): ReadRule[];
/** The generated files' text by file name, from the folders' files and `rule-order.ts`'s text (pure). */
export function generateRuleRegistry(folders: RuleFolders, orderText: string): Record<string, string>;
/** The rule folders under `rulesDir` (their files' text) and `rule-order.ts`'s text. */
export function readRuleFolders(rulesDir: string): { folders: RuleFolders; orderText: string };
