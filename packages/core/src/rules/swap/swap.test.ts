/**
 * Swap atoms (`MoveAtom.swap`, FBR/MBN `w` / `ww`) and `swapRules`: the piece exchanges squares with
 * the first piece its leap or ride reaches, of its own side (`friend`) or the other (`enemy`); a swap
 * neither captures nor attacks. Move lists below are counted by hand from the rules.
 */
import { describe, expect, it } from 'vitest';
import { leaper, rider } from '../../variant/atoms.js';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { MoveAtom, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';

const chess = variants.chess;

/** Chess where the pieces with the symbols of `extra` get those atoms too (or instead, with `replace`). */
function withAtoms(
  id: string,
  extra: Readonly<Record<string, readonly MoveAtom[]>>,
  more: Partial<VariantDefinition> = {},
  replace = false,
): VariantDefinition {
  const moves = (p: { symbol: string; moves: readonly MoveAtom[] }) =>
    replace ? extra[p.symbol]! : [...p.moves, ...extra[p.symbol]!];
  return {
    ...chess,
    id,
    pieces: chess.pieces.map((p) => (extra[p.symbol] ? { ...p, moves: moves(p) } : p)),
    ...more,
  };
}

/** A rook that moves like a rook but swaps with the first enemy piece on its line instead of capturing (`R=mR+wR`). */
const swapRook = { R: [rider(0, 1, { mode: 'move' }), rider(0, 1, { swap: 'enemy' })] } as const;

const kingSwap = [leaper(0, 1, { swap: 'friend' }), leaper(1, 1, { swap: 'friend' })];
const list = (pos: Position) =>
  pos
    .legalMoves()
    .map((m) => `${m.from ?? ''}${m.to}${m.fairy?.swap ? `<>${m.fairy.swap}` : ''}`)
    .sort();

describe('swap atoms', () => {
  it('ww: a king may exchange squares with an adjacent own piece, not with an enemy one', () => {
    const v = withAtoms('kswap', { K: kingSwap });
    // K e1, own pawns d2 e2, black knight f2 (guarding d1): the king steps to f1, takes f2, swaps
    // with d2 and e2; no swap with the knight.
    const pos = Position.fromFen('4k3/8/8/8/8/8/3PPn2/4K3 w - - 0 1', v);
    expect(list(pos).filter((m) => m.startsWith('e1'))).toEqual(['e1d2<>pawn', 'e1e2<>pawn', 'e1f1', 'e1f2']);
    pos.play('e1d2');
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/3KPn2/4P3 b - - 1 1');
    pos.undo();
    expect(pos.toFen()).toBe('4k3/8/8/8/8/8/3PPn2/4K3 w - - 0 1');
  });

  it('notInCheck swap atoms (switching=notincheck) are lost while the side is in check', () => {
    const guarded = kingSwap.map((a) => ({ ...a, notInCheck: true }));
    // Ke1 in check from Ra1, own pawns d2 e2. The king's squares: d1 and f1 lie on the rook's rank,
    // f2 is free, d2/e2 are own pawns. Plain swaps would evade too (the king leaves rank 1 for d2 or
    // e2, the pawn on e1 stands in the line); notInCheck swaps are not there: only Kf2.
    const check = '4k3/8/8/8/8/8/3PP3/r3K3 w - - 0 1';
    expect(list(Position.fromFen(check, withAtoms('kswap', { K: kingSwap })))).toEqual([
      'e1d2<>pawn',
      'e1e2<>pawn',
      'e1f2',
    ]);
    expect(list(Position.fromFen(check, withAtoms('kswap2', { K: guarded })))).toEqual(['e1f2']);
    // Not in check (the rook on a3 instead): both swaps are back, beside d1, f1, f2.
    const pos = Position.fromFen('4k3/8/8/8/8/r7/3PP3/4K3 w - - 0 1', withAtoms('kswap2', { K: guarded }));
    expect(list(pos).filter((m) => m.startsWith('e1'))).toEqual([
      'e1d1',
      'e1d2<>pawn',
      'e1e2<>pawn',
      'e1f1',
      'e1f2',
    ]);
  });

  it('a swap that leaves the own king attacked is illegal, and swaps give no check', () => {
    const v = withAtoms('kswap', { K: kingSwap });
    // After K e1 <> R e2 the king would stand on e2, on the bishop's diagonal b5-c4-d3-e2.
    const pos = Position.fromFen('7k/8/8/1b6/8/8/4R3/4K3 w - - 0 1', v);
    expect(list(pos)).toContain('e1d2');
    expect(list(pos)).not.toContain('e1e2<>rook');
    // A black swap-rook on the open e-file may swap with the king but does not attack it.
    const r = Position.fromFen('4r1k1/8/8/8/8/8/8/4K3 w - - 0 1', withAtoms('rswap0', swapRook, {}, true));
    expect(r.isCheck()).toBe(false);
    expect(list(r)).toContain('e1e2');
  });

  it('w with a ride: the first piece on the line, enemy only; swapRules promote and demote', () => {
    const v = withAtoms(
      'rswap',
      swapRook,
      { swapRules: { promote: { rook: 'queen' }, demote: { queen: 'rook' } } },
      true,
    );
    // Rook a1 up the a-file: a2…a5 empty, black queen a6 (swap), nothing beyond; b1 is an own knight.
    const pos = Position.fromFen('4k3/8/q7/8/8/8/8/RN2K3 w - - 0 1', v);
    expect(list(pos).filter((m) => m.startsWith('a1'))).toEqual([
      'a1a2',
      'a1a3',
      'a1a4',
      'a1a5',
      'a1a6<>queen',
    ]);
    pos.play('a1a6');
    // The rook is promoted to a queen on a6; the black queen demoted to a rook on a1.
    expect(pos.toFen()).toBe('4k3/8/Q7/8/8/8/8/rN2K3 b - - 1 1');
    pos.undo();
    expect(pos.toFen()).toBe('4k3/8/q7/8/8/8/8/RN2K3 w - - 0 1');
  });

  it('swapExcept: ww{^K} never swaps with the king; perft counts the swaps', () => {
    const v = withAtoms('nswap', {
      N: [
        leaper(0, 1, { swap: 'friend', swapExcept: ['king'] }),
        leaper(1, 1, { swap: 'friend', swapExcept: ['king'] }),
      ],
    });
    // Knight d1 beside K e1 and pawns c2 d2 e2: swaps with c2 d2 e2 (3), not with the king.
    const pos = Position.fromFen('4k3/8/8/8/8/8/2PPP3/3NK3 w - - 0 1', v);
    expect(list(pos).filter((m) => m.includes('<>'))).toEqual(['d1c2<>pawn', 'd1d2<>pawn', 'd1e2<>pawn']);
    // 3 swaps + knight b2 f2? (f2 empty: yes) c3 e3 occupied? no: c3 e3 empty → Nb2 Nc3 Ne3 Nf2 = 4,
    // pawns c3 c4 d3 d4 e3 e4 = 6, king f1 f2 = 2: 15 moves.
    expect(perft(pos, 1)).toBe(15);
  });

  it('the schema reads swap, swapExcept and swapRules, and rejects an unknown piece', () => {
    const v = withAtoms(
      'rswap',
      { R: [rider(0, 1, { swap: 'enemy', swapExcept: ['king'] })] },
      {
        swapRules: { promote: { rook: 'queen' } },
      },
    );
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(v))).swapRules).toEqual({
      promote: { rook: 'queen' },
    });
    expect(() => parseVariantDefinition({ ...v, swapRules: { demote: { rook: 'dragon' } } })).toThrow();
  });
});
