/**
 * The letters Fairy-Stockfish's SAN writes a piece with where they are not its FEN letter (its `move_to_san`):
 * every type but the chess pawn with its letter (a shogi pawn or a xiangqi soldier `P`), the synonyms its
 * built-ins give the xiangqi horse and elephants (`H`, `E`), and a promoted piece by the letter of the type it
 * plays as (shogi's tokin `G`, `Pxh2=G`). They become the core piece's `sanAliases`, which
 * `@x/san` writes in Fairy-Stockfish's SAN dialect (`sanDialect`, set on every definition made here).
 */
import type { FairyPiece } from './settings.js';

/** The synonym letter Fairy-Stockfish's built-ins give a type (`add_piece`'s second letter). */
const SYNONYMS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['horse', 'H'],
  ['elephant', 'E'],
  ['janggiElephant', 'E'],
]);

/**
 * The aliases of `piece` among `pieces` (the variant's), or undefined: `P` for a type other than the chess pawn
 * written `P`, its synonym when no piece of the variant has that letter.
 */
export function sanAliases(
  piece: FairyPiece,
  pieces: ReadonlyMap<string, FairyPiece>,
): readonly string[] | undefined {
  if (piece.letter === 'P' && piece.type !== 'pawn') return ['P'];
  const synonym = SYNONYMS.get(piece.type);
  if (synonym === undefined) return undefined;
  for (const other of pieces.values()) if (other.letter === synonym) return undefined;
  return [synonym];
}

/** The alias of the promoted form of a piece that promotes to `target`: the target's letter (`G`). */
export function promotedSanAliases(target: FairyPiece): readonly string[] {
  return [target.letter];
}
