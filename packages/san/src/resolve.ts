/**
 * Resolution of SAN against an `@x/core` position (reference §4.3): the legal moves (encoded, into a reused
 * buffer) are filtered by piece type, destination, promotion and the hint; a pawn without a file hint keeps
 * only its own file; castling keeps the castling moves of that side (never a king move). Exactly one must
 * remain. Strict mode then prints the move and compares it with the input (one trailing ASCII glyph aside).
 */
import type { Move, Position } from '@x/core';
import { contextOf, type SanContext } from './context.js';
import {
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_NORMAL,
  KIND_PROMOTION,
  MOVE_BUFFER_SIZE,
  NULL_ENCODED,
} from './encoding.js';
import { SanError } from './errors.js';
import {
  type FastChess,
  fastCandidates,
  qFromFile,
  qFromRank,
  qPromo,
  qToFile,
  qToRank,
  qType,
  quickLex,
} from './fast.js';
import { formatSan } from './format.js';
import { lexSan, MAX_SAN_LENGTH } from './lexer.js';
import { NULL_MOVE, type SanMove } from './null-move.js';
import { sanOfEncoded } from './stringify.js';
import type { SafeResult, SAN, SanIssue, SanMode } from './types.js';
import { sanOptionsOf } from './variant.js';

/** Options of resolution (the dialect comes from the position's variant). */
export interface ResolveOptions {
  /** `'lenient'` (default) or `'strict'` (canonical SAN only: resolve, print, compare). */
  readonly mode?: SanMode;
  /**
   * Lenient mode: called with each lenient form the lexer accepted, and with a `noncanonical` issue (located on
   * the whole move) when the text is not the canonical SAN of the move it resolved to (`Ngf3`, a wrong `x`,
   * `+` or `#`). Costs one `stringify` per move when set.
   */
  readonly onWarning?: (warning: SanIssue) => void;
}

/** Resolution options in strict mode, where a null move is never accepted (so the result is a `Move`). */
export interface StrictResolveOptions extends ResolveOptions {
  /** `'strict'`. */
  readonly mode: 'strict';
}

/** The warning callback of the resolution in progress (set by `resolve` and `replay`). */
let warnHook: ((warning: SanIssue) => void) | undefined;

/** Runs `fn` with `hook` as the warning callback of resolution. */
export function withWarnings<T>(hook: ((warning: SanIssue) => void) | undefined, fn: () => T): T {
  if (hook === undefined) return fn();
  const previous = warnHook;
  warnHook = hook;
  try {
    return fn();
  } finally {
    warnHook = previous;
  }
}

/** The legal moves of the position being resolved (module scratch, reused). */
const list = new Int32Array(MOVE_BUFFER_SIZE);

/**
 * Resolves a parsed move to an encoded legal move of `pos` (`NULL_ENCODED` for a null move). `text[start, end)`
 * is the written move (for error locations and the strict comparison; `text` undefined for a SAN object).
 */
export function resolveEncoded(
  pos: Position,
  ctx: SanContext,
  san: SAN,
  text: string | undefined,
  start: number,
  end: number,
  strict: boolean,
): number {
  const length = end - start;
  if (warnHook !== undefined) for (const warning of san.warnings) warnHook(warning);
  if (san.nullMove) {
    if (pos.isCheck()) throw new SanError('illegal', 'a null move while in check', start, length);
    return NULL_ENCODED;
  }
  if (
    !san.castling &&
    (san.toFile < 0 || san.toFile >= ctx.files || san.toRank < 0 || san.toRank >= ctx.ranks)
  ) {
    throw new SanError('illegal', 'destination outside the board', start, length);
  }
  const fast = ctx.fast;
  if (fast !== undefined && !san.castling && !san.drop) {
    const type = ctx.typeOf.get(san.piece);
    if (type === undefined) throw new SanError('illegal', 'no such piece in this variant', start, length);
    const promo = san.promotion === undefined ? -1 : (ctx.typeOf.get(san.promotion) ?? -2);
    return resolveFast(
      pos,
      ctx,
      fast,
      type,
      promo,
      san.toFile,
      san.toRank,
      san.fromFile,
      san.fromRank,
      san,
      text,
      start,
      end,
      strict,
    );
  }
  const n = pos.generateMoves(list);
  let found = -1;
  let count = 0;
  if (san.castling) {
    for (let i = 0; i < n; i++) {
      const m = list[i]!;
      if (((m >>> 24) & 7) === KIND_CASTLE && pos.castles[(m >>> 27) & 31]!.long === san.long) {
        found = m;
        count++;
      }
    }
  } else {
    const files = ctx.files;
    const to = san.toRank * files + san.toFile;
    const type = ctx.typeOf.get(san.piece);
    if (type === undefined) throw new SanError('illegal', 'no such piece in this variant', start, length);
    if (san.drop) {
      for (let i = 0; i < n; i++) {
        const m = list[i]!;
        if (((m >>> 24) & 7) === KIND_DROP && ((m >>> 12) & 0xfff) === to && ((m >>> 27) & 31) === type) {
          found = m;
          count++;
        }
      }
    } else {
      const board = pos.board;
      const promo = san.promotion === undefined ? -1 : (ctx.typeOf.get(san.promotion) ?? -2);
      const fromFile = san.fromFile;
      const fromRank = san.fromRank;
      const ownFile = type === ctx.pawnType && fromFile < 0 ? san.toFile : -1;
      for (let i = 0; i < n; i++) {
        const m = list[i]!;
        if (((m >>> 12) & 0xfff) !== to) continue;
        const from = m & 0xfff;
        if (board[from]! >> 2 !== type) continue;
        const kind = (m >>> 24) & 7;
        if (kind === KIND_PROMOTION) {
          if (((m >>> 27) & 31) !== promo) continue;
        } else if (promo !== -1 || kind >= KIND_CASTLE) {
          continue;
        } else if ((kind === KIND_NORMAL || kind === KIND_DOUBLE) && m >>> 27 !== 0) {
          continue; // gating moves have no SAN here
        }
        const file = from % files;
        if (fromFile >= 0 && file !== fromFile) continue;
        if (ownFile >= 0 && file !== ownFile) continue;
        if (fromRank >= 0 && (from - file) / files !== fromRank) continue;
        found = m;
        count++;
      }
    }
  }
  if (count === 0) throw new SanError('illegal', 'no legal move matches', start, length);
  if (count > 1) {
    const matches: number[] = [];
    collect(pos, ctx, san, n, matches);
    throw ambiguous(pos, ctx, matches, n, start, length);
  }
  if (strict || warnHook !== undefined) checkCanonical(pos, ctx, san, found, n, text, start, end, strict);
  return found;
}

