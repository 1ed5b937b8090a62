/**
 * Resolution of SAN against an `@x/core` position (reference §4.3), on the public `@x/core/engine` surface: the
 * legal moves of the written piece type landing on the destination (`generateMovesTo`, which for standard rules
 * generates only those pieces' moves) are filtered by promotion and the hint; a pawn without a file hint keeps
 * only its own file; castling keeps the castling moves of that side (never a king move). Exactly one must
 * remain. Strict mode then prints the move and compares it with the input (one trailing ASCII glyph aside).
 */
import { type Move, toResult, type Result, type BasePosition } from '@x/core';
import * as engine from '@x/core/engine';
import { onLine } from '@x/core/notation';
import { contextOf, type MoveQuery, type MovesOnto, movesTo, type SanContext } from './context.js';
import { NULL_ENCODED } from '../shared/encoding.js';
import { SanError } from '../shared/errors.js';
import { formatSan } from './format.js';
import { fsfMoveText } from './fsf-form.js';
import { lexSan, MAX_SAN_LENGTH } from './lexer.js';
import { isRichSan, resolveRich } from './rich.js';
import { leavesTrail } from './trail.js';
import { sanOfEncoded } from './stringify.js';
import type { SAN, SanDiagnostic, SanMode } from '../shared/types.js';
import { sanOptionsOf } from '../shared/variant.js';

/** Options of resolution (the dialect comes from the position's variant). */
export interface ResolveOptions {
  /** `'lenient'` (default) or `'strict'` (canonical SAN only: resolve, print, compare). */
  readonly mode?: SanMode;
  /**
   * Lenient mode: called with each lenient form the lexer accepted, and with a `noncanonical` issue (located on
   * the whole move) when the text is not the canonical SAN of the move it resolved to (`Ngf3`, a wrong `x`,
   * `+` or `#`). Costs one `stringify` per move when set.
   */
  readonly onWarning?: (warning: SanDiagnostic) => void;
}

/** Where a move was written and how to resolve it: for error locations, the strict check and warnings. */
export interface SanSite {
  /** The text the move was read from, or undefined for a SAN object. */
  readonly text: string | undefined;
  /** `[start, end)` of the move in `text` (error locations). */
  readonly start: number;
  readonly end: number;
  readonly strict: boolean;
  readonly onWarning: ((warning: SanDiagnostic) => void) | undefined;
  /** How the candidates of a piece move are found (default `generateMovesTo` of `@x/core/engine`). */
  readonly movesTo?: MovesOnto | undefined;
}

/**
 * Resolves a parsed move to an encoded legal move of `pos` (`NULL_ENCODED` for a null move); `san` is from
 * `site.text` (or a SAN object when `site.text` is undefined).
 */
export function resolveEncoded(pos: BasePosition, ctx: SanContext, san: SAN, site: SanSite): number {
  const { start, end } = site;
  const length = end - start;
  if (site.onWarning !== undefined) for (const warning of san.diagnostics) site.onWarning(warning);
  if (san.nullMove) {
    if (pos.isCheck()) throw new SanError('illegal-move', 'a null move while in check', start, length);
    return NULL_ENCODED;
  }
  if (
    !san.castling &&
    (san.toFile < 0 || san.toFile >= ctx.files || san.toRank < 0 || san.toRank >= ctx.ranks)
  ) {
    throw new SanError('illegal-move', 'destination outside the board', start, length);
  }
  if (san.wall !== undefined && pos.variant.walls?.rule === 'past') return resolveTrail(pos, ctx, san, site);
  if (isRichSan(san)) {
    const found = resolveRich(pos, ctx, san, moveText(san, site), start, length);
    if (site.strict || site.onWarning !== undefined) checkCanonical(pos, ctx, san, found, site);
    return found;
  }
  if (san.castling) return resolveCastling(pos, ctx, san, site);
  const type = ctx.typeOf.get(san.piece);
  const promo = san.promotion === undefined ? -1 : (ctx.typeOf.get(san.promotion) ?? -2);
  // A coordinate move (`f2b6`) names no piece: it reads in variants without a pawn too (racing kings).
  const letterless =
    !san.drop && san.piece === ctx.dialect.pawn && (type === undefined || type === ctx.pawnType);
  if (letterless && san.fromFile >= 0 && san.fromRank >= 0 && san.gate === undefined) {
    return resolveCoordinate(pos, ctx, san, promo, site);
  }
  if (type === undefined) throw new SanError('illegal-move', 'no such piece in this variant', start, length);
  if (san.drop) return resolveDrop(pos, ctx, san, type, site);
  const query = ctx.query;
  query.type = type;
  query.promo = promo;
  // Only dialects with hands read a gate (`Qxd2/H`): chess never looks the field up.
  query.gate = !ctx.dialect.drops || san.gate === undefined ? 0 : (ctx.typeOf.get(san.gate) ?? -1);
  query.toFile = san.toFile;
  query.toRank = san.toRank;
  query.fromFile = san.fromFile;
  query.fromRank = san.fromRank;
  query.pawnLetter = san.pawnLetter === true;
  return resolveBoardMove(pos, ctx, query, san, site);
}

