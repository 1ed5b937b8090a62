/**
 * `parse` / `safeParse`: ICN text → typed game. Lenient by default (both dialects, any header order);
 * `mode: 'strict'` accepts exactly the live site grammar.
 */
import { isStrictMode, LineIndex, locateError } from '@x/core/notation';
import { type ParseMode, type Result, toResult } from '@x/core';
import { IcnError, type IcnParsedGame } from './errors.js';
import { rememberText } from './source.js';
import { type ExtrasLimits, extrasEnd, readExtras } from './extras.js';
import { DEFAULT_ICN_LIMITS, type IcnLimits, icnLimits } from './limits.js';

import { C, digitsEnd, isDigit, isLetter, isSpace, Scanner } from './lexer.js';
import { looksLikeMove, parseMoves } from './moves.js';
import { sealed } from './source-text.js';
import { DEFAULT_PROMOTIONS, playerFromCode, pieceTypeFromCode } from './pieces.js';
import { looksLikePieceEntry, parsePosition, parseRays, parseSquares } from './position.js';
import { uniquePlayers } from './rules.js';
import { LIVE_WIN_CONDITIONS, WIN_CONDITIONS } from './types.js';
import type * as types from './types.js';
import { positionForTags } from './variants.js';

/** Options of `parse`. */
export interface ParseOptions {
  /** `'strict'`: accept exactly the live grammar; `'lenient'` (default): both dialects, questionable input warned. */
  readonly mode?: ParseMode;
  /** Size caps (defaults: `DEFAULT_ICN_LIMITS`). */
  readonly limits?: Partial<IcnLimits>;
  /** Fill an omitted position from the `Variant` tag (default true). */
  readonly variantPosition?: boolean;
}

const K_TAG = 0;
const K_TURN = 1;
const K_EP = 2;
const K_RULE = 3;
const K_FULL = 4;
const K_PROMO = 5;
const K_BORDER = 6;
const K_WIN = 7;
const K_EXTRAS = 8;
const K_SQUARES = 9;
const K_RAYS = 10;
const K_POS = 11;
const K_MOVES = 12;
const K_UNKNOWN = 13;

/** One section of the text, by kind (`K_TAG` … `K_MOVES`, the live grammar's order): its name and its reader. */
interface Section {
  /** The section's name in messages. */
  readonly name: string;
  /** Reads the section that starts at `at` into `h`, leaving `sc.i` after it. */
  readonly read: (sc: Scanner, at: number, h: Header, limits: ExtrasLimits) => void;
}

/** Every section, indexed by its kind. */
const SECTIONS: readonly Section[] = [
  { name: 'tags', read: (sc, _, h) => parseTag(sc, h.metadata) },
  { name: 'turn order', read: (sc, at, h) => void (h.turnOrder = parseTurn(sc, at, sc.tokenEnd(at))) },
  { name: 'en passant', read: readEnPassant },
  { name: 'move rule', read: (sc, at, h) => void (h.moveRule = parseMoveRule(sc, at)) },
  { name: 'full move', read: (sc, at, h) => void (h.fullMove = parseFullMove(sc, at)) },
  { name: 'promotions', read: (sc, at, h) => void (h.promotions = parsePromotions(sc, at)) },
  { name: 'world border', read: (sc, at, h) => void (h.border = parseBorder(sc, at)) },
  { name: 'win conditions', read: (sc, at, h) => void (h.win = parseWin(sc, at, sc.tokenEnd(at))) },
  { name: 'extras', read: readExtrasSection },
  { name: 'Squares', read: (sc, _, h) => void (h.squares = parseSquares(skipWord(sc, 'Squares:'))) },
  { name: 'Rays', read: (sc, _, h) => void (h.rays = parseRays(skipWord(sc, 'Rays:'))) },
  { name: 'position', read: (sc, _, h) => void (h.position = parsePosition(sc)) },
  { name: 'moves', read: (sc, _, h) => parseMoves(sc, h.moves) },
];

interface RawSides {
  readonly offset: number;
  readonly length: number;
  readonly sides: { ranks: bigint[]; allowed: types.InfinitePieceType[] }[];
}

interface RawWin {
  readonly offset: number;
  readonly length: number;
  readonly lists: string[][];
}

