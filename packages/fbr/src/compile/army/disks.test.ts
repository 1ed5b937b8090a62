/**
 * The FBR page's mounted-Disk line (`swap{set}`'s example): captures of own pieces (`cc?{D}`,
 * `MoveAtom.ownVictims`), promotion on capturing a Disk (`capture{D}`, `PromotionRule.onCaptureOf`), atom
 * references (`:K:`) and compound letters (`:KD:` written `A` in FEN). Perft derived by hand at depth 1 and
 * compared with a naive generator written from the rules (`tests/references/disks-reference.ts`, no engine code).
 */
import { describe, expect, it } from 'vitest';
import { perft, Position } from '@x/core';
import { bySize } from '../../../../../tests/depth.js';
import { disksPerft } from '../../../../../tests/references/disks-reference.js';
import { compilePageLine, expectReferencePerft, referenceFens } from '../../../test/page-line.js';

const LINE =
  'promotion+[1-12]=capture{D}<br/> swap{K:MD:}=demote,promote swap{:KD:M}=demote,promote K=acc?{D}:K: :KD:=:K: +K==:KD: -:KD:==K<br/> M=acc?{D}:M: :MD:=:M: +M==:MD: -:MD:==M<br/>';
const compiled = compilePageLine(LINE);
const variant = compiled.variant;
/** White: K c4 beside its Disk d5, M a1 on the file of its Disk a4; Black: k, its Disk, m, a mounted king. */
const FENS = referenceFens('mounted-disks');

describe('FBR page: promotion+[1-12]=capture{D} … swap{K:MD:} … (Disks)', () => {
  it('compiles complete: D is MBN’s dabbaba, :KD: and :MD: get the free letters A and B', () => {
    expect(compiled.complete).toBe(true);
    expect(compiled.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      "implicit-piece captured piece D is defined by no token: MBN's predefined piece D",
      'compound-symbol :KD: is written A in FEN (a piece symbol is one letter)',
      'compound-symbol :MD: is written B in FEN (a piece symbol is one letter)',
    ]);
    const k = variant.pieces.find((p) => p.id === 'K')!;
    expect(k.promotion).toMatchObject({ choices: [':KD:'], onCaptureOf: ['D'] });
    expect(k.moves.filter((a) => a.ownVictims).map((a) => a.ownVictims)).toEqual([['D'], ['D']]);
    expect(variant.swapRules).toBeUndefined(); // nothing swaps: the swap{set} rules have nothing to act on
  });

  it('perft 1 = 26, derived by hand', () => {
    // K c4: 7 steps and the capture of its own Disk d5 (mounting it: c4d5 as :KD:); D d5: d7 d3 b5 f5;
    // D a4: a6 a2 (c4 is its own king); M a1: a2 a3, a4 (own Disk, mounting), b1 … g1, h1 (takes m), b3 c2.
    const pos = Position.fromFen(FENS[0]!, variant);
    expect(perft(pos, 1)).toBe(8 + 4 + 2 + 12);
    const ucis = pos.legalMoves().map((m) => pos.uci(m));
    expect(ucis.filter((u) => u.startsWith('c4d5') || u.startsWith('a1a4')).sort()).toEqual([
      'a1a4b',
      'c4d5a',
    ]);
  });

  it('agrees with the naive reference', () => {
    expectReferencePerft(variant, FENS, bySize(3, 4), disksPerft);
  });
});