/**
 * A move written with its trail (`Pb1,a1`, walls left `past`): the move without it, whose origin must be the square
 * written after the comma; else `illegal-move` naming the move as written.
 */
function resolveTrail(pos: BasePosition, ctx: SanContext, san: SAN, site: SanSite): number {
  const { wall, ...plain } = san;
  const found = resolveEncoded(pos, ctx, plain, { ...site, strict: false, onWarning: undefined });
  if (!leavesTrail(pos, found) || ctx.squareNames[engine.moveOrigin(found)] !== wall) {
    throw new SanError(
      'illegal-move',
      `no legal move matches ${moveText(san, site)}`,
      site.start,
      site.end - site.start,
    );
  }
  if (site.strict || site.onWarning !== undefined) checkCanonical(pos, ctx, san, found, site);
  return found;
}

/**
 * Whether `m` leaves its piece where it stands (Janggi's pass `Kf9`, as `stringify` and Fairy-Stockfish write it):
 * the kind after the pickup (`@x/core`'s lion kind) from a square to itself.
 */
function staysInPlace(m: number, kind: number): boolean {
  return kind > engine.KIND_PICKUP && engine.moveOrigin(m) === engine.moveTarget(m);
}

/**
 * Whether `m` is a conversion move (`PieceType.rules.conversion` (kind `move`): `Kb2` turns the piece on b2, the king stays) or a pinch
 * (`PieceType.rules.pinch`: `Qd1b1` sends the opponent's queen on d1 to b1, `d5d8` a pawn: the pickup whose origin holds
 * the opponent's piece): a pickup that a piece letter names.
 */
function isConversion(pos: BasePosition, m: number, kind: number): boolean {
  if (kind !== engine.KIND_PICKUP) return false;
  return (
    engine.moveExtra(m) === engine.CONVERT_EXTRA ||
    engine.codeSide(engine.pieceCode(pos, engine.moveOrigin(m))) !== engine.sideToMove(pos)
  );
}

/** Keeps, in `ctx.moves[0, n)`, the candidates matching the query's promotion and hints; returns how many. */
function filterCandidates(pos: BasePosition, ctx: SanContext, q: MoveQuery, n: number): number {
  const list = ctx.moves;
  const files = ctx.files;
  const ownFile = q.type === ctx.pawnType && q.fromFile < 0 && !q.pawnLetter ? q.toFile : -1;
  // (a promotion of -1 or -2 is no index: looking it up would be a slow named-property look-up per move)
  const promoAlso = q.promo >= 0 ? ctx.alsoReads[q.promo] : undefined;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    const kind = engine.moveKind(m);
    if (kind === engine.KIND_PROMOTION) {
      const extra = engine.moveExtra(m);
      if ((extra !== q.promo && promoAlso?.includes(extra) !== true) || q.gate !== 0) continue;
    } else if (
      q.promo !== -1 ||
      (kind >= engine.KIND_CASTLE &&
        !staysInPlace(m, kind) &&
        !isConversion(pos, m, kind) &&
        !(kind === engine.KIND_CASTLE && ctx.castlesAsKingMoves))
    ) {
      continue;
    } else if (
      (kind === engine.KIND_NORMAL || kind === engine.KIND_DOUBLE) &&
      engine.moveExtra(m) !== q.gate
    ) {
      continue; // the gated hand piece (`/H`), or none
    } else if (kind === engine.KIND_EN_PASSANT && q.gate !== 0) {
      continue;
    }
    const from = engine.moveOrigin(m);
    const file = from % files;
    if (q.fromFile >= 0 && file !== q.fromFile) continue;
    if (ownFile >= 0 && file !== ownFile) continue;
    if (q.fromRank >= 0 && (from - file) / files !== q.fromRank) continue;
    list[w++] = m;
  }
  return w;
}

