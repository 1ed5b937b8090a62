/**
 * `@x/icn/json`: the JSON ("long format") model. Field names follow the original converter
 * (`metadata`, `turn`, `enpassant`, `moveRule`, `fullMove`, `gameRules.{promotionRanks,
 * promotionsAllowed, winConditions, …extras}`, `specialRights`, `startingPosition`, `moves`); the
 * live site's fields are added for what the original cannot hold (`turnOrder`,
 * `gameRules.promotionRanksByPlayer`, `gameRules.worldBorder`, `presetSquares`, `presetRays`,
 * `moveDetails` with comments and clock stamps, `extras: {}` for an empty extras section). Bigints
 * are decimal strings. zod lives only here, and its issues are converted to `IcnError`.
 */
import * as z from 'zod/mini';
import { isStrictMode, locateError, lineColumn } from '@x/core/notation';
import { type ParseMode, toResult } from '@x/core';

import { type IcnDiagnostic, IcnError, type IcnParsedGame } from './errors.js';
import { FORBIDDEN_KEYS, sanitizeJson } from './extras.js';
import { Scanner } from './lexer.js';
import { parseMove } from './moves.js';
import { parsePosition } from './position.js';
import {
  DEFAULT_PROMOTIONS,
  fromLongType,
  longName,
  longType,
  pieceCode,
  pieceFromCode,
  typeFromLongName,
} from './pieces.js';
import { uniquePlayers } from './rules.js';
import { positionForTags } from './variants.js';
import { stringifyMove } from './stringify.js';
import {
  type IcnGame,
  type IcnMove,
  type JsonObject,
  type JsonValue,
  PLAYERS,
  type IcnPiece,
  type InfinitePieceType,
  type Player,
  type PresetRay,
  type IcnPromotionRule,
  type IcnSquare,
  type IcnWorldBorder,
} from './types.js';

/** Per-move details the original `moves` strings cannot hold. */
interface JsonMoveDetails {
  readonly piece?: string;
  readonly capture?: true;
  readonly check?: '+' | '#';
  readonly nag?: string;
  readonly comment?: string;
  readonly clockStamp?: number;
}

/** The JSON model written by `toJson` (plain JSON: strings, numbers, booleans, arrays, objects). */
interface IcnJson {
  readonly metadata: Record<string, string>;
  readonly turn?: 'white' | 'black';
  readonly turnOrder: Player[];
  readonly enpassant?: [string, string];
  readonly moveRule?: string;
  readonly fullMove: number;
  readonly gameRules: {
    readonly promotionRanks?: [string | null, string | null];
    readonly promotionRanksByPlayer?: Partial<Record<Player, string[]>>;
    readonly promotionsAllowed?: Partial<Record<Player, string[]>>;
    readonly winConditions: Partial<Record<Player, string[]>>;
    readonly worldBorder?: {
      left: string | null;
      right: string | null;
      bottom: string | null;
      top: string | null;
    };
    readonly [extra: string]: unknown;
  };
  readonly specialRights?: Record<string, true>;
  readonly startingPosition?: Record<string, string>;
  readonly presetSquares?: string[];
  readonly presetRays?: string[];
  /** `{}` when the game has an extras section with no entries (extras' entries live in `gameRules`). */
  readonly extras?: Record<string, never>;
  readonly moves: string[];
  readonly moveDetails?: (JsonMoveDetails | null)[];
}

const KNOWN_RULES = [
  'promotionRanks',
  'promotionRanksByPlayer',
  'promotionsAllowed',
  'winConditions',
  'worldBorder',
];

/** A warning that concerns no text (its `path` says where in the value): 0/0 at line 1, column 1. */
const NO_TEXT = { severity: 'warning', offset: 0, length: 0, line: 1, column: 1 } as const;

const big = (v: bigint | null): string | null => (v === null ? null : v.toString());
const sq = (q: IcnSquare): string => `${q[0]},${q[1]}`;

function jsonExtra(v: JsonValue): unknown {
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (Array.isArray(v)) return (v as readonly JsonValue[]).map(jsonExtra);
  if (v !== null && typeof v === 'object') {
    const o: Record<string, unknown> = {};
    for (const k of Object.keys(v)) o[k] = jsonExtra((v as JsonObject)[k]!);
    return o;
  }
  return v;
}

