/**
 * Swap chains (`MoveAtom.swapChain`; FBR `swapping`, Neto's Swap Chess). Checked against an
 * independent reference written from the stated rules on a plain 8×8 array (`tests/references/swap-chess-reference.ts`):
 * perft from the start and from hand-made positions with long chains, chains stopped by a check,
 * chains that leave the own king attacked, pawns swapped onto their last rank; plus hand-counted lists.
 */
import { describe, expect, it } from 'vitest';
import { perft } from '../../perft.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { MoveAtom, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { sortedUci } from '../../../../../tests/moves.js';
import { refFromFen, refPerft } from '../../../../../tests/references/swap-chess-reference.js';

/** Chess where every piece but the king also swaps along its capture atoms, in chains. */
const swapChess: VariantDefinition = {
  ...variants.chess,
  id: 'swap-chess',
  pieces: variants.chess.pieces.map((p) =>
    p.royal
      ? p
      : {
          ...p,
          moves: [
            ...p.moves,
            ...p.moves
              .filter((a) => a.mode !== 'move')
              .map((a): MoveAtom => ({ kind: a.kind, vectors: a.vectors, swap: 'enemy', swapChain: true })),
          ],
        },
  ),
};

/** Neto's mate-in-one with b1 an enemy knight (the page's `w` swaps with enemy pieces only) and a white king. */
const NETO = '3rk3/5r2/1Q6/8/2b5/3p4/5R2/1n5K w - - 0 1';
/** Q d1 swaps with the bishop on g4, then with the knight on g7; never straight back to d1. */
const SMALL = 'k7/6n1/8/8/6b1/8/8/K2Q4 w - - 0 1';
/** As SMALL, but the swap onto g4 checks the king on c8, which ends the chain. */
const CHECKING = '2k5/6n1/8/8/6b1/8/8/K2Q4 w - - 0 1';
/** White in check from e8: chains through a8 leave the check standing until the rook is swapped; Bd2↔h6 lets the queen onto d2. */
const EVADE = 'n3r1k1/8/7q/8/Q7/8/3B4/4K3 w - - 0 1';
/** The g7 pawn swaps onto h8 and promotes at the mover's choice. */
const PROMOTE = '4k2r/6P1/8/8/8/8/8/4K3 w - - 0 1';

/** The legal chain moves of `pos` as sorted UCI text (`d1/g4/g7`). */
const chainList = (pos: Position) => sortedUci(pos, (m) => m.fairy?.path !== undefined);

describe('swap chains', () => {
  it('the definition with swapChain atoms passes the schema', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(swapChess))).id).toBe('swap-chess');
    const bad = {
      ...swapChess,
      pieces: [{ ...swapChess.pieces[1]!, moves: [{ kind: 'leap', vectors: [[1, 2]], swapChain: true }] }],
    };
    expect(() => parseVariantDefinition(bad)).toThrow(/swapChain/);
  });

  it('hand-counted chains: d1/g4 and d1/g4/g7, never back to d1; UCI and play', () => {
    const pos = Position.fromFen(SMALL, swapChess);
    expect(chainList(pos)).toEqual(['d1/g4', 'd1/g4/g7']);
    // The plain capture d1g4 is a different move from the swap d1/g4.
    expect(pos.legalMoves().filter((m) => m.from === 'd1' && m.to === 'g4')).toHaveLength(2);
    const chain = pos.legalMoves().find((m) => m.fairy?.path?.length === 2)!;
    expect(chain).toMatchObject({
      from: 'd1',
      to: 'g7',
      piece: 'queen',
      fairy: { swap: 'bishop', path: ['g4', 'g7'] },
    });
    pos.play('d1/g4/g7');
    expect(pos.toFen()).toBe('k7/6Q1/8/8/6n1/8/8/K2b4 b - - 1 1');
    pos.undo();
    expect(pos.toFen()).toBe(SMALL);
    pos.play({ from: 'd1', to: 'g4', piece: 'queen', fairy: { path: ['g4'] } });
    expect(pos.toFen()).toBe('k7/6n1/8/8/6Q1/8/8/K2b4 b - - 1 1');
    pos.undo();
    pos.play('d1g4');
    expect(pos.toFen()).toBe('k7/6n1/8/8/6Q1/8/8/K7 b - - 0 1');
  });

  it('a swap that gives check ends the chain', () => {
    const pos = Position.fromFen(CHECKING, swapChess);
    expect(chainList(pos)).toEqual(['d1/g4']);
  });

  it('a pawn swapped onto its last rank promotes at the mover’s choice', () => {
    const pos = Position.fromFen(PROMOTE, swapChess);
    expect(chainList(pos)).toEqual(['g7/h8b', 'g7/h8n', 'g7/h8q', 'g7/h8r']);
    pos.play('g7/h8n');
    expect(pos.toFen()).toBe('4k2N/6r1/8/8/8/8/8/4K3 b - - 0 1');
  });

  it('Neto’s chain: an enemy pawn swapped onto its last rank promotes (the mover chooses), ending in check', () => {
    const pos = Position.fromFen(NETO, swapChess);
    const list = chainList(pos);
    expect(list).toContain('b6/b1/d3=n/c4/f7');
    expect(list).not.toContain('b6/b1/d3=n/c4/f7/d8');
    pos.play('b6/b1/d3=n/c4/f7');
    expect(pos.toFen()).toBe('3rk3/5Q2/1n6/8/2r5/3b4/5R2/1n5K b - - 0 1');
    expect(pos.legalMoves()).toHaveLength(0); // mate: the rook on f2 guards f7
  });

  it('only the end of a chain must leave the own king safe', () => {
    const pos = Position.fromFen(EVADE, swapChess);
    const list = chainList(pos);
    expect(list).toContain('a4/e8'); // swaps the checking rook away
    expect(list).toContain('a4/a8/e8'); // a8 leaves the check standing, e8 ends it
    expect(list).not.toContain('a4/a8');
    expect(list.some((m) => m.startsWith('d2/h6'))).toBe(false); // the queen would land on d2
  });

  it.each([
    ['start', 3, variants.chess.startFen],
    ['neto', 3, NETO],
    ['small', 3, SMALL],
    ['checking', 3, CHECKING],
    ['evade', 3, EVADE],
    ['promote', 3, PROMOTE],
    // a middle game with many chains for both sides
    ['middle', 2, 'r1b1k2r/ppp2ppp/2n2q2/2bpp3/3PP1n1/2N1BN2/PPPQ1PPP/R3KB1R w - - 0 1'],
  ])('perft %s matches the reference to depth %i', (_name, depth, fen) => {
    const pos = Position.fromFen(fen, swapChess);
    const ref = refFromFen(fen);
    for (let d = 1; d <= depth; d++) expect([d, perft(pos, d)]).toEqual([d, refPerft(ref, d)]);
  });
});
