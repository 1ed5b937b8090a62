/**
 * A variant's Chess960 form: the same definition with Chess960 castling, `960` after its id and name — what a
 * `…960` name plays (pychess-variants' `Crazyhouse960` tag, an engine's `UCI_Variant crazyhouse` with
 * `UCI_Chess960`).
 */
import type { VariantDefinition } from './definition.js';
import { chess, chess960 } from './builtins/chess.js';

/** Each definition's Chess960 form, made once. */
const forms = /* @__PURE__ */ new WeakMap<VariantDefinition, VariantDefinition>();

/**
 * The Chess960 form of `definition` (the same object for the same definition; `variants.chess960` for chess), or
 * `definition` itself when it has no castling or castles as Chess960 already.
 *
 * @example chess960Form(variants.crazyhouse).id // 'crazyhouse960'
 */
export function chess960Form(definition: VariantDefinition): VariantDefinition {
  const castling = definition.castling;
  if (castling === undefined || castling.chess960) return definition;
  if (definition === chess) return chess960;
  let form = forms.get(definition);
  if (form === undefined) {
    form = {
      ...definition,
      id: `${definition.id}960`,
      name: `${definition.name}960`,
      castling: { ...castling, chess960: true },
    };
    forms.set(definition, form);
  }
  return form;
}