/** Converts a game to the JSON model (see the module comment). */
export function toJson(game: IcnGame): IcnJson {
  const players = uniquePlayers(game.turnOrder);
  const t = game.turnOrder;
  const gameRules: Record<string, unknown> = {};
  if (game.promotions !== undefined) {
    const w = game.promotions.white?.ranks[0];
    const b = game.promotions.black?.ranks[0];
    gameRules['promotionRanks'] = [
      w === undefined ? null : w.toString(),
      b === undefined ? null : b.toString(),
    ];
    const byPlayer: Partial<Record<Player, string[]>> = {};
    const allowed: Partial<Record<Player, string[]>> = {};
    for (const p of players) {
      const rule = game.promotions[p];
      byPlayer[p] = rule === undefined ? [] : rule.ranks.map((r) => r.toString());
      allowed[p] = rule === undefined ? [] : rule.allowed.map(longName);
    }
    gameRules['promotionRanksByPlayer'] = byPlayer;
    gameRules['promotionsAllowed'] = allowed;
  }
  const win: Partial<Record<Player, string[]>> = {};
  for (const p of players) win[p] = [...(game.winConditions[p] ?? ['checkmate'])];
  gameRules['winConditions'] = win;
  if (game.worldBorder !== undefined) {
    const wb = game.worldBorder;
    gameRules['worldBorder'] = {
      left: big(wb.left),
      right: big(wb.right),
      bottom: big(wb.bottom),
      top: big(wb.top),
    };
  }
  if (game.extras !== undefined) {
    for (const k of Object.keys(game.extras)) {
      if (KNOWN_RULES.includes(k))
        throw new IcnError('extras-invalid', `Extra ${k} collides with a game rule`);
      gameRules[k] = jsonExtra(game.extras[k]!);
    }
  }
  const out: Record<string, unknown> = { metadata: { ...game.metadata } };
  if (t.length === 2 && t.includes('white') && t.includes('black')) out['turn'] = t[0];
  out['turnOrder'] = [...t];
  if (game.enPassant !== undefined)
    out['enpassant'] = [game.enPassant[0].toString(), game.enPassant[1].toString()];
  if (game.moveRule !== undefined) out['moveRule'] = `${game.moveRule.state}/${game.moveRule.limit}`;
  out['fullMove'] = game.fullMove;
  out['gameRules'] = gameRules;
  if (game.extras !== undefined && Object.keys(game.extras).length === 0) out['extras'] = {};
  if (game.position !== undefined && game.positionFromVariant !== true) {
    const rights: Record<string, true> = {};
    const start: Record<string, string> = {};
    for (const p of game.position) {
      const key = sq(p.square);
      start[key] = longType(p);
      if (p.specialRight) rights[key] = true;
    }
    out['specialRights'] = rights;
    out['startingPosition'] = start;
  }
  if (game.presetSquares !== undefined) out['presetSquares'] = game.presetSquares.map(sq);
  if (game.presetRays !== undefined)
    out['presetRays'] = game.presetRays.map((r) => `${sq(r.start)}>${sq(r.vector)}`);
  out['moves'] = game.moves.map((m) => {
    const bare = stringifyMove(m, { decorations: false, comments: false });
    // the original's `a,b>c,dQ`; a player-prefixed promotion keeps its `=` (`1,83Q` would be ambiguous)
    return m.promotion !== undefined && !/^\d/.test(pieceCode(m.promotion)) ? bare.replace('=', '') : bare;
  });
  const details = game.moves.map((m) => {
    const d: { -readonly [K in keyof JsonMoveDetails]: JsonMoveDetails[K] } = {};
    if (m.piece !== undefined) d.piece = pieceCode(m.piece);
    if (m.capture) d.capture = true;
    if (m.check !== undefined) d.check = m.check === 'mate' ? '#' : '+';
    if (m.nag !== undefined) d.nag = m.nag;
    if (m.comment !== undefined) d.comment = m.comment;
    if (m.clockStamp !== undefined) d.clockStamp = m.clockStamp;
    return Object.keys(d).length > 0 ? d : null;
  });
  if (details.some((d) => d !== null)) out['moveDetails'] = details;
  return out as unknown as IcnJson;
}

let schemaCache: ReturnType<typeof buildSchema> | undefined;

