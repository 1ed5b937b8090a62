/**
 * Pieces a rule set names without a token that defines them (internal to `compile`). MBN predefines a piece
 * for each base-move letter (`W F D N A H C Z T B R Q K E I …`: a bare identifier is the predefined piece, as
 * `K Q R B N P` in every page line are), so a promotion list that names such a letter as its target
 * (`+B==H`, "the bishop promotes to piece H") names that piece: it is defined as the bare token would
 * define it, with an `implicit-piece` warning. Letters MBN does not predefine as a piece that moves (`X`,
 * the explosion; compound letters; macros) stay `unknown-piece`, except as the piece a
 * `promotion<p>=origin` rule leaves on the origin (`promotion*=origin,move N *N==X`): that one is set on
 * the board and never moved, so it is a piece without moves (as in Cheshire's expansion, where `X` is
 * `immovable`), with the same warning.
 */
import type { PieceType } from '@x/core/variant';
import type { Build } from './build.js';
import { type MoveContext, predefinedMoves } from './moves.js';
import type { PrefixUses } from './pieces.js';

/** A context for `predefinedMoves` that records whether anything was unsupported. */
function quietContext(b: Build, macros: MoveContext['macros'], failed: { value: boolean }): MoveContext {
  return {
    geometry: b.g,
    macros,
    unsupported: () => {
      failed.value = true;
    },
    zone: (squares) => b.zone(squares, 'from'),
    kingSafe: () => {
      failed.value = true;
    },
    explodes: () => {
      failed.value = true;
    },
  };
}

/**
 * Defines the promotion targets of `uses` that no token defines and MBN predefines as a piece with plain
 * moves (no macro of the rule set redefines the letter), each with an `implicit-piece` warning at its first
 * use. Returns the letters added.
 */
export function addImplicitPieces(
  b: Build,
  uses: PrefixUses,
  macros: MoveContext['macros'],
  placing: ReadonlySet<string> = new Set(),
): string[] {
  const added: string[] = [];
  for (const [prefix, byLetter] of uses) {
    for (const use of byLetter.values()) {
      for (const t of use.targets ?? []) {
        const letter = t.piece.key;
        if (t.macro || t.piece.prefixes !== '' || t.piece.compound || b.known(letter)) continue;
        if (letter !== letter.toUpperCase() || macros.has(letter)) continue;
        const failed = { value: false };
        const found = predefinedMoves(letter, 'mbn', quietContext(b, macros, failed), t.piece);
        const plain = found !== undefined && !failed.value && found.length > 0;
        if (!plain && !placing.has(prefix)) continue;
        const type: PieceType = { id: letter, symbol: letter, moves: plain ? found : [] };
        b.byLetter.set(letter, b.pieces.length);
        b.pieces.push({ type, span: t.piece, token: use.token });
        added.push(letter);
        b.add({
          code: 'implicit-piece',
          severity: 'warning',
          message: plain
            ? `promotion target ${letter} is defined by no token: MBN's predefined piece ${letter}`
            : `piece ${letter}, left on the origin, is defined by no token and MBN predefines no piece ${letter}: a piece that never moves`,
          offset: t.piece.offset,
          length: t.piece.length,
          token: use.token,
        });
      }
    }
  }
  return added;
}
