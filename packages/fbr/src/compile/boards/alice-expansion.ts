/**
 * The page's single-board expansion of `alice` (internal to `compile`): "royal alice K Q=R+N R B N P +P
 * … will be converted to: royal promotion#=move* @K=K @Q=R+N … K=mR+c{QRBNP}K #K=mK+c{#Q#R#B#N#P}K ##K
 * Q=mQ+c{QRBNP}Q #Q=… ##Q … +P==QRBN +#P==#Q#R#B#N". It is compiled as Alice chess (`VariantDefinition.alice`),
 * with each board's tokens as written.
 *
 * Read with the page's words for the single-board description ("Consider each move with a piece as a
 * promotion, and the promotion of a promoted piece will return to the unpromoted piece"): `promotion#=move*`
 * makes every move of a piece `X` a promotion to its board-B twin `#X`, and `##X` (the promotion of `#X`)
 * returns it to `X`; `c{QRBNP}` (board A's pieces but the royal, which is never taken) and `c{#Q#R#B#N#P}`
 * restrict captures to the pieces of the mover's own board, as Alice chess does; `+P==QRBN` and
 * `+#P==#Q#R#B#N` are the pawn's promotion on either board. Decided: the moves are played on the board they
 * are written for, as Alice chess plays them ("a move must be legal on the board where it is played"): a
 * ride is blocked by the pieces of its own board only. Each piece keeps the moves its token gives it on
 * its board, so the board-A king's `K=mR+c{…}K` moves quietly as a rook while `#K=mK+…` moves as a king:
 * the line as written, not `royal alice K …` where both kings move as kings.
 */
import type { MoveAtom } from '@x/core/variant';
import type { Build } from '../state/build.js';
import { movesOf } from '../army/pieces.js';
import type { MoveContext } from '../moves/moves.js';
import type { SoundRuleSet } from '../../parse/sound-rule-set.js';
import type { FbrRuleNode, PieceDefNode, PieceSetNode, PromotionDefNode } from '../../parse/types.js';

/** The expansion's tokens. */
export interface AliceExpansion {
  /** `promotion#=move*`: every move is a promotion to the other board (the source of the compiled `alice`). */
  readonly promotion: FbrRuleNode;
  /** Board B's token `#X` of each board-A piece `X`, its victim sets taken out. */
  readonly twins: ReadonlyMap<string, PieceDefNode>;
  /** Every token of the expansion the compiled `alice` stands for (`#X`, `##X`, `+#P==…`, the `c{…}` tokens). */
  readonly tokens: ReadonlySet<number>;
  /** The rule set without the expansion: the board-A tokens with their victim sets taken out. */
  readonly rest: SoundRuleSet;
}

const PREFIX = '#';

/** The keys of a plain set whose members all carry `prefixes`, or `undefined`. */
function keysOf(set: PieceSetNode, prefixes: string): string[] | undefined {
  if (set.colour || set.complement || set.members.some((m) => m.prefixes !== prefixes || m.compound))
    return undefined;
  return set.members.map((m) => m.key).sort();
}

/**
 * The victim sets of a token body, each checked to name exactly `expected` (sorted keys) with `prefixes`,
 * and the body without them; `undefined` when a set names other pieces or sits on another modifier.
 */
function withoutVictimSets(t: PieceDefNode, prefixes: string, expected: string): PieceDefNode | undefined {
  let ok = true;
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (typeof node !== 'object' || node === null) return node;
    const o = node as Record<string, unknown>;
    if (o.kind === 'modifier' && o.set) {
      const keys = keysOf(o.set as PieceSetNode, prefixes);
      if (o.letter !== 'c' || o.doubled || !keys || keys.join('') !== expected) ok = false;
      const { set: _, ...rest } = o;
      return rest;
    }
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, strip(v)]));
  };
  if (!t.body) return undefined;
  const body = strip(t.body) as NonNullable<PieceDefNode['body']>;
  return ok ? { ...t, body } : undefined;
}

/** Whether `twin` is `+#X==#…` mirroring `own` (`+X==…`) on board B. */
function mirrors(own: PromotionDefNode, twin: PromotionDefNode): boolean {
  const p = own.id.piece.prefixes;
  if (twin.id.piece.prefixes !== p + PREFIX || twin.id.piece.key !== own.id.piece.key) return false;
  if (own.extra.length > 0 || twin.extra.length > 0) return false;
  if (own.body.kind !== 'targets' || twin.body.kind !== 'targets') return false;
  const a = own.body.targets;
  const b = twin.body.targets;
  return (
    a.length === b.length &&
    a.every((x, i) => !x.macro && x.piece.prefixes === '' && b[i]!.piece.prefixes === PREFIX) &&
    a.every((x, i) => !b[i]!.macro && b[i]!.piece.key === x.piece.key)
  );
}