interface Header {
  metadata: Record<string, string>;
  turnOrder?: types.Player[];
  enPassant?: types.IcnSquare;
  epAt: number;
  moveRule?: types.MoveRule;
  fullMove?: number;
  promotions?: RawSides;
  border?: types.IcnWorldBorder;
  win?: RawWin;
  extras?: types.JsonObject;
  squares?: types.IcnSquare[];
  rays?: types.PresetRay[];
  position?: types.IcnPiece[];
  moves: types.IcnMove[];
}

/** `sc` past `word`, the word that names the section it is at. */
function skipWord(sc: Scanner, word: string): Scanner {
  sc.i += word.length;
  return sc;
}

/** `x,y`: the en passant square. */
function readEnPassant(sc: Scanner, at: number, h: Header): void {
  const ep = sc.readSquare();
  if (ep === undefined) sc.fail('bad-en-passant', 'En passant must be x,y', at, sc.tokenEnd(at) - at);
  h.enPassant = ep;
  h.epAt = at;
}

/** `{…}`: the JSON extras. */
function readExtrasSection(sc: Scanner, at: number, h: Header, limits: ExtrasLimits): void {
  const end = extrasEnd(sc.s, at, sc.n, limits);
  h.extras = checkExtras(sc, readExtras(sc.s, at, end, limits), at, end - at);
  sc.i = end;
}

/** Parses ICN text into a game. Throws `IcnError` (code, offset, length, line, column) on malformed input. */
export function parse(text: string, options: ParseOptions = {}): IcnParsedGame {
  try {
    return parseText(text, options);
  } catch (error) {
    throw locateError(IcnError, error, text);
  }
}

/** Option names the contract moved (docs/contract.md, "Options"): given at the top level they would do nothing. */
const MOVED_OPTIONS: ReadonlyMap<string, string> = new Map([
  ['strict', "mode: 'strict'"],
  ...(Object.keys(DEFAULT_ICN_LIMITS) as (keyof IcnLimits)[]).map((k): [string, string] => [
    k,
    `limits: { ${k} }`,
  ]),
]);

/** Throws `TypeError` for an option at the top level that belongs in `limits` or `mode`. */
function checkOptionNames(options: ParseOptions): void {
  for (const [name, instead] of MOVED_OPTIONS)
    if (Object.hasOwn(options, name))
      throw new TypeError(`@x/icn parse: '${name}' is not an option (it would do nothing): use ${instead}`);
}

/** `parse` with its errors on line 1 (`parse` locates them). */
function parseText(text: string, options: ParseOptions): IcnParsedGame {
  if (typeof text !== 'string') throw new TypeError('parse expects a string');
  checkOptionNames(options);
  const caps = icnLimits(options.limits);
  const limit = (name: keyof IcnLimits): number => caps[name];
  const maxLength = limit('maxLength');
  if (text.length > maxLength) {
    throw new IcnError(
      'input-too-long',
      `Input longer than ${maxLength} characters`,
      maxLength,
      text.length - maxLength,
    );
  }
  const strict = isStrictMode(options);
  const sc: Scanner = new Scanner(text, { strict, maxDigits: limit('maxDigits') });
  const limits = { maxLength: limit('maxExtrasLength'), maxDepth: limit('maxExtrasDepth') };
  if (text.charCodeAt(0) === 0xfeff) sc.i = 1; // byte-order mark
  sc.skipSpace();
  if (sc.i >= sc.n) throw new IcnError('empty', 'ICN is empty', 0, text.length);
  const h: Header = { metadata: Object.create(null) as Record<string, string>, epAt: 0, moves: [] };
  const filled: boolean[] = [];
  let last = -1;
  const s = text;
  while (sc.i < sc.n) {
    const at = sc.i;
    const c = s.charCodeAt(at);
    let kind: number;
    if (c === C.lbracket) kind = K_TAG;
    else if (c === C.lbrace) kind = K_EXTRAS;
    else if (looksLikeMove(sc, at)) kind = K_MOVES;
    else kind = classify(sc, at);
    if (kind === K_UNKNOWN) {
      const end = sc.tokenEnd(at);
      sc.questionable('unclassified-token', 'Unrecognised token ignored', at, end - at);
      sc.i = end;
      sc.skipSpace();
      continue;
    }
    if (strict) {
      if (kind === K_EXTRAS)
        sc.fail('extras-not-allowed', 'JSON extras are not part of the live grammar', at, 1);
      if (kind === last && kind !== K_TAG) {
        sc.fail('duplicate-section', `Second ${SECTIONS[kind]!.name} section`, at, sc.tokenEnd(at) - at);
      }
      if (kind < last)
        sc.fail('section-order', `${SECTIONS[kind]!.name} out of order`, at, sc.tokenEnd(at) - at);
    } else if (filled[kind] && kind !== K_TAG) {
      const end = kind === K_EXTRAS ? extrasEnd(s, at, sc.n, limits) : sc.tokenEnd(at);
      sc.warn('duplicate-section', `Second ${SECTIONS[kind]!.name} section ignored`, at, end - at);
      sc.i = end;
      sc.skipSpace();
      continue;
    }
    filled[kind] = true;
    last = kind;
    SECTIONS[kind]!.read(sc, at, h, limits);
    if (sc.i < sc.n && !isSpace(s.charCodeAt(sc.i))) {
      sc.fail(
        kind === K_POS ? 'bad-position' : 'trailing-input',
        `Unexpected text after ${SECTIONS[kind]!.name}`,
        sc.i,
        1,
      );
    }
    sc.skipSpace();
  }
  return rememberText(finish(sc, h, options.variantPosition !== false), text);
}

