/**
 * Fairy-Stockfish's SAN of a move where a definition gives Fairy-Stockfish's letters (`sanAliases`: xiangqi's `H`
 * horse and `E` elephant, a promoted shogi piece by the type it plays as, `G`, `=G`), as its `move_to_san` writes
 * them: each piece by its first alias, the origin told from the other pieces of the same letter that make the same
 * kind of move (a promotion from promotions only), file first, then rank, then both. Strict mode reads this form as
 * it reads the canonical SAN (`checkCanonical`), so Fairy-Stockfish's games (pychess-variants') read in both modes.
 */
import type { BasePosition } from '@x/core';
import * as engine from '@x/core/engine';
import type { SanContext } from './context.js';
import { alongside, HINT_FILE, HINT_RANK, originHint } from './origin-hint.js';

/** Fairy-Stockfish's letter of piece type `type` of `pos` (`''` for the chess pawn's moves on the board). */
function letterOf(pos: BasePosition, ctx: SanContext, type: number, drop: boolean): string {
  const own = drop ? ctx.dropLetters[type]! : ctx.letters[type]!;
  return pos.variant.pieces[type - 1]?.sanAliases?.[0] ?? own;
}

/** Whether any piece of `pos`'s variant has Fairy-Stockfish's letters (`sanAliases`). */
export function hasFsfLetters(pos: BasePosition): boolean {
  return pos.variant.pieces.some((piece) => piece.sanAliases !== undefined && piece.sanAliases.length > 0);
}

/**
 * Fairy-Stockfish's SAN of the encoded legal move `m` of `pos` without the suffix (the check mark, a trail), or
 * `undefined` for a castling, a wall, swap or pickup move, which have no letters to differ by.
 */
export function fsfMoveText(pos: BasePosition, ctx: SanContext, m: number): string | undefined {
  const kind = engine.moveKind(m);
  const to = engine.moveTarget(m);
  if (kind === engine.KIND_DROP)
    return `${letterOf(pos, ctx, engine.moveExtra(m), true)}@${ctx.squareNames[to]}`;
  if (kind === engine.KIND_CASTLE || kind >= engine.KIND_PICKUP) return undefined;
  const from = engine.moveOrigin(m);
  const letter = letterOf(pos, ctx, engine.movePieceType(pos, m), false);
  const promotion = kind === engine.KIND_PROMOTION ? letterOf(pos, ctx, engine.moveExtra(m), true) : '';
  const capture = engine.isCaptureMove(pos, m);
  const list = ctx.printMoves;
  const n = engine.generateMovesTo(pos, to, 0, list);
  let seen = 0;
  for (let i = 0; i < n; i++) {
    const o = list[i]!;
    const okind = engine.moveKind(o);
    const ofrom = engine.moveOrigin(o);
    if (okind === engine.KIND_DROP || okind === engine.KIND_CASTLE || okind >= engine.KIND_PICKUP) continue;
    if (ofrom === from || letterOf(pos, ctx, engine.movePieceType(pos, o), false) !== letter) continue;
    const opromotion = okind === engine.KIND_PROMOTION ? letterOf(pos, ctx, engine.moveExtra(o), true) : '';
    if (opromotion === promotion) seen |= alongside(ofrom, from, ctx.files);
  }
  const hint = originHint(seen, letter === '' && capture);
  let text = letter;
  if (hint & HINT_FILE) text += ctx.dialect.fileNames[from % ctx.files];
  if (hint & HINT_RANK) text += ctx.dialect.rankNames[Math.floor(from / ctx.files)];
  if (capture) text += 'x';
  text += ctx.squareNames[to];
  if (promotion !== '') text += `=${promotion}`;
  return text;
}