/** The royal letters the expansion's victim sets leave out: the `royal` rule's set, default `K`. */
function royalKeys(rules: readonly FbrRuleNode[]): Set<string> {
  const royal = rules.find((r) => r.name === 'royal' && !r.negated && !r.error);
  return new Set(royal?.set ? royal.set.members.map((m) => m.key) : ['K']);
}

/** The expansion in the sound tokens of `sound`, or `undefined`. */
export function readAliceExpansion(sound: SoundRuleSet): AliceExpansion | undefined {
  const rules = sound.rules();
  if (rules.some((r) => r.name === 'alice')) return undefined;
  const promotions = rules.filter((r) => r.name === 'promotion' && r.prefix?.char === PREFIX);
  const promotion = promotions[0];
  if (promotions.length !== 1 || !promotion || promotion.negated || promotion.seq || promotion.range)
    return undefined;
  const [attr, ...more] = promotion.attributes;
  if (
    !attr ||
    more.length > 0 ||
    attr.name !== 'move' ||
    attr.negated ||
    attr.amount ||
    attr.set ||
    attr.range
  )
    return undefined;
  if (attr.prefix && attr.prefix.char !== '*') return undefined;
  const tokens = sound.pieces();
  if (tokens.some((t) => t.kind === 'invalid' || t.kind === 'moves' || t.kind === 'castling-def'))
    return undefined;
  const defs = tokens.filter((t): t is PieceDefNode => t.kind === 'piece-def' && !t.id.macro);
  if (defs.some((t) => t.id.setup || t.id.board !== undefined || t.id.name !== undefined)) return undefined;
  const own = defs.filter((t) => t.id.piece.prefixes === '');
  const twinDefs = defs.filter((t) => t.id.piece.prefixes === PREFIX);
  const returns = defs.filter((t) => t.id.piece.prefixes === PREFIX + PREFIX);
  if (own.length + twinDefs.length + returns.length !== defs.length || own.length === 0) return undefined;
  const letters = own.map((t) => t.id.piece.key);
  const once = (list: readonly PieceDefNode[], key: string) => list.filter((t) => t.id.piece.key === key);
  const victims = letters
    .filter((k) => !royalKeys(rules).has(k))
    .sort()
    .join('');
  const board = new Map<number, PieceDefNode>();
  const twins = new Map<string, PieceDefNode>();
  for (const t of own) {
    const [twin, ...twice] = once(twinDefs, t.id.piece.key);
    const back = once(returns, t.id.piece.key);
    if (!t.body || !twin?.body || twice.length > 0 || back.length !== 1 || back[0]!.body) return undefined;
    const a = withoutVictimSets(t, '', victims);
    const b = withoutVictimSets(twin, PREFIX, victims);
    if (!a || !b || twins.has(t.id.piece.key)) return undefined;
    board.set(t.index, a);
    twins.set(t.id.piece.key, b);
  }
  if (twinDefs.length !== own.length) return undefined;
  // Promotion lists: `+X==…` on board A, each with its board-B mirror `+#X==#…`; nothing else prefixed `#`.
  const lists = tokens.filter((t): t is PromotionDefNode => t.kind === 'promotion-def');
  const twinLists = lists.filter((t) => t.id.piece.prefixes.includes(PREFIX));
  const ownLists = lists.filter((t) => !t.id.piece.prefixes.includes(PREFIX));
  if (twinLists.length !== ownLists.length) return undefined;
  if (!ownLists.every((o) => twinLists.some((t) => mirrors(o, t)))) return undefined;
  const expansion = new Set<number>([...twinDefs, ...returns, ...twinLists].map((t) => t.index));
  const { ruleSet } = sound;
  const pieces = ruleSet.pieces.filter((t) => !expansion.has(t.index)).map((t) => board.get(t.index) ?? t);
  return {
    promotion,
    twins,
    tokens: new Set([...expansion, ...board.keys()]),
    rest: sound.with({ ...ruleSet, rules: ruleSet.rules.filter((r) => r !== promotion), pieces }),
  };
}

/** The moves of each board-B twin as its `#X` token gives them (`undefined` for a token not compiled). */
export function twinMovesOf(
  b: Build,
  macros: MoveContext['macros'],
  e: AliceExpansion,
): Map<string, readonly MoveAtom[]> {
  const out = new Map<string, readonly MoveAtom[]>();
  for (const [key, t] of e.twins) {
    const def = movesOf(b, macros, t);
    if (def?.spacious) b.unsupported('leg:then', t, 'a spacious piece under alice', t.index);
    else if (def) out.set(key, def.moves);
  }
  return out;
}
