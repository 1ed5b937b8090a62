/**
 * The page's expansion of `cheshire{X}` (internal to `compile`): "royal cheshire{X} K Q R B N P +P …
 * will be transformed into: royal pieces{X}=neutral,immovable,transparent promotion*=origin,move X
 * *KQRBNP==X". It is compiled as the rule it expands (`VariantDefinition.vanishing`, no castling).
 *
 * Decided: read as the page states it, the expansion *is* Cheshire Cat chess, so its `promotion*=origin,move`
 * leaves the marker on the origin of every move, although `move` without a range would otherwise name the
 * last rank as its zone; and castling is impossible, as the page says of `cheshire`, although nothing in
 * the expansion forbids it. The marker `X` (neutral: it belongs to no side; immovable: it never moves, so
 * its MBN moves — the predefined explosion — are never played; transparent: it blocks nothing, gives no
 * check and cannot be taken) is the vanished square itself, written `*` in FEN.
 */
import type { Build } from '../state/build.js';
import type { SoundRuleSet } from '../../parse/sound-rule-set.js';
import type { FbrRuleNode, PieceDefNode, PromotionDefNode } from '../../parse/types.js';

/** The four tokens of the expansion. */
export interface CheshireExpansion {
  /** `pieces{X}=neutral,immovable,transparent`. */
  readonly pieces: FbrRuleNode;
  /** `promotion*=origin,move`. */
  readonly promotion: FbrRuleNode;
  /** The bare marker token `X`. */
  readonly marker: PieceDefNode;
  /** `*KQRBNP==X`: the pieces that leave the marker behind. */
  readonly placement: PromotionDefNode;
}

/** Whether the rule has exactly these attributes (plain: no amounts, sets, prefixes or negation). */
function exactly(r: FbrRuleNode, names: readonly string[]): boolean {
  const attrs = r.attributes;
  return (
    attrs.length === names.length &&
    attrs.every((a) => !a.error && !a.negated && !a.amount && !a.set && !a.prefix && !a.range && !a.values) &&
    names.every((n) => attrs.some((a) => a.name === n))
  );
}

/** The expansion's tokens among the sound tokens of `sound`, or `undefined`. */
export function readCheshireExpansion(sound: SoundRuleSet): CheshireExpansion | undefined {
  const rules = sound.rules();
  if (rules.some((r) => r.name === 'cheshire')) return undefined;
  const pieces = rules.filter((r) => r.name === 'pieces');
  const promotions = rules.filter((r) => r.name === 'promotion' && !r.negated && r.prefix?.char !== '+');
  const [p, pr] = [pieces[0], promotions[0]];
  if (pieces.length !== 1 || promotions.length !== 1 || !p || !pr || p.negated) return undefined;
  const member = p.set?.members[0];
  const plain = (r: FbrRuleNode) => !r.seq && !r.range && !r.announcement && !r.prefix;
  if (!p.set || p.set.complement || p.set.colour || p.set.members.length !== 1 || !member || !plain(p))
    return undefined;
  if (member.prefixes !== '' || member.compound || !exactly(p, ['neutral', 'immovable', 'transparent']))
    return undefined;
  if (pr.seq || pr.range || pr.set || !pr.prefix || !exactly(pr, ['origin', 'move'])) return undefined;
  const prefix = pr.prefix.char;
  const marker = sound
    .pieces()
    .find(
      (t): t is PieceDefNode =>
        t.kind === 'piece-def' &&
        !t.body &&
        !t.id.macro &&
        t.id.piece.prefixes === '' &&
        t.id.piece.key === member.key,
    );
  const prefixed = sound.prefixed(prefix);
  const placement = prefixed[0];
  if (!marker || prefixed.length !== 1 || placement?.kind !== 'promotion-def') return undefined;
  const targets = placement.body.kind === 'targets' ? placement.body.targets : [];
  const target = targets[0];
  const toMarker =
    targets.length === 1 &&
    target !== undefined &&
    !target.macro &&
    target.piece.prefixes === '' &&
    target.piece.key === member.key &&
    placement.id.piece.prefixes === prefix &&
    !placement.id.setup &&
    placement.id.board === undefined &&
    placement.id.name === undefined;
  return toMarker ? { pieces: p, promotion: pr, marker, placement } : undefined;
}

/** `sound` without the expansion's tokens (the compiled `cheshire` stands for them). */
export function withoutCheshireExpansion(sound: SoundRuleSet, e: CheshireExpansion): SoundRuleSet {
  return sound.without([e.pieces, e.promotion, e.marker, e.placement]);
}

/**
 * Reports the expansion when its placement token does not name every piece of the army (the marker
 * aside): "Any piece will leave the removed square behind" holds only then.
 */
export function checkCheshireArmy(b: Build, e: CheshireExpansion): void {
  const named = new Set([e.placement.id.piece.key, ...e.placement.extra.map((l) => l.key)]);
  const army = b.pieces.map((p) => p.type.id);
  const missing = army.filter((id) => !named.has(id));
  const extra = [...named].filter((id) => !army.includes(id));
  if (missing.length === 0 && extra.length === 0) return;
  b.unsupported(
    'rule:promotion=origin',
    e.placement,
    `the Cheshire expansion must name every piece (${missing.length > 0 ? `missing ${missing.join('')}` : `not in the army: ${extra.join('')}`})`,
    e.placement.index,
  );
}
