/**
 * A Fairy-Stockfish variant's settings as data — its piece types and the members the keys write
 * (`fields.ts`) — built by applying sections on top of their parents as the engine does.
 */
import { FAIRY_PIECE_TYPES } from '../keys.js';
import type { IniEntry } from '../model.js';
import { DEFAULT_FIELDS, FIELD_KEYS, type FieldKey, type FieldReader } from './fields.js';

/** A piece type of the variant: its letter and Betza moves. */
export interface FairyPiece {
  /** The engine's type name (`pawn`, `customPiece1`, `king`). */
  readonly type: string;
  /** Upper-case letter. */
  readonly letter: string;
  readonly betza: string;
}

/** Where a setting's value came from: the key, and the section (a built-in's or the file's) and line. */
export interface SettingOrigin {
  readonly key: string;
  readonly section: string;
  /** Line in the user's file; absent for a built-in variant's setting. */
  readonly line?: number;
}

/** The settings: piece types (in the engine's type order) and every field by name. */
export interface FairySettings {
  readonly pieces: Map<string, FairyPiece>;
  readonly fields: Map<string, unknown>;
  /** The key that last set each field or piece (keyed by field or piece type name). */
  readonly origins: Map<string, SettingOrigin>;
}

/** The engine's piece type order: predefined types, then 25 custom slots, the king last. */
export const PIECE_ORDER: readonly string[] = /* @__PURE__ */ (() => [
  ...[...FAIRY_PIECE_TYPES.keys()].filter((t) => t !== 'king'),
  ...Array.from({ length: 25 }, (_, i) => `customPiece${i + 1}`),
  'king',
])();
const CUSTOM = /^customPiece\d+$/;

/** A section without a parent: default fields, no pieces. */
export function emptySettings(): FairySettings {
  return { pieces: new Map(), fields: new Map(DEFAULT_FIELDS), origins: new Map() };
}

/** The piece type a letter names, as the engine finds it (the first type in order with that letter). */
export function typeOfLetter(s: FairySettings, letter: string): string | undefined {
  const upper = letter.toUpperCase();
  for (const type of PIECE_ORDER) if (s.pieces.get(type)?.letter === upper) return type;
  return undefined;
}

function removePiece(s: FairySettings, type: string): void {
  s.pieces.delete(type);
  for (const f of ['promotionPieceTypes.w', 'promotionPieceTypes.b']) {
    const set = new Set(s.fields.get(f) as Set<string>);
    set.delete(type);
    s.fields.set(f, set);
  }
}

/** Adds a piece type (removing any other type with the same letter), as the engine's `add_piece`. */
export function addPiece(s: FairySettings, type: string, letter: string, betza: string): void {
  const clash = typeOfLetter(s, letter);
  if (clash !== undefined) removePiece(s, clash);
  s.pieces.set(type, { type, letter: letter.toUpperCase(), betza });
}

const words = (value: string) => value.split(/[ \t\n\v\f\r]+/).filter((w) => w !== '');

function readRegion(value: string): Set<number> | undefined {
  const squares = new Set<number>();
  for (const w of words(value)) {
    if (w === '-') break;
    let m: RegExpExecArray | null;
    if ((m = /^([a-zA-Z])\*$/.exec(w))) {
      const f = m[1]!.toLowerCase().charCodeAt(0) - 97;
      if (f > 11) return undefined;
      for (let r = 0; r < 10; r++) squares.add(r * 12 + f);
    } else if ((m = /^\*(\d+)$/.exec(w))) {
      const r = Number(m[1]) - 1;
      if (r < 0 || r > 9) return undefined;
      for (let f = 0; f < 12; f++) squares.add(r * 12 + f);
    } else if ((m = /^([a-zA-Z])(\d+)$/.exec(w))) {
      const f = m[1]!.toLowerCase().charCodeAt(0) - 97;
      const r = Number(m[2]) - 1;
      if (f > 11 || r < 0 || r > 9) return undefined;
      squares.add(r * 12 + f);
    } else return undefined;
  }
  return squares;
}

/** Piece letters as the engine reads them: stops at the first character that names no type. */
function readPieces(s: FairySettings, value: string): string[] | undefined {
  const types: string[] = [];
  for (const ch of value) {
    if (/\s/.test(ch)) continue;
    if (ch === '-') return types;
    const type = ch === '*' ? '*' : typeOfLetter(s, ch);
    if (type === undefined) return undefined;
    types.push(type);
  }
  return types;
}

/** `p:1 q:2` and `p:g s:-` lists (letters through the current types). */
function readPairs(s: FairySettings, value: string): [string, string][] | undefined {
  const out: [string, string][] = [];
  for (const w of words(value)) {
    const m = /^(\S):(\S+)$/.exec(w);
    const type = m && typeOfLetter(s, m[1]!);
    if (!m || !type) return undefined;
    out.push([type, m[2]!]);
  }
  return out;
}

/** A leading integer within [min, max], or undefined. */
function integer(v: string, min: number, max: number): number | undefined {
  const m = /^[+-]?\d{1,10}(?!\d)/.exec(v);
  if (!m) return undefined;
  const n = Number(m[0]);
  return n >= min && n <= max ? n : undefined;
}

