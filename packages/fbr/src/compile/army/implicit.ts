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
import type { Build } from '../state/build.js';
import { type MoveContext, predefinedMoves } from '../moves/moves.js';
import type { PrefixUses } from './pieces.js';
import type { PieceLetterNode } from '../../parse/types.js';
import type { PromotionSource } from '../state/rules.js';

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
 * Defines `piece` (no prefix, upper case, not compound, no macro, not yet known) as MBN's predefined piece of
 * its letter, with an `implicit-piece` warning saying where the rule set names it (`named`); with `still`, a
 * letter MBN predefines as no piece that moves becomes a piece without moves. Returns whether it was defined.
 */
export function defineImplicit(
  b: Build,
  macros: MoveContext['macros'],
  piece: PieceLetterNode,
  token: number,
  how: { readonly named: string; readonly still: boolean },
): boolean {
  const letter = piece.key;
  if (piece.prefixes !== '' || piece.compound || b.known(letter)) return false;
  if (letter !== letter.toUpperCase() || macros.has(letter)) return false;
  const failed = { value: false };
  const found = predefinedMoves(letter, 'mbn', quietContext(b, macros, failed), piece);
  const plain = found !== undefined && !failed.value && found.length > 0;
  if (!plain && !how.still) return false;
  const type: PieceType = { id: letter, symbol: letter, moves: plain ? found : [] };
  b.byLetter.set(letter, b.pieces.length);
  b.pieces.push({ type, span: piece, token });
  b.add({
    code: 'implicit-piece',
    severity: 'warning',
    message: plain
      ? `${how.named} ${letter} is defined by no token: MBN's predefined piece ${letter}`
      : `${how.named} ${letter} is defined by no token and MBN predefines no piece ${letter}: a piece that never moves`,
    offset: piece.offset,
    length: piece.length,
    token,
  });
  return true;
}

/**
 * Defines the promotion targets of `uses` that no token defines and MBN predefines as a piece with plain
 * moves (no macro of the rule set redefines the letter), each with an `implicit-piece` warning at its first
 * use; under the prefixes of `placing` (`promotion<p>=origin`) also letters MBN predefines as no piece.
 * Returns the letters added.
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
        if (t.macro) continue;
        const still = placing.has(prefix);
        const named = still ? 'piece left on the origin' : 'promotion target';
        if (defineImplicit(b, macros, t.piece, use.token, { named, still })) added.push(t.piece.key);
      }
    }
  }
  return added;
}

/**
 * Defines the pieces that `promotion=capture{set}` triggers and `cc{set}` victims name and no token defines
 * (the Disks line `promotion+[1-12]=capture{D} … K=acc?{D}:K: …` names its Disk `D` only in sets): MBN's
 * predefined piece of the letter, as for promotion targets. Returns the letters added.
 */
export function addNamedPieces(
  b: Build,
  macros: MoveContext['macros'],
  rules: readonly PromotionSource[],
): string[] {
  const added: string[] = [];
  const how = { named: 'captured piece', still: false };
  for (const r of rules)
    for (const m of r.captureOf?.members ?? [])
      if (defineImplicit(b, macros, m, r.token, how)) added.push(m.key);
  for (const p of [...b.pieces]) {
    for (const id of new Set(p.type.moves.flatMap((a) => a.ownVictims ?? []))) {
      const node: PieceLetterNode = {
        kind: 'piece',
        prefixes: '',
        letter: id,
        key: id,
        compound: false,
        ...p.span,
      };
      if (defineImplicit(b, macros, node, p.token, how)) added.push(id);
    }
  }
  return added;
}
