/**
 * MBN then-legs with a setup (`X-!mY`, internal to `compile`). Decisions (see the README):
 * - a `-` leg continues in the direction of the leg before it (the page's `t`, `z` and `d` modifiers
 *   exist to reverse, reflect or free it), taking the vector of its own atoms that points the same
 *   way;
 * - a leg written with `!` (setup) must be possible but is not made: the piece ends where the leg
 *   before it ended.
 * So `X-!mY` keeps the moves of `X` from whose destination a quiet `Y` step the same way is possible.
 * When that step is, for every vector of `X`, the vector divided by the greatest common divisor of its
 * coordinates (a rook's next square, a knight's next leap, a double step's next single step), this is
 * exactly `PieceType.rules.spacious` (the page's own expansion of the rule `spacious` has this form), and
 * that is what is compiled; other `Y` are reported.
 */
import type { MoveAtom, Vector } from '@x/core/variant';
import type { BoardRangeNode, LegNode, MoveNode, PartialMoveNode, FbrSpan } from '../../parse/types.js';

/** The setup partial move of a `-!mY` leg (one part, `!`, only an `m` modifier), or `undefined`. */
export function setupLeg(leg: LegNode): PartialMoveNode | undefined {
  if (leg.separator !== '-' || leg.move.kind !== 'combined' || leg.move.parts.length !== 1) return undefined;
  const p = leg.move.parts[0]!;
  if (!p.setup || p.transition || p.condition || p.origin || p.destination || p.attackers.length > 0)
    return undefined;
  const [m, ...rest] = p.modifiers;
  const quiet = m?.kind === 'modifier' && m.letter === 'm' && !m.doubled && !m.any && !m.optional && !m.set;
  return quiet && rest.length === 0 ? p : undefined;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Whether `u` points the same way as `v` (parallel, same orientation). */
const sameWay = (u: Vector, v: Vector) => u[0] * v[1] === u[1] * v[0] && u[0] * v[0] + u[1] * v[1] > 0;

/**
 * Why `X-!mY` is not a spacious move (`undefined`: it is): `first` are the atoms of `X`, `probe` those
 * of `Y` compiled as ordinary moves.
 */
export function notSpacious(first: readonly MoveAtom[], probe: readonly MoveAtom[]): string | undefined {
  const steps: Vector[] = [];
  for (const a of probe) {
    const plain = a.kind === 'leap' ? !a.legs && !a.secondStep : a.kind === 'ride';
    if (!plain || a.mode !== 'move' || a.initial || a.notInitial || a.fromZone || a.swap || a.bounce)
      return 'setup leg: not a plain quiet step';
    steps.push(...a.vectors);
  }
  for (const a of first) {
    if (a.kind === 'hop' || a.secondStep || a.swap || a.bounce)
      return 'setup leg after a hop, swap or lion move';
    for (const v of a.vectors) {
      const g = gcd(v[0], v[1]);
      const ways = steps.filter((s) => sameWay(s, v));
      if (ways.length !== 1 || ways[0]![0] * g !== v[0] || ways[0]![1] * g !== v[1])
        return `setup leg: no next-square step along ${v}`;
    }
  }
  return undefined;
}

/** The single plain atom letter of a leg (`B`, no modifiers, ranges or steps), or `undefined`. */
function plainLetter(leg: LegNode | undefined, origin?: (p: PartialMoveNode) => boolean): string | undefined {
  if (leg?.move.kind !== 'combined' || leg.move.parts.length !== 1) return undefined;
  const p = leg.move.parts[0]!;
  const mv = p.moves[0];
  const ok = p.moves.length === 1 && !p.setup && !p.transition && !p.condition && !p.destination;
  if (!ok || p.attackers.length > 0 || (origin ? !origin(p) : p.origin || p.modifiers.length > 0))
    return undefined;
  return mv?.kind === 'leaper' && mv.form === 'letter' && !mv.steps && !mv.circular ? mv.atom : undefined;
}

/**
 * `X-[([a,h]zX)0]` (the page's expansion of `bouncing`, `edges` telling whether a range is exactly
 * the first and last file): the letter `X`, or `undefined`. Read: after the ride `X`, any number of
 * further `X` rides, each starting on the first or last file with its direction reflected (`z`; of
 * the two reflections only the one across the file axis stays on the board there). A leg that ends
 * on a piece captures it and ends the move, as in bouncing chess: multi-captures need a rule.
 */
export function bounceLegs(
  legs: readonly LegNode[],
  edges: (p: PartialMoveNode) => boolean,
): string | undefined {
  const [head, then] = legs;
  if (legs.length !== 2 || then!.separator !== '-' || then!.move.kind !== 'optional') return undefined;
  const opt = then!.move;
  const inner = opt.bracket === '[' && opt.body.legs.length === 1 ? opt.body.legs[0]! : undefined;
  const group =
    inner?.move.kind === 'combined' && inner.move.parts.length === 1 ? inner.move.parts[0]! : undefined;
  const g =
    group?.moves.length === 1 && group.modifiers.length === 0 && !group.origin ? group.moves[0] : undefined;
  if (g?.kind !== 'group' || g.steps?.form !== 'unlimited' || g.steps.value !== undefined) return undefined;
  if (g.body.legs.length !== 1) return undefined;
  const x = plainLetter(head);
  const zig = (p: PartialMoveNode) => {
    const [z, ...rest] = p.modifiers;
    return (
      rest.length === 0 &&
      z?.kind === 'modifier' &&
      z.letter === 'z' &&
      !z.doubled &&
      !z.set &&
      !!p.origin &&
      edges(p)
    );
  };
  return x !== undefined && plainLetter(g.body.legs[0], zig) === x ? x : undefined;
}

/** Whether a range names exactly two single files (`[a,h]`), whole: the syntactic form of `bounceLegs`' edges. */
export function twoFiles(r: BoardRangeNode | undefined): boolean {
  const single = (x: BoardRangeNode['parts'][number]) =>
    x.kind === 'area' && !!x.files && !x.files.to && !x.ranks && !x.levels;
  return !!r && !r.complement && r.parts.length === 2 && r.parts.every(single);
}

/** The atoms of `X` made to bounce (`bounceLegs`), or why not: every ride vector must move along the ranks. */
export function bouncing(atoms: readonly MoveAtom[]): MoveAtom[] | string {
  const out: MoveAtom[] = [];
  for (const a of atoms) {
    const mirrored = a.vectors.every(([x, y]) => a.vectors.some(([u, w]) => u === -x && w === y));
    if (a.kind !== 'ride' || a.swap || a.vectors.some(([, y]) => y === 0) || !mirrored)
      return 'z: only rides along the ranks with their mirror images bounce';
    out.push({ ...a, bounce: true });
  }
  return out;
}

/** Whether a range is exactly LeCodex's `[*]` (unthreatened squares). */
export const unthreatened = (r: BoardRangeNode | undefined): boolean =>
  !!r && !r.complement && r.parts.length === 1 && r.parts[0]!.kind === 'special' && r.parts[0]!.char === '*';

/**
 * `--!jj{K}U[*]` (the page's `switching=notincheck`): an independent setup leg that visits (`jj`) an
 * own `K` anywhere (`U`) on an unthreatened square (`[*]`): "switching is not permitted if the King is
 * in check". Returns the letter (`K`), or `undefined`. `compile` accepts it only where `K` is the one
 * royal piece of each side, where "an own K stands unthreatened" is "not in check".
 */
export function kingSafeLeg(leg: LegNode | undefined): string | undefined {
  if (leg?.separator !== '--' || leg.move.kind !== 'combined' || leg.move.parts.length !== 1)
    return undefined;
  const p = leg.move.parts[0]!;
  const [jj, ...rest] = p.modifiers;
  const mv = p.moves[0];
  const members = jj?.kind === 'modifier' && jj.letter === 'j' && jj.doubled && !jj.any ? jj.set : undefined;
  const ok =
    p.setup &&
    rest.length === 0 &&
    !p.origin &&
    !p.transition &&
    !p.condition &&
    p.attackers.length === 0 &&
    unthreatened(p.destination) &&
    p.moves.length === 1 &&
    mv?.kind === 'leaper' &&
    mv.form === 'letter' &&
    mv.atom === 'U' &&
    !mv.steps &&
    members !== undefined &&
    !members.colour &&
    !members.complement &&
    members.members.length === 1 &&
    members.members[0]!.prefixes === '' &&
    !members.members[0]!.compound;
  return ok ? members!.members[0]!.key : undefined;
}

/**
 * `--X` after a capture (`Q=mQ+(cQ--X)`, the page's expansion of `atomic`): an independent leg that
 * is the bare letter `X`, MBN's predefined explosion `(!dcy{^P}OK)0*` (`compile` checks that no `@X`
 * macro redefines it).
 */
export const explodeLeg = (leg: LegNode | undefined): boolean =>
  leg?.separator === '--' && plainLetter(leg) === 'X';

/**
 * `(dttwX)0` (the page's expansion of `swapping`: `Q=Q+(dttwQ)0`): a swap `w` along `X`, repeated any
 * number of times (`0`), each swap in a free direction (`d`), never straight back (`tt`). Returns the
 * swap part without `d` and `tt` (`wX`: one swap, whose atoms become `MoveAtom.swapChain` atoms), or
 * `undefined`. `compile` accepts it under `stopifchecking` only ("the move is complete as soon as a leg
 * is checking the opponent King"), which is where `@x/core` swap chains end.
 */
export function swapChainGroup(mv: MoveNode): PartialMoveNode | undefined {
  if (mv.kind !== 'group' || mv.steps?.form !== 'unlimited') return undefined;
  const [leg, ...more] = mv.body.legs;
  if (!leg || more.length > 0 || leg.move.kind !== 'combined' || leg.move.parts.length !== 1)
    return undefined;
  const p = leg.move.parts[0]!;
  if (p.setup || p.transition || p.condition || p.origin || p.destination || p.attackers.length > 0)
    return undefined;
  const plain = (m: PartialMoveNode['modifiers'][number], letter: string, doubled: boolean) =>
    m.kind === 'modifier' &&
    m.letter === letter &&
    m.doubled === doubled &&
    !m.any &&
    !m.optional &&
    !m.set &&
    !m.range;
  const mods = p.modifiers;
  const d = mods.filter((m) => plain(m, 'd', false));
  const tt = mods.filter((m) => plain(m, 't', true));
  const w = mods.filter((m) => plain(m, 'w', false));
  if (d.length !== 1 || tt.length !== 1 || w.length !== 1) return undefined;
  const rest = mods.filter((m) => !d.includes(m) && !tt.includes(m));
  const others = rest.filter((m) => m !== w[0]);
  if (!others.every((m) => m.kind === 'modifier' && 'fblrvs'.includes(m.letter) && !m.doubled))
    return undefined;
  if (p.moves.length === 0 || p.moves.some((x) => x.kind !== 'leaper')) return undefined;
  return {
    ...p,
    modifiers: rest,
    items: p.items.filter((i) => !d.includes(i as never) && !tt.includes(i as never)),
  };
}

/**
 * The swap atoms of `(dttwX)0` (legs.ts) as swap chain atoms: the same leap or ride, `swapChain`; a swap
 * along anything else (a hop, a lame or initial leap, a zone) is reported.
 */
export function chainAtoms(
  atoms: readonly MoveAtom[],
  unsupported: (feature: string, at: FbrSpan, why: string) => void,
  at: FbrSpan,
): MoveAtom[] {
  const plain = (a: MoveAtom) =>
    (a.kind === 'leap' || a.kind === 'ride') &&
    a.swap === 'enemy' &&
    !a.legs &&
    !a.initial &&
    !a.fromZone &&
    !a.swapExcept;
  if (!atoms.every(plain)) {
    unsupported('leg:swapchain', at, 'a swap chain follows plain leaps and rides only');
    return [];
  }
  return atoms.map((a) => ({
    kind: a.kind,
    vectors: a.vectors,
    ...(a.orientation ? { orientation: a.orientation } : {}),
    ...(a.range !== undefined ? { range: a.range } : {}),
    swap: 'enemy' as const,
    swapChain: true,
  }));
}
