/**
 * `@x/core`'s built-in variants by the names engines give them (`normal` is chess over XBoard, `threecheck` is
 * `3check`), and whether a definition is one of them: what `variantFor` plans by name, and what a search checks
 * the engine plays (`variant-guard.ts`). Reads `@x/core` only: a page that drives an engine over a WebSocket loads
 * no variants-file writer for it.
 */
import type { VariantDefinition } from '@x/core';
import { chess960Form, variants as builtins } from '@x/core/variant';
import { declaredOption, type Engine } from './engine.js';

/** The names engines use for `@x/core`'s built-in variants, where they differ from its id. */
const ALIASES: ReadonlyMap<string, readonly string[]> = new Map([
  ['chess', ['chess', 'normal', 'fide_chess']],
  ['3check', ['3check', 'threecheck']],
  ['antichess', ['antichess', 'suicide']],
  ['kingofthehill', ['kingofthehill', 'koth']],
  ['chess960', ['chess960', 'fischerandom']],
]);

/** `@x/core`'s built-ins by their `id`. */
const BUILTINS: ReadonlyMap<string, VariantDefinition> = new Map(
  Object.values(builtins).map((v) => [v.id, v]),
);

/** The built-in id of each alias (`normal` → `chess`). */
const ID_OF_ALIAS: ReadonlyMap<string, string> = new Map(
  [...ALIASES].flatMap(([id, names]) => names.map((name) => [name, id] as const)),
);

/** Definitions already compared with their built-in (a search asks for each position). */
const known = new WeakMap<VariantDefinition, boolean>();

/** Whether `def` is `@x/core`'s built-in of its id, unchanged (the same object, or equal to it). */
export function isBuiltin(def: VariantDefinition): boolean {
  const own = BUILTINS.get(def.id);
  if (own === undefined) return false;
  if (own === def) return true;
  let same = known.get(def);
  if (same === undefined) {
    same = JSON.stringify(own) === JSON.stringify(def);
    known.set(def, same);
  }
  return same;
}

/**
 * The name under which `engine` plays the built-in variant `def` (one of its `variants`, or `chess960` for a
 * UCI engine with `UCI_Chess960`), or undefined when it plays none of its names.
 */
export function builtinName(
  def: VariantDefinition,
  engine: Pick<Engine, 'variants' | 'options'>,
): string | undefined {
  const name = (ALIASES.get(def.id) ?? [def.id]).find((n) => engine.variants.includes(n));
  if (name !== undefined) return def.id === 'chess960' ? 'chess960' : name;
  if (def.id === 'chess960' && declaredOption(engine, 'UCI_Chess960') !== undefined) return 'chess960';
  return undefined;
}

/** The id of the built-in variant an engine's variant name stands for (`normal` → `chess`), or undefined. */
export function builtinIdOf(name: string): string | undefined {
  const lower = name.toLowerCase();
  return ID_OF_ALIAS.get(lower) ?? (BUILTINS.has(lower) ? lower : undefined);
}

/**
 * Whether `def` is `origin`'s Chess960 form (`chess960Form`: the form a `…960` tag's variant is made as), or an equal
 * copy of it (a definition read back from JSON).
 */
export function isChess960Form(def: VariantDefinition, origin: VariantDefinition | undefined): boolean {
  if (origin?.castling === undefined || origin.castling.chess960 || def.id !== `${origin.id}960`)
    return false;
  const form = chess960Form(origin);
  return form === def || JSON.stringify(form) === JSON.stringify(def);
}

/**
 * The name (`crazyhouse960`) under which a UCI engine with `UCI_Chess960` plays `def`, the Chess960 form of one of
 * `@x/core`'s built-ins (`isChess960Form`) it knows by name; else undefined.
 */
export function builtinChess960Name(
  def: VariantDefinition,
  engine: Pick<Engine, 'variants' | 'options'>,
): string | undefined {
  if (declaredOption(engine, 'UCI_Chess960') === undefined) return undefined;
  const origin = def.id.endsWith('960') ? BUILTINS.get(def.id.slice(0, -3)) : undefined;
  if (origin === undefined || !isChess960Form(def, origin)) return undefined;
  const name = builtinName(origin, engine);
  return name !== undefined && name !== 'chess960' ? `${name}960` : undefined;
}
