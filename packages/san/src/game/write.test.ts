import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { parseMovetext } from '../pgn/movetext.js';
import { parsePgn } from '../pgn/games.js';
import type { Game, PgnNode } from './tree.js';
import { formatMovetext, formatPgn } from './write.js';

/** A game without source positions and warnings, for comparing trees read from different texts. */
function shape(node: PgnNode): unknown {
  return node.children.map((child) => {
    const { offset: _o, length: _l, san, ...rest } = child.data;
    return { ...rest, san: { ...san, diagnostics: [] }, children: shape(child) };
  });
}

function gameShape(game: Game): unknown {
  return {
    headers: [...game.headers],
    comments: game.comments,
    result: game.result,
    moves: shape(game.moves),
  };
}

describe('formatMovetext', () => {
  it('writes move numbers, NAGs, comments and variations', () => {
    const game = parseMovetext('1.e4 e5 2.Nf3 {c} Nc6 $1 (2...d6 3.d4) (2...Nf6!) 3.Bb5 *');
    expect(formatMovetext(game)).toBe('1. e4 e5 2. Nf3 {c} 2... Nc6 $1 (2... d6 3. d4) (2... Nf6!) 3. Bb5 *');
  });

  it('keeps every character of comments and tag values: accents, emoji, a lone surrogate', () => {
    const lone = 'x\uD800y';
    const game = parseMovetext(`1. e4 {café ♞ 🐴} e5 {${lone}} *`);
    expect(formatMovetext(game)).toBe(`1. e4 {café ♞ 🐴} 1... e5 {${lone}} *`);
    const [tagged] = parsePgn(`[White "Müller ${lone}"]\n\n1. d4 *`);
    expect(formatPgn(tagged!)).toBe(`[White "Müller ${lone}"]\n\n1. d4 *\n\n`);
  });

  it('writes a game while a moveText callback writes another', () => {
    const game = parseMovetext('1. e4 e5 *');
    const inner = parseMovetext('1. d4 *');
    const text = formatMovetext(game, {
      moveText: (node) => `${node.data.san.to}<${formatMovetext(inner)}>`,
    });
    expect(text).toBe('1. e4<1. d4 *> e5<1. d4 *> *');
  });

  it('writes no move numbers with moveNumbers: false', () => {
    const game = parseMovetext('1.e4 e5 2.Nf3 {c} Nc6 $1 (2...d6 3.d4) 3.Bb5 *');
    expect(formatMovetext(game, { moveNumbers: false })).toBe('e4 e5 Nf3 {c} Nc6 $1 (d6 d4) Bb5 *');
  });

  it('numbers from the FEN tag or the options', () => {
    const [game] = parsePgn('[FEN "8/8/8/8/8/8/8/K6k b - - 0 40"]\n\nKg2 Kb2 Kg3 *');
    expect(formatMovetext(game!)).toBe('40... Kg2 41. Kb2 Kg3 *');
    expect(formatMovetext(parseMovetext('e4 e5'), { firstMoveNumber: 7 })).toBe('7. e4 e5');
  });

  it('writes game comments, starting comments and null moves', () => {
    const game = parseMovetext('{intro} 1. e4 ({why not} 1. d4 Z0) 1... c5 *');
    expect(formatMovetext(game)).toBe('{intro} 1. e4 ({why not} 1. d4 --) 1... c5 *');
  });
});

describe('formatPgn', () => {
  it('round-trips our fixtures', () => {
    for (const name of ['annotated.pgn', 'nested.pgn']) {
      const text = fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), 'utf8');
      const games = parsePgn(text);
      const written = formatPgn(games);
      expect(parsePgn(written).map(gameShape)).toEqual(games.map(gameShape));
      expect(formatPgn(parsePgn(written))).toBe(written);
      for (const line of written.split('\n')) {
        if (!line.startsWith('[')) expect(line.length).toBeLessThanOrEqual(80);
      }
    }
  });

  it('escapes tag values', () => {
    const [game] = parsePgn('[White "a \\"b\\" \\\\ c"]\n\n*');
    expect(formatPgn(game!)).toBe('[White "a \\"b\\" \\\\ c"]\n\n*\n\n');
  });

  describe.skipIf(!hasSharedData)('shared corpus', () => {
    for (const name of [
      'lichess-100.pgn',
      'knightvuillaume-jannlee-zh-lichess.pgn',
      'cutechess-fischerrandom.pgn',
      'anastasian-lewis.pgn',
      'utf8-bom.pgn',
      'chessbase-empty-line.pgn',
    ]) {
      it(`round-trips ${name}`, () => {
        const games = parsePgn(readSharedData('pgn', name));
        const again = parsePgn(formatPgn(games));
        expect(again.map(gameShape)).toEqual(games.map(gameShape));
      });
    }
  });
});

