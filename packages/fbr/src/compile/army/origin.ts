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
import type { Build } from '../state/build.js';
import type { PrefixUse } from './pieces.js';
import type { PromotionSource } from '../state/rules.js';

/** Whether rule `rule` (with `origin`) is compiled; reports why not. */
export function originCompiles(b: Build, rule: PromotionSource): boolean {
  const o = rule.origin!;
  const swaps = () => b.pieces.some((p) => p.type.moves.some((a) => a.swap));
  const why =
    o.demote !== undefined
      ? o.ranged && rule.squares.length !== b.g.files * b.g.ranks
        ? "'origin,demote' on a range that is not the whole board"
        : o.move || rule.optional || rule.notForced
          ? "'origin,demote' with 'move', 'optional' or 'notforced'"
          : o.triggers.length > 0 && swaps()
            ? "'swap' beside 'origin,demote' where pieces swap"
            : undefined
      : !o.move
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

/**
 * `promotion<p>=origin,demote<d>` with `<p>X==Y` and `<d>Z==X` (the Disks: `promotion#[1-12]=swap,enpassant,
 * origin,demote … #Q==D -:QD:==Q`): the page's gloss, "The side to move may unmount the Disk with a queen
 * move … after moving the promoted Queen it will demote to a Queen, and the Disk will remain on the start
 * square". Decided, as the gloss reads: the piece that demotes to `X` (`Z`, the mounted queen `:QD:`) may,
 * with any of its moves, turn into `X` and leave `Y` on the square it left (a promotion of `Z` with
 * `PromotionRule.leavesBehind`, optional: "may"); the `<p>X` token names `X`, what `Z` becomes, not a piece
 * that moves. `swap` (after a swap) and `enpassant` (a promotion in any leg) have nothing to act on where no
 * piece swaps and every move is one leg (`originCompiles` reports them otherwise).
 */
export function applyUnmount(
  b: Build,
  rule: PromotionSource,
  placed: ReadonlyMap<string, PrefixUse>,
  demotions: Readonly<Record<string, string>>,
): void {
  for (const [letter, use] of placed) {
    const target = use.targets?.length === 1 ? use.targets[0]!.piece : undefined;
    const mounted = Object.keys(demotions).filter((z) => demotions[z] === letter);
    if (!target || !b.known(letter) || !b.known(target.prefixes + target.key) || mounted.length === 0) {
      b.unsupported(
        'rule:promotion=demote',
        use.span,
        `${rule.prefix}${letter}: one piece to leave, and a piece that demotes to ${letter}`,
        use.token,
      );
      continue;
    }
    const zone = b.zone(rule.squares, `promotion${rule.prefix}`);
    const leavesBehind = target.prefixes + target.key;
    for (const z of mounted)
      b.setType(z, (t) => ({
        ...t,
        promotion: { zone, choices: [letter], mandatory: 'optional', leavesBehind },
      }));
  }
}
