import { perft, Position } from '@x/core';
import { parseVariantDefinition } from '@x/core/schema';
import { describe, expect, it } from 'vitest';
import { bySize, deep } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { startFen } from '../fen/fen.js';
import { parse, parseVariant } from '../parse/parse.js';
import { readPerftCases } from '../../test/perft-cases.js';
import { CONVERSION_ERROR_CODES } from './to-variant-diagnostics.js';
import { startPosition } from '../fen/start-position.js';
import { toVariant } from './to-variant.js';
import type { SjaakVariant } from '../shared/types.js';
import { targetsFrom } from '../../../../tests/moves.js';
import { TEST_KING, TEST_PAWN, TEST_ROOK } from '../../test/helpers.js';

/**
 * Variants whose SjaakII counts we do not reproduce yet, with the depths that differ: each entry is
 * asserted to still differ, so fixing one makes this test fail until the entry is removed.
 */
const KNOWN_FAILURES: Record<string, readonly number[]> = {
  // We count 961 / 35012 where SjaakII prints 957 / 34882: its file-occupancy lookup on boards with
  // more ranks than files (9x11) reads a piece on rank 2 of a file also as a blocker on rank 10 of
  // that file, so after 1. Ra2 Black's a11 rook only reaches a10. An engine bug, not a rule: the
  // default mode does not reproduce it; `compat: 'sjaakii'` does (`filePhantoms`, tested below).
  straits: [2, 3],
};

/**
 * Perft lines counted by default: every variant at depths 1 and 2, and the depth-3 lines of up to 10 k nodes (0.23 M
 * of the file's 7.0 M nodes). The other depth-3 lines run under `pnpm test:deep`: clobber10 (5.2 M nodes); elfin,
 * elven, caissa_britannia, wa-shogi and wa-shogi-drop (126 k–215 k); straits, buffalo, gorogoronl_shogi,
 * twilight_chess, supercapablanca, clobber and wildebeest (35 k–96 k); and 17 of 10 k–30 k (lion, amazon, roman,
 * euroshogi, cap100, omicron_chess, …). clobber10 is also checked against Fairy-Stockfish at depths 1…3 from 20
 * positions (`fsf-crosscheck.test.ts`).
 */
const NODE_BUDGET = bySize(10_000, Number.POSITIVE_INFINITY);

/** Whether `pnpm test` counts a perft line: depths 1 and 2 always, a deeper one within `NODE_BUDGET`. */
const counted = (c: { depth: number; nodes: number }) => c.depth <= 2 || c.nodes <= NODE_BUDGET;

/** `toVariant` with `options`, each variant converted (and its definition compiled) once for the file. */
function convertOnce(
  options?: Parameters<typeof toVariant>[1],
): (v: SjaakVariant) => ReturnType<typeof toVariant> {
  const conversions = new Map<SjaakVariant, ReturnType<typeof toVariant>>();
  return (v) => {
    let r = conversions.get(v);
    if (!r) conversions.set(v, (r = toVariant(v, options)));
    return r;
  };
}

const FILES = {
  sjaak: ['sjaak', 'variants-1.4.1-fork.txt'],
  'sjaak-1.4.1': ['sjaak', 'variants-1.4.1.txt'],
} as const;