function buildSchema() {
  const int = z.union([
    z.string().check(z.regex(/^-?\d{1,10000}$/)),
    z.int().check(z.refine(Number.isSafeInteger)),
  ]);
  const player = z.enum(PLAYERS);
  const perPlayer = <T extends z.ZodMiniType>(v: T) => z.partialRecord(player, v);
  const opt = z.optional;
  const legacyMove = z.object({
    type: opt(z.string()),
    startCoords: z.tuple([int, int]),
    endCoords: z.tuple([int, int]),
    captured: opt(z.string()),
    promotion: opt(z.string()),
    check: opt(z.boolean()),
    mate: opt(z.boolean()),
  });
  const details = z.object({
    piece: opt(z.string().check(z.maxLength(8))),
    capture: opt(z.literal(true)),
    check: opt(z.enum(['+', '#'])),
    nag: opt(z.string().check(z.maxLength(2))),
    comment: opt(z.string()),
    clockStamp: opt(z.int().check(z.gte(0))),
  });
  const border = z.object({
    left: z.nullable(int),
    right: z.nullable(int),
    bottom: z.nullable(int),
    top: z.nullable(int),
  });
  return z.object({
    metadata: opt(z.record(z.string(), z.string())),
    turn: opt(z.enum(['white', 'black'])),
    turnOrder: opt(z.array(player).check(z.minLength(1), z.maxLength(64))),
    enpassant: opt(z.tuple([int, int])),
    moveRule: opt(z.string().check(z.regex(/^\d{1,16}\/\d{1,16}$/))),
    fullMove: opt(z.int().check(z.gte(0))),
    gameRules: opt(
      z.catchall(
        z.object({
          promotionRanks: opt(z.array(z.nullable(int)).check(z.maxLength(2))),
          promotionRanksByPlayer: opt(perPlayer(z.array(int))),
          promotionsAllowed: opt(perPlayer(z.array(z.string()))),
          winConditions: opt(perPlayer(z.array(z.string().check(z.regex(/^[A-Za-z]{1,64}$/))))),
          worldBorder: opt(border),
        }),
        z.unknown(),
      ),
    ),
    specialRights: opt(z.record(z.string(), z.boolean())),
    startingPosition: opt(z.union([z.record(z.string(), z.string()), z.string()])),
    shortposition: opt(z.string()),
    presetSquares: opt(z.array(z.string())),
    presetRays: opt(z.array(z.string())),
    moves: opt(z.array(z.union([z.string(), legacyMove]))),
    moveDetails: opt(z.array(z.nullable(details))),
    extras: opt(z.strictObject({})),
  });
}

type Parsed = z.infer<ReturnType<typeof buildSchema>>;

function bigOf(v: string | number): bigint {
  return BigInt(v);
}

/**
 * Reads a `startingPosition` key `x,y`. A non-canonical key (`05,8`, `-0,1`) is an error in strict mode and
 * a warning otherwise.
 */
function squareKey(key: string, path: string, strict: boolean, warnings: IcnDiagnostic[]): IcnSquare {
  return squareKeyOf(key, path, strict, warnings).square;
}

/** `squareKey`, and whether the key is the square's canonical text (`x,y`, no leading zeros, no `-0`). */
function squareKeyOf(
  key: string,
  path: string,
  strict: boolean,
  warnings: IcnDiagnostic[],
): { square: IcnSquare; canonical: boolean } {
  const sc = new Scanner(key, { strict, maxDigits: 10_000 });
  let q: IcnSquare | undefined;
  try {
    q = sc.readSquare();
  } catch (e) {
    if (e instanceof IcnError)
      throw locateError(IcnError, new IcnError(e.code, e.message, e.offset, e.length, path), key);
    throw e;
  }
  if (q === undefined || sc.i !== key.length)
    throw new IcnError('bad-json', `Bad square "${key.slice(0, 40)}"`, 0, 0, path);
  for (const w of sc.warnings) warnings.push({ ...w, ...lineColumn(key, w.offset), path });
  return { square: q, canonical: sc.inexact === 0 };
}

function moveFromString(text: string, path: string, strict: boolean, warnings: IcnDiagnostic[]): IcnMove {
  const sc = new Scanner(text, { strict: false, maxDigits: 10_000 });
  const out: IcnMove[] = [];
  try {
    parseMove(sc, out);
  } catch (e) {
    if (e instanceof IcnError)
      throw locateError(IcnError, new IcnError(e.code, e.message, e.offset, e.length, path), text);
    throw e;
  }
  if (sc.i < text.length) {
    const issue = locateError(
      IcnError,
      new IcnError('syntax', 'Unexpected characters after the move', sc.i, text.length - sc.i, path),
      text,
    );
    if (strict) throw issue;
    warnings.push({ ...issue.toIssue(), severity: 'warning' });
  }
  const { span: _span, ...move } = out[0]!;
  return move;
}