/** Reads a value; `undefined` when the engine would reject it (the parser reports it). */
function readValue(s: FairySettings, reader: FieldReader, value: string, field: string): unknown {
  const v = value.trim();
  switch (reader) {
    case 'bool':
      return v === 'true' ? true : v === 'false' ? false : undefined;
    case 'int':
      // the engine's `int`, as the parser checks it (values.ts): a value it accepts is never dropped here
      return integer(v, -(2 ** 31 - 1), 2 ** 31 - 1);
    case 'rank': {
      // Ranks and files beyond the engine's 10 × 12 are not applied (the reader reports them).
      const n = integer(v, 1, 10);
      return n === undefined ? undefined : n - 1;
    }
    case 'file': {
      if (/^[a-l]/.test(v)) return v.charCodeAt(0) - 97;
      const n = integer(v, 1, 12);
      return n === undefined ? undefined : n - 1;
    }
    case 'string':
      return value;
    case 'word':
      return v;
    case 'region':
      return readRegion(value);
    case 'pieces': {
      const list = readPieces(s, value);
      return list && new Set(list);
    }
    case 'piece': {
      const list = readPieces(s, value);
      return list && (list.length > 0 ? list[list.length - 1] : '');
    }
    case 'counts': {
      const pairs = readPairs(s, value);
      if (!pairs || pairs.some(([, n]) => !/^\d{1,4}$/.test(n))) return undefined;
      const merged = new Map(s.fields.get(field) as Map<string, number>);
      for (const [t, n] of pairs) merged.set(t, Number(n));
      return merged;
    }
    case 'pairs': {
      const pairs = readPairs(s, value);
      if (!pairs) return undefined;
      const merged = new Map(s.fields.get(field) as Map<string, string>);
      for (const [t, to] of pairs) {
        const target = to === '-' ? '' : typeOfLetter(s, to);
        if (target === undefined) return undefined;
        merged.set(t, target);
      }
      return merged;
    }
  }
}

/** The squares of relative ranks `from`…last (White) and their mirror (Black) on a board of `ranks`. */
function zoneFrom(rank: number, maxRank: number, colour: 'w' | 'b', upTo?: number): Set<number> {
  const out = new Set<number>();
  for (let r = 0; r <= maxRank; r++) {
    const rel = colour === 'w' ? r : maxRank - r;
    if (rel >= rank && (upTo === undefined || rel <= upTo)) for (let f = 0; f < 12; f++) out.add(r * 12 + f);
  }
  return out;
}

/** The deprecated rank keys, converted as the engine converts them. */
function applyLegacy(s: FairySettings, key: FieldKey, value: number, origin: SettingOrigin): void {
  const maxRank = s.fields.get('maxRank') as number;
  for (const colour of ['w', 'b'] as const) {
    const field = key.key === 'promotionRank' ? `promotionRegion.${colour}` : `doubleStepRegion.${colour}`;
    const region =
      key.key === 'promotionRank'
        ? zoneFrom(value, maxRank, colour)
        : key.key === 'doubleStepRank'
          ? zoneFrom(1, maxRank, colour, value)
          : zoneFrom(value, maxRank, colour, 1);
    s.fields.set(field, region);
    s.origins.set(field, origin);
  }
}

/** Applies a section's entries (the last of a repeated key counts) in the engine's order. */
export function applyEntries(
  s: FairySettings,
  entries: ReadonlyMap<string, IniEntry>,
  section: string,
  builtin: boolean,
): void {
  const origin = (key: string): SettingOrigin => {
    const line = entries.get(key)?.line;
    return builtin || line === undefined ? { key, section } : { key, section, line };
  };
  for (const f of ['maxRank', 'maxFile'] as const) {
    const e = entries.get(f);
    const v = e && readValue(s, f === 'maxRank' ? 'rank' : 'file', e.value, f);
    if (typeof v === 'number') {
      s.fields.set(f, v);
      s.origins.set(f, origin(f));
    }
  }
  for (const type of PIECE_ORDER) {
    const e = entries.get(type);
    if (e === undefined || e.value === '') continue;
    const letter = e.value[0]!;
    if (/[A-Za-z]/.test(letter)) {
      const betza =
        CUSTOM.test(type) || (type === 'king' && e.value.length > 1)
          ? e.value.slice(2)
          : (FAIRY_PIECE_TYPES.get(type) ?? '');
      addPiece(s, type, letter, betza);
    } else removePiece(s, type);
    s.origins.set(type, origin(type));
  }
  for (const key of FIELD_KEYS) {
    const e = entries.get(key.key);
    if (e === undefined) continue;
    const v = readValue(s, key.reader, e.value, key.fields[0]!);
    if (v === undefined) continue;
    if (key.legacy) applyLegacy(s, key, v as number, origin(key.key));
    else
      for (const f of key.fields) {
        s.fields.set(f, v);
        s.origins.set(f, origin(key.key));
      }
  }
  for (const [key, e] of entries)
    if (key.startsWith('mobilityRegion')) {
      const v = readRegion(e.value);
      if (v) {
        s.fields.set(key, v);
        s.origins.set(key, origin(key));
      }
    }
}