/**
 * A piece's move on the board: the legal moves to the destination of its type, and of the types its letter also
 * reads (Fairy-Stockfish's `G` for shogi's tokin), filtered.
 */
function resolveBoardMove(pos: BasePosition, ctx: SanContext, q: MoveQuery, san: SAN, site: SanSite): number {
  const to = q.toRank * ctx.files + q.toFile;
  let n = movesTo(pos, ctx, to, q.type, ctx.moves, site.movesTo);
  const also = ctx.alsoReads[q.type];
  if (also !== undefined)
    for (const t of also) n += movesTo(pos, ctx, to, t, ctx.moves.subarray(n), site.movesTo);
  return unique(pos, ctx, filterCandidates(pos, ctx, q, n), san, site);
}

/**
 * A coordinate move without a piece letter (`e2e4`, `g1f3`, `a7a8q`, UCI `e1g1`; lenient only): the legal
 * moves of whatever piece stands on the departure square to the destination, with the written promotion.
 * Castling matches only when no other move does, by the king's destination or its rook's square (`e1h1`).
 */
function resolveCoordinate(
  pos: BasePosition,
  ctx: SanContext,
  san: SAN,
  promo: number,
  site: SanSite,
): number {
  const list = ctx.moves;
  const from = san.fromRank * ctx.files + san.fromFile;
  const to = san.toRank * ctx.files + san.toFile;
  const n = engine.generateMovesFrom(pos, from, list);
  let castles = 0;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    const kind = engine.moveKind(m);
    if (kind === engine.KIND_CASTLE) castles++;
    else if (engine.moveTarget(m) !== to) continue;
    else if (
      kind === engine.KIND_PROMOTION
        ? engine.moveExtra(m) === promo
        : promo === -1 && (engine.moveExtra(m) === 0 || isConversion(pos, m, kind))
    ) {
      list[w++] = m;
    }
  }
  if (w === 0 && castles > 0 && promo === -1) {
    // The king's destination (`e1g1`) or, king takes own rook, the side the rook is on (`e1h1`).
    const code = engine.pieceCode(pos, to);
    const ownRook = to !== from && code !== 0 && engine.codeSide(code) === engine.sideToMove(pos);
    const side = san.toFile < san.fromFile ? 'long' : 'short';
    for (let i = 0; i < n; i++) {
      const m = list[i]!;
      if (engine.moveKind(m) !== engine.KIND_CASTLE) continue;
      if (engine.moveTarget(m) === to || (ownRook && engine.castlingSide(pos, m) === side)) list[w++] = m;
    }
  }
  return unique(pos, ctx, w, san, site);
}

/**
 * Castling: the castling moves of the written side. They are looked up on their kings' destinations among the
 * king's moves (`generateMovesTo`, no full generation) when those are empty; otherwise (a Chess960 king that
 * stays or lands on its rook) among every legal move.
 */
