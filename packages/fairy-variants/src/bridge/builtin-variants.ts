/**
 * Fairy-Stockfish's 121 built-in variants that a section may name as its parent, written as variants.ini
 * sections of our own: each states, key by key, the rules the engine's `src/variant.cpp` (GPL-3.0) gives
 * that variant — facts, not its code. A section without a parent starts from the engine's defaults with
 * no pieces; `chess` adds the orthodox army. Settings with no key (evaluation, NNUE) and display-only
 * ones (`pieceToCharTable`) are left out: they do not change the rules. A parent comes before its
 * children. `builtins.ffish.test.ts` checks each against ffish's own built-in (perft).
 */
import { asianBuiltins } from './builtins/asian.js';
import { chessBuiltins } from './builtins/chess.js';
import { gameBuiltins } from './builtins/games.js';
import { largeBuiltins } from './builtins/large.js';
import { sectionsText } from './builtins/sections.js';

/** Every built-in variant as one variants.ini text (parents first). */
export const BUILTIN_VARIANTS_INI: string = /* @__PURE__ */ (() =>
  [chessBuiltins(), asianBuiltins(), largeBuiltins(), gameBuiltins()].map(sectionsText).join(''))();