/** Options of `fromJson`. */
interface FromJsonOptions {
  /** `'strict'`: reject questionable values (such as text after a move string); `'lenient'` (default): warn. */
  readonly mode?: ParseMode;
}

/**
 * Reads a JSON model value (ours, or the original converter's long format including legacy move
 * objects) into a game. Throws `IcnError` (`bad-json`, with `path`) for values that do not fit.
 */
export function fromJson(value: unknown, options: FromJsonOptions = {}): IcnParsedGame {
  const warnings: IcnDiagnostic[] = [];
  scanForbidden(value, '', 0);
  schemaCache ??= buildSchema();
  const r = schemaCache.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new IcnError('bad-json', issue.message, 0, 0, issue.path.map(String).join('.'));
  }
  const j: Parsed = r.data;
  const strict = isStrictMode(options);
  const metadata = metadataOf(j);
  const turnOrder: Player[] = j.turnOrder ?? (j.turn === 'black' ? ['black', 'white'] : ['white', 'black']);
  const players = uniquePlayers(turnOrder);
  const rules = j.gameRules ?? {};
  const game: { -readonly [K in keyof IcnParsedGame]: IcnParsedGame[K] } = {
    metadata,
    turnOrder,
    fullMove: j.fullMove === undefined || j.fullMove < 1 ? 1 : j.fullMove,
    winConditions: {},
    moves: [],
  };
  if (j.enpassant !== undefined) game.enPassant = [bigOf(j.enpassant[0]), bigOf(j.enpassant[1])];
  if (j.moveRule !== undefined) game.moveRule = moveRuleOf(j.moveRule);
  const promotions = promotionsOf(rules, players);
  if (promotions !== undefined) game.promotions = promotions;
  const wc: Partial<Record<Player, readonly string[]>> = {};
  for (const p of players) wc[p] = rules.winConditions?.[p] ?? ['checkmate'];
  game.winConditions = wc;
  if (rules.worldBorder !== undefined) game.worldBorder = worldBorderOf(rules.worldBorder);
  const extras = extrasOf(rules);
  if (extras !== undefined) game.extras = extras;
  else if (j.extras !== undefined) game.extras = Object.create(null) as Record<string, JsonValue>;
  readPosition(j, game, strict, warnings);
  if (j.presetSquares !== undefined)
    game.presetSquares = j.presetSquares.map((s, k) => squareKey(s, `presetSquares.${k}`, strict, warnings));
  if (j.presetRays !== undefined) game.presetRays = presetRaysOf(j.presetRays, strict, warnings);
  game.moves = (j.moves ?? []).map((m, k) => moveOf(j, m, k, strict, warnings));
  if (warnings.length > 0) game.diagnostics = warnings;
  return game;
}

type Rules = NonNullable<Parsed['gameRules']>;

/** `metadata` as a prototype-free record; `__proto__`, `constructor` and `prototype` keys are refused. */
function metadataOf(j: Parsed): Record<string, string> {
  const metadata = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(j.metadata ?? {})) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') {
      throw new IcnError('extras-forbidden-key', `Forbidden metadata key ${k}`, 0, 0, `metadata.${k}`);
    }
    Object.defineProperty(metadata, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return metadata;
}

/** `moveRule` text `N/M` as the game's move-rule state (N <= M, M >= 1). */
function moveRuleOf(text: string): { state: number; limit: number } {
  const [state, limit] = text.split('/').map(Number) as [number, number];
  if (!Number.isSafeInteger(limit) || limit < 1 || state > limit) {
    throw new IcnError('bad-move-rule', 'Move rule must be N/M with N <= M, M >= 1', 0, 0, 'moveRule');
  }
  return { state, limit };
}

/** The promotion rule of each player, from `promotionRanksByPlayer` or the two-player `promotionRanks`. */
function promotionsOf(
  rules: Rules,
  players: readonly Player[],
): Partial<Record<Player, IcnPromotionRule>> | undefined {
  const pr = rules.promotionRanksByPlayer;
  const seedRanks = rules.promotionRanks;
  if (pr === undefined && seedRanks === undefined) return undefined;
  const promotions: Partial<Record<Player, IcnPromotionRule>> = {};
  for (const p of players) {
    let ranks: bigint[] = [];
    if (pr !== undefined) ranks = (pr[p] ?? []).map(bigOf);
    else if (p === 'white' || p === 'black') {
      const v = seedRanks?.[p === 'white' ? 0 : 1];
      ranks = v === undefined || v === null ? [] : [bigOf(v)];
    }
    const names = rules.promotionsAllowed?.[p];
    let allowed: InfinitePieceType[] = [];
    if (ranks.length > 0) {
      if (names === undefined || names.length === 0) allowed = [...DEFAULT_PROMOTIONS];
      else allowed = promotionPieces(names, p);
    }
    promotions[p] = { ranks, allowed };
  }
  return promotions;
}

