/**
 * Forms of the PGN files of the 1990s–2000s (issue #94, `tests/old-pgn-forms.ts`): quotes inside tag values, `1/2`
 * for the draw, a result glued to the last move, commas between moves, `N. ..move`, a tag value without its
 * closing quote. The lenient readers (`parsePgn`, `readPgn`, `visitPgn`) read each as its writer meant it, with a
 * located `noncanonical` warning; strict mode refuses each, located; `formatPgn` writes the canonical form, which
 * reads strictly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../tests/depth.js';
import { OLD_PGN_FORMS as FORMS } from '../../../tests/old-pgn-forms.js';
import {
  formatPgn,
  formatSan,
  type Game,
  type GameEnd,
  mainLine as mainLineOf,
  type PgnRecord,
  parsePgn,
  readPgn,
  type SanDiagnostic,
  SanError,
  startingPosition,
  visitPgn,
  walkGame,
} from '../src/index.js';

/** The main line's SAN as written, of a game. */
function mainLine(game: Game): string[] {
  return mainLineOf(game.moves).map((node) => formatSan(node.data.san));
}

/** The error code of reading `text` leniently and playing its moves, or `ok`. */
function check(text: string): string {
  try {
    for (const game of parsePgn(text)) walkGame(game, startingPosition(game), () => true);
  } catch (error) {
    if (error instanceof SanError) return error.code;
    throw error;
  }
  return 'ok';
}

/** The records of `bytes` read by `readPgn` (`mode`). */
async function records(source: Uint8Array | string, mode?: 'strict'): Promise<PgnRecord[]> {
  const out: PgnRecord[] = [];
  for await (const record of readPgn(source, mode === undefined ? {} : { mode })) out.push(record);
  return out;
}

