/**
 * The two real SjaakII files (GPL data, read from ../shared, never copied): variant lists, the
 * pinned diagnostics of reference §12, round trips, and the SjaakII-style start FENs of the perft file.
 */
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { parse } from './parse/parse.js';
import { startFen } from './fen/fen.js';
import { stringify } from './write/stringify.js';
import { stripSpans } from '../test/helpers.js';

/** Reference §11: long name, short name, size, piece types, present in 1.4.1. */
const VARIANTS: readonly (readonly [string, string, string, number, boolean])[] = [
  ['FIDE Chess (8x8)', 'fide_chess', '8x8', 6, true],
  ['Wolves and Sheep (8x8)', 'wolves_and_sheep', '8x8', 2, true],
  ['afox-and-hounds (8x8)', 'afox-and-hounds', '8x8', 2, false],
  ['white-wolves-black-sheep (8x8)', 'white-wolves-black-sheep', '8x8', 2, false],
  ['Maharaja', 'maharaja', '8x8', 7, true],
  ["Peasant's Revolt (8x8)", 'peasant', '8x8', 6, true],
  ['Corridor Chess (8x8)', 'corridor_chess', '8x8', 6, true],
  ["Legan's Chess (8x8)", 'legan', '8x8', 6, true],
  ['Diamond Chess (8x8)', 'diamond_chess', '8x8', 6, true],
  ['Diagonal Chess (8x8)', 'diagonal_chess', '8x8', 6, true],
  ['Corner Chess (8x8)', 'corner_chess', '8x8', 6, true],
  ['Ninth Century Indian Chess (8x8)', 'ninth_century_indian_chess', '8x8', 6, true],
  ['Troitzky Chess (10x10)', 'troitzky_chess', '10x10', 6, true],
  ['Troitzky Chess Byway (10x10)', 'troitzky_chess_byway', '10x10', 6, true],
  ['Twilight Chess (8x8)', 'twilight_chess', '8x8', 6, true],
  ["Judkins' Shogi (6x6)", 'judkins', '6x6', 12, true],
  ['Omicron Chess (12x10)', 'omicron_chess', '12x10', 8, true],
  ['EuroShogi (8x8)', 'euroshogi', '8x8', 10, true],
  ['YariShogi (7x9)', 'yarishogi', '7x9', 9, true],
  ['GoroGoro Shogi (5x6)', 'gorogoro_shogi', '5x6', 6, true],
  ['GoroGoroNL Shogi (5x6)', 'gorogoronl_shogi', '5x6', 10, true],
  ['Cambodian (Ouk Chatrang)', 'cambodian', '8x8', 6, true],
  ['Mini Xiangqi', 'mini_xiangqi', '7x7', 5, true],
  ['Elven (Chu) Chess', 'elven', '10x10', 10, true],
  ['Elfin', 'elfin', '10x10', 10, false],
  ['3check (8x8)', '3check', '8x8', 6, true],
  ['Lion (8x8, Mighty Lion)', 'lion', '8x8', 7, true],
  ['Chancellor (8x8)', 'chancellor', '8x8', 6, true],
  ['Amazon (8x8)', 'amazon', '8x8', 6, true],
  ['Musketeer', 'musketeer', '8x8', 16, true],
  ['Spanish archer (10x8)', 'spanish_archer', '10x8', 7, true],
  ['Enlarged and improved chess', 'enlarged_and_improved_chess', '10x10', 8, true],
  ['diana', 'diana', '6x6', 5, true],
  ["Sherwin's Chess", 'sherwin', '8x8', 6, true],
  ['Viceroy', 'viceroy', '8x8', 7, true],
  ['chaturanga', 'chaturanga', '8x8', 6, true],
  ['suicide', 'suicide', '8x8', 6, true],
  ['giveaway', 'giveaway', '8x8', 6, false],
  ['roman', 'roman', '10x10', 7, true],
  ['Schoolbook (10x8)', 'schoolbook', '10x8', 8, true],
  ['supercapablanca (12x8)', 'supercapablanca', '12x8', 9, true],
  ['Wildebeest (11x10)', 'wildebeest', '11x10', 8, true],
  ['Wa-Shogi-drop (11x11)', 'wa-shogi-drop', '11x11', 31, true],
  ['Wa-Shogi (11x11)', 'wa-shogi', '11x11', 31, true],
  ['Theban', 'theban', '8x8', 6, true],
  ['Nightrider (8x8)', 'nightrider', '8x8', 6, true],
  ['Caissa Britannia (10x10)', 'caissa_britannia', '10x10', 9, true],
  ['cmokobyk-2k', 'cmokobyk-2k', '8x8', 6, false],
  ['horde', 'horde', '8x8', 6, false],
  ['argess', 'argess', '8x8', 6, false],
  ['capaflanker (10x8)', 'capaflanker', '10x8', 8, false],
  ['cap100', 'cap100', '10x10', 8, false],
  ['light-brigade (8x8)', 'light-brigade', '8x8', 4, false],
  ['clobber', 'clobber', '5x6', 1, false],
  ['clobber10', 'clobber10', '10x10', 1, false],
  ['lewthwaite', 'lewthwaite', '5x5', 1, false],
  ['straits', 'straits', '9x11', 4, false],
  ['buffalo', 'buffalo', '11x7', 3, false],
  ['tuktuk', 'tuktuk', '6x6', 1, false],
  ['bajr', 'bajr', '6x6', 1, false],
  ['4x5chess', '4x5chess', '4x5', 5, false],
  ['octopawn', 'octopawn', '4x4', 1, false],
  ['iesonmora', 'iesonmora', '9x9', 2, false],
  ['hexapawn4sjaak', 'hexapawn4sjaak', '5x3', 1, false],
];

