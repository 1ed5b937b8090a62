/**
 * FBR `spacious`, `bouncing{set}` and `cheshire{X}` to `@x/core` (internal to `compile`):
 * `PieceType.rules.spacious` on every piece, `MoveAtom.bounce` on the diagonal rides of the bouncing
 * pieces, `VariantDefinition.vanishing` (vacated squares vanish; no castling) for Cheshire Cat chess.
 */
import type { MoveAtom, PieceType } from '@x/core/variant';
import type { Build } from '../state/build.js';
import { setMembers } from '../state/rules.js';
import type { FbrRuleNode } from '../../parse/types.js';

/** The rules this stage reads. */
export interface ShapeFacts {
  readonly spacious?: FbrRuleNode;
  readonly bouncing?: FbrRuleNode;
  readonly cheshire?: FbrRuleNode;
}

/** Finds the `spacious` and `bouncing` rules among the sound `rules` (`SoundRuleSet.rules`). */
export function readShapeRules(rules: readonly FbrRuleNode[]): ShapeFacts {
  let spacious: FbrRuleNode | undefined;
  let bouncing: FbrRuleNode | undefined;
  let cheshire: FbrRuleNode | undefined;
  for (const r of rules) {
    if (r.negated) continue;
    if (r.name === 'spacious') spacious = r;
    else if (r.name === 'bouncing') bouncing = r;
    else if (r.name === 'cheshire') cheshire = r;
  }
  return {
    ...(spacious ? { spacious } : {}),
    ...(bouncing ? { bouncing } : {}),
    ...(cheshire ? { cheshire } : {}),
  };
}

const diagonal = ([x, y]: readonly [number, number]) => x !== 0 && Math.abs(x) === Math.abs(y);

/** Whether the piece rides the bishop's four diagonals without a limit (FBR: built from `B`). */
function ridesLikeBishop(t: PieceType): boolean {
  const seen = new Set<string>();
  for (const a of t.moves) {
    if (a.kind !== 'ride' || a.range !== undefined || a.swap || (a.mode ?? 'both') !== 'both') continue;
    for (const v of a.vectors) if (diagonal(v) && Math.abs(v[0]) === 1) seen.add(`${v[0]},${v[1]}`);
  }
  return seen.size === 4;
}

/** The atom's diagonal rides as a bouncing atom beside the rest (`undefined`: no diagonal ride). */
function bounced(a: MoveAtom): MoveAtom[] | undefined {
  if (a.kind !== 'ride' || a.swap) return undefined;
  const diag = a.vectors.filter(diagonal);
  if (diag.length === 0) return undefined;
  const rest = a.vectors.filter((v) => !diagonal(v));
  return [...(rest.length > 0 ? [{ ...a, vectors: rest }] : []), { ...a, vectors: diag, bounce: true }];
}

/**
 * `spacious`: every piece is spacious. `bouncing{set}`: the diagonal rides of the set's pieces bounce
 * off the first and last file; the default set is `{B}`, which (FBR's `Q` being `RB`) also covers
 * every piece that rides the bishop's four diagonals.
 */
export function applyShapeRules(b: Build, facts: ShapeFacts, wraps: boolean): void {
  for (const r of [facts.spacious, facts.bouncing]) {
    if (r && wraps)
      b.unsupported(`rule:${r.name}`, r, `'${r.name}' on a wrapping board is not compiled`, r.index);
  }
  if (wraps) {
    // Pieces made spacious (`X-!mY`) or bouncing (`X-[([a,h]zX)0]`) by their definition (legs.ts).
    for (const p of b.pieces) {
      const bounces = p.type.moves.some((a) => a.bounce);
      if (!p.type.rules?.spacious && !bounces) continue;
      b.unsupported(bounces ? 'modifier:z' : 'leg:then', p.span, 'on a wrapping board', p.token);
      const { rules: { spacious: _s, ...rules } = {}, ...type } = p.type;
      p.type = {
        ...type,
        ...(Object.keys(rules).length > 0 ? { rules } : {}),
        moves: p.type.moves.map(({ bounce: _, ...a }) => a),
      };
    }
    return;
  }
  if (facts.spacious)
    for (const p of b.pieces) p.type = { ...p.type, rules: { ...p.type.rules, spacious: true } };
  const r = facts.bouncing;
  if (!r) return;
  const rep = { unsupported: b.unsupported, letterOk: b.letterOk };
  const named = setMembers(r.set, r.index, rep);
  for (const id of named ?? []) {
    if (!b.known(id)) b.problem('unknown-piece', r.set ?? r, `bouncing piece ${id} is not defined`, r.index);
  }
  for (const p of b.pieces) {
    if (named ? !named.includes(p.type.id) : !ridesLikeBishop(p.type)) continue;
    const moves = p.type.moves.flatMap((a) => bounced(a) ?? [a]);
    const unmirrored = moves.some(
      (a) => a.bounce && a.vectors.some(([x, y]) => !a.vectors.some(([u, w]) => u === -x && w === y)),
    );
    if (unmirrored)
      b.unsupported('rule:bouncing', r, `${p.type.id}: a bouncing ride needs its mirror image too`, r.index);
    else p.type = { ...p.type, moves };
  }
}