describe.skipIf(!hasSharedData)('toVariant on the real files', () => {
  const parsed = hasSharedData
    ? {
        sjaak: parse(readSharedData(...FILES.sjaak)).variants,
        'sjaak-1.4.1': parse(readSharedData(...FILES['sjaak-1.4.1'])).variants,
      }
    : { sjaak: [], 'sjaak-1.4.1': [] };
  const all: SjaakVariant[] = [...parsed.sjaak, ...parsed['sjaak-1.4.1']];
  // Each variant converted (and its definition compiled) once for the file: the conversion test checks every
  // result, the perft tests count from the same definitions.
  const convert = convertOnce();

  it('converts all 107 variants into valid, JSON-serialisable core definitions with a start position', () => {
    expect(all.length).toBe(107);
    // Every variant converts with a playable start; the schema, FEN and SjaakII-unmoved checks (two more positions
    // built from the definition each) run on every third by default, on all 107 under `pnpm test:deep`.
    for (const [i, v] of all.entries()) {
      const { variant: definition, diagnostics } = convert(v);
      for (const d of diagnostics) expect(CONVERSION_ERROR_CODES).toContain(d.code);
      // SjaakII's phantom file blockers only under `compat: 'sjaakii'` (tested below)
      expect(definition.filePhantoms).toBeUndefined();
      const pos = startPosition(v, definition);
      expect(pos.legalMoves().length).toBeGreaterThan(0);
      if (i % bySize(3, 1) !== 0) continue;
      const json = JSON.parse(JSON.stringify(definition)) as unknown;
      expect(json).toEqual(definition);
      expect(() => parseVariantDefinition(json)).not.toThrow();
      // startFen is core's FEN of the same position.
      expect(Position.fromFen(definition.startFen, definition).toFen()).toBe(pos.toFen());
      // SjaakII's own unmoved rule gives the same start position.
      expect(startPosition(v, definition, { compat: 'sjaakii' }).toFen()).toBe(pos.toFen());
    }
  });

  const cases = hasSharedData ? readPerftCases(readSharedData('perft-variants.txt')) : [];
  const byVariant = new Map<string, typeof cases>();
  for (const c of cases) {
    const key = `${c.file}/${c.name}`;
    byVariant.set(key, [...(byVariant.get(key) ?? []), c]);
  }

  it('the perft file has 195 lines over 65 variants', () => {
    expect(cases.length).toBe(195);
    expect(byVariant.size).toBe(65);
  });

  /** Counts each of `lines` from the variant's start: the file's count, or another where `known` lists its depth. */
  const expectCounts = (v: SjaakVariant, lines: typeof cases, known: readonly number[]) => {
    const { variant: definition } = convert(v);
    for (const c of lines) {
      const nodes = perft(startPosition(v, definition), c.depth, { stopAtGameEnd: false });
      if (known.includes(c.depth)) expect(nodes).not.toBe(c.nodes);
      else expect(nodes).toBe(c.nodes);
    }
  };

  for (const [key, all] of byVariant) {
    const [file, name] = key.split('/') as [keyof typeof parsed, string];
    const known = KNOWN_FAILURES[name] ?? [];
    const list = all.filter(counted);
    const over = all.filter((c) => !counted(c));
    if (over.length > 0)
      it.skipIf(!deep)(
        `${key}: perft ${over.map((c) => c.depth).join(', ')} (over ${NODE_BUDGET.toLocaleString('en')} nodes)`,
        () => expectCounts(parsed[file].find((x) => x.shortName === name)!, over, known),
        180_000, // a hang guard: clobber10's perft 3 (5.2 M nodes) took 72 s at load 28 on 2 cores
      );
    it(`${key}: perft ${list.map((c) => c.depth).join(', ')}${known.length ? ` (known failures at ${known.join(', ')})` : ''}`, () => {
      const v = parsed[file].find((x) => x.shortName === name);
      expect(v).toBeDefined();
      // The file's FEN is SjaakII's written form of the start position.
      expect(startFen(v!)).toBe(list[0]!.fen);
      expectCounts(v!, list, known);
    });
  }
});

