/**
 * The wall-choices rule module: walls with rule `edge` (only on the board's outer files and ranks, or orthogonally
 * next to a wall) and walls placed instead of a move (`walls.insteadOfMove`), as Fairy-Stockfish plays
 * `wallingRule = edge` and `wallOrMove` (atlantis). Core's root leaves it out (`rules/supplied.ts`); `supplyRules()`,
 * `parseVariantDefinition` and the Fairy-Stockfish reader supply it.
 */
import { VariantError } from '../../errors/errors.js';
import { encodeMove, KIND_LION, moveOrigin, moveKind, moveTarget } from '../../move.js';
import { addWallEntry, numberWalls, tableOf, wallData } from '../../engine/predicates/walls.js';
import type { EngineState } from '../../engine/state/state.js';
import type { WallChoicesCode } from './code.js';
import type { VariantDefinition } from '../../variant/definition.js';

/**
 * 1 on the squares of `region` a wall may go to now: every one, or with rule `edge` those of the board's first and
 * last files and ranks and those orthogonally next to a wall.
 */
function wallSquares(st: EngineState): Uint8Array {
  const c = st.c;
  const { region, type } = wallData(c);
  const files = c.files;
  const board = st.board;
  const edge = c.def.walls!.rule === 'edge';
  // an empty square, or one off the board (undefined), is type 0; the wall's type is not
  const wall = (s: number) => board[s]! >> 2 === type;
  const ok = new Uint8Array(c.size);
  for (let s = 0; s < c.size; s++) {
    const file = s % files;
    const rank = (s - file) / files;
    // on the first or last file or rank, so the squares beside it looked at after are on the board
    const outer = file === 0 || file === files - 1 || rank === 0 || rank === c.ranks - 1;
    if (region[s] && (!edge || outer || wall(s - files) || wall(s + files) || wall(s - 1) || wall(s + 1)))
      ok[s] = 1;
  }
  return ok;
}

/** The lowest square of a piece of the side to move (walls are no one's), or -1. */
function lowestPiece(st: EngineState): number {
  const type = wallData(st.c).type;
  for (let s = 0; s < st.c.size; s++) {
    const code = st.board[s]!;
    if (code !== 0 && (code & 1) === st.side && code >> 2 !== type) return s;
  }
  return -1;
}

/** `insteadOfMove`: adds, while not in check, the walls placed instead of a move after the moves `out[0, n)`. */
function addWallTurns(st: EngineState, out: Int32Array, n: number, ok: Uint8Array): number {
  const t = tableOf(st, st.ply);
  t.version = st.version;
  t.count = 0;
  const stay = lowestPiece(st);
  if (stay < 0 || st.hooks.inCheck(st, st.side)) return n;
  const base = encodeMove(stay, stay, KIND_LION, 0);
  for (let s = 0; s < st.c.size; s++) if (ok[s] && st.board[s] === 0) addWallEntry(t, base, s);
  return numberWalls(st, t, out, n);
}

/** See `WallChoicesCode.add`. */
function add(
  st: EngineState,
  out: Int32Array,
  n: number,
  addWalls: (st: EngineState, out: Int32Array, n: number) => number,
): number {
  const ok = wallSquares(st);
  if (st.c.def.walls!.insteadOfMove) return addWallTurns(st, out, n, ok);
  n = addWalls(st, out, n);
  const t = tableOf(st, st.ply);
  // `addWalls` wrote table entry `i` as `out[i]`.
  let w = 0;
  for (let i = 0; i < n; i++) if (ok[t.square[i]!]) out[w++] = out[i]!;
  return w;
}

/**
 * See `WallChoicesCode.made`: a wall instead of a move (its piece stays in place) keeps the castling rights and the
 * piece's unmoved mark, and resets the halfmove clock when the piece is a pawn (Fairy-Stockfish counts the stay as
 * the pawn's move).
 */
function made(st: EngineState, ply: number, base: number): void {
  const from = moveOrigin(base);
  if (moveKind(base) !== KIND_LION || moveTarget(base) !== from) return;
  st.rights = st.stRights[ply]!;
  if (st.unmoved) st.unmoved[from] = st.stUnmoved[ply]! & 1;
  if (st.c.pieces.pawnLike[st.board[from]! >> 2]) st.halfmoves = 0;
}

/** See `WallChoicesCode.check`. */
function check(walls: NonNullable<VariantDefinition['walls']>): void {
  if (walls.insteadOfMove && walls.rule !== 'static' && walls.rule !== 'duck' && walls.rule !== 'edge')
    throw new VariantError(
      `walls.insteadOfMove needs rule static, duck or edge, not ${walls.rule ?? 'none'}`,
      [],
    );
}

/**
 * The wall-choices rule module: what a variant with `walls.rule: 'edge'` or `walls.insteadOfMove` needs to compile.
 * `@x/core/schema`'s `parseVariantDefinition` and `@x/fairy-variants`' `toVariant` supply it to the definitions they
 * make; for a definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const wallChoices: WallChoicesCode = { name: 'wallChoices', check, add, made };
