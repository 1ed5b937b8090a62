/**
 * The page's expansion of `benedict` (internal to `compile`): "royal K Q=R+N R B N P +P … will become: royal
 * pieces=capture(0) pieces{K}=morethan(0) conversion# @K @Q=R+N … K #K=(!dcK)** Q #Q=(!dcQ)** …", which the
 * page explains: "Any move definition will become a move only (not capturing) move. For any piece a
 * conversion rule will be specified, so that all enemy pieces attacked by the moving piece are flipped to
 * become friendly pieces. Win by flipping the enemy King."
 *
 * Compiled so: `pieces=capture(0)` (no capture at all; the page defines no `capture` attribute of `pieces`
 * elsewhere) turns every atom into a quiet one; each `<p>X=(!dcX)**` token under the attribute-less
 * `conversion<p>` gives `X` the `@x/core` `PieceType.rules.conversion` (kind `attack`) atoms: the captures of its own moves (a setup `!`,
 * so not made; `dc`, a capture in any direction; `**` repeated to the edge: every piece it attacks). With no
 * capture nothing is ever attacked, so the royals cannot be checked: they become extinction pieces
 * (`pieces{K}=morethan(0)` says the same: a side without a king has lost). Decided where the page is silent,
 * as Benedict chess is played: castling converts with the king and with the rook; there is no en passant
 * (it is a capture); the promoted piece converts from the promotion square. The rule `benedict` itself (the
 * line the page expands) compiles to the same variant: every piece converts.
 */
import type { MoveAtom } from '@x/core/variant';
import type { Build } from '../state/build.js';
import type { SoundRuleSet } from '../../parse/sound-rule-set.js';
import type { FbrRuleNode, MoveSequenceNode, PieceDefNode } from '../../parse/types.js';

/** The expansion's tokens, or the `benedict` rule itself (`noCapture` and `conversion` both, every piece converting). */
export interface BenedictExpansion {
  /** `pieces=capture(0)`, or the `benedict` rule. */
  readonly noCapture: FbrRuleNode;
  /** `conversion<p>`, without attributes, or the `benedict` rule. */
  readonly conversion: FbrRuleNode;
  /** The `<p>X=(!dcX)**` tokens (none for the `benedict` rule: every piece converts). */
  readonly tokens: readonly PieceDefNode[];
}

/** The letter `Y` of a body `(!dcY)**`, or undefined for any other body. */
function attackedLetter(body: MoveSequenceNode): string | undefined {
  const one = <T>(list: readonly T[]): T | undefined => (list.length === 1 ? list[0] : undefined);
  const move = one(body.legs)?.move;
  const outer = move?.kind === 'combined' ? one(move.parts) : undefined;
  const group = outer && !outer.setup && outer.items.length === 1 ? one(outer.moves) : undefined;
  if (group?.kind !== 'group' || group.steps?.form !== 'edge' || group.steps.text !== '**') return undefined;
  const inner = one(group.body.legs)?.move;
  const part = inner?.kind === 'combined' ? one(inner.parts) : undefined;
  if (!part?.setup || part.items.length !== 3 || part.modifiers.length !== 2) return undefined;
  const plain = part.modifiers.every(
    (m) => m.kind === 'modifier' && !m.doubled && !m.any && !m.optional && !m.set && !m.range,
  );
  const letters = part.modifiers.map((m) => (m.kind === 'modifier' ? m.letter : '')).join('');
  const atom = one(part.moves);
  if (!plain || letters !== 'dc' || atom?.kind !== 'leaper' || atom.form !== 'letter') return undefined;
  return atom.doubled || atom.steps ? undefined : atom.atom;
}

/** Whether rule `r` has no prefix, sequence number, piece set or range (`pieces`, not `pieces{K}` or `pieces*`). */
const bare = (r: FbrRuleNode): boolean => !r.set && !r.range && !r.prefix && !r.seq;

/**
 * The expansion's tokens among the sound tokens of `sound`, or the plain `benedict` rule (no set,
 * range, prefix or attribute: "applies the rules of Benedict Chess" to every piece), or `undefined`.
 */