describe.skipIf(!hasSharedData)("toVariant with compat: 'sjaakii' (SjaakII's phantom file blockers)", () => {
  const cases = hasSharedData ? readPerftCases(readSharedData('perft-variants.txt')) : [];
  const variants = hasSharedData ? parse(readSharedData(...FILES.sjaak), { compat: 'sjaakii' }).variants : [];

  // Each variant converted under compat once for the file (without compat: the conversion test above).
  const convert = convertOnce({ compat: 'sjaakii' });

  it('only boards with more ranks than files get filePhantoms; straits and yarishogi have them', () => {
    const withPhantoms = variants
      .filter((v) => convert(v).variant.filePhantoms !== undefined)
      .map((v) => v.shortName)
      .sort();
    expect(withPhantoms).toEqual(['straits', 'yarishogi']);
  });

  // straits' perft 3 (34,882 nodes of 9×11 sliders) under `pnpm test:deep`; its perft 2 already differs from the
  // default mode's (957 against 961); yarishogi's 3 (7,960) within the budget
  for (const name of ['straits', 'yarishogi']) {
    it(`${name}: every perft line of the file matches (up to ${NODE_BUDGET.toLocaleString('en')} nodes)`, () => {
      const v = variants.find((x) => x.shortName === name)!;
      const { variant: definition, diagnostics } = convert(v);
      expect(diagnostics.filter((d) => d.message.includes('phantom'))).toEqual([]);
      const list = cases.filter((c) => c.file === 'sjaak' && c.name === name);
      expect(list.length).toBe(3);
      for (const c of list.filter(counted)) {
        const pos = startPosition(v, definition, { compat: 'sjaakii' });
        expect(perft(pos, c.depth, { stopAtGameEnd: false })).toBe(c.nodes);
      }
    });
  }
});

