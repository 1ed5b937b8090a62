/**
 * How an engine can play an `@x/core` variant: by a name it knows (`UCI_Variant`, XBoard `variant`), or from a
 * definition file written for it — a variants.ini section by `@x/fairy-variants` `fromVariant`, loaded through
 * Fairy-Stockfish's `VariantPath`, or a variants.txt block by `@x/sjaak-variants` `fromVariant`, given on SjaakII's
 * command line — or not at all, with the reason. Never a silent fallback to chess.
 */
import type { VariantDefinition } from '@x/core';
import { builtinVariant, fromVariant } from '@x/fairy-variants';
import { fromVariant as sjaakBlock } from '@x/sjaak-variants';
import { EngineError } from './errors.js';
import { declaredOption, type Engine } from './engine.js';
import { quirksOf } from './quirks.js';
import { builtinChess960Name, builtinName, isBuiltin, isChess960Form } from './variant-names.js';

/** How an engine plays a variant. */
export type VariantPlan =
  /** A name the engine knows; `Engine.setVariant(name)`. */
  | { readonly kind: 'builtin'; readonly name: string }
  /**
   * A definition file to load, then the `name` it defines: `fairy-ini` through the `VariantPath` option
   * (`loadVariantFile` of `@x/engine/node`), `sjaak` given on SjaakII's command line (`spawnEngine`'s
   * `variantsText`, or its `variant`, which does it all).
   */
  | {
      readonly kind: 'file';
      readonly format: 'fairy-ini' | 'sjaak';
      readonly name: string;
      readonly text: string;
    };

/** What of an engine `variantFor` reads. */
export type EngineTraits = Pick<Engine, 'protocol' | 'name' | 'variants' | 'options'>;

/**
 * How `engine` can play `def`, or an `unsupported-variant` error saying why not (the first thing the written file
 * could not express, or that the engine loads no files).
 */
export function variantFor(def: VariantDefinition, engine: EngineTraits): VariantPlan {
  if (isBuiltin(def)) {
    const name = builtinName(def, engine);
    if (name !== undefined) return { kind: 'builtin', name };
  }
  // One of Fairy-Stockfish's own built-ins as `@x/fairy-variants` reads it (`builtinVariant`): that engine's of the name
  if (isFairy(engine) && engine.variants.includes(def.id) && builtinVariant(def.id) === def)
    return { kind: 'builtin', name: def.id };
  const shuffled = chess960Name(def, engine);
  if (shuffled !== undefined) return { kind: 'builtin', name: shuffled };
  if (isSjaak(engine)) return sjaakFile(def, engine);
  return fairyFile(def, engine);
}

/**
 * The name (`seirawan960`) under which a UCI engine with `UCI_Chess960` plays `def`, the Chess960 form of one of
 * `@x/core`'s built-ins or of the engine's own Fairy-Stockfish built-ins; else undefined.
 */
function chess960Name(def: VariantDefinition, engine: EngineTraits): string | undefined {
  const core = builtinChess960Name(def, engine);
  if (core !== undefined || !isFairy(engine) || !def.id.endsWith('960')) return core;
  if (declaredOption(engine, 'UCI_Chess960') === undefined) return undefined;
  const id = def.id.slice(0, -3);
  return engine.variants.includes(id) && isChess960Form(def, builtinVariant(id)) ? `${id}960` : undefined;
}

/** Whether the engine is a Fairy-Stockfish, whose built-in variants `builtinVariant` reads. */
function isFairy(engine: Pick<Engine, 'name'>): boolean {
  return quirksOf(engine.name).fairyBuiltins;
}

/** A writer's message that is (or only wraps) a definition field's name: `fairyMaterial`, `.rules.freeze`. */
const FIELD_NAMED =
  /^(?:the end rule )?\.?[a-z]+(?:[A-Z][a-z]*)*(?:\.[a-z]+(?:[A-Z][a-z]*)*)*(?: \(not written for SjaakII\))?$/;

/**
 * A writer's refusal in words: its message, unless that names a definition field (words of the code, not of a
 * user), then what its code says (`unexpressible-end-rule`: an end rule).
 */
function reasonOf(diagnostic: { readonly code: string; readonly message: string } | undefined): string {
  if (diagnostic === undefined) return 'something it has no words for';
  if (!FIELD_NAMED.test(diagnostic.message)) return diagnostic.message;
  const what = diagnostic.code.replace(/^(?:unexpressible|unsupported)-/, '').replaceAll('-', ' ');
  return `${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} it has no words for`;
}

/** Whether the engine is SjaakII, which reads variants from a variants.txt named on its command line. */
export function isSjaak(engine: Pick<Engine, 'name'>): boolean {
  return quirksOf(engine.name).variantsOnCommandLine;
}

/**
 * `def` as a SjaakII variants.txt block, under a name the engine does not know already (its own variant of that
 * name would be played instead), or why it cannot be written.
 */
function sjaakFile(def: VariantDefinition, engine: EngineTraits): VariantPlan {
  let block = sjaakBlock(def);
  if (engine.variants.includes(block.name)) block = sjaakBlock(def, { name: `x-${block.name}` });
  if (!block.complete) {
    const first = block.diagnostics.find((d) => d.severity === 'error');
    throw new EngineError(
      'unsupported-variant',
      `a SjaakII variants.txt block cannot express ${def.id}: ${reasonOf(first)}`,
    );
  }
  return { kind: 'file', format: 'sjaak', name: block.name, text: block.text };
}

/** `def` as a variants.ini section for a Fairy-Stockfish that loads files, or why it cannot be. */
function fairyFile(def: VariantDefinition, engine: EngineTraits): VariantPlan {
  if (declaredOption(engine, 'VariantPath') === undefined)
    throw new EngineError(
      'unsupported-variant',
      `${engine.name ?? 'the engine'} knows no variant ${def.id} and loads no variants.ini`,
    );
  const section = fromVariant(def);
  if (!section.complete) {
    const first = section.diagnostics.find((d) => d.severity === 'error');
    throw new EngineError(
      'unsupported-variant',
      `a variants.ini section cannot express ${def.id}: ${reasonOf(first)}`,
    );
  }
  if (/^\s*customPiece/m.test(section.text) && quirksOf(engine.name).noCustomPieces)
    throw new EngineError(
      'unsupported-variant',
      `${def.id} needs custom pieces (customPiece), which ${engine.name} does not read: use SjaakII or a newer Fairy-Stockfish`,
    );
  return { kind: 'file', format: 'fairy-ini', name: section.name, text: section.text };
}