/** Like `parse`, but returns `{ success, data | error }` instead of throwing an `IcnError`. */
export function safeParse(text: string, options?: ParseOptions): Result<IcnParsedGame, IcnError> {
  return toResult(IcnError, () => parse(text, options));
}

/** Classifies a header token by its shape. */
function classify(sc: Scanner, at: number): number {
  const s = sc.s;
  const c0 = s.charCodeAt(at);
  if (c0 === C.lparen) return isLetter(s.charCodeAt(at + 1)) ? K_WIN : K_PROMO;
  if (s.startsWith('Squares:', at)) return K_SQUARES;
  if (s.startsWith('Rays:', at)) return K_RAYS;
  if (looksLikePieceEntry(sc, at)) return K_POS;
  const d0 = c0 === C.minus ? at + 1 : at;
  if (digitsEnd(s, d0, sc.n, sc.maxDigits) > d0 + sc.maxDigits) return K_EP; // its reader rejects the integer
  const end = sc.tokenEnd(at);
  let digits = 0;
  let letters = 0;
  let commas = 0;
  let slashes = 0;
  let colons = 0;
  let numeric = true; // digits, minus, comma, underscore only
  let wordy = true; // letters, comma, pipe, parens only
  for (let j = at; j < end; j++) {
    const c = s.charCodeAt(j);
    if (isDigit(c)) digits++;
    else if (isLetter(c)) letters++;
    else if (c === C.comma) commas++;
    else if (c === C.slash) slashes++;
    else if (c === C.colon) colons++;
    if (!(isDigit(c) || c === C.minus || c === C.comma || c === C.underscore)) numeric = false;
    if (!(isLetter(c) || c === C.comma || c === C.pipe || c === C.lparen || c === C.rparen)) wordy = false;
  }
  const len = end - at;
  if (slashes === 1 && digits === len - 1) return K_RULE;
  if (digits === len) return K_FULL;
  if (numeric && commas === 1 && digits > 0) return K_EP;
  if (numeric && commas === 3) return K_BORDER;
  if (letters + colons === len && letters > 0 && (colons > 0 || isTurnToken(s.slice(at, end)))) return K_TURN;
  if (wordy && letters > 0) return K_WIN;
  return K_UNKNOWN;
}

function isTurnToken(t: string): boolean {
  if (t.length > 64) return false;
  return t.split(':').every((p) => playerFromCode(p) !== undefined);
}

function parseTurn(sc: Scanner, at: number, end: number): types.Player[] {
  const t = sc.s.slice(at, end);
  sc.i = end;
  if (t === 'w') return ['white', 'black'];
  if (t === 'b') return ['black', 'white'];
  const out: types.Player[] = [];
  let off = at;
  if (t.length > 256) sc.fail('bad-turn-order', 'Turn order too long', at, end - at);
  for (const part of t.split(':')) {
    const p = playerFromCode(part);
    if (p === undefined) sc.fail('unknown-player', `Unknown player code (${part})`, off, part.length);
    out.push(p);
    off += part.length + 1;
  }
  return out;
}

