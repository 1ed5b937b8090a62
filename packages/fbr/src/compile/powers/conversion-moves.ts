/**
 * FBR `conversion<p>` with conversion moves (internal to `compile`), the page's `conversion* K=mK *K=[+]cK
 * !*K=j{K}K`: "If the King is not in check, then it can convert one opposing piece on any adjacent square,
 * provided that this piece is not adjacent to his King, and the moving King was not checked. This conversion is
 * a separate move. Instead of converting a piece the King can also do a normal king move (without capturing)."
 *
 * Compiled to `@x/core` `PieceType.rules.conversion` (kind `move`): each `<p>X=cY` token (one capture atom, a plain leaper or
 * rider letter) gives `X` a conversion move along `Y` (the piece stays, the victim changes side). Decided where
 * the page is ambiguous:
 * - `[+]` before the atom (LeCodex: "threatened squares", unconfirmed) is read as the page's text says, "if the
 *   King is not in check" (`MoveAtom.notInCheck`); "the moving King was not checked" restates it (a conversion
 *   cannot put its own side in check: the victim stays where it stood).
 * - `!<p>X=j{Z}Y` (a negated token: the conversion is not possible where this move is) is the proviso "this piece
 *   is not adjacent to his King": from the victim, a `Y` step that meets (`j`, visits) one of its side's `Z` —
 *   `PieceType.rules.conversion.guard`; `Z` must be the royal pieces (the "King").
 * - Royal pieces are never converted (`@x/core`): a side would lose its King to a move the page does not
 *   call a win, and no "check" would be left for the rule to refer to.
 */
import type { MoveAtom, PieceType, Vector } from '@x/core/variant';
import type { Build } from '../state/build.js';
import { withRule } from './with-rule.js';
import { compilePieceMoves, type MoveContext } from '../moves/moves.js';
import { moveContext } from '../army/pieces.js';
import type { SoundRuleSet } from '../../parse/sound-rule-set.js';
import type { FbrRuleNode, MoveSequenceNode, PartialMoveNode, PieceDefNode } from '../../parse/types.js';

/** The `conversion<p>` rule and its tokens. */
export interface ConversionMoves {
  /** `conversion<p>`, without attributes, set, range or sequence number. */
  readonly rule: FbrRuleNode;
  /** The `<p>X=cY` tokens (`[+]` allowed before the atom). */
  readonly tokens: readonly PieceDefNode[];
  /** The negated `!<p>X=j{Z}Y` tokens. */
  readonly guards: readonly PieceDefNode[];
}

/** The one partial move of a body `m…Y` with one leg and one part, or undefined. */
function onePart(body: MoveSequenceNode | undefined): PartialMoveNode | undefined {
  const leg = body?.kind === 'sequence' && body.legs.length === 1 ? body.legs[0] : undefined;
  const move = leg?.move.kind === 'combined' && leg.move.parts.length === 1 ? leg.move.parts[0] : undefined;
  const atom = move?.moves.length === 1 ? move.moves[0] : undefined;
  const plain =
    move &&
    !move.setup &&
    !move.transition &&
    !move.condition &&
    !move.destination &&
    move.attackers.length === 0 &&
    move.modifiers.length === 1 &&
    atom?.kind === 'leaper' &&
    atom.form === 'letter' &&
    !atom.steps;
  return plain ? move : undefined;
}

/** The letter `c` with nothing else (`cK`), optionally after the whole range `[+]`. */
function isConversion(p: PartialMoveNode): boolean {
  const m = p.modifiers[0]!;
  const plain =
    m.kind === 'modifier' && m.letter === 'c' && !m.doubled && !m.any && !m.optional && !m.set && !m.range;
  const o = p.origin;
  return (
    plain &&
    (!o ||
      (!o.complement && o.parts.length === 1 && o.parts[0]!.kind === 'special' && o.parts[0]!.char === '+'))
  );
}

/** The guarding letter `Z` of `j{Z}Y` (one plain member), or undefined. */
function guardLetter(p: PartialMoveNode): string | undefined {
  const m = p.modifiers[0]!;
  const set =
    m.kind === 'modifier' && m.letter === 'j' && !m.doubled && !m.any && !m.optional && !m.range
      ? m.set
      : undefined;
  const one = set && !set.colour && !set.complement && set.members.length === 1 ? set.members[0] : undefined;
  return one && one.prefixes === '' && !one.compound && !p.origin ? one.key : undefined;
}

/**
 * The rule and tokens among the sound tokens of `sound`, or `undefined` when they are not exactly
 * one plain `conversion<p>` rule whose prefixed tokens are all conversion moves or guards.
 */
