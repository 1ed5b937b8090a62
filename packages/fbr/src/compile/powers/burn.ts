/**
 * FBR `burner<p>={set}` with `<p>X=moves` tokens to `@x/core` burners (`PieceType.rules.burn`; internal to
 * `compile`). The page: "Any piece prefixed by this letter will have the power to burn
 * an oposing piece within the burning zone. Any opposing piece stopping inside the burning zone is removed from the
 * board (after making its capture, if any). The burning zone will be defined by the move capability of the
 * prefixed piece … The optional piece set is restricting the pieces that can be burnt." Decisions (compile.md,
 * "Burners"):
 * - the zone is the squares of the prefixed token's plain leaps (`#:FD:=K`: the eight neighbours);
 * - `--X` after the burner's own moves (`:FD:=(…)--X`) is its burning after it moves, of the opponent's pieces in
 *   its zone around the arrival square (Tenjiku's active burning), not MBN's explosion, which would remove the
 *   Fire Demon and its own neighbours;
 * - a complement set `{^A}` names the pieces that are not burnt; letters no piece of the army has exclude nothing.
 *
 * `pincher<p>={set}` (the page's Crab, compile.md "The Crab") is read the same way into `PieceType.rules.pinch` (with
 * its victims): "Any opposing piece inside the pinching zone can be relocated to a square of the pinching
 * player's choosing on that opponent's first rank"; the zone is the token's plain leaps (`*C=K`), `{^A}` as above.
 */
import type { FbrRuleNode } from '../../parse/types.js';
import type { Build } from '../state/build.js';
import { withRule } from './with-rule.js';

/**
 * The `burner` (or `pincher`) rule's entry in `Build.freezerPrefixes`: the set's members and whether it is a
 * complement (`pincher*={^A}`: every piece but `A` may be pinched, see `applyBurner`).
 */
export function readBurnerRule(r: FbrRuleNode, b: Build): void {
  const kind = r.name === 'pincher' ? 'pincher' : 'burner';
  const attr = r.attributes.find((a) => !a.error && !a.negated && a.name === undefined && a.set);
  const set = attr?.set ?? r.set;
  if (set?.colour) {
    b.unsupported(
      `rule:${kind}={set}`,
      set,
      `a colour-sensitive set of ${kind === 'burner' ? 'burnt' : 'pinched'} pieces is not compiled`,
      r.index,
    );
    return;
  }
  const members = set?.members.map((m) => m.prefixes + m.key);
  b.freezerPrefixes.set(r.prefix!.char, {
    kind,
    ...(members ? { victims: members } : {}),
    ...(set?.complement ? { spared: true } : {}),
  });
}

/** The ids of the army a burner (or pincher) rule reaches, or undefined for every piece. */
function victimsOf(
  b: Build,
  rule: { readonly victims?: readonly string[]; readonly spared?: boolean },
): string[] | undefined {
  if (!rule.victims) return undefined;
  const named = new Set(rule.victims);
  const ids = b.pieces.map((p) => p.type.id);
  if (rule.spared) return ids.some((id) => named.has(id)) ? ids.filter((id) => !named.has(id)) : undefined;
  return ids.filter((id) => named.has(id));
}

/**
 * Gives the burner (`kind` `burner`: `burn`) or pincher (`pincher`: `pinch`)
 * `letter` its zone and victims.
 */
export function applyBurner(
  b: Build,
  letter: string,
  zone: readonly (readonly [number, number])[],
  rule: { readonly kind: string; readonly victims?: readonly string[]; readonly spared?: boolean },
): void {
  const victims = victimsOf(b, rule);
  const squares = zone.map(([x, y]) => [x, y] as [number, number]);
  b.setType(letter, (t) =>
    rule.kind === 'pincher'
      ? withRule(t, 'pinch', { squares, ...(victims ? { victims } : {}) })
      : withRule(t, 'burn', { ...t.rules?.burn, squares, ...(victims ? { victims } : {}) }),
  );
}

/** The pieces that burn (a `<p>X` token under a `burner<p>` rule). */
function burners(b: Build): Set<string> {
  const out = new Set<string>();
  for (const def of b.freezeDefs.values())
    if (b.freezerPrefixes.get(def.prefix)?.kind === 'burner') out.add(def.letter);
  return out;
}

/**
 * The `--X` legs after a burner's moves become its burning after it moves (`rules.burn.around`, kept when `applyBurner` gives the zone later) and leave the list of
 * explosions; returns whether the rule set has burners.
 */
export function applyBurnLegs(b: Build): boolean {
  const fire = burners(b);
  if (fire.size === 0) return false;
  for (let i = b.explosions.length - 1; i >= 0; i--) {
    const e = b.explosions[i]!;
    if (e.piece === undefined || !fire.has(e.piece)) continue;
    b.explosions.splice(i, 1);
    if (b.known(e.piece))
      b.setType(e.piece, (t) => withRule(t, 'burn', { squares: [], ...t.rules?.burn, around: true }));
  }
  return true;
}