const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('forms of the old databases (issue #94)', () => {
  for (const form of FORMS) {
    describe(form.name, () => {
      it('parsePgn reads it leniently, with a located noncanonical warning', () => {
        const warnings: SanDiagnostic[] = [];
        const [game, ...more] = parsePgn(form.text, { onWarning: (w) => warnings.push(w) });
        expect(more).toEqual([]);
        expect(mainLine(game!)).toEqual(form.moves);
        expect(game!.result).toBe(form.result);
        if (form.tag !== undefined) expect(game!.headers.get(form.tag[0])).toBe(form.tag[1]);
        const warning = warnings.find((w) => w.code === 'noncanonical');
        expect(warning?.offset).toBe(form.text.indexOf(form.warned));
        expect(warning!.length).toBeGreaterThan(0);
      });

      it('strict mode refuses it, located', () => {
        let error: unknown;
        try {
          parsePgn(form.text, { mode: 'strict' });
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(SanError);
        const at = form.text.indexOf(form.refused);
        const { offset, length } = error as SanError;
        // the error's span meets the form's text
        expect(at >= 0 && offset < at + form.refused.length && at < offset + Math.max(length, 1)).toBe(true);
      });

      it('readPgn and visitPgn read it as parsePgn does', async () => {
        const bytes = bytesOf(form.text);
        const [record, ...more] = await records(bytes);
        expect(more).toEqual([]);
        expect(record!.success).toBe(true);
        if (!record!.success) return;
        expect(mainLine(record!.data)).toEqual(form.moves);
        expect(record!.data.result).toBe(form.result);
        if (form.tag !== undefined) expect(record!.data.headers.get(form.tag[0])).toBe(form.tag[1]);
        const warning = record!.diagnostics.find((w) => w.code === 'noncanonical');
        expect(warning?.offset).toBe(bytesOf(form.text.slice(0, form.text.indexOf(form.warned))).length);
        const [strict] = await records(bytes, 'strict');
        expect(strict!.success).toBe(false);
        // visitPgn: the form is never plain (the token grammar's fast path reads no other game), and the full read
        // of its section is readPgn's
        const ends: { plain: boolean; records: readonly PgnRecord[] }[] = [];
        await visitPgn(bytes, {
          endGame: (end: GameEnd) => void ends.push({ plain: end.plain, records: end.records() }),
        });
        expect(ends.map((e) => e.plain)).toEqual([false]);
        const [visited] = ends[0]!.records;
        expect(visited!.success && mainLine(visited!.data)).toEqual(form.moves);
        expect(visited!.success && visited!.data.result).toBe(form.result);
      });

      it('is written in the canonical form, which reads strictly to the same game', () => {
        const [game] = parsePgn(form.text);
        const written = formatPgn([game!]);
        const [again] = parsePgn(written, { mode: 'strict' });
        expect(mainLine(again!)).toEqual(form.moves);
        expect(again!.result).toBe(form.result);
        expect([...again!.headers]).toEqual([...game!.headers]);
      });
    });
  }

  it('a tag whose closing quote is a byte of another encoding ends at its ]', async () => {
    const head = bytesOf('[Event "T"]\n[PlyCount "57');
    const tail = bytesOf(']\n[Result "*"]\n\n1. e4 e5 *\n');
    const bytes = new Uint8Array([...head, 0xff, ...tail]);
    const [record, ...more] = await records(bytes);
    expect(more).toEqual([]);
    expect(record!.success && record!.data.headers.get('PlyCount')).toBe('57');
    expect(record!.success && mainLine(record!.data)).toEqual(['e4', 'e5']);
    expect(record!.diagnostics.map((d) => d.code)).toContain('noncanonical');
    const [strict] = await records(bytes, 'strict');
    expect(strict!.success).toBe(false);
  });

  it('the genuinely broken stay bad, located as before', () => {
    expect(check('[Event "T"]\n\n1. e4 d5 2. e5 f5 3. exf6(e.p.) *\n')).not.toBe('ok');
    expect(check('[Event "T"]\n\n1. e4 e5 (A playable alternative) 2. Nf3 *\n')).not.toBe('ok');
    expect(check('[Event "T"]\n\n1. a4 a5 2. h4 h5 3. Ra3 Ra6 4. Rh3 Rh6 5. Rb3 *\n')).toBe('ambiguous-move');
    expect(check('[Event "T"]\n\n1. e4 e5 2. Ke3 *\n')).toBe('illegal-move');
    for (const form of FORMS) expect(check(form.text)).toBe('ok');
  });

  it('two tag pairs on a line, one with a quote inside, stay bad', () => {
    expect(() => parsePgn('[White "A "B""] [Black "C"]\n\n1. e4 *\n')).toThrow(SanError);
  });

  it('any mix of the forms reads as the clean game, and is written so that it reads strictly (property)', () => {
    const moves = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5'];
    const clean = parsePgn(
      `[Annotator "x"]\n\n${moves.map((m, k) => (k % 2 ? m : `${k / 2 + 1}. ${m}`)).join(' ')} 1-0\n`,
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', ', ', ' $BLACK '), { minLength: 6, maxLength: 6 }),
        fc.constantFrom(' 1-0', '1-0'),
        fc.constantFrom('"x"', '"x"]', '"x'),
        (gaps, result, annotator) => {
          const text = moves
            .map((m, k) =>
              k % 2 ? gaps[(k - 1) / 2]!.replace('$BLACK', `${(k + 1) / 2}. ..`) + m : `${k / 2 + 1}. ${m}`,
            )
            .join(' ')
            .replaceAll(' ,', ',')
            .replaceAll('.. ', '..');
          const quote = annotator === '"x"]' ? '"x "y""' : annotator === '"x' ? '"x' : '"x"';
          const pgn = `[Annotator ${quote}]\n\n${text}${result}\n`;
          const [game] = parsePgn(pgn);
          expect(mainLine(game!)).toEqual(mainLine(clean[0]!));
          expect(game!.result).toBe('1-0');
          const [again] = parsePgn(formatPgn([game!]), { mode: 'strict' });
          expect(mainLine(again!)).toEqual(moves);
          expect(again!.headers).toEqual(game!.headers);
        },
      ),
      { numRuns: runs(100) },
    );
  });
});
