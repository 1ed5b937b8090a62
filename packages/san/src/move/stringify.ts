/**
 * Canonical SAN of a legal move in a position, on the public `@x/core/engine` surface: disambiguation over the
 * legal moves of the same piece type to the same square (pins respected), `x` for captures (e.p. included, only
 * for the pawn taking it), `=Q`, `O-O`/`O-O-O` for every castling (Chess960 included), `P@e4` for drops, and
 * `+`/`#` from the position after the move (`#` when the opponent is in check without a legal reply); in
 * Fairy-Stockfish's SAN dialect (`sanDialect`), its letters, disambiguation and check marks (`fsf-form`, `king-checks`).
 */
import type { BasePosition, Move } from '@x/core';
import * as engine from '@x/core/engine';
import { contextOf, type MovesOnto, movesTo, type SanContext } from './context.js';
import { NULL_ENCODED } from '../shared/encoding.js';
import { SanError } from '../shared/errors.js';
import { moveName } from '../shared/move-name.js';
import { isNullMove, type SanMove } from '../shared/null-move.js';
import { findRich, isRichMove, richText } from './rich.js';
import { fsfMoveText } from './fsf-form.js';
import { kingCheckSuffix } from './king-checks.js';
import { leavesTrail } from './trail.js';
import { alongsideAlike, HINT_FILE, HINT_RANK, originHint } from './origin-hint.js';

/**
 * The canonical SAN of an encoded legal move `m` of `pos`. Plays the move and takes it back (for the suffix),
 * leaving `pos` as it was. `generate` finds the other moves onto the square for the disambiguation (default
 * `generateMovesTo`; `walkGame` gives `chessMovesTo` on an `@x/core/chess` position).
 */
export function sanOfEncoded(pos: BasePosition, ctx: SanContext, m: number, generate?: MovesOnto): string {
  if (m === NULL_ENCODED) return '--';
  // A wall, a swap or a pickup: written from the plain move, read before anything regenerates its ply's tables.
  if (isRichMove(m)) return sanOfRich(pos, ctx, pos.decodeMove(m), m);
  const kind = engine.moveKind(m);
  const to = engine.moveTarget(m);
  let text: string;
  if (kind === engine.KIND_CASTLE && ctx.castlesAsKingMoves) {
    // Several boards: the king's move to its square on the board it goes to (`Ks1`), which names that board.
    text = `${ctx.letters[engine.movePieceType(pos, m)]}${ctx.squareNames[to]}`;
  } else if (kind === engine.KIND_CASTLE) {
    text = engine.castlingSide(pos, m) === 'long' ? 'O-O-O' : 'O-O';
    const fairy = pos.variant.drops?.gating ? pos.decodeMove(m).fairy : undefined; // gating castling: `O-O/Ed1`
    if (fairy?.gate !== undefined)
      text += `/${ctx.dropLetters[ctx.typeOf.get(fairy.gate)!]}${fairy.gateSquare}`;
  } else if (kind === engine.KIND_DROP) {
    text = fsfText(pos, ctx, m) ?? `${ctx.dropLetters[engine.moveExtra(m)]}@${ctx.squareNames[to]}`;
  } else if (
    kind === engine.KIND_PICKUP &&
    engine.codeSide(engine.pieceCode(pos, engine.moveOrigin(m))) !== engine.sideToMove(pos)
  ) {
    // A pinch (`PieceType.rules.pinch`): the pinched piece's letter (none for a pawn), its square and its new one
    // (`Qd1b1`, `d5d8`; removed: its square twice, `Bc1c1`); the pincher stays and is not named.
    text = `${ctx.letters[engine.movePieceType(pos, m)]}${ctx.squareNames[engine.moveOrigin(m)]}${ctx.squareNames[to]}`;
  } else {
    text = writtenText(pos, ctx, m, generate);
    // The wall left on the origin (`Pb1,a1`), as Fairy-Stockfish writes a trail.
    if (leavesTrail(pos, m)) text += `,${ctx.squareNames[engine.moveOrigin(m)]}`;
  }
  return text + checkSuffix(pos, ctx, m);
}

/**
 * Fairy-Stockfish's text of `m` where the definition is in its SAN dialect (`sanDialect`) and gives its letters
 * (`sanAliases`; without them its text is ours), else undefined: also where its text would name another legal move
 * too (Kyoto shogi's `G@a1` with a lance and a knight in hand), which ours tells apart (`+L@a1`).
 */
function fsfText(pos: BasePosition, ctx: SanContext, m: number): string | undefined {
  return pos.variant.sanDialect === 'fairy-stockfish' && ctx.fsfLetters
    ? fsfMoveText(pos, ctx, m)
    : undefined;
}

/** A board move's text: Fairy-Stockfish's where its dialect asks for it (`fsfText`), else ours. */
function writtenText(pos: BasePosition, ctx: SanContext, m: number, generate?: MovesOnto): string {
  return fsfText(pos, ctx, m) ?? boardMoveText(pos, ctx, m, generate);
}

/** `sanOfEncoded` of a wall, swap or pickup move `m`, given as the plain legal move too. */
function sanOfRich(pos: BasePosition, ctx: SanContext, move: Move, m: number): string {
  const text = richText(pos, ctx, move); // (lists the moves: `m`'s table is then that of every legal move)
  return text + checkSuffix(pos, ctx, m);
}