function parseTag(sc: Scanner, metadata: Record<string, string>): void {
  const s = sc.s;
  const at = sc.i;
  let j = at + 1;
  while (j < sc.n) {
    const c = s.charCodeAt(j);
    if (isSpace(c) || c === C.colon || c === C.rbracket || c === C.quote || c === C.lbracket) break;
    j++;
  }
  const key = s.slice(at + 1, j);
  if (key.length === 0 || key.length > 64) sc.fail('bad-tag', 'Bad tag key', at, j - at);
  for (let k = 0; k < key.length; k++) {
    const c = key.charCodeAt(k);
    if (!isLetter(c)) {
      if (!(isDigit(c) || c === C.underscore || c === C.minus) || key === '__proto__') {
        sc.fail('bad-tag', 'Tag keys must be letters', at + 1, key.length);
      }
      sc.questionable('bad-tag', 'Tag key with non-letters', at + 1, key.length);
      break;
    }
  }
  let value: string;
  let c = s.charCodeAt(j);
  if (c === C.colon || c === C.rbracket) {
    // legacy [Key: value] or bare [Key]
    const close = s.indexOf(']', j);
    if (close < 0 || close >= sc.n) sc.fail('unclosed-tag', 'Unclosed [', at, sc.n - at);
    sc.questionable('legacy-tag', 'Tag in the original [Key: value] form', at, close + 1 - at);
    value = c === C.colon ? s.slice(j + 1, close).trim() : '';
    sc.i = close + 1;
  } else {
    const ws = j;
    while (j < sc.n && isSpace(s.charCodeAt(j))) j++;
    c = s.charCodeAt(j);
    if (j === ws || c !== C.quote) {
      const close = s.indexOf(']', j);
      if (close < 0 || close >= sc.n) sc.fail('unclosed-tag', 'Unclosed [', at, sc.n - at);
      sc.questionable('legacy-tag', 'Tag value without quotes', at, close + 1 - at);
      value = s.slice(j, close).trim();
      sc.i = close + 1;
    } else {
      const q = s.indexOf('"', j + 1);
      if (q < 0 || q >= sc.n) sc.fail('unclosed-tag', 'Unclosed tag value', at, sc.n - at);
      value = s.slice(j + 1, q);
      if (s.charCodeAt(q + 1) !== C.rbracket || q + 1 >= sc.n) {
        if (q + 1 >= sc.n) sc.fail('unclosed-tag', 'Unclosed [', at, sc.n - at);
        sc.fail('bad-tag', 'Expected ] after the tag value', q + 1, 1);
      }
      if (value.length === 0 || value.length > 200) {
        sc.questionable('bad-tag', 'Tag values have 1-200 characters', j, q + 1 - j);
      }
      sc.i = q + 2;
    }
  }
  if (
    value.length >= 2 &&
    value.charCodeAt(0) === C.quote &&
    value.charCodeAt(value.length - 1) === C.quote
  ) {
    value = value.slice(1, -1); // [Key: "value"]
  }
  if (value.includes('"')) sc.fail('bad-tag', 'A tag value cannot contain "', at, sc.i - at);
  if (Object.hasOwn(metadata, key))
    sc.warn('bad-tag', `Tag ${key} repeated; the last one wins`, at, sc.i - at);
  Object.defineProperty(metadata, key, { value, enumerable: true, writable: true, configurable: true });
}

function parseMoveRule(sc: Scanner, at: number): types.MoveRule {
  const state = sc.readWhole();
  if (state === undefined) sc.fail('bad-move-rule', 'Move rule must be N/M', at, 1);
  sc.i++; // '/'
  const limit = sc.readWhole();
  if (limit === undefined || limit < 1 || state > limit) {
    sc.fail('bad-move-rule', 'Move rule must be N/M with 0 <= N <= M and M >= 1', at, sc.i - at);
  }
  return { state, limit };
}