export function readBenedictExpansion(sound: SoundRuleSet): BenedictExpansion | undefined {
  const rules = sound.rules().filter((r) => !r.negated);
  const rule = rules.find((r) => r.name === 'benedict');
  if (rule) {
    const plain = bare(rule) && rule.attributes.length === 0;
    const converting = rules.some(
      (r) => r.name === 'conversion' || (r.name === 'pieces' && r.attributes.length > 0),
    );
    return plain && !converting ? { noCapture: rule, conversion: rule, tokens: [] } : undefined;
  }
  const noCapture = rules.find((r) => {
    const [a, ...more] = r.attributes;
    if (r.name !== 'pieces' || !bare(r) || more.length > 0 || a?.name !== 'capture') return false;
    return !a.negated && !a.set && a.amount?.value.value === 0;
  });
  const conversions = rules.filter((r) => r.name === 'conversion');
  const conversion = conversions[0];
  const prefix = conversion?.prefix?.char;
  if (!noCapture || conversions.length !== 1 || !conversion || !prefix || conversion.attributes.length > 0)
    return undefined;
  if (conversion.set || conversion.seq || conversion.range) return undefined;
  const prefixed = sound.prefixed(prefix);
  const tokens = prefixed.filter(
    (t): t is PieceDefNode =>
      t.kind === 'piece-def' &&
      t.id.piece.prefixes === prefix &&
      !t.id.setup &&
      !t.id.macro &&
      t.id.board === undefined &&
      t.id.name === undefined &&
      t.body?.kind === 'sequence' &&
      attackedLetter(t.body) === t.id.piece.key,
  );
  return tokens.length > 0 && tokens.length === prefixed.length
    ? { noCapture, conversion, tokens }
    : undefined;
}

/** `sound` without the expansion's tokens (`applyBenedict` stands for them). */
export function withoutBenedictExpansion(sound: SoundRuleSet, e: BenedictExpansion): SoundRuleSet {
  return sound.without([e.noCapture, e.conversion, ...e.tokens]);
}

/**
 * Every atom quiet, and `converts` (the capture atoms, e.p. left out) for each piece with a `<p>X=(!dcX)**`
 * token; a token for a piece that is not defined is `unknown-piece`.
 */
export function applyBenedict(b: Build, e: BenedictExpansion): void {
  const converting = new Set<string>(e.tokens.length === 0 ? b.pieces.map((p) => p.type.id) : []);
  for (const t of e.tokens) {
    const id = t.id.piece.key;
    if (b.known(id)) converting.add(id);
    else b.problem('unknown-piece', t.id, `converting piece ${id} is not defined`, t.index);
  }
  for (const p of b.pieces) {
    const quiet: MoveAtom[] = [];
    const converts: MoveAtom[] = [];
    for (const a of p.type.moves) {
      const { takesEnPassant: _t, setsEnPassant: _s, ...plain } = a;
      if (a.mode !== 'capture') quiet.push({ ...plain, mode: 'move' });
      if (a.mode !== 'move') converts.push({ ...plain, mode: 'capture' });
    }
    const convert = converting.has(p.type.id) && converts.length > 0;
    p.type = {
      ...p.type,
      moves: quiet,
      ...(convert ? { rules: { ...p.type.rules, conversion: { kind: 'attack', atoms: converts } } } : {}),
    };
  }
}

/** Reports the expansion beside explosions or Andernach captures (`@x/core` does not combine them) and drops the conversions. */
export function dropConverts(b: Build, e: BenedictExpansion): void {
  b.unsupported(
    'rule:conversion',
    e.conversion,
    'conversion by attack with explosions or Andernach captures is not compiled',
    e.conversion.index,
  );
  for (const p of b.pieces) {
    const { conversion: _c, ...rules } = p.type.rules ?? {};
    const { rules: _r, ...type } = p.type;
    p.type = Object.keys(rules).length > 0 ? { ...type, rules } : type;
  }
}