describe('toVariant on snippets', () => {
  const block = (body: string) => parseVariant(`Variant: T (8x8)\nBoard: 8x8\n${body}`, 'T (8x8)').variant!;

  it('maps moves: slide, step (rotated for Black), aleap (mirrored), masked leap (lame legs)', () => {
    const v = block(`FEN: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
${TEST_KING}
${TEST_ROOK}
Piece: Stepper
Move: step NE
Symbol: "S", "S,s"
Piece: Horse
Move: leap ((0,1)+(1,1))&(1,2)
Symbol: "H", "H,h"
Piece: Asym
Move: aleap (1,2)
Symbol: "A", "A,a"
`);
    const { variant: definition } = toVariant(v);
    const ids = definition.pieces.map((p) => p.id);
    expect(ids).toEqual(['king', 'rook', 'stepper', 'horse', 'asym']);
    const [, rook, stepper, horse, asym] = definition.pieces;
    expect(rook!.moves).toEqual([
      {
        kind: 'ride',
        vectors: expect.arrayContaining([
          [1, 0],
          [0, -1],
        ]),
      },
    ]);
    expect(stepper!.moves[0]).toMatchObject({ kind: 'leap', vectors: [[1, 1]], orientation: 'rotate' });
    expect(asym!.moves[0]).toMatchObject({ kind: 'leap', vectors: [[1, 2]], orientation: 'mirror' });
    expect(horse!.moves[0]!.vectors.length).toBe(8);
    expect(horse!.moves[0]!.legs!.length).toBe(8);
    const pos = Position.fromFen('4k3/8/8/8/8/2H5/2R5/4K3 w - - 0 1', definition);
    // The horse on c3 is blocked towards c5 (c4 empty → allowed), and towards the 2nd rank by c2.
    const from = targetsFrom(pos, 'c3');
    expect(from).not.toContain('b1');
    expect(from).not.toContain('d1');
    expect(from).toContain('b5');
  });

  it('Special: replaces the quiet moves inside its zone; Initial: while unmoved', () => {
    const v = block(`FEN: "4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1"
Zone: rank2 = a2,b2,c2,d2,e2,f2,g2,h2
Zone: rank7 = a7,b7,c7,d7,e7,f7,g7,h7
${TEST_KING}
${TEST_PAWN}
`);
    const pos = startPosition(v);
    expect(targetsFrom(pos, 'a2')).toEqual(['a3', 'a4']);
    pos.play('a2a4');
    expect(pos.toFen()).toContain(' a3 ');
  });

  it('reports what it cannot express instead of dropping it', () => {
    const v = block(`FEN: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
Piece: King
Move: leap (0,1)|(1,1)
Symbol: "K", "K,k"
Flags: royal,shak
Rule: captureanyflag = illegal
Rule: promote here
`);
    const codes = toVariant(v)
      .diagnostics.map((d) => d.code)
      .sort();
    expect(codes).toEqual(['unsupported-end-condition', 'unsupported-flag', 'unsupported-rule']);
    for (const d of toVariant(v).diagnostics) expect(d.line).toBeGreaterThan(0);
  });

  it('perpetual = loss / illegal converts to end.perpetual (no diagnostic)', () => {
    for (const result of ['loss', 'illegal'] as const) {
      const v = block(`FEN: "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
${TEST_KING}
Rule: perpetual = ${result}
`);
      const r = toVariant(v);
      expect(r.diagnostics).toEqual([]);
      expect(r.variant?.end?.perpetual).toBe(result);
    }
  });

  it('lion double moves with no_retaliate and endangered count as SjaakII 1.4.1 does', () => {
    const v = parseVariant(
      `Variant: Lion duel (6x6)
Board: 6x6
FEN: "2k3/6/2l3/6/2L3/2K3 w - - 0 1"
${TEST_KING}
Piece: Lion
Move: leap ((0,1)|(1,1))+((0,1)|(1,1))
Symbol: "L", "L,l"
Flags: no_retaliate,endangered
`,
      'lion_duel',
    ).variant!;
    const { variant: definition, diagnostics } = toVariant(v);
    expect(diagnostics).toEqual([]);
    expect(definition.pieces[1]).toMatchObject({ rules: { noRetaliate: true, endangered: true } });
    const pos = startPosition(v, definition);
    // Counted by SjaakII 1.4.1 (upstream build, `perft 4`): 21, 494, 6730, 111356 (the last under `pnpm test:deep`).
    const counts = bySize([21, 494, 6730], [21, 494, 6730, 111356]);
    expect(counts.map((_, i) => perft(pos, i + 1, { stopAtGameEnd: false }))).toEqual(counts);
  });

  it("compat: 'sjaakii' reports vertical hops and (0,1) riders on boards with phantoms", () => {
    const v = parseVariant(
      `Variant: Tall (5x7)
Board: 5x7
FEN: "2k2/5/5/5/5/5/2K2 w - - 0 1"
${TEST_KING}
Piece: Cannon
Move: slide (H,V)
Capture: hop (H,V)
Symbol: "C", "C,c"
Piece: Wazir rider
Move: ride (0,1)
Symbol: "W", "W,w"
${TEST_ROOK}
`,
      'tall',
      { compat: 'sjaakii' },
    ).variant!;
    const plain = toVariant(v);
    expect(plain.variant.filePhantoms).toBeUndefined();
    expect(plain.diagnostics).toEqual([]);
    const { variant: definition, diagnostics } = toVariant(v, { compat: 'sjaakii' });
    // 5x7: rank 2 also reads as rank 6 (the rank-3 image lands on the edge rank 7 and is left out).
    expect(definition.filePhantoms).toEqual([[2, 6]]);
    // At the Cannon and Wazir rider blocks (their Piece: lines); the plain Rook is exact.
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['approximated', 8],
      ['approximated', 12],
    ]);
  });

  it('Drop zone: restricts drops (documented meaning) and is dropped under compat', () => {
    const text = `FEN: "4k3/8/8/8/8/8/8/4K3[R] w - - 0 1"
Zone: rank1 = a1,b1,c1,d1,e1,f1,g1,h1
Zone: rank8 = a8,b8,c8,d8,e8,f8,g8,h8
${TEST_KING}
${TEST_ROOK}
Drop zone: rank1, rank8
Rule: keep capture, allow drops
`;
    const v = block(text);
    const { variant: definition } = toVariant(v);
    const drops = startPosition(v, definition)
      .legalMoves()
      .filter((m) => m.drop);
    expect(drops.map((m) => m.to).sort()).toEqual(['a1', 'b1', 'c1', 'd1', 'f1', 'g1', 'h1']);
    const compat = parseVariant(`Variant: T (8x8)\nBoard: 8x8\n${text}`, 'T (8x8)', { compat: 'sjaakii' })
      .variant!;
    expect(
      startPosition(compat, toVariant(compat).variant)
        .legalMoves()
        .filter((m) => m.drop).length,
    ).toBe(62);
  });
});