// Random trees -----------------------------------------------------------------------------------------

const sans = [
  'e4',
  'Nf3',
  'exd5',
  'O-O',
  'O-O-O+',
  'e8=Q#',
  'Nbd7',
  'R1a3',
  '--',
  'Qh4e1!?',
  'exf6 e.p.',
  'Kxh1??',
];
const commentArb = fc
  .string({ unit: fc.constantFrom(...'ab c;%()[]$!?.1\n'), maxLength: 12 })
  .map((s) => s.trim());

interface Tree {
  san: string;
  nags: number[];
  comments: string[];
  starting: string[];
  children: Tree[];
}

const treeArb = fc.letrec<{ tree: Tree; forest: Tree[] }>((tie) => ({
  tree: fc.record({
    san: fc.constantFrom(...sans),
    nags: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 2 }),
    comments: fc.array(commentArb, { maxLength: 2 }),
    starting: fc.array(commentArb, { maxLength: 1 }),
    children: tie('forest'),
  }) as fc.Arbitrary<Tree>,
  forest: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant([]),
    fc.array(tie('tree'), { minLength: 1, maxLength: 3 }),
  ) as fc.Arbitrary<Tree[]>,
})).forest;

/** Writes a random tree as movetext by hand (different spacing than formatMovetext). */
function writeByHand(forest: Tree[], ply: number): string {
  const [main, ...alternatives] = forest;
  if (main === undefined) return '';
  const number = (t: Tree, force: boolean) =>
    ply % 2 === 0 ? `${ply / 2 + 1}.` : force || t.starting.length > 0 ? `${(ply + 1) / 2}...` : '';
  const move = (t: Tree, force: boolean) =>
    [
      ...t.starting.map((c) => `{${c}}`),
      number(t, force),
      t.san,
      ...t.nags.map((n) => `$${n}`),
      ...t.comments.map((c) => `{${c}}`),
    ].join(' ');
  let text = move(main, false);
  for (const alt of alternatives) text += ` (${move(alt, true)} ${writeByHand(alt.children, ply + 1)})`;
  return `${text} ${writeByHand(main.children, ply + 1)}`;
}

describe('property: formatMovetext round-trips random trees', () => {
  it('parseMovetext(formatMovetext(g)) has the tree of g', () => {
    fc.assert(
      fc.property(treeArb, fc.constantFrom('1-0', '*', ''), (forest, result) => {
        // Variations need a move to follow: a forest with alternatives at the root is fine (siblings).
        const text = `${writeByHand(forest, 0)} ${result}`;
        const game = parseMovetext(text);
        const written = formatMovetext(game);
        const again = parseMovetext(written);
        expect(gameShape(again)).toEqual(gameShape(game));
        expect(formatMovetext(again)).toBe(written);
      }),
      { numRuns: runs(Number(process.env['SAN_FC_RUNS'] ?? 500)) },
    );
  }, 120_000);
});

describe('formatPgn line wrapping', () => {
  it('never ends a line with a bare move number (the number stays with its move)', () => {
    const game = parsePgn(
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *',
    )[0]!;
    for (let width = 8; width <= 80; width++) {
      const written = formatPgn(game, { lineWidth: width });
      for (const line of written.split('\n')) expect(line, `width ${width}`).not.toMatch(/\d\.(\.\.)?$/);
      expect(formatPgn(parsePgn(written)[0]!, { lineWidth: width })).toBe(written);
    }
  });
});

describe('property: formatPgn never ends a line with `(`', () => {
  it("a variation's `(` stays with its first token at every width, and the text reads back the same", () => {
    fc.assert(
      fc.property(treeArb, fc.integer({ min: 8, max: 48 }), (forest, width) => {
        // a movetext of a result alone is no game to read back
        fc.pre(forest.length > 0);
        const game = parseMovetext(`${writeByHand(forest, 0)} *`);
        const written = formatPgn(game, { lineWidth: width });
        // a comment's own `(` is its text: only the movetext outside comments is looked at
        const outside = written.replace(/\{[^}]*\}/g, '{}');
        for (const line of outside.split('\n')) expect(line, `width ${width}`).not.toMatch(/\($/);
        const again = parsePgn(written)[0]!;
        expect(gameShape(again)).toEqual(gameShape(game));
        expect(formatPgn(again, { lineWidth: width })).toBe(written);
      }),
      { numRuns: runs(200) },
    );
  }, 120_000);
});
