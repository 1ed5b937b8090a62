/**
 * Fairy-Stockfish's SAN of a move where a definition gives Fairy-Stockfish's letters (`sanAliases`: xiangqi's `H`
 * horse and `E` elephant, a promoted shogi piece by the type it plays as, `G`, `=G`), as its `move_to_san` writes
 * them: each piece by its first alias, the origin told from the other pieces of the same letter that make the same
 * kind of move (a promotion from promotions only), file first, then rank, then both. A definition in the
 * `fairy-stockfish` SAN dialect (`sanDialect`) writes this form (`stringify`); for the others strict mode reads it as
 * it reads the canonical SAN (`checkCanonical`), so Fairy-Stockfish's games (pychess-variants') read in both modes.
 */
import type { BasePosition } from '@x/core';
import * as engine from '@x/core/engine';
import type { SanContext } from './context.js';
import { alongsideAlike, HINT_FILE, HINT_RANK, originHint } from './origin-hint.js';

/** Fairy-Stockfish's letter of piece type `type` of `pos` (`''` for the chess pawn's moves on the board). */
function letterOf(pos: BasePosition, ctx: SanContext, type: number, drop: boolean): string {
  const own = drop ? ctx.dropLetters[type]! : ctx.letters[type]!;
  return pos.variant.pieces[type - 1]?.sanAliases?.[0] ?? own;
}

/** Fairy-Stockfish's letters of the move `m`: the dropped piece's, or the moving piece's and `=` and its promotion's. */
function lettersOf(pos: BasePosition, ctx: SanContext, m: number): string {
  const kind = engine.moveKind(m);
  if (kind === engine.KIND_DROP) return letterOf(pos, ctx, engine.moveExtra(m), true);
  const letter = letterOf(pos, ctx, engine.movePieceType(pos, m), false);
  return kind === engine.KIND_PROMOTION
    ? `${letter}=${letterOf(pos, ctx, engine.moveExtra(m), true)}`
    : letter;
}

/** Whether Fairy-Stockfish writes the move `o` with the letters of `m` (`WrittenAlike`). */
function fsfAlike(pos: BasePosition, ctx: SanContext, o: number, m: number): boolean {
  return lettersOf(pos, ctx, o) === lettersOf(pos, ctx, m);
}

/**
 * Fairy-Stockfish's SAN of the encoded legal move `m` of `pos` without the suffix (the check mark, a trail), or
 * `undefined` for a castling, a wall, swap or pickup move, which have no letters to differ by, and where its text
 * would name another legal move too: Kyoto shogi's `G@a1`, a promoted lance's drop and a promoted knight's alike
 * (both play as golds), or a gating move (`/E` is no part of this form).
 */
export function fsfMoveText(pos: BasePosition, ctx: SanContext, m: number): string | undefined {
  const kind = engine.moveKind(m);
  const to = engine.moveTarget(m);
  if (kind === engine.KIND_CASTLE || kind >= engine.KIND_PICKUP) return undefined;
  const drop = kind === engine.KIND_DROP;
  const from = engine.moveOrigin(m);
  const letter = letterOf(pos, ctx, drop ? engine.moveExtra(m) : engine.movePieceType(pos, m), drop);
  const promotion = kind === engine.KIND_PROMOTION ? letterOf(pos, ctx, engine.moveExtra(m), true) : '';
  const list = ctx.printMoves;
  const seen = alongsideAlike(pos, ctx, m, list, engine.generateMovesTo(pos, to, 0, list), fsfAlike);
  if (seen < 0) return undefined;
  if (drop) return `${letter}@${ctx.squareNames[to]}`;
  const capture = engine.isCaptureMove(pos, m);
  const hint = originHint(seen, letter === '' && capture);
  let text = letter;
  if (hint & HINT_FILE) text += ctx.dialect.fileNames[from % ctx.files];
  if (hint & HINT_RANK) text += ctx.dialect.rankNames[Math.floor(from / ctx.files)];
  if (capture) text += 'x';
  text += ctx.squareNames[to];
  if (promotion !== '') text += `=${promotion}`;
  return text;
}