type FileKey = '1.4.1' | 'fork';
type Pin = readonly [file: FileKey, code: string, line: number, column: number];

/**
 * Every diagnostic of both files in default mode: file, code, line, column. These are the rows of
 * reference §12, plus what §12 leaves implicit: one `square-off-board` per off-board square (diana:
 * d8, then f8 or a8 twice per line; capaflanker: k and l per line), `duplicate-fen` on the second FEN
 * line and on the second `XBoard pieces:` line of Musketeer, the info-level `zone-pair-asymmetric`
 * rows, and one finding beyond §12: the fork's 4x5chess lists a queen among its pawn's promotion
 * choices without defining a queen (`unknown-piece-symbol`).
 */
const PINS: readonly Pin[] = [
  ['1.4.1', 'fen-trailing-slash', 509, 38],
  ['1.4.1', 'castle-king-missing', 926, 15],
  ['1.4.1', 'castle-king-missing', 927, 15],
  ['1.4.1', 'castle-king-missing', 928, 15],
  ['1.4.1', 'castle-king-missing', 929, 15],
  ['1.4.1', 'trailing-semicolon', 1149, 54],
  ['1.4.1', 'trailing-semicolon', 1150, 54],
  ['1.4.1', 'trailing-semicolon', 1151, 44],
  ['1.4.1', 'trailing-semicolon', 1152, 44],
  ['1.4.1', 'castle-geometry', 1191, 26],
  ['1.4.1', 'castle-geometry', 1192, 26],
  ['1.4.1', 'malformed-move', 1520, 71],
  ['1.4.1', 'castle-king-missing', 1624, 15],
  ['1.4.1', 'castle-king-missing', 1625, 15],
  ['1.4.1', 'duplicate-fen', 1901, 1],
  ['1.4.1', 'duplicate-fen', 1902, 1],
  ['1.4.1', 'castle-king-missing', 2126, 15],
  ['1.4.1', 'castle-king-missing', 2127, 15],
  ['1.4.1', 'square-off-board', 2178, 15],
  ['1.4.1', 'square-off-board', 2178, 18],
  ['1.4.1', 'square-off-board', 2178, 26],
  ['1.4.1', 'square-off-board', 2179, 15],
  ['1.4.1', 'square-off-board', 2179, 18],
  ['1.4.1', 'square-off-board', 2179, 26],
  ['1.4.1', 'zone-pair-asymmetric', 2245, 21],
  ['1.4.1', 'duplicate-square', 2466, 42],
  ['1.4.1', 'duplicate-square', 2467, 42],
  ['1.4.1', 'zone-pair-asymmetric', 2506, 10],
  ['1.4.1', 'zone-pair-asymmetric', 2509, 12],
  ['fork', 'fen-trailing-slash', 556, 38], // Maharaja FEN ends in '/'
  ['fork', 'castle-king-missing', 977, 15], // Troitzky: kings start on f1/f10, not f2/f9
  ['fork', 'castle-king-missing', 978, 15],
  ['fork', 'castle-king-missing', 979, 15],
  ['fork', 'castle-king-missing', 980, 15],
  ['fork', 'trailing-semicolon', 1200, 54], // Omicron zones end in ';'
  ['fork', 'trailing-semicolon', 1201, 54],
  ['fork', 'trailing-semicolon', 1202, 44],
  ['fork', 'trailing-semicolon', 1203, 44],
  ['fork', 'castle-geometry', 1242, 26], // Omicron: g9-i9 with h9 (partner between)
  ['fork', 'castle-geometry', 1243, 26], // Omicron: g9-e9 with j9 (partner on the other side)
  ['fork', 'malformed-move', 1571, 71], // Cambodian (2,)
  ['fork', 'castle-king-missing', 1677, 15], // Elven: black king starts on e10
  ['fork', 'castle-king-missing', 1678, 15],
  ['fork', 'duplicate-fen', 2042, 1], // Musketeer: second FEN
  ['fork', 'duplicate-fen', 2043, 1], // Musketeer: second XBoard pieces
  ['fork', 'castle-king-missing', 2267, 15], // Enlarged: black castles on rank 8 of 10
  ['fork', 'castle-king-missing', 2268, 15],
  ['fork', 'square-off-board', 2319, 15], // diana: rank 8 on a 6x6 board
  ['fork', 'square-off-board', 2319, 18],
  ['fork', 'square-off-board', 2319, 26],
  ['fork', 'square-off-board', 2320, 15],
  ['fork', 'square-off-board', 2320, 18],
  ['fork', 'square-off-board', 2320, 26],
  ['fork', 'zone-pair-asymmetric', 2386, 21], // Sherwin: empty, rank2 (deliberate, info)
  ['fork', 'duplicate-square', 2675, 42], // roman: h1 twice (j1 meant)
  ['fork', 'duplicate-square', 2676, 42], // roman: h2 twice (j2 meant)
  ['fork', 'zone-pair-asymmetric', 2715, 10], // roman Special: rank2 lacks j2
  ['fork', 'zone-pair-asymmetric', 2718, 12], // roman Promotion: rank1 lacks j1
  ['fork', 'castle-king-missing', 3613, 15], // horde: White has no king
  ['fork', 'castle-king-missing', 3614, 15],
  ['fork', 'zone-pair-asymmetric', 3621, 10], // horde: Special rank1, rank2
  ['fork', 'square-off-board', 3689, 45], // capaflanker: files k, l on 10 files
  ['fork', 'square-off-board', 3689, 48],
  ['fork', 'square-off-board', 3690, 45],
  ['fork', 'square-off-board', 3690, 48],
  ['fork', 'square-off-board', 3691, 45],
  ['fork', 'square-off-board', 3691, 48],
  ['fork', 'square-off-board', 3692, 45],
  ['fork', 'square-off-board', 3692, 48],
  ['fork', 'zone-pair-asymmetric', 3853, 12], // light-brigade per-side promotion (deliberate, info)
  ['fork', 'zone-pair-asymmetric', 3854, 12],
  ['fork', 'unknown-piece-symbol', 4080, 27], // 4x5chess: pawn promotes to "QRBN" but no Queen is defined (not in §12)
  ['fork', 'malformed-move', 4133, 7], // iesonmora: leap(2,1)
];

