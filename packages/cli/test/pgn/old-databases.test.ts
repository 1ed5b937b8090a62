/**
 * The PGN forms of the 1990s–2000s databases (issue #94, `tests/old-pgn-forms.ts`, the list `@x/san`'s readers are
 * tested on) through `xn`'s scans, which read with `@x/san`'s one grammar: each form is good with a `noncanonical`
 * warning where the form is in `check`, counted good in `stats`, read for its moves by `dedupe`, and written in
 * the canonical form by `convert --to san`, which reads strictly.
 */
import { lineColumn } from '@x/core/notation';
import { formatSan, type Game, mainLine, parsePgn } from '@x/san';
import { describe, expect, it } from 'vitest';
import { OLD_PGN_FORMS } from '../../../../tests/old-pgn-forms.js';
import { fileWriter, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const file = fileWriter(tempDir('xn-old-'));

/** A genuinely broken game, after the forms: a comment written as a variation. */
const BROKEN = '[Event "broken"]\n[Result "*"]\n\n1. e4 e5 (A playable alternative) 2. Nf3 *\n';
const GAMES = [...OLD_PGN_FORMS.map((form) => form.text), BROKEN];
const TEXT = GAMES.join('\n');
/** Where each game starts in `TEXT`, and where the text ends. */
const STARTS = GAMES.reduce((starts, game) => [...starts, starts.at(-1)! + game.length + 1], [0]);

/** A game's main line as its SAN, space-separated. */
const movesOf = (game: Game): string =>
  mainLine(game.moves)
    .map((node) => formatSan(node.data.san))
    .join(' ');

describe('xn on the forms of the old databases', () => {
  const name = file('old.pgn', TEXT);

  it('check: each form good with a noncanonical warning where the form is; the broken game bad, located', () => {
    const lines = xn(['pgn', 'check', '--json', name])
      .stdout.trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const diagnostics = lines.filter((l) => l.type === 'diagnostic');
    for (const { line, column, offset } of diagnostics)
      expect({ line, column }).toEqual(lineColumn(TEXT, offset));
    const firstWarnings = OLD_PGN_FORMS.map(
      (_, i) =>
        diagnostics.find(
          (d) => d.code === 'noncanonical' && d.offset >= STARTS[i]! && d.offset < STARTS[i + 1]!,
        )?.offset,
    );
    expect(firstWarnings).toEqual(
      OLD_PGN_FORMS.map((form, i) => STARTS[i]! + form.text.indexOf(form.warned)),
    );
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const broken = STARTS[OLD_PGN_FORMS.length]!;
    expect(errors.map((d) => [d.offset, d.code])).toEqual([
      [broken + BROKEN.indexOf('A playable'), 'syntax'],
    ]);
    expect(lines.at(-1)).toMatchObject({
      type: 'summary',
      games: GAMES.length,
      good: GAMES.length - 1,
      bad: 1,
    });
  });

  it('stats, filter and dedupe read them as check does', () => {
    const stats = JSON.parse(xn(['pgn', 'stats', '--json', name]).stdout);
    expect(stats).toMatchObject({ games: GAMES.length, good: GAMES.length - 1, bad: 1 });
    // filter writes the games that meet its criteria byte for byte, the broken one too
    const kept = xn(['pgn', 'filter', '--tag', 'Event~.', name]).stdout;
    expect(kept).toBe(`${TEXT}\n`);
    // dedupe keeps one game of each main line the forms play
    const deduped = parsePgn(xn(['pgn', 'dedupe', name]).stdout).map(movesOf);
    const distinct = new Set(OLD_PGN_FORMS.map((form) => form.moves.join(' ')));
    expect(deduped).toHaveLength(distinct.size);
    expect(new Set(deduped)).toEqual(distinct);
  });

  it('convert --to san writes the canonical form, which reads strictly', () => {
    const written = xn(['pgn', 'convert', '--to', 'san', name]).stdout;
    const games = parsePgn(written, { mode: 'strict' });
    expect(games.map(movesOf)).toEqual(OLD_PGN_FORMS.map((form) => form.moves.join(' ')));
    expect(games.map((g) => g.result)).toEqual(OLD_PGN_FORMS.map((form) => form.result));
    // the tags the forms spoil (a quote inside, no closing quote, `1/2`) read back as the lenient read took them
    const tagged = OLD_PGN_FORMS.flatMap((form, i) => (form.tag ? [{ tag: form.tag, game: games[i]! }] : []));
    for (const { tag, game } of tagged) expect(game.headers.get(tag[0])).toBe(tag[1]);
    expect(tagged.length).toBeGreaterThan(0);
    expect(written).toContain('[Annotator "Lopez \\"Battle Royale\\""]');
  });
});
