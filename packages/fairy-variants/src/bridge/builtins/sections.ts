/**
 * The form the built-in variants are written in: per section (`name` or `name:parent`, as a variants.ini header),
 * the keys it sets, as Fairy-Stockfish's `src/variant.cpp` sets them — a family's shared keys spread from one
 * constant, each member adding only its differences — and `sectionsText`, which writes them as variants.ini text.
 */

/** A key's value as variants.ini states it (booleans and numbers as the engine reads their text). */
export type BuiltinValue = string | number | boolean;

/** Sections by header (`name:parent`, or `name` for a section built on the engine's defaults), in file order. */
export type BuiltinSections = Readonly<Record<string, Readonly<Record<string, BuiltinValue>>>>;

/** The sections as variants.ini text: each `[header]` on a line of its own after a blank line, then `key = value` lines. */
export function sectionsText(sections: BuiltinSections): string {
  let out = '';
  for (const [header, keys] of Object.entries(sections)) {
    out += `\n[${header}]\n`;
    for (const [key, value] of Object.entries(keys)) out += `${key} = ${value}\n`;
  }
  return out;
}