function parseFullMove(sc: Scanner, at: number): number {
  const v = sc.readWhole()!;
  if (v < 1) {
    sc.questionable('bad-full-move', 'Full move must be at least 1; 1 is used', at, sc.i - at);
    return 1;
  }
  return v;
}

function parseBound(sc: Scanner): bigint | null {
  if (sc.s.charCodeAt(sc.i) === C.underscore) {
    sc.i++;
    return null;
  }
  const v = sc.readInt();
  if (v === undefined) sc.fail('bad-border', 'Expected an integer or _', sc.i, 1);
  return v;
}

function parseBorder(sc: Scanner, at: number): types.IcnWorldBorder {
  const b: (bigint | null)[] = [];
  for (let k = 0; k < 4; k++) {
    if (k > 0) {
      if (sc.s.charCodeAt(sc.i) !== C.comma) sc.fail('bad-border', 'Expected ,', sc.i, 1);
      sc.i++;
    }
    b.push(parseBound(sc));
  }
  const [left, right, bottom, top] = b as [bigint | null, bigint | null, bigint | null, bigint | null];
  if (
    (left !== null && right !== null && left > right) ||
    (bottom !== null && top !== null && bottom > top)
  ) {
    sc.questionable('bad-border', 'World border is empty', at, sc.i - at);
  }
  return { left, right, bottom, top };
}

function parsePromotions(sc: Scanner, at: number): RawSides {
  const s = sc.s;
  sc.i++; // (
  const sides: { ranks: bigint[]; allowed: types.InfinitePieceType[] }[] = [];
  for (;;) {
    const ranks: bigint[] = [];
    const allowed: types.InfinitePieceType[] = [];
    let c = s.charCodeAt(sc.i);
    if (c !== C.pipe && c !== C.rparen) {
      for (;;) {
        const r = sc.readInt();
        if (r === undefined) sc.fail('bad-promotion', 'Expected a promotion rank', sc.i, 1);
        if (!ranks.includes(r)) ranks.push(r);
        if (s.charCodeAt(sc.i) !== C.comma) break;
        sc.i++;
      }
      if (s.charCodeAt(sc.i) === C.semi) {
        sc.i++;
        for (;;) {
          const from = sc.i;
          while (sc.i < sc.n && isLetter(s.charCodeAt(sc.i))) sc.i++;
          const code = s.slice(from, sc.i);
          const t = code.length > 0 && code.length <= 2 ? pieceTypeFromCode(code) : undefined;
          if (t === undefined)
            sc.fail(
              'unknown-piece',
              `Unknown promotion piece (${code.slice(0, 8)})`,
              from,
              Math.max(1, code.length),
            );
          if (!allowed.includes(t)) allowed.push(t);
          if (s.charCodeAt(sc.i) !== C.comma) break;
          sc.i++;
        }
      } else allowed.push(...DEFAULT_PROMOTIONS);
    }
    sides.push({ ranks, allowed });
    c = s.charCodeAt(sc.i);
    if (sc.i >= sc.n) sc.fail('bad-promotion', 'Unclosed (', at, sc.n - at);
    sc.i++;
    if (c === C.rparen) break;
    if (c !== C.pipe) sc.fail('bad-promotion', 'Expected | or ) in promotions', sc.i - 1, 1);
    if (sides.length > 16) sc.fail('promotion-arity', 'Too many promotion sides', at, sc.i - at);
  }
  return { offset: at, length: sc.i - at, sides };
}

function parseWin(sc: Scanner, at: number, end: number): RawWin {
  let from = at;
  let to = end;
  const s = sc.s;
  if (s.charCodeAt(from) === C.lparen) from++;
  if (to > from && s.charCodeAt(to - 1) === C.rparen) to--;
  const lists: string[][] = [];
  let off = from;
  for (const part of s.slice(from, to).split('|')) {
    const list: string[] = [];
    for (const name of part.split(',')) {
      let ok = name.length > 0 && name.length <= 64;
      for (let k = 0; ok && k < name.length; k++) ok = isLetter(name.charCodeAt(k));
      if (!ok) sc.fail('unknown-win-condition', 'Bad win condition', off, Math.max(1, name.length));
      if (!(LIVE_WIN_CONDITIONS as readonly string[]).includes(name)) {
        const known = (WIN_CONDITIONS as readonly string[]).includes(name);
        sc.questionable(
          'unknown-win-condition',
          known ? `Win condition ${name} is not live` : `Unknown win condition ${name} kept`,
          off,
          name.length,
        );
      }
      if (!list.includes(name)) list.push(name);
      off += name.length + 1;
    }
    lists.push(list);
  }
  sc.i = end;
  return { offset: at, length: end - at, lists };
}

