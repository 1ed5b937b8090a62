/**
 * `promotion<p>=origin,move` with `<p>X==Y` (internal to `compile`): "a quasi-promotion, the origin square
 * (where the piece comes from) will be occupied with a friendly (or opponent) piece, the promotion rule
 * specifies the choice … After the Knight has moved, the piece X will be set onto the origin square". Compiled
 * as `PieceType.leavesBehind`.
 *
 * Decided: with `move` and no range, every move of the piece leaves the target behind (the page's gloss
 * "after the Knight has moved"; Cheshire's expansion reads the same words so, see `cheshire.ts`), although
 * `move` alone would name the last rank as the zone; a range is compiled only when it covers the whole
 * board. Castling leaves nothing (the page: "castling moves will not promote"), nor a swap (the origin is
 * taken). One target, upper case: the mover's side. `optional`, other triggers and `demote` beside it stay
 * `unsupported`.
 */
import type { Build } from './build.js';
import type { PromotionSource } from './rules.js';

/** Whether rule `rule` (with `origin`) is compiled; reports why not. */
export function originCompiles(b: Build, rule: PromotionSource): boolean {
  const o = rule.origin!;
  const why = !o.move
    ? "'origin' without 'move'"
    : rule.optional || rule.notForced
      ? "'origin' with 'optional' or 'notforced'"
      : o.ranged && rule.squares.length !== b.g.files * b.g.ranks
        ? "'origin' on a range that is not the whole board"
        : undefined;
  if (why) b.unsupported('rule:promotion=origin', o.span, `${why} is not compiled`, rule.token);
  return why === undefined;
}

/** Gives `letter` its `leavesBehind` (the one choice), or reports several choices. */
export function applyOrigin(
  b: Build,
  rule: PromotionSource,
  letter: string,
  choices: readonly string[],
): void {
  if (choices.length !== 1) {
    b.unsupported(
      'rule:promotion=origin',
      rule.origin!.span,
      `${rule.prefix}${letter}: one piece to leave on the origin (a choice is not compiled)`,
      rule.token,
    );
    return;
  }
  b.setType(letter, (t) => ({ ...t, leavesBehind: choices[0]! }));
}