export function readConversionMoves(sound: SoundRuleSet): ConversionMoves | undefined {
  const rules = sound.rules().filter((r) => r.name === 'conversion');
  const rule = rules[0];
  const prefix = rule?.prefix?.char;
  if (
    rules.length !== 1 ||
    !rule ||
    !prefix ||
    rule.negated ||
    rule.attributes.length > 0 ||
    rule.hasAttributes
  )
    return undefined;
  if (rule.set || rule.seq || rule.range || rule.announcement) return undefined;
  const prefixed = sound.prefixed(prefix);
  const tokens: PieceDefNode[] = [];
  const guards: PieceDefNode[] = [];
  for (const t of prefixed) {
    if (t.kind !== 'piece-def') return undefined;
    const id = t.id;
    const ok = id.piece.prefixes === prefix && !id.macro && id.board === undefined && id.name === undefined;
    const part = ok && t.body?.kind === 'sequence' ? onePart(t.body) : undefined;
    if (!part) return undefined;
    if (!id.setup && isConversion(part)) tokens.push(t);
    else if (id.setup && guardLetter(part) !== undefined) guards.push(t);
    else return undefined;
  }
  return tokens.length > 0 ? { rule, tokens, guards } : undefined;
}

/** `sound` without the rule and tokens (`applyConversionMoves` stands for them). */
export function withoutConversionMoves(sound: SoundRuleSet, e: ConversionMoves): SoundRuleSet {
  return sound.without([e.rule, ...e.tokens, ...e.guards]);
}

/** The atoms of the body of `t` with its origin range and modifiers left out (a bare `Y`, as a capture). */
function atomsOf(t: PieceDefNode, ctx: MoveContext): MoveAtom[] {
  const body = t.body as MoveSequenceNode;
  const leg = body.legs[0]!;
  const move = leg.move as { parts: readonly PartialMoveNode[] };
  const part = move.parts[0]!;
  const { origin: _o, ...rest } = part;
  const bare: PartialMoveNode = { ...rest, modifiers: [], items: part.moves };
  const sequence: MoveSequenceNode = {
    ...body,
    legs: [{ ...leg, move: { ...leg.move, parts: [bare] } as typeof leg.move }],
  };
  return compilePieceMoves(sequence, 'mbn', ctx).moves;
}

/**
 * `p` with `atoms` and `guard` added to its conversion moves; a guard of a piece without conversion moves guards
 * nothing and is left out.
 */
function withConversionMoves(p: PieceType, atoms: readonly MoveAtom[], guard: readonly Vector[]): PieceType {
  const c = p.rules?.conversion?.kind === 'move' ? p.rules.conversion : undefined;
  const all = [...(c?.atoms ?? []), ...atoms];
  if (all.length === 0) return p;
  const guards = [...(c?.guard ?? []), ...guard];
  const conversion = { kind: 'move' as const, atoms: all, ...(guards.length > 0 ? { guard: guards } : {}) };
  return withRule(p, 'conversion', conversion);
}

/**
 * Gives each converting piece its conversion moves (`rules.conversion` of kind `move`, with its `guard`). Reports an undefined letter
 * (`unknown-piece`), a guard set that is not exactly the royal pieces and atoms other than plain leaps and rides.
 */
export function applyConversionMoves(
  b: Build,
  e: ConversionMoves,
  macros: MoveContext['macros'],
  royalIds: readonly string[],
): void {
  for (const t of [...e.tokens, ...e.guards]) {
    const id = t.id.piece.key;
    if (!b.known(id)) {
      b.problem('unknown-piece', t.id, `converting piece ${id} is not defined`, t.index);
      continue;
    }
    const atoms = atomsOf(t, moveContext(b, macros, t.index));
    if (atoms.some((a) => (a.kind !== 'leap' && a.kind !== 'ride') || a.legs || a.fromZone || a.initial)) {
      b.unsupported(
        'rule:conversion',
        t,
        'conversion moves are compiled from plain leaps and rides only',
        t.index,
      );
      continue;
    }
    if (!t.id.setup) {
      const calm = onePart(t.body as MoveSequenceNode)!.origin !== undefined;
      const moves = atoms.map(
        (a): MoveAtom => ({ ...a, mode: 'capture', ...(calm ? { notInCheck: true } : {}) }),
      );
      b.setType(id, (p) => withConversionMoves(p, moves, []));
      continue;
    }
    const guard = guardLetter(onePart(t.body as MoveSequenceNode)!)!;
    if (royalIds.length !== 1 || royalIds[0] !== guard) {
      b.unsupported('id:setup', t.id, `the guard j{${guard}} must name the royal piece`, t.index);
      continue;
    }
    const vectors: Vector[] = atoms.filter((a) => a.kind === 'leap').flatMap((a) => a.vectors);
    b.setType(id, (p) => withConversionMoves(p, [], vectors));
  }
}
