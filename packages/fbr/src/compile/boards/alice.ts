/**
 * FBR `alice` (attribute `classic`, the default) to `@x/core` `VariantDefinition.alice` (internal to
 * `compile`): the page's single-board description ("consider each move with a piece as a promotion"),
 * where each piece `X` has a board-B twin `#X` (the page's expansion: `#K=mK+c{#Q#R#B#N#P}K`) with
 * the same moves, and every move lands its piece on the other board.
 */
import type { VariantDefinition } from '@x/core';
import type { MoveAtom, PieceType } from '@x/core/variant';
import type { Build } from '../state/build.js';
import type { SoundRuleSet } from '../../parse/sound-rule-set.js';
import type { FbrRuleNode } from '../../parse/types.js';

/** The `alice` rule among the sound rules of `sound`, if any. */
export function readAliceRule(sound: SoundRuleSet): FbrRuleNode | undefined {
  return sound.rules().find((r) => r.name === 'alice' && !r.negated);
}

/** The rules of the compiled variant that Alice chess is not defined with in `@x/core`. */
export interface AliceBlockers {
  readonly drops: boolean;
  readonly turns: boolean;
  readonly atomic: boolean;
  readonly vanishing: boolean;
  readonly andernach: boolean;
}

/** `moves` without en passant when the board-A type has none (explicit `turn` rules leave it out). */
function enPassantAs(
  type: PieceType,
  moves: readonly MoveAtom[] | undefined,
): readonly MoveAtom[] | undefined {
  if (!moves || type.moves.some((a) => a.takesEnPassant || a.setsEnPassant)) return moves;
  return moves.map(({ takesEnPassant: _t, setsEnPassant: _s, ...rest }) => rest);
}

/**
 * `alice`: adds the board-B twin `#X` of every piece (same moves, promotion, royalty; its FEN symbol
 * `#X`, Black's `#x`) and returns the twin table, or `undefined` (reported) when the rule set has
 * another board description (`3D`, `4D`), a rule Alice is not defined with (or whose reach across the
 * two boards the page does not define), a `#` piece of its own, or more than 15 pieces (twins double
 * the piece types; `@x/core` has 31). `twinMoves`: board B's own moves of a piece, where the rule set
 * writes them (the page's single-board expansion, `alice-expansion.ts`).
 */
export function applyAlice(
  b: Build,
  r: Pick<FbrRuleNode, 'offset' | 'length' | 'index' | 'attributes'> | undefined,
  blockers: AliceBlockers,
  twinMoves?: ReadonlyMap<string, readonly MoveAtom[]>,
): VariantDefinition['alice'] {
  if (!r) return undefined;
  const twinAtoms = [...(twinMoves?.values() ?? [])].flat();
  if (r.attributes.some((a) => a.name !== 'classic')) return undefined; // `3D`/`4D`: listFeatures reports them
  const why = (
    [
      [blockers.drops, 'drops'],
      [blockers.turns, 'turns of several moves'],
      [blockers.atomic, 'explosions'],
      [blockers.vanishing, 'vanishing squares'],
      [blockers.andernach, 'capturing pieces changing side'],
      [
        [...b.pieces.flatMap((p) => p.type.moves), ...twinAtoms].some((a) => a.swap || a.secondStep),
        'swap or lion moves',
      ],
      [
        b.pieces.some(
          (p) =>
            p.type.rules?.freeze ||
            p.type.rules?.protect ||
            p.type.rules?.stymie ||
            p.type.rules?.spacious ||
            p.type.rules?.conversion?.kind === 'attack',
        ),
        'freezers, protectors, stymizers, spacious or converting pieces (which board they act on is not defined)',
      ],
      [b.pieces.length > 15, 'more than 15 pieces (their twins would exceed 31 piece types)'],
    ] as const
  ).find(([blocked]) => blocked);
  if (why) {
    b.unsupported('rule:alice', r, `Alice chess with ${why[1]} is not compiled`, r.index);
    return undefined;
  }
  const own = b.pieces.find((p) => p.type.id.startsWith('#'));
  if (own) {
    b.problem('conflict', own.span, `${own.type.id}: '#' names board B's pieces under alice`, own.token);
    return undefined;
  }
  const twins: Record<string, string> = {};
  for (const p of [...b.pieces]) {
    const id = `#${p.type.id}`;
    const moves = enPassantAs(p.type, twinMoves?.get(p.type.id));
    const { pawn: _, ...rest } = p.type;
    const type: PieceType = {
      ...(moves ? rest : p.type),
      ...(moves
        ? { moves, ...(moves.some((a) => a.takesEnPassant || a.setsEnPassant) ? { pawn: true } : {}) }
        : {}),
      id,
      symbol: `#${p.type.symbol}`,
      ...(p.type.blackSymbol ? { blackSymbol: `#${p.type.blackSymbol}` } : {}),
    };
    b.byLetter.set(id, b.pieces.length);
    b.pieces.push({ type, span: r, token: r.index });
    twins[p.type.id] = id;
  }
  return { twins };
}
