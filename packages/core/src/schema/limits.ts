/**
 * Size limits of a variant definition read from JSON, checked before the schema validates anything:
 * every list and record is counted first, so a huge `pieces`, square list, `castling.partners` or
 * `zones` is refused at its JSON path without one element of it being validated or allocated for.
 */
import { VariantError } from '../errors/errors.js';
import { MAX_BOARD_SIZE } from '../geometry.js';
import { MAX_ZONES } from '../variant/definition.js';

/** Most piece types of one variant (the engine packs a piece type into 5 bits). */
export const MAX_PIECE_TYPES = 31;
/** The longest `range` and `reach` of a move atom: on a board of at most 64 × 64, 128 steps reach every square of a line, wrapping included. */
export const MAX_RANGE = 128;
/** Most squares a square list may name (the largest board). */
export const MAX_SQUARE_LIST = MAX_BOARD_SIZE * MAX_BOARD_SIZE;
/** Most characters of definition JSON text (`parseVariantDefinitionJson`), checked before `JSON.parse`. */
export const MAX_DEFINITION_LENGTH = 1_048_576;

/**
 * Most entries of each list or record, by JSON path with `*` for any index or key. Lists of piece ids
 * hold at most one entry per piece type; square lists at most one per square.
 */
export const LIST_LIMITS: Readonly<Record<string, number>> = {
  pieces: MAX_PIECE_TYPES,
  'pieces.*.moves': 64,
  'pieces.*.moves.*.vectors': 64,
  'pieces.*.moves.*.legs': 64,
  'pieces.*.moves.*.legs.*': 8,
  'pieces.*.moves.*.secondStep': 64,
  'pieces.*.promotion.choices': 32,
  'pieces.*.promotions': 32,
  'pieces.*.promotions.*.choices': 32,
  'pieces.*.victims': 32,
  'board.holes': MAX_SQUARE_LIST,
  zones: MAX_ZONES,
  'zones.*.white': MAX_SQUARE_LIST,
  'zones.*.black': MAX_SQUARE_LIST,
  'castling.partners': MAX_PIECE_TYPES,
  'castling.rules': 16,
  'castling.rules.*.targets': 16,
  'drops.zones': MAX_PIECE_TYPES,
  'drops.noDoubled': MAX_PIECE_TYPES,
  'drops.noDropMate': MAX_PIECE_TYPES,
  'drops.noDropCheck': MAX_PIECE_TYPES,
  'drops.noDeadDrops': MAX_PIECE_TYPES,
  'end.flags.pieces': MAX_PIECE_TYPES,
  'end.extinction': MAX_PIECE_TYPES,
  'atomic.immune': MAX_PIECE_TYPES,
  'atomic.inert': MAX_PIECE_TYPES,
  'atomic.survivors': MAX_PIECE_TYPES,
  'atomic.mutuallyImmune': MAX_PIECE_TYPES,
  'andernach.except': MAX_PIECE_TYPES,
  filePhantoms: MAX_SQUARE_LIST,
  'turns.parts': 16,
  'alice.twins': MAX_PIECE_TYPES,
  'turns.parts.*.pieces': MAX_PIECE_TYPES,
};

/** Limit of any other list or object (the schema has no object with more keys, nor a list without a limit). */
const OTHER_LIMIT = 64;
/** Deepest level the schema has (`pieces.*.moves.*.legs.*.*`); deeper values are left to the schema. */
const MAX_DEPTH = 7;

/** What a limited collection is called in the error message. */
function noun(pattern: string): string {
  if (pattern === 'zones') return 'zones';
  if (pattern === 'pieces') return 'piece types';
  return 'entries';
}

/**
 * Throws `VariantError` at the path of the first list or record of `json` longer than its limit
 * (`LIST_LIMITS`), counting before descending, so the work is bounded by the limits, not by the input.
 */
export function checkDefinitionSizes(json: unknown): void {
  walk(json, [], '', 0);
}

function walk(value: unknown, path: (string | number)[], pattern: string, depth: number): void {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return;
  const limit = LIST_LIMITS[pattern] ?? OTHER_LIMIT;
  const tooMany = (count: number) =>
    new VariantError(`at most ${limit} ${noun(pattern)} (got ${count})`, [...path]);
  const child = (key: string) => (pattern === '' ? key : `${pattern}.${key}`);
  if (Array.isArray(value)) {
    if (value.length > limit) throw tooMany(value.length);
    for (let i = 0; i < value.length; i++) walk(value[i], [...path, i], child('*'), depth + 1);
    return;
  }
  const keys = Object.keys(value);
  if (keys.length > limit) throw tooMany(keys.length);
  const isRecord = pattern === 'zones' || pattern === 'drops.zones';
  for (const key of keys) {
    walk((value as Record<string, unknown>)[key], [...path, key], child(isRecord ? '*' : key), depth + 1);
  }
}