function resolveCastling(pos: BasePosition, ctx: SanContext, san: SAN, site: SanSite): number {
  const list = ctx.moves;
  const side = san.long ? 'long' : 'short';
  const color = engine.sideToMove(pos) === 0 ? 'white' : 'black';
  const options = engine
    .castlingOptions(pos)
    .filter((o) => o.available && o.color === color && o.side === side);
  let n = 0;
  if (options.some((o) => engine.pieceCode(pos, o.kingTo) !== 0)) n = engine.generateLegalMoves(pos, list);
  else {
    // Each destination once: two options onto one square would list their moves twice.
    for (const to of new Set(options.map((o) => o.kingTo))) {
      const k = (site.movesTo ?? engine.generateMovesTo)(
        pos,
        to,
        engine.codeType(engine.pieceCode(pos, options[0]!.kingFrom)),
        ctx.printMoves,
      );
      for (let j = 0; j < k; j++) list[n++] = ctx.printMoves[j]!;
    }
  }
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    if (engine.castlingSide(pos, m) === side && castleGateMatches(pos, m, san)) list[w++] = m;
  }
  return unique(pos, ctx, w, san, site);
}

/** Whether castling `m` gates what `san` writes: nothing, or the piece (and the square when written). */
function castleGateMatches(pos: BasePosition, m: number, san: SAN): boolean {
  if (!pos.variant.drops?.gating && san.gate === undefined) return true;
  const fairy = pos.decodeMove(m).fairy;
  if (san.gate === undefined || fairy?.gate === undefined) return san.gate === fairy?.gate;
  return san.gate === fairy.gate && (san.gateSquare === undefined || san.gateSquare === fairy.gateSquare);
}

/**
 * A drop: the drops of the written type onto the destination, and of the types its letter also reads
 * (Fairy-Stockfish's `G@b1` for Kyoto shogi's knight dropped promoted).
 */
function resolveDrop(pos: BasePosition, ctx: SanContext, san: SAN, type: number, site: SanSite): number {
  const list = ctx.moves;
  const to = san.toRank * ctx.files + san.toFile;
  const also = ctx.alsoReads[type];
  let n = engine.generateMovesTo(pos, to, type, list);
  if (also !== undefined) for (const t of also) n += engine.generateMovesTo(pos, to, t, list.subarray(n));
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = list[i]!;
    const extra = engine.moveExtra(m);
    if (engine.moveKind(m) === engine.KIND_DROP && (extra === type || also?.includes(extra))) list[w++] = m;
  }
  return unique(pos, ctx, w, san, site);
}

/** The text of the move a resolution error names: as read, or as written from a SAN object. */
export function moveText(
  san: SAN,
  site: { readonly text: string | undefined; readonly start: number; readonly end: number },
): string {
  return site.text === undefined ? formatSan(san) : site.text.slice(site.start, site.end);
}

/** The one match in `ctx.moves[0, n)`, checked for canonical SAN when asked; else `illegal-move` or `ambiguous-move`. */
function unique(pos: BasePosition, ctx: SanContext, n: number, san: SAN, site: SanSite): number {
  const length = site.end - site.start;
  if (n === 0)
    throw new SanError('illegal-move', `no legal move matches ${moveText(san, site)}`, site.start, length);
  if (n > 1) {
    const matches = Array.from(ctx.moves.subarray(0, n));
    const candidates = matches.map((m) => sanOfEncoded(pos, ctx, m)).sort();
    throw new SanError(
      'ambiguous-move',
      `more than one legal move matches ${moveText(san, site)}`,
      site.start,
      length,
      {
        candidates,
      },
    );
  }
  const found = ctx.moves[0]!;
  if (site.strict || site.onWarning !== undefined) checkCanonical(pos, ctx, san, found, site);
  return found;
}

/**
 * The input must be the canonical SAN of `found` (one trailing glyph aside), or Fairy-Stockfish's SAN of it where
 * the definition gives its letters (`fsfMoveText`; in its SAN dialect that is the canonical SAN, and our letters,
 * `+La2`, are not): strict mode throws `noncanonical`, lenient mode reports it to the warning callback.
 */
