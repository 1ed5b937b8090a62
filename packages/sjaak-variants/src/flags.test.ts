/**
 * Capture the flag (`WhiteFlag:` / `BlackFlag:` with `Rule: captureanyflag` / `captureallflags`) as
 * core's `end.flags`: "the game ends when white captures and holds all black flags and vice versa";
 * `WhiteFlag` squares are Black's targets, and only `capture_flag` pieces take flags when any piece
 * has that flag. The real-file cases read GPL data from ../shared (never copied) and skip without it.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { parse, parseVariant } from './parse/parse.js';
import { toVariant } from './convert/to-variant.js';
import { TEST_KING, TEST_ROOK } from '../test/helpers.js';

const KINGS_AND_ROOKS = `Board: 8x8
FEN: "4k3/R7/8/8/8/8/8/4K3 w - -"
WhiteFlag: a1,h1
BlackFlag: a8,h8

${TEST_KING}

${TEST_ROOK}
`;

const block = (text: string) => parseVariant(`Variant: flags test\n${text}`, 'flags test').variant;

describe('SjaakII flags', () => {
  it('captureanyflag: White reaching one BlackFlag square wins at once', () => {
    const { variant, diagnostics } = toVariant(block(`${KINGS_AND_ROOKS}Rule: captureanyflag = win\n`));
    expect(diagnostics.filter((d) => d.code.startsWith('unsupported'))).toEqual([]);
    expect(variant.end?.flags).toEqual({ zone: 'BlackFlag/WhiteFlag', capture: 'any' });
    const pos = Position.fromFen(variant.startFen, variant);
    expect(pos.outcome()).toBeUndefined();
    expect(pos.play('a7a8').outcome()).toEqual({ winner: 'white', reason: 'flag' });
  });

  it('captureallflags with capture_flag: only the flag pieces count, and all flags must be held', () => {
    const text = KINGS_AND_ROOKS.replace(
      'Symbol: "R", "R,r"',
      'Symbol: "R", "R,r"\nFlags: capture_flag',
    ).replace('4k3/R7/8/8/8/8/8/4K3', '8/R6R/8/4k3/8/8/8/6K1');
    const { variant } = toVariant(block(`${text}Rule: captureallflags = win\n`));
    expect(variant.end?.flags).toEqual({ zone: 'BlackFlag/WhiteFlag', capture: 'all', pieces: ['rook'] });
    const pos = Position.fromFen(variant.startFen, variant);
    expect(pos.play('a7a8').outcome()).toBeUndefined();
    expect(pos.play('e5d5').play('h7h8').outcome()).toEqual({ winner: 'white', reason: 'flag' });
    // the king on a flag square does not take it
    const kingOnly = Position.fromFen('8/8/8/4k3/8/8/8/6K1 w - -', variant);
    expect(kingOnly.outcome()).toBeUndefined();
  });

  it('an illegal flag result is reported, not played', () => {
    const { variant, diagnostics } = toVariant(block(`${KINGS_AND_ROOKS}Rule: captureanyflag = illegal\n`));
    expect(variant.end?.flags).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toContain('unsupported-end-condition');
  });
});

describe.skipIf(!hasSharedData)('SjaakII flags in the real files (skipped without ../shared/data)', () => {
  const variants = hasSharedData ? parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt')).variants : [];
  const byName = (name: string) => {
    const v = variants.find((x) => x.shortName === name);
    if (!v) throw new Error(`no ${name}`);
    return toVariant(v).variant;
  };

  it('wolves_and_sheep: the sheep reaching the eighth rank wins; trapping it wins for the wolves', () => {
    const v = byName('wolves_and_sheep');
    const flagRun = Position.fromFen('3w1w1w/S7/8/8/8/8/8/8 w - - 0 1', v);
    expect(flagRun.play('a7b8').outcome()).toEqual({ winner: 'white', reason: 'flag' });
    // Rule: stalemate = win: the side that stalemates wins (the sheep on a1 boxed in by a wolf on b2)
    const trapped = Position.fromFen('8/8/8/8/8/8/1w6/S7 w - - 0 1', v);
    expect(trapped.outcome()).toEqual({ winner: 'black', reason: 'stalemate' });
  });

  it('white-wolves-black-sheep: Black reaching the first rank (WhiteFlag) wins', () => {
    const v = byName('white-wolves-black-sheep');
    const pos = Position.fromFen('8/8/8/8/8/8/1s6/8 b - - 0 1', v);
    expect(pos.play('b2a1').outcome()).toEqual({ winner: 'black', reason: 'flag' });
  });
});