/**
 * `+` or `#` when the encoded legal move `m` gives check (`#`: mate), else `''`; by Fairy-Stockfish's rule in its
 * SAN dialect (`sanDialect: 'fairy-stockfish'`).
 */
function checkSuffix(pos: BasePosition, ctx: SanContext, m: number): string {
  if (pos.variant.sanDialect === 'fairy-stockfish') return kingCheckSuffix(pos, ctx, m);
  if (!engine.givesCheck(pos, m)) return '';
  engine.makeMove(pos, m);
  // The check may also end the game by a variant rule (n checks): then no `#` unless mated.
  const suffix = engine.inCheck(pos, engine.sideToMove(pos)) && pos.isCheckmate() ? '#' : '+';
  engine.unmakeMove(pos);
  return suffix;
}

/**
 * Whether the move `o` of the mover's type is written as `m` but for its origin: from another square (a promotion
 * from the same one differs by its `=X`), gating the same piece, if any (`WrittenAlike`).
 */
function gatingAlike(_pos: BasePosition, _ctx: SanContext, o: number, m: number): boolean {
  const gate = engine.moveKind(m) <= engine.KIND_DOUBLE ? engine.moveExtra(m) : 0;
  return engine.moveOrigin(o) !== engine.moveOrigin(m) && (gate === 0 || engine.moveExtra(o) === gate);
}

/** SAN of a piece's move on the board without the check suffix: letter, disambiguation, `x`, square, `=X`. */
function boardMoveText(pos: BasePosition, ctx: SanContext, m: number, generate?: MovesOnto): string {
  const kind = engine.moveKind(m);
  const to = engine.moveTarget(m);
  const files = ctx.files;
  const from = engine.moveOrigin(m);
  const type = engine.movePieceType(pos, m);
  const capture = engine.isCaptureMove(pos, m);
  const fromFile = from % files;
  const fromRank = (from - fromFile) / files;
  // The other legal moves of the mover's type onto the destination (a gating move: those gating the same piece,
  // as Fairy-Stockfish disambiguates `Rh6/E`).
  const list = ctx.printMoves;
  const seen = alongsideAlike(pos, ctx, m, list, movesTo(pos, ctx, to, type, list, generate), gatingAlike);
  const hint = originHint(seen, !ctx.letters[type] && (capture || fromFile !== to % files));
  let needFile = (hint & HINT_FILE) !== 0;
  let needRank = (hint & HINT_RANK) !== 0;
  // A standing promotion that steps aside names its origin square, as Fairy-Stockfish writes it (`e5f6=F`).
  const rules = kind === engine.KIND_PROMOTION && from !== to ? pos.variant.pieces[type - 1] : undefined;
  if (rules?.promotion?.standing || rules?.promotions?.some((r) => r.standing)) needFile = needRank = true;
  // A file hint that would run into what follows takes its rank too: past 26 files one ending in the
  // destination's letter (`cc` before `c5` reads `ccc5`, `a` before `a3` reads `aa3`), and file `x` (`Bxg4` reads
  // as a capture).
  if (needFile && !needRank && !capture) {
    const hint = ctx.dialect.fileNames[fromFile]!;
    const last = hint.charCodeAt(hint.length - 1);
    needRank = last === 120 || (files > 26 && last === ctx.squareNames[to]!.charCodeAt(0));
  }
  let text = ctx.letters[type]!;
  if (needFile) text += ctx.dialect.fileNames[fromFile];
  if (needRank) text += ctx.dialect.rankNames[fromRank];
  if (capture) text += 'x';
  text += ctx.squareNames[to];
  if (kind === engine.KIND_PROMOTION) text += `=${ctx.dropLetters[engine.moveExtra(m)]}`;
  else if ((kind === engine.KIND_NORMAL || kind === engine.KIND_DOUBLE) && engine.moveExtra(m) !== 0)
    text += `/${ctx.dropLetters[engine.moveExtra(m)]}`; // gating
  return text;
}

/**
 * The canonical SAN of a legal move in `position` (`--` for a null move). Throws `SanError` with code
 * `illegal-move` (offset 0, length 0) when the move is not legal there (a null move is illegal while in check).
 * Castling may be given as `@x/core` returns it (`castle` set), as king → own rook, or as the king's
 * two-square move. The position is left as it was.
 *
 * @example stringify({ from: 'g1', to: 'f3', piece: 'knight' }, Position.fromFen(startFen)) // 'Nf3'
 */
export function stringify(move: SanMove, position: BasePosition): string {
  if (isNullMove(move)) {
    if (position.isCheck()) throw new SanError('illegal-move', 'a null move while in check', 0, 0);
    return '--';
  }
  // The position's own matching (a move it handed out is found without generating moves).
  const ctx = contextOf(position);
  const rich = typeof move === 'object' ? findRich(position, move) : undefined;
  if (rich !== undefined) return sanOfRich(position, ctx, rich.move, rich.m);
  const m = typeof move === 'object' ? position.findEncoded(move) : undefined;
  if (m === undefined)
    throw new SanError('illegal-move', `${moveName(move)} is not a legal move in this position`, 0, 0);
  return isRichMove(m) ? sanOfRich(position, ctx, position.decodeMove(m), m) : sanOfEncoded(position, ctx, m);
}