/** Under `compat: 'sjaakii'` capaflanker's k1,l1 wrap into rank 2, which makes its rank8/rank1 promotion asymmetric. */
const COMPAT_EXTRA: readonly Pin[] = [['fork', 'zone-pair-asymmetric', 3741, 12]];

const pinsFor = (key: FileKey, list: readonly Pin[]) =>
  list.filter((p) => p[0] === key).map((p) => [p[1], p[2], p[3]] as const);

const FILES = [
  {
    file: 'variants-1.4.1.txt',
    count: 43,
    pins: pinsFor('1.4.1', PINS),
    compatExtra: pinsFor('1.4.1', COMPAT_EXTRA),
  },
  {
    file: 'variants-1.4.1-fork.txt',
    count: 64,
    pins: pinsFor('fork', PINS),
    compatExtra: pinsFor('fork', COMPAT_EXTRA),
  },
] as const;

const pinsOf = (ds: readonly { code: string; line: number; column: number }[]) =>
  ds.map((d) => [d.code, d.line, d.column]);

describe.skipIf(!hasSharedData)('real SjaakII files (../shared/data/sjaak)', () => {
  for (const { file, count, pins, compatExtra } of FILES) {
    describe(file, () => {
      const text = hasSharedData ? readSharedData('sjaak', file) : '';
      const fork = file.includes('fork');
      const expected = VARIANTS.filter((v) => fork || v[4]);

      it(`has ${count} variants with the names, short names, sizes and piece counts of §11`, () => {
        const { variants } = parse(text);
        expect(expected).toHaveLength(count);
        expect(
          variants.map((v) => [v.name, v.shortName, `${v.board.files}x${v.board.ranks}`, v.pieces.length]),
        ).toEqual(expected.map((v) => [v[0], v[1], v[2], v[3]]));
      });

      it('reports exactly the pinned diagnostics (default mode)', () => {
        const { diagnostics } = parse(text);
        expect(pinsOf(diagnostics)).toEqual(pins.map((p) => [...p]));
        expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        for (const d of diagnostics) {
          expect(d.severity).toBe(d.code === 'zone-pair-asymmetric' ? 'info' : 'warning');
          expect(d.variant).toBeTypeOf('string');
        }
      });

      it('reports the pinned diagnostics under compat (plus the wrap-induced info)', () => {
        const { diagnostics, variants } = parse(text, { compat: 'sjaakii' });
        expect(variants).toHaveLength(count);
        const want = [...pins, ...compatExtra]
          .map((p) => [...p])
          .sort((a, b) => (a[1] as number) - (b[1] as number) || (a[2] as number) - (b[2] as number));
        expect(pinsOf(diagnostics)).toEqual(want);
      });

      it('loads nothing under strict: every block with a warning fails, the others load', () => {
        const { variants, diagnostics } = parse(text, { mode: 'strict' });
        const failing = new Set(diagnostics.filter((d) => d.severity === 'error').map((d) => d.variant));
        expect(variants.length).toBe(count - failing.size);
        expect(failing.size).toBeGreaterThan(5);
      });

      for (const compat of [false, true]) {
        it(`round-trips every variant through stringify${compat ? ' (compat)' : ''}`, () => {
          const opts = compat ? ({ compat: 'sjaakii' } as const) : {};
          const first = parse(text, opts);
          const written = stringify(first.variants);
          const second = parse(written, opts);
          expect(second.variants).toHaveLength(count);
          second.variants.forEach((v, i) => {
            expect(stripSpans(v), v.name).toEqual(stripSpans(first.variants[i]));
          });
          expect(stringify(second.variants)).toBe(written);
          // Canonical text drops the lexical findings; what the data says (castling squares, FEN text) stays.
          const left = new Set(second.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.code));
          const dataLevel = [
            'castle-geometry',
            'castle-king-missing',
            'fen-trailing-slash',
            'unknown-piece-symbol',
          ];
          expect([...left].filter((c) => !dataLevel.includes(c))).toEqual([]);
          expect(left.has('castle-king-missing')).toBe(true);
        });
      }
    });
  }

  describe('SjaakII-style start FENs (perft-variants.txt column 2)', () => {
    const perft = new Map<string, string>();
    if (hasSharedData) {
      for (const line of readSharedData('perft-variants.txt').split('\n')) {
        if (line.trim() === '' || line.startsWith('#')) continue;
        const [label, fen] = line.split(';').map((s) => s.trim());
        perft.set(label!, fen!);
      }
    }
    const fork = hasSharedData ? parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt')).variants : [];

    it('has one perft FEN per fork variant', () => {
      expect(fork).toHaveLength(64);
      for (const v of fork) expect(perft.has(`sjaak/${v.shortName}`), v.shortName).toBe(true);
    });

    for (const compat of [false, true]) {
      it(`writes every fork variant's FEN: line as SjaakII does${compat ? ' (compat)' : ''}`, () => {
        const opts = compat ? ({ compat: 'sjaakii' } as const) : {};
        const variants = compat
          ? parse(readSharedData('sjaak', 'variants-1.4.1-fork.txt'), opts).variants
          : fork;
        const mismatches = variants
          .map((v) => [v.shortName, startFen(v, opts), perft.get(`sjaak/${v.shortName}`)] as const)
          .filter(([, got, want]) => got !== want);
        expect(mismatches).toEqual([]);
        expect(variants).toHaveLength(64);
      });
    }

    it("writes the 1.4.1 file's Peasant as sjaak-1.4.1/peasant", () => {
      const v = parse(readSharedData('sjaak', 'variants-1.4.1.txt')).variants.find(
        (x) => x.shortName === 'peasant',
      )!;
      expect(startFen(v)).toBe(perft.get('sjaak-1.4.1/peasant'));
    });
  });
});