/** The piece types a player may promote to, by their long names (each once). */
function promotionPieces(names: readonly string[], p: Player): InfinitePieceType[] {
  const allowed: InfinitePieceType[] = [];
  for (const [k, n] of names.entries()) {
    const t = typeFromLongName(n);
    if (t === undefined) {
      throw new IcnError(
        'unknown-piece',
        `Unknown promotion piece ${n}`,
        0,
        0,
        `gameRules.promotionsAllowed.${p}.${k}`,
      );
    }
    if (!allowed.includes(t)) allowed.push(t);
  }
  return allowed;
}

/** `worldBorder` with bigint edges (`null`: open on that side). */
function worldBorderOf(b: NonNullable<Rules['worldBorder']>): IcnWorldBorder {
  const f = (v: string | number | null) => (v === null ? null : bigOf(v));
  return { left: f(b.left), right: f(b.right), bottom: f(b.bottom), top: f(b.top) } as IcnWorldBorder;
}

/** The game rules this model does not name, kept as sanitised JSON (`slideLimit` as a bigint). */
function extrasOf(rules: Rules): Record<string, JsonValue> | undefined {
  const extras = Object.create(null) as Record<string, JsonValue>;
  let hasExtras = false;
  for (const k of Object.keys(rules)) {
    if (KNOWN_RULES.includes(k)) continue;
    let v = sanitizeJson((rules as Record<string, unknown>)[k], `gameRules.${k}`);
    if (
      k === 'slideLimit' &&
      (typeof v === 'number' || typeof v === 'string') &&
      /^\d{1,10000}$/.test(String(v))
    ) {
      v = BigInt(v);
    }
    Object.defineProperty(extras, k, { value: v, enumerable: true, writable: true, configurable: true });
    hasExtras = true;
  }
  return hasExtras ? extras : undefined;
}

/**
 * The start position: a short piece list, or a `"x,y": "longtype"` record (a square listed twice warns and
 * the last entry wins), or else the position the `Variant` tag names.
 */
function readPosition(
  j: Parsed,
  game: { -readonly [K in keyof IcnGame]: IcnGame[K] },
  strict: boolean,
  warnings: IcnDiagnostic[],
): void {
  const start = j.startingPosition ?? j.shortposition;
  if (typeof start === 'string') {
    game.position = positionFromShort(start, warnings);
  } else if (start !== undefined) {
    const rights = j.specialRights ?? {};
    const pieces: IcnPiece[] = [];
    // Object keys are distinct, so canonical keys cannot repeat a square: the index of squares is only
    // built at the first non-canonical key (then with every key before it), never for ordinary JSON.
    let seen: Map<string, number> | undefined;
    const keys = Object.keys(start);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      const long = start[key]!;
      const path = `startingPosition.${key}`;
      const ref = fromLongType(long);
      if (ref === undefined) throw new IcnError('unknown-piece', `Unknown piece type ${long}`, 0, 0, path);
      const { square, canonical: exact } = squareKeyOf(key, path, strict, warnings);
      const piece: IcnPiece = { ...ref, square, specialRight: rights[key] === true };
      if (seen === undefined && exact) {
        pieces.push(piece);
        continue;
      }
      seen ??= new Map(keys.slice(0, k).map((earlier, i) => [earlier, i]));
      const canonical = exact ? key : `${square[0]},${square[1]}`;
      const prev = seen.get(canonical);
      if (prev === undefined) {
        seen.set(canonical, pieces.length);
        pieces.push(piece);
      } else {
        const message = `Square ${canonical} is listed twice; the last entry wins`;
        warnings.push({ ...NO_TEXT, code: 'duplicate-square', message, path });
        pieces[prev] = piece;
      }
    }
    game.position = pieces;
  }
  if (game.position !== undefined) return;
  const v = positionForTags(game.metadata);
  if (v !== undefined && 'position' in v) {
    game.position = v.position;
    game.positionFromVariant = true;
  } else if (v !== undefined) {
    warnings.push({
      ...NO_TEXT,
      code: v.warning,
      message: `No start position for variant ${game.metadata['Variant']}`,
    });
  }
}

