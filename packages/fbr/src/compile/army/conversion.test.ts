/**
 * `conversion*=capture K Q=BN R B N P +P *Q=ccO *R=ccO *B=ccO *N=ccO *P=ccO`, the FBR page's expansion of
 * `andernach`: "A piece prefixed with this letter is defining a conversion rule, the piece at the
 * destination square will flip the color", only for capturing moves (`=capture`), "performed after
 * any promotion rule with prefix "+"". `ccO` is the zero move onto an own piece: the capturing piece
 * itself changes side. The rule set has no `royal` rule ("per default no royal piece exists"), so
 * nothing is in check, and `K` is a plain piece that keeps its side (no `*K` token). Lists by hand.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { sortedUci } from '../../../../../tests/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const text = 'conversion*=capture K Q=BN R B N P +P *Q=ccO *R=ccO *B=ccO *N=ccO *P=ccO';
const r = compile(parse(text, { mode: 'lenient' }));
const uci = (fen: string) => sortedUci(Position.fromFen(fen, r.variant));

describe('FBR conversion=capture', () => {
  it('compiles complete: every piece with a *X=ccO token changes side when capturing, K does not', () => {
    expect(r.complete).toBe(true);
    expect(r.variant.andernach).toEqual({ except: ['K'] });
    expect(r.variant.pieces.some((p) => p.royal)).toBe(false);
  });

  it('a capturing knight turns black; the capturing king stays white', () => {
    const after = Position.fromFen('4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1', r.variant).play('e3d5');
    expect(after.pieceAt('d5')).toMatchObject({ type: 'N', color: 'black' });
    const king = Position.fromFen('4k3/8/8/8/8/8/3p4/4K3 w - - 0 1', r.variant).play('e1d2');
    expect(king.pieceAt('d2')).toMatchObject({ type: 'K', color: 'white' });
  });

  it('with no royal piece a capture may turn the rook against the king', () => {
    // Re2: a2-d2, f2-h2, e3, e4 and Rxe5 (then a black rook facing Ke1: no check without royals);
    // Ke1: d1 d2 f1 f2. 14 moves.
    expect(uci('k7/8/8/4p3/8/8/4R3/4K3 w - - 0 1')).toEqual(
      ['e1d1', 'e1d2', 'e1f1', 'e1f2', 'e2a2', 'e2b2', 'e2c2', 'e2d2', 'e2e3', 'e2e4', 'e2e5', 'e2f2']
        .concat(['e2g2', 'e2h2'])
        .sort(),
    );
    const after = Position.fromFen('k7/8/8/4p3/8/8/4R3/4K3 w - - 0 1', r.variant).play('e2e5');
    expect(after.pieceAt('e5')).toMatchObject({ type: 'R', color: 'black' });
  });

  it('a capturing promotion promotes first, then the promoted piece converts by its own token', () => {
    // bxa8=R: the rook has *R=ccO, so a black rook stands on a8; bxa8=K: no *K, the king stays white.
    const fen = 'r3k3/1P6/8/8/8/8/8/7K w - - 0 1';
    expect(Position.fromFen(fen, r.variant).play('b7a8r').pieceAt('a8')).toMatchObject({
      type: 'R',
      color: 'black',
    });
    expect(Position.fromFen(fen, r.variant).play('b7a8k').pieceAt('a8')).toMatchObject({
      type: 'K',
      color: 'white',
    });
  });

  it('other conversions stay unsupported', () => {
    // The page's conversion moves compile (conversion-moves.test.ts); a token of another form under the rule does not.
    const plain = compile(parse('conversion* K=mK *K=[+]cK *K=mR', { mode: 'lenient' }));
    const features = plain.diagnostics.map((d) => d.feature);
    expect(features).toContain('rule:conversion');
    expect(plain.complete).toBe(false);
    const other = compile(parse('conversion*=capture K Q R B N P *Q=cK', { mode: 'lenient' }));
    expect(other.diagnostics.map((d) => d.feature)).toContain('conversion-move');
  });
});
