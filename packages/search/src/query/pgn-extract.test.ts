/**
 * The oracle: on shared PGN files, a sub-fen search finds exactly the games Debian's pgn-extract finds with a
 * `FENPattern` criterion (`-t` file: each free square of the sub-fen a `?`), and a material search those it
 * finds with a material balance (`-y` file, stability 0, every count given: pgn-extract's `-z` also matches the
 * balance with the colours swapped, and its default stability of 2 half-moves wants the balance held on three
 * positions — its help.html, "Position Stability with -z"). One difference, by pgn-extract's design: it tries a
 * balance before each move, never on the position after the last (end.c: "If the game ends before the required
 * depth is reached then a potential match would be missed"), where a Scoutfish query matches every position: a
 * game only we find must match at its last ply. Games are told apart by a tag added to a copy of
 * each file at the offsets the index gives. Skips where pgn-extract or the shared data is absent.
 */
import { buildIndex } from '../database/index-builder.js';
import { execFileSync } from 'node:child_process';
import { deep } from '../../../../tests/depth.js';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import path from 'node:path';
import { stampOf } from '../database/index-format.js';
import { openIndex, type PositionIndex } from '../database/index-reader.js';
import { searchIndex } from './search.js';
import { tempDir } from '../../../../tests/temp-dir.js';

const PGN_EXTRACT = ['/usr/games/pgn-extract', '/usr/bin/pgn-extract'].find((f) => fs.existsSync(f));

/** The files (the two more with TEST_DEEP=1). */
const FILES = [
  ['pgn', 'lichess-100.pgn'],
  ...(deep
    ? ([
        ['pgn-extract', 'fischer.pgn'],
        ['pgn-extract', 'petrosian.pgn'],
      ] as const)
    : []),
] as const;

/** Sub-fens, each a board in FEN's ranks (no hand). */
const SUB_FENS = [
  '8/8/8/8/4P3/8/8/8',
  '8/8/p7/8/8/1B3N2/8/8',
  '8/8/8/3p4/2PP4/8/8/8',
  'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R',
  '8/8/8/8/8/8/8/R3K2R',
  '6k1/5ppp/8/8/8/8/8/8',
  '8/8/8/8/8/2N5/PP6/8',
];

/** Materials: White's pieces then Black's, kings included (as `material` takes them). */
const MATERIALS = [
  'KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPP',
  'KRRBBNNPPPPPPKRRBBNNPPPPPP',
  'KRPPKRP',
  'KRBPPPKRNPPP',
  'KQKR',
];

/** pgn-extract's pattern of a sub-fen: a free square is `?`. */
function fenPattern(subFen: string): string {
  return subFen.replace(/\d/g, (d) => '?'.repeat(Number(d)));
}

/** pgn-extract's balance of a material: every count of Q R B N P given, White's set then Black's, stability 0. */
function balance(material: string): string {
  const second = material.indexOf('K', 1);
  const side = (text: string) =>
    [...'QRBNP'].map((p) => `${p}${[...text].filter((c) => c === p).length}`).join('');
  return `0 ${side(material.slice(0, second))} ${side(material.slice(second))}`;
}

/** A copy of the file with `[XnGame "N"]` before each game the index lists, and the game numbers pgn-extract keeps. */
function extracted(copy: string, args: string[]): Set<number> {
  const out = execFileSync(PGN_EXTRACT!, ['-s', ...args, copy], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Set([...out.matchAll(/\[XnGame "(\d+)"\]/g)].map((m) => Number(m[1])));
}

function numbered(bytes: Uint8Array, index: PositionIndex, file: string): void {
  const parts: Buffer[] = [];
  let at = 0;
  index.forEachGame((g) => {
    parts.push(Buffer.from(bytes.subarray(at, g.offset)), Buffer.from(`[XnGame "${g.number}"]\n`));
    at = g.offset;
  });
  parts.push(Buffer.from(bytes.subarray(at)));
  fs.writeFileSync(file, Buffer.concat(parts));
}

describe.skipIf(!hasSharedData || PGN_EXTRACT === undefined)('xn search against pgn-extract', () => {
  const dir = tempDir('xn-search-oracle-');

  it.each(FILES)(
    '%s/%s: the same games by sub-fen (FENPattern) and by material (-y)',
    async (folder, name) => {
      const bytes = new Uint8Array(fs.readFileSync(sharedDataPath(folder, name)));
      const index = openIndex(await buildIndex(bytes, { stamp: stampOf(bytes) }));
      const copy = path.join(dir, name);
      numbered(bytes, index, copy);
      const search = (query: object) => [...searchIndex(index, JSON.stringify(query)).matches];
      const games = (query: object) => new Set(search(query).map((m) => m.game));
      const plies = new Map<number, number>();
      index.forEachGame((g) => {
        plies.set(g.number, g.plies);
      });
      let found = 0;
      for (const subFen of SUB_FENS) {
        const tags = path.join(dir, 'tags.txt');
        fs.writeFileSync(tags, `FENPattern "${fenPattern(subFen)}"\n`);
        const ours = games({ 'sub-fen': subFen });
        expect(ours, subFen).toEqual(extracted(copy, ['-t', tags]));
        found += ours.size;
      }
      for (const material of MATERIALS) {
        const ending = path.join(dir, 'ending.txt');
        fs.writeFileSync(ending, `${balance(material)}\n`);
        const theirs = extracted(copy, ['-y', ending]);
        const ours = search({ material }).filter(
          (m) => theirs.has(m.game) || m.plies[0] !== plies.get(m.game),
        );
        expect(new Set(ours.map((m) => m.game)), material).toEqual(theirs);
        found += ours.length;
      }
      expect(found).toBeGreaterThan(0);
    },
  );
});