function checkCanonical(pos: BasePosition, ctx: SanContext, san: SAN, found: number, site: SanSite): void {
  const { text, start, end } = site;
  const canonical = sanOfEncoded(pos, ctx, found, site.movesTo);
  const glyph = san.glyph === undefined ? 0 : san.glyph.length;
  let same: boolean;
  if (text === undefined) {
    const written = formatSan(san, sanOptionsOf(pos.variant));
    same = canonical === written.slice(0, written.length - glyph) && san.diagnostics.length === 0;
  } else {
    const e = end - glyph;
    same = canonical.length === e - start && text.startsWith(canonical, start);
    // Fairy-Stockfish's letters (`Hc3`, `Pa5=G`) read as the canonical SAN does
    const fsf = same || !ctx.fsfLetters ? undefined : fsfMoveText(pos, ctx, found);
    if (fsf !== undefined) {
      const written = fsf + (/[+#]$/.exec(canonical)?.[0] ?? '');
      same = written.length === e - start && text.startsWith(written, start);
    }
  }
  if (same) return;
  if (site.strict) {
    throw new SanError('noncanonical', 'not the canonical SAN of the move', start, end - start, {
      canonical,
    });
  }
  site.onWarning?.({
    code: 'noncanonical',
    severity: 'warning',
    message: `canonical SAN: ${canonical}`,
    offset: start,
    length: end - start,
    ...onLine(start),
  });
}

/** Lexes `site.text[start, end)` in the dialect of `pos` and resolves it (internal; movetext and `parse`). */
export function resolveText(
  pos: BasePosition,
  ctx: SanContext,
  site: SanSite & { readonly text: string },
): number {
  const san = lexSan(site.text, site.start, site.end, ctx.dialect, site.strict, site.strict ? 'none' : 'all');
  return resolveEncoded(pos, ctx, san, site);
}

/**
 * Resolves SAN (text, or a `SAN` object from `parse(san)`) to the legal move of `position` it names: a `Move`,
 * which `position.play`, `position.uci` and `stringify` take. The dialect (board size, piece letters, drops) is
 * the position's variant's. Throws `SanError`: `syntax`, `illegal-move` (no legal move matches: missing or wrong
 * promotion, file-less pawn capture, illegal castling, …), `ambiguous-move` (with `candidates`), `null-move` (`--`,
 * lenient `Z0`, `0000`, `@@@@`: a pass is not a move; `passTurn(position)` plays one), and in strict mode
 * `noncanonical` (with `canonical`). The position is not changed; `position.play` of the returned move costs one
 * move.
 *
 * @example resolve('Nf3', Position.fromFen(startFen)) // { from: 'g1', to: 'f3', piece: 'knight' }
 */
export function resolve(san: string | SAN, position: BasePosition, options?: ResolveOptions): Move {
  const strict = options?.mode === 'strict';
  const onWarning = options?.onWarning;
  const ctx = contextOf(position);
  let m: number;
  if (typeof san === 'string') {
    if (san.length > MAX_SAN_LENGTH) {
      throw new SanError('input-too-long', `SAN longer than ${MAX_SAN_LENGTH} characters`, MAX_SAN_LENGTH, 0);
    }
    m = resolveText(position, ctx, { text: san, start: 0, end: san.length, strict, onWarning });
  } else {
    if (san.nullMove && strict) throw new SanError('syntax', 'null move (lenient mode only)', 0, 0);
    if (san.gate !== undefined && !ctx.dialect.drops)
      throw new SanError('illegal-move', 'no gating in this variant', 0, 0);
    m = resolveEncoded(position, ctx, san, { text: undefined, start: 0, end: 0, strict, onWarning });
  }
  if (m === NULL_ENCODED) {
    const text = typeof san === 'string' ? san : '--';
    throw new SanError(
      'null-move',
      `"${text}" is a null move, not a move: passTurn(position) plays one`,
      0,
      text.length,
    );
  }
  return position.decodeMove(m);
}

/** Like `resolve`, but returns `{ success, data | error }` instead of throwing `SanError`. */
export function safeResolve(
  san: string | SAN,
  position: BasePosition,
  options?: ResolveOptions,
): Result<Move, SanError> {
  return toResult(SanError, () => resolve(san, position, options));
}