function ambiguous(
  pos: Position,
  ctx: SanContext,
  matches: readonly number[],
  n: number,
  start: number,
  length: number,
): SanError {
  const candidates = matches.map((m) => sanOfEncoded(pos, ctx, m, list, n)).sort();
  return new SanError('ambiguous', 'more than one legal move matches', start, length, { candidates });
}

/**
 * The input must be the canonical SAN of `found` (one trailing glyph aside): strict mode throws
 * `noncanonical`, lenient mode reports it to the warning callback.
 */
function checkCanonical(
  pos: Position,
  ctx: SanContext,
  san: SAN | undefined,
  found: number,
  n: number,
  text: string | undefined,
  start: number,
  end: number,
  strict: boolean,
): void {
  const canonical = sanOfEncoded(pos, ctx, found, list, n);
  const glyph = san?.glyph === undefined ? 0 : san.glyph.length;
  let same: boolean;
  if (text === undefined) {
    if (san === undefined) throw new Error('@x/san: internal: no text and no SAN');
    const written = formatSan(san, sanOptionsOf(pos.variant));
    same = canonical === written.slice(0, written.length - glyph) && san.warnings.length === 0;
  } else {
    const e = end - glyph;
    same = canonical.length === e - start && text.startsWith(canonical, start);
  }
  if (same) return;
  if (strict) {
    throw new SanError('noncanonical', 'not the canonical SAN of the move', start, end - start, {
      canonical,
    });
  }
  warnHook?.({
    code: 'noncanonical',
    message: `canonical SAN: ${canonical}`,
    offset: start,
    length: end - start,
  });
}

/**
 * Resolution on the chess fast path: only the moves of the written piece type to the destination. `san` is the
 * parsed object when there is one (the quick lexer gives scalars only).
 */
function resolveFast(
  pos: Position,
  ctx: SanContext,
  fast: FastChess,
  type: number,
  promo: number,
  toFile: number,
  toRank: number,
  fromFile: number,
  fromRank: number,
  san: SAN | undefined,
  text: string | undefined,
  start: number,
  end: number,
  strict: boolean,
): number {
  const n = fastCandidates(pos, fast, type, toRank * 8 + toFile, promo, list);
  const ownFile = type === fast.pawn && fromFile < 0 ? toFile : -1;
  let found = -1;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    const file = m & 7;
    if (fromFile >= 0 && file !== fromFile) continue;
    if (ownFile >= 0 && file !== ownFile) continue;
    if (fromRank >= 0 && (m & 0xfff) >> 3 !== fromRank) continue;
    found = m;
    count++;
  }
  if (count === 0) throw new SanError('illegal', 'no legal move matches', start, end - start);
  if (count > 1) {
    const matches: number[] = [];
    for (let i = 0; i < n; i++) {
      const m = list[i]!;
      const file = m & 7;
      if (fromFile >= 0 && file !== fromFile) continue;
      if (ownFile >= 0 && file !== ownFile) continue;
      if (fromRank >= 0 && (m & 0xfff) >> 3 !== fromRank) continue;
      matches.push(m);
    }
    throw ambiguous(pos, ctx, matches, n, start, end - start);
  }
  if (strict || warnHook !== undefined) checkCanonical(pos, ctx, san, found, n, text, start, end, strict);
  return found;
}