/** `presetRays` entries `start>vector`. */
function presetRaysOf(rays: readonly string[], strict: boolean, warnings: IcnDiagnostic[]): PresetRay[] {
  return rays.map((s, k): PresetRay => {
    const gt = s.indexOf('>');
    const path = `presetRays.${k}`;
    if (gt < 0) throw new IcnError('bad-json', 'Ray must be start>vector', 0, 0, path);
    return {
      start: squareKey(s.slice(0, gt), path, strict, warnings),
      vector: squareKey(s.slice(gt + 1), path, strict, warnings),
    };
  });
}

/** Move `k`: a move string or a legacy move object, with its `moveDetails` entry applied. */
function moveOf(
  j: Parsed,
  m: NonNullable<Parsed['moves']>[number],
  k: number,
  strict: boolean,
  warnings: IcnDiagnostic[],
): IcnMove {
  const path = `moves.${k}`;
  let move: { -readonly [K in keyof IcnMove]: IcnMove[K] };
  if (typeof m === 'string') move = { ...moveFromString(m, path, strict, warnings) };
  else {
    move = {
      start: [bigOf(m.startCoords[0]), bigOf(m.startCoords[1])],
      end: [bigOf(m.endCoords[0]), bigOf(m.endCoords[1])],
    };
    const piece = m.type === undefined ? undefined : fromLongType(m.type);
    if (piece !== undefined) move.piece = piece;
    if (m.promotion !== undefined) {
      const promo = fromLongType(m.promotion);
      if (promo === undefined)
        throw new IcnError('unknown-piece', `Unknown piece type ${m.promotion}`, 0, 0, path);
      move.promotion = promo;
    }
    if (m.captured !== undefined) move.capture = true;
    if (m.mate === true) move.check = 'mate';
    else if (m.check === true) move.check = 'check';
  }
  const d = j.moveDetails?.[k];
  if (d) {
    if (d.piece !== undefined) {
      const p = pieceFromCode(d.piece);
      if (p === undefined)
        throw new IcnError('unknown-piece', `Unknown piece ${d.piece}`, 0, 0, `moveDetails.${k}.piece`);
      move.piece = p;
    }
    if (d.capture) move.capture = true;
    if (d.check !== undefined) move.check = d.check === '#' ? 'mate' : 'check';
    if (d.nag !== undefined) move.nag = d.nag;
    if (d.comment !== undefined) move.comment = d.comment;
    if (d.clockStamp !== undefined) move.clockStamp = d.clockStamp;
  }
  return move;
}

/** Rejects `__proto__`/`constructor`/`prototype` keys anywhere (before zod copies anything). */
function scanForbidden(v: unknown, path: string, depth: number): void {
  if (v === null || typeof v !== 'object') return;
  if (depth > 64) throw new IcnError('bad-json', 'JSON nested too deep', 0, 0, path);
  if (Array.isArray(v)) {
    for (let k = 0; k < v.length; k++) scanForbidden(v[k], `${path}.${k}`, depth + 1);
    return;
  }
  for (const k of Object.keys(v)) {
    const at = path === '' ? k : `${path}.${k}`;
    if (FORBIDDEN_KEYS.includes(k))
      throw new IcnError('extras-forbidden-key', `Forbidden key "${k}"`, 0, 0, at);
    scanForbidden((v as Record<string, unknown>)[k], at, depth + 1);
  }
}

function positionFromShort(text: string, warnings: IcnDiagnostic[]): IcnPiece[] {
  const sc = new Scanner(text, { strict: false, maxDigits: 10_000 });
  try {
    const pieces = parsePosition(sc);
    for (const w of sc.warnings)
      warnings.push({ ...w, ...lineColumn(text, w.offset), path: 'startingPosition' });
    return pieces;
  } catch (e) {
    if (e instanceof IcnError)
      throw locateError(
        IcnError,
        new IcnError(e.code, e.message, e.offset, e.length, 'startingPosition'),
        text,
      );
    throw e;
  }
}

/** Like `fromJson`, returning `{ success, data | error }`. */
export function safeFromJson(
  value: unknown,
  options?: FromJsonOptions,
): { success: true; data: IcnParsedGame } | { success: false; error: IcnError } {
  return toResult(IcnError, () => fromJson(value, options));
}
