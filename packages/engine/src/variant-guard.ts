/**
 * Before a search: the engine plays the variant of the position it is given, or the search is refused — never a
 * position of one variant searched as another (a crazyhouse position searched as chess gives moves that are legal
 * and an evaluation that is wrong). A built-in variant the engine plays by name is set (`setVariant`, as
 * python-chess sets `UCI_Variant` from the board). A variant the engine plays from a file it was given
 * (`loadVariantFile`, SjaakII's variants file: a name no built-in has) is trusted to be the position's; a position
 * of a variant the engine cannot be set to while it plays a built-in is an `unsupported-variant` error.
 */
import type { VariantDefinition } from '@x/core';
import type { Engine } from './engine.js';
import { EngineError } from './errors.js';
import type { GameInput } from './types.js';
import { builtinChess960Name, builtinIdOf, builtinName, isBuiltin } from './variant-names.js';

/** What of an engine the check reads and sets. */
export type VariantHolder = Pick<Engine, 'name' | 'variant' | 'variants' | 'options' | 'setVariant'>;

/** The variant of a search's game. */
export function variantOf(game: GameInput): VariantDefinition {
  return 'start' in game ? game.start.variant : game.variant;
}

/**
 * Makes `engine` play `def` when it plays another built-in variant by name; `undefined` when it plays `def`
 * already (no wait). An `unsupported-variant` error when it cannot be set here.
 */
export function playVariant(
  engine: VariantHolder,
  def: VariantDefinition,
  signal?: AbortSignal,
): Promise<void> | undefined {
  const playing = builtinIdOf(engine.variant);
  const who = engine.name ?? 'the engine';
  if (isBuiltin(def)) {
    if (playing === def.id) return undefined;
    const name = builtinName(def, engine);
    if (name !== undefined) return engine.setVariant(name, signal);
    // a built-in it does not know by name, given as a file of its own (`variantFor`'s plan): it plays that
    if (playing === undefined) return undefined;
    throw new EngineError(
      'unsupported-variant',
      `${who} does not play ${def.id} (it plays ${listed(engine.variants)}); see variantFor`,
    );
  }
  // a variant of the caller's own: the engine was given one of its own (a name no built-in has), or this name
  // (read as the engine's names are: Fairy-Stockfish's `fischerandom` is `@x/core`'s `chess960`)
  if (playing === undefined || playing === (builtinIdOf(def.id) ?? def.id.toLowerCase())) return undefined;
  // a built-in with Chess960 castling (a `…960` tag's): that variant with UCI_Chess960
  const shuffled = builtinChess960Name(def, engine);
  if (shuffled !== undefined) return engine.setVariant(shuffled, signal);
  throw new EngineError(
    'unsupported-variant',
    `${who} was not given the variant ${def.id} (it plays ${engine.variant}); see variantFor`,
  );
}

/** An engine's variant names for a message: the first eight, then how many more. */
function listed(names: readonly string[]): string {
  return names.length <= 8
    ? names.join(', ')
    : `${names.slice(0, 8).join(', ')} and ${names.length - 8} more`;
}