/** Re-runs the filter of an ambiguous move, collecting every match (slow path, errors only). */
function collect(pos: Position, ctx: SanContext, san: SAN, n: number, out: number[]): void {
  if (san.castling) {
    for (let i = 0; i < n; i++) {
      const m = list[i]!;
      if (((m >>> 24) & 7) === KIND_CASTLE && pos.castles[(m >>> 27) & 31]!.long === san.long) out.push(m);
    }
    return;
  }
  const files = ctx.files;
  const to = san.toRank * files + san.toFile;
  const type = ctx.typeOf.get(san.piece);
  const promo = san.promotion === undefined ? -1 : (ctx.typeOf.get(san.promotion) ?? -2);
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    const kind = (m >>> 24) & 7;
    if (((m >>> 12) & 0xfff) !== to) continue;
    if (san.drop) {
      if (kind === KIND_DROP && ((m >>> 27) & 31) === type) out.push(m);
      continue;
    }
    const from = m & 0xfff;
    if (kind === KIND_DROP || kind === KIND_CASTLE || pos.board[from]! >> 2 !== type) continue;
    if (kind === KIND_PROMOTION ? ((m >>> 27) & 31) !== promo : promo !== -1) continue;
    const file = from % files;
    if (san.fromFile >= 0 && file !== san.fromFile) continue;
    if (type === ctx.pawnType && san.fromFile < 0 && file !== san.toFile) continue;
    if (san.fromRank >= 0 && (from - file) / files !== san.fromRank) continue;
    out.push(m);
  }
}

/** Lexes `text[start, end)` in the dialect of `pos` and resolves it (internal; movetext and `parse`). */
export function resolveText(
  pos: Position,
  ctx: SanContext,
  text: string,
  start: number,
  end: number,
  strict: boolean,
): number {
  const fast = ctx.fast;
  if (fast !== undefined && quickLex(text, start, end, fast)) {
    return resolveFast(
      pos,
      ctx,
      fast,
      qType,
      qPromo,
      qToFile,
      qToRank,
      qFromFile,
      qFromRank,
      undefined,
      text,
      start,
      end,
      strict,
    );
  }
  const san = lexSan(text, start, end, ctx.dialect, strict, strict ? 'none' : 'all');
  return resolveEncoded(pos, ctx, san, text, start, end, strict);
}

/**
 * Resolves SAN (text, or a `SAN` object from `parse(san)`) to the legal move of `position` it names, or to
 * `NULL_MOVE` for a lenient null move (`--`, `Z0`, `0000`, `@@@@`; illegal while in check). The dialect
 * (board size, piece letters, drops) is the position's variant's. Throws `SanError`: `syntax`, `illegal` (no
 * legal move matches: missing or wrong promotion, file-less pawn capture, illegal castling, …), `ambiguous`
 * (with `candidates`), and in strict mode `noncanonical` (with `canonical`). The position is not changed.
 *
 * @example resolve('Nf3', Position.fromFen(startFen)) // { from: 'g1', to: 'f3', piece: 'knight' }
 */
export function resolve(san: string | SAN, position: Position, options: StrictResolveOptions): Move;
export function resolve(san: string | SAN, position: Position, options?: ResolveOptions): SanMove;
export function resolve(san: string | SAN, position: Position, options?: ResolveOptions): SanMove {
  const onWarning = options?.onWarning;
  if (onWarning !== undefined) {
    return withWarnings(onWarning, () => resolve(san, position, { mode: options?.mode ?? 'lenient' }));
  }
  const strict = options?.mode === 'strict';
  const ctx = contextOf(position);
  let m: number;
  if (typeof san === 'string') {
    if (san.length > MAX_SAN_LENGTH) {
      throw new SanError('input-too-long', `SAN longer than ${MAX_SAN_LENGTH} characters`, MAX_SAN_LENGTH, 0);
    }
    m = resolveText(position, ctx, san, 0, san.length, strict);
  } else {
    if (san.nullMove && strict) throw new SanError('syntax', 'null move (lenient mode only)', 0, 0);
    m = resolveEncoded(position, ctx, san, undefined, 0, 0, strict);
  }
  return m === NULL_ENCODED ? NULL_MOVE : position.decodeMove(m);
}

/** Like `resolve`, but returns `{ success, data | error }` instead of throwing `SanError`. */
export function safeResolve(
  san: string | SAN,
  position: Position,
  options?: ResolveOptions,
): SafeResult<SanMove, SanError> {
  try {
    return { success: true, data: resolve(san, position, options) };
  } catch (error) {
    if (error instanceof SanError) return { success: false, error };
    throw error;
  }
}
