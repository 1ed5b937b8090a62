/**
 * An index damaged anywhere — one bit of its header, dictionary, starts, body, key section or checksums flipped —
 * read at offsets (`openIndexFile`, as `xn search` reads a fresh index): every answer is the undamaged index's or a
 * `SearchError` located at the damage (`invalid-index` at the block or checksums holding the byte; `not-an-index`
 * for the magic and version, `stale-index` for the source's stamp), never another answer (other games, other plies, a game missed), never another
 * exception; held whole (`openIndex`), always refused so.
 */
import { runs } from '../../../../tests/depth.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchError } from '../errors.js';
import { caught } from '../../../../tests/errors.js';
import { searchIndex } from '../query/search.js';
import { HEADER_BYTES } from './index-format.js';
import { openIndexFile } from './index-file.js';
import { bytesFile as fileOf, indexedCopies } from '../../test/index-files.js';
import { openIndex, readStarts } from './index-reader.js';

const { stamp, index } = await indexedCopies(4, 1_700_000_000_000);

// an exact position (after 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7: answered from the key section), the position
// after 1. e4 with either side to move, a sub-position and a material scan (answered from the body)
const EXACT =
  '{"sub-fen": "rnbqk2r/ppp1bppp/4pn2/3p2B1/2PP4/2N5/PP2PPPP/R2QKBNR", "material": "KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP", "stm": "white"}';
const QUERIES = [
  EXACT,
  '{"sub-fen": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "material": "KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP"}',
  '{"sub-fen": "8/8/8/8/4P3/8/8/8"}',
  '{"material": "KQRRBBNNPPPPPPPKQRRBBNNPPPPPPP"}',
];

/** The sections of `bytes`, an index: header, dictionary, starts, body, key section, and the checksums after. */
function sections(bytes: Uint8Array): [string, number, number][] {
  const header = openIndex(bytes).header;
  const startsAt = HEADER_BYTES + 4 * header.moves;
  const bodyAt = readStarts(bytes, startsAt, bytes.length, header.starts).end;
  const keysAt = bodyAt + header.bodyBytes;
  const end = keysAt + header.keyBytes;
  return [
    ['header', 0, HEADER_BYTES],
    ['dictionary', HEADER_BYTES, startsAt],
    ['starts', startsAt, bodyAt],
    ['body', bodyAt, keysAt],
    ['keys', keysAt, end],
    ['checksums', end, bytes.length],
  ];
}

describe('a damaged index read at offsets', () => {
  const answers = QUERIES.map((query) => searchIndex(openIndexFile(fileOf(index), stamp), query));
  const parts = sections(index).filter(([, from, to]) => to > from);

  it('gives the undamaged answer or refuses, whichever bit of whichever section is flipped', () => {
    fc.assert(
      fc.property(
        fc.nat(parts.length - 1),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.nat(7),
        (section, where, bit) => {
          const [, from, to] = parts[section]!;
          const at = from + Math.floor(where * (to - from));
          const changed = index.slice();
          changed[at]! ^= 1 << bit;
          const located = (error: SearchError | undefined) => {
            expect(error?.code).toBe(
              at < 10 ? 'not-an-index' : at >= 12 && at < 36 ? 'stale-index' : 'invalid-index',
            );
            expect(
              at - error!.offset,
              `byte ${at} in [${error!.offset}, +${error!.length})`,
            ).toBeGreaterThanOrEqual(0);
            expect(at - error!.offset).toBeLessThan(error!.length);
          };
          QUERIES.forEach((query, q) => {
            let answer: ReturnType<typeof searchIndex> | undefined;
            const error = caught(SearchError, () => {
              answer = searchIndex(openIndexFile(fileOf(changed), stamp), query);
            });
            if (error !== undefined) located(error);
            else expect(answer, `byte ${at} bit ${bit}, ${query}`).toEqual(answers[q]);
          });
          located(caught(SearchError, () => openIndex(changed, stamp)));
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
