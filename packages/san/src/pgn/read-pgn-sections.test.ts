/**
 * `readPgn`'s and `visitPgn`'s `sections` and `origin` options: a source cut once by `splitPgn` and read in pieces
 * (as `xn`'s `--jobs` workers read their byte ranges), each piece's sections read where they lie without
 * splitting it again, or each piece cut as it is read from its place in the source, gives the records and the
 * visits of the whole read, located in the whole source.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectAll } from '../../../../tests/iterate.js';
import { runs } from '../../../../tests/depth.js';
import { type PgnSection, splitPgn } from '../split-pgn.js';
import { type PgnRecord, type ReadPgnOptions, readPgn } from './reader.js';
import { visitPgn } from './visit.js';

const collect = (source: Uint8Array, options?: ReadPgnOptions) => collectAll(readPgn(source, options));

/** What a record says, index aside (it counts from 0 in each piece). */
function where(r: PgnRecord): unknown {
  return {
    success: r.success,
    data: r.success ? [[...r.data.headers], r.data.result, r.data.moves.children.length] : undefined,
    offset: r.offset,
    length: r.length,
    line: r.line,
    column: r.column,
    error: r.success
      ? undefined
      : [r.error.code, r.error.offset, r.error.length, r.error.line, r.error.column],
    warnings: r.diagnostics.map((w) => [w.code, w.offset, w.line, w.column]),
  };
}

/** What `visitPgn` tells of each game: its place and, when not plain, its records. */
async function visits(source: Uint8Array, options?: ReadPgnOptions): Promise<unknown[]> {
  const out: unknown[] = [];
  let moves: string[] = [];
  await visitPgn(
    source,
    {
      move: (token) => void moves.push(token.text),
      endGame: (game) => {
        out.push([game.offset, game.length, game.line, game.column, game.plain, moves]);
        if (!game.plain) out.push(game.records().map(where));
        moves = [];
      },
    },
    options,
  );
  return out;
}

async function sectionsOf(bytes: Uint8Array): Promise<PgnSection[]> {
  const list: PgnSection[] = [];
  for await (const s of splitPgn(bytes)) list.push(s);
  return list;
}

const GAMES = [
  '\uFEFF[Event "é1"]\n[White "Ünal"]\n\n1. e4 {ça va\nbien} e5 2. Nf3 1-0\n',
  '\n[Event "2"]\n\n1. d4 {unterminated\n\n[Event "3"]\n1. c4 (1. Nf3 d5) e5 0-1\n',
  '1. e4 e5 *\n[Event "5"]\n%escaped [Event "x"]\n1. f4 ± e5 *\r\n\r\n[Event "6"]\r\n\r\n1. g3 *',
  '\r[Event "7"]\r1. e4 \xff e5 *\n\n[Event "8"]\n\n1. e4 e5 2. Ke3 *\n \n[ \n\n[Event "9"]\n1. a4 *\n',
];

describe('the sections option', () => {
  it('pieces cut at sections, read without splitting again, read as the whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...GAMES), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (games, cutAt) => {
          const bytes = Uint8Array.from(Buffer.from(games.join(''), 'latin1'));
          const list = await sectionsOf(bytes);
          const whole = (await collect(bytes)).map(where);
          const wholeVisits = await visits(bytes);
          // Pieces of consecutive sections (as `xn` batches them), each from its first section to the next piece.
          const cuts = [...new Set([0, ...cutAt.map((n) => n % (list.length + 1)), list.length])].sort(
            (a, b) => a - b,
          );
          const parts: unknown[] = [];
          const partVisits: unknown[] = [];
          // the same pieces cut again as they are read, from their place in the whole (`origin`), where a piece
          // starts at a line start
          const cutParts: unknown[] = [];
          for (let c = 0; c + 1 < cuts.length; c++) {
            const chosen = list.slice(cuts[c], cuts[c + 1]);
            if (chosen.length === 0) continue;
            const base = chosen[0]!.offset;
            const last = chosen[chosen.length - 1]!;
            const piece = bytes.slice(base, last.offset + last.length);
            const sections = { base, list: chosen };
            parts.push(...(await collect(piece, { sections })).map(where));
            partVisits.push(...(await visits(piece, { sections })));
            const origin = { offset: base, line: chosen[0]!.line };
            const at = chosen[0]!.column === 1 ? { origin } : { sections };
            cutParts.push(...(await collect(piece, at)).map(where), ...(await visits(piece, at)));
          }
          expect(parts).toEqual(whole);
          expect(partVisits).toEqual(wholeVisits);
          const cutWhole: unknown[] = [];
          for (let c = 0; c + 1 < cuts.length; c++) {
            const chosen = list.slice(cuts[c], cuts[c + 1]);
            const at = { range: { start: chosen[0]?.offset ?? 0, end: chosen.at(-1)?.offset ?? 0 } };
            if (chosen.length === 0) continue;
            at.range.end += chosen.at(-1)!.length;
            cutWhole.push(...(await collect(bytes, at)).map(where), ...(await visits(bytes, at)));
          }
          expect(cutParts).toEqual(cutWhole);
        },
      ),
      { numRuns: runs(24) },
    );
  });

  it('refuses a section outside the bytes, a source that is not bytes, and headersOnly', async () => {
    const bytes = new TextEncoder().encode('[A "1"]\n1. e4 *\n');
    const list = await sectionsOf(bytes);
    await expect(collect(bytes.subarray(0, 4), { sections: { base: 0, list } })).rejects.toThrow(RangeError);
    await expect(collect(bytes, { sections: { base: 0, list }, headersOnly: true })).rejects.toThrow(
      TypeError,
    );
    const text = readPgn('[A "1"]\n1. e4 *\n', { sections: { base: 0, list } });
    await expect(text.next()).rejects.toThrow(TypeError);
  });
});