function checkExtras(sc: Scanner, extras: types.JsonObject, at: number, length: number): types.JsonObject {
  const sl = extras['slideLimit'];
  if (sl !== undefined) {
    const v: types.JsonValue = sl;
    if ((typeof v === 'number' && Number.isSafeInteger(v) && v > 0) || (typeof v === 'bigint' && v > 0n)) {
      Object.defineProperty(extras, 'slideLimit', {
        value: BigInt(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else sc.warn('extras-invalid', 'slideLimit should be a positive integer', at, length);
  }
  const cp = extras['cannotPassTurn'];
  if (cp !== undefined && typeof cp !== 'boolean')
    sc.warn('extras-invalid', 'cannotPassTurn should be a boolean', at, length);
  return extras;
}

function finish(sc: Scanner, h: Header, fillFromVariant: boolean): IcnParsedGame {
  const turnOrder = h.turnOrder ?? ['white', 'black'];
  const players = uniquePlayers(turnOrder);
  let promotions: Partial<Record<types.Player, types.IcnPromotionRule>> | undefined;
  if (h.promotions !== undefined) {
    const p = h.promotions;
    if (p.sides.length !== players.length) {
      sc.fail(
        'promotion-arity',
        `${p.sides.length} promotion sides for ${players.length} players`,
        p.offset,
        p.length,
      );
    }
    promotions = {};
    p.sides.forEach((side, k) => {
      promotions![players[k]!] = side;
    });
  }
  const winConditions: Partial<Record<types.Player, readonly string[]>> = {};
  if (h.win !== undefined && h.win.lists.length !== 1 && h.win.lists.length !== players.length) {
    sc.fail(
      'wincon-arity',
      `${h.win.lists.length} win-condition lists for ${players.length} players`,
      h.win.offset,
      h.win.length,
    );
  }
  players.forEach((p, k) => {
    const lists = h.win?.lists;
    winConditions[p] = lists === undefined ? ['checkmate'] : lists.length === 1 ? lists[0]! : lists[k]!;
  });
  if (h.enPassant !== undefined) {
    const lastPlayer = turnOrder[turnOrder.length - 1];
    if (lastPlayer !== 'white' && lastPlayer !== 'black') {
      sc.fail(
        'bad-en-passant',
        'En passant needs white or black as the last player of the turn order',
        h.epAt,
        1,
      );
    }
  }
  let position = h.position;
  let fromVariant = false;
  if (position === undefined && fillFromVariant) {
    const v = positionForTags(h.metadata);
    if (v !== undefined && 'position' in v) {
      position = v.position as types.IcnPiece[];
      fromVariant = true;
    } else if (v !== undefined)
      sc.warn(v.warning, `No start position for variant ${h.metadata['Variant']}`, 0, 0);
  }
  const game: {
    -readonly [K in keyof IcnParsedGame]: IcnParsedGame[K];
  } = { metadata: h.metadata, turnOrder, fullMove: h.fullMove ?? 1, winConditions, moves: sealed(h.moves) };
  if (h.enPassant !== undefined) game.enPassant = h.enPassant;
  if (h.moveRule !== undefined) game.moveRule = h.moveRule;
  if (promotions !== undefined) game.promotions = promotions;
  if (h.border !== undefined) game.worldBorder = h.border;
  if (h.extras !== undefined) game.extras = h.extras;
  if (h.squares !== undefined) game.presetSquares = h.squares;
  if (h.rays !== undefined) game.presetRays = h.rays;
  if (position !== undefined) game.position = fromVariant ? position : sealed(position);
  if (fromVariant) game.positionFromVariant = true;
  if (sc.warnings.length > 0) {
    const lines = new LineIndex(sc.s);
    game.diagnostics = sc.warnings.map((w) => ({ ...w, ...lines.locate(w.offset) }));
  }
  return game;
}
