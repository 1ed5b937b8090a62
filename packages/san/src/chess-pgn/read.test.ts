/**
 * `parsePgn` of `@x/san/chess` (the one-pass reader of `read.ts`) held to the shared-grammar reader it replaced
 * (`test/chess-pgn-oracle.ts`: `GameTextReader` with `chessLexer`): on random PGN texts of standard chess, on
 * those texts mutated, on the shared PGN files and on the hostile sizes, the same games, the same warnings and the
 * same error, in strict and lenient mode.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bySize, deep, runs } from '../../../../tests/depth.js';
import { sharedGameFiles } from '../../../../tests/shared-data.js';
import { sharedGrammarParsePgn } from '../../test/chess-pgn-oracle.js';
import type { Game, PgnChildNode, PgnNode } from '../game/tree.js';
import type { SAN } from '../shared/types.js';
import { parsePgn, type ChessPgnOptions } from './read.js';

type Mode = 'strict' | 'lenient';

/** What a read gives: its games (or its error, by class and every located field) and the warnings told. */
function readWith(read: typeof parsePgn, text: string, mode: Mode, limits?: ChessPgnOptions['limits']) {
  const warnings: unknown[] = [];
  try {
    const games = read(text, { mode, ...(limits && { limits }), onWarning: (w) => void warnings.push(w) });
    return { games, warnings };
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const { code, offset, length, line, column } = error as Error & Record<string, unknown>;
    const fields = { code, offset, length, line, column, message: error.message };
    return { error: [error.constructor.name, fields], warnings };
  }
}

/** A SAN record as text, made once per record (moves written alike share one). */
const sanTexts = new WeakMap<SAN, string>();
function sanText(san: SAN): string {
  let text = sanTexts.get(san);
  if (text === undefined) sanTexts.set(san, (text = JSON.stringify(san, (_, v) => v ?? null)));
  return text;
}

/**
 * A game with its tree flat (each node's move data and its parent's index, depth first), so that a game of many
 * thousand plies compares without a recursion per ply.
 */
function flat(game: Game): object {
  const { moves, ...rest } = game;
  const nodes: [number, unknown][] = [];
  const stack: [PgnNode, number][] = [[moves, -1]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, parent] = top;
    const index = nodes.length;
    const data = 'data' in node ? (node as PgnChildNode).data : undefined;
    nodes.push([parent, data && { ...data, san: sanText(data.san) }]);
    for (let c = node.children.length - 1; c >= 0; c--) stack.push([node.children[c]!, index]);
  }
  return { ...rest, nodes };
}

/** Both readers on `text`: the same outcome (games deep and strictly equal, their trees made). */
function expectSame(text: string, mode: Mode, limits?: ChessPgnOptions['limits']): void {
  const mine = readWith(parsePgn, text, mode, limits);
  const theirs = readWith(sharedGrammarParsePgn, text, mode, limits);
  const games = (read: typeof mine) => ({ ...read, games: read.games?.map(flat) });
  // compared as text first (fast on big files: a deep equality per node is not), then for a readable difference
  const json = (read: typeof mine) =>
    JSON.stringify(games(read), (_, v) => (v instanceof Map ? [...v] : (v ?? null)));
  if (json(mine) !== json(theirs))
    expect(games(mine), JSON.stringify(text.slice(0, 400))).toStrictEqual(games(theirs));
  expect(json(mine)).toBe(json(theirs));
}

/** Pieces of PGN: tag pairs (plain, escaped, broken, the old databases' forms) and movetext tokens of every kind. */
const TAGS = [
  '[Event "x"]',
  '[White "A \\"B\\" C"]',
  '[Result "1-0"]',
  '[Result "*"]',
  '[Result "1/2"]',
  '[Result "0-1"]',
  '[ Site  "a\\\\b" ]',
  '[Name? "v"]',
  '[Na:me_+ "v"]',
  '[Annotator  "Krush, I]',
  '[Annotator "Lopez "Battle Royale""]',
  '[\u00a0Round\u00a0"1"\u00a0]',
  '[ "v"]',
  '[Name v]',
  '[Name "v"',
  '[Name "v" x]',
  '[Name "v\\',
  '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]',
  '[White "Müller—Ωmega"]',
];
const MOVES = [
  ...['e4', 'e5', 'Nf3', 'Nc6', 'exd5', 'Bb5+', 'Qxf7#', 'O-O', 'O-O-O+', 'Nbd7', 'R1e2', 'Qh4xe1'],
  ...['a8=Q', 'e8=N+', 'e4!', 'Nf3?!', 'Kxe8??', 'Qd1!!', 'd5‼', 'e5⁉'],
  ...['0-0', '0-0-0', 'e8Q', 'de5', 'e2e4', 'exd6 e.p.', 'exd6 ep', 'Pe4', 'a8=K', 'Nf3=Q', '--', 'N@f3'],
  ...['♘f3', 'Z0', 'e4!!!', 'Qd61-0', 'Rh80-1', 'Ke21/2-1/2', 'e9', 'xe4', 'O-O-O-O'],
  // a comma: a wall's square glued (one token, in both modes) or another move (lenient mode's separator)
  ...['e4,e5', 'Nf3,d5+!', 'e4,aa5', 'Bxe7,Qxe7', 'Nc3,dxe4', 'Nf3,d8=Q', 'e4,d5,Nf3', 'e4,d5+Nf3'],
];
const OTHER = [
  ...['1.', '12.', '1...', '2…', '3', '..', '...', '.', '…', ',', '..e5', '…Nf6'],
  ...[
    '{a comment}',
    '{ spaced  }',
    '{unterminated',
    '; to the line end\n',
    ';',
    '{}',
    '{x}y}',
    '}',
    ']',
    '[',
  ],
  ...[
    '$1',
    '$14',
    '$255',
    '$256',
    '$',
    '$12345',
    '!',
    '?!',
    '!!!',
    '‼',
    '+-',
    '±',
    '=',
    '-+',
    '=/∞',
    '+/-',
    '+/=',
    '=/+',
    '∞',
  ],
  ...['(', ')', '((', '))', '1-0', '0-1', '1/2-1/2', '*', '1–0', '0—1', '1/2', '1/2–1/2', '1-1', '2-0'],
  ...['%escape line\n', '\n%', '\u00a0', '\ufeff', '\t'],
];
const SEPARATORS = [' ', ' ', ' ', '', '\n', '\r\n', '\n\n', '\r', ' \n \n'];

/** A random PGN text: games of tag pairs and movetext, the pieces joined by random separators. */
const pgnText = fc
  .array(
    fc.tuple(
      fc.array(fc.constantFrom(...TAGS), { maxLength: 4 }),
      fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...MOVES) }, fc.constantFrom(...OTHER)), {
        maxLength: 24,
      }),
      fc.array(fc.constantFrom(...SEPARATORS), { minLength: 32, maxLength: 32 }),
      fc.constantFrom('*', '1-0', '1/2-1/2', '', '\n'),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((games) =>
    games
      .map(([tags, tokens, seps, result]) => {
        const sep = (k: number) => seps[k % seps.length]!;
        const head = tags.map((t, k) => t + (k % 3 === 2 ? ' ' : '\n')).join('');
        return `${head}${sep(0)}${tokens.map((t, k) => t + sep(k + 1)).join('')}${result}`;
      })
      .join('\n\n'),
  );

/** A well-formed game's movetext: numbered moves with notes and nested variations, in every written form. */
const NUMBERING = ['', '', '1. ', '1.', '12. ', '1... ', '1...', '2… ', '3..', '4 ', ', '];
const NOTES = [
  '',
  '',
  '',
  ' $1',
  '!',
  '?!',
  ' !!',
  ' $255',
  ' +-',
  ' ±',
  ' {a comment}',
  ' ; to the end\n',
  ' =',
  '‼',
];
const { line } = fc.letrec<{ line: string; variation: string }>((tie) => ({
  line: fc
    .array(
      fc.tuple(
        fc.constantFrom(...NUMBERING),
        fc.constantFrom(...MOVES),
        fc.constantFrom(...NOTES),
        fc.array(tie('variation'), { maxLength: 2 }),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((plies) =>
      plies
        .map(([n, move, note, lines]) => `${n}${move}${note}${lines.map((v) => ` (${v})`).join('')}`)
        .join(' '),
    ),
  variation: fc.oneof({ maxDepth: 3, depthIdentifier: 'variation' }, fc.constant('{empty} e4'), tie('line')),
}));
/** PGN texts of well-formed games: tag pairs, movetext, a result (glued, lenient, or none), one after another. */
const gamesText = fc
  .array(
    fc.tuple(
      fc.array(fc.constantFrom(...TAGS.slice(0, 6), '[Result "1/2-1/2"]'), { maxLength: 3 }),
      line,
      fc.constantFrom(
        ' *',
        ' 1-0',
        ' 0-1',
        ' 1/2-1/2',
        ' 1/2',
        ' 1–0',
        '1-0',
        '0-1',
        '1/2-1/2',
        '',
        '',
        ' {end} *',
      ),
      fc.constantFrom('\n\n', '\n', ' ', '\r\n\r\n', '\n \n', '\n\n%x\n'),
      fc.constantFrom('', '1. ', '1 ', '12. ', '1-0 '),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((games) =>
    games
      .map(
        ([tags, moves, result, gap, lead]) =>
          `${tags.join('\n')}${tags.length > 0 ? '\n\n' : ''}${lead}${moves}${result}${gap}`,
      )
      .join(''),
  );

/** `text` with a few characters inserted, deleted or replaced (characters PGN gives a meaning, or any). */
function mutated(text: string, edits: readonly [number, number, string][]): string {
  let out = text;
  for (const [kind, at, ch] of edits) {
    const i = out.length === 0 ? 0 : at % (out.length + 1);
    if (kind === 0) out = out.slice(0, i) + ch + out.slice(i);
    else if (kind === 1) out = out.slice(0, i) + out.slice(i + 1);
    else out = out.slice(0, i) + ch + out.slice(i + 1);
  }
  return out;
}
const edit = fc.tuple(
  fc.integer({ min: 0, max: 2 }),
  fc.nat(),
  fc.oneof(fc.constantFrom(...'[]"\\{}();%$!?.…,-/ \n\r*10=+Oex\u00a0\ufeff–'), fc.string({ maxLength: 1 })),
);

const mode = fc.constantFrom<Mode>('lenient', 'strict');
/** Mostly the default caps; sometimes small ones, reached by the texts. */
const limits = fc.option(
  fc.record({ maxDepth: fc.integer({ min: 0, max: 3 }), maxMoves: fc.integer({ min: 0, max: 30 }) }),
  {
    nil: undefined,
    freq: 3,
  },
);

describe("parsePgn of @x/san/chess reads as the shared grammar with chess's lexer", () => {
  // each source of texts as it is and with a few characters inserted, deleted or replaced (up to `edits`)
  for (const [texts, name, edits] of [
    [gamesText, 'well-formed games (nested variations, notes, every numbering and result form)', 3],
    [pgnText, 'random PGN texts', 4],
  ] as const) {
    it(`${name}: the same games, warnings (located) and errors (class, code, span, line, column, message)`, () => {
      fc.assert(
        fc.property(texts, mode, limits, (text, m, caps) => expectSame(text, m, caps)),
        { numRuns: runs(600) },
      );
    });

    it(`${name} mutated (characters inserted, deleted, replaced): the same outcome`, () => {
      fc.assert(
        fc.property(texts, fc.array(edit, { minLength: 1, maxLength: edits }), mode, (text, changes, m) =>
          expectSame(mutated(text, changes), m),
        ),
        { numRuns: runs(600) },
      );
    });
  }

  it('corner cases: BOMs, CRLF, empty text, tag sections alone, a stray result, a non-string', () => {
    for (const text of [
      '',
      '\ufeff[Event "x"]\r\n\r\n1. e4 e5 *\r\n',
      '[Event "a"]\n1.\n[Site "b"]\n\n1. e4 *',
      '[Event "a"]\n\n[Site "b"]\n\n1. e4 *',
      '* 1. e4 * * 1',
      '1. e4 e5\n\n1. d4 d5',
      '1. e4 {never closed',
      '1. e4 * {never closed',
      '%only an escape\n',
      '1. e4\n\n1 e5',
      '1. e4\n\n12. e5',
      '1. e4 \n \n1-0',
      '1. e4\n\n1. e5\n\n\n1.. d5',
      'e4 1/2',
      '1/2 1. e4',
      '[Result "1/2"]\n\n1. e4 1/2',
      '1. e4 $1 (1. d4 (1. c4 (1. b4)))',
      '1. e4 \0e4 *',
      '1. e4 e5 \0e5\0 *',
    ])
      for (const m of ['lenient', 'strict'] as const) {
        expectSame(text, m);
        expectSame(text, m, { maxDepth: 2, maxMoves: 3 });
      }
    expect(() => parsePgn(1 as unknown as string)).toThrow(TypeError);
    expect(() => parsePgn('1. e4 *', { limits: { maxMoves: -1 } })).toThrow(TypeError);
  });
});

describe.skipIf(sharedGameFiles().length === 0)('the shared PGN files', () => {
  it('read equal: whole, in lenient mode (deep: also strict, and game by game)', () => {
    for (const file of sharedGameFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      const parts = deep ? [text, ...text.split(/\n(?=\s*\n\[)/)] : [text];
      for (const part of parts)
        for (const m of deep ? (['lenient', 'strict'] as const) : ['lenient' as const]) expectSame(part, m);
    }
  });
});

describe('hostile sizes pass through the one-pass reader in linear time', () => {
  const plies = bySize(30_000, 120_000);
  const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
  const long = Array.from(
    { length: plies },
    (_, i) => (i % 2 === 0 ? `${i / 2 + 1}. ` : '') + cycle[i % 4],
  ).join(' ');

  it('a million bare results hold no game; a long game reads whole (deep: as the shared grammar reads it)', () => {
    expect(parsePgn('* '.repeat(bySize(1_000_000, 5_000_000)))).toEqual([]);
    const [game] = parsePgn(`[Event "long"]\n\n${long} *\n`, { limits: { maxMoves: plies } });
    let last = game!.moves;
    for (let ply = 0; ply < plies; ply++) last = last.children[0]!;
    expect([last.children.length, (last as PgnChildNode).data.offset]).toEqual([0, 16 + long.length - 3]);
    if (deep) expectSame(`[Event "long"]\n\n${long} *\n`, 'lenient', { maxMoves: plies });
    expect(() => parsePgn(`${long} *`, { mode: 'strict', limits: { maxMoves: plies - 1 } })).toThrow(
      expect.objectContaining({ code: 'game-too-long', offset: long.length - 3 }),
    );
  }, 120_000);

  it('runs of what opens and never closes: variations, comments, tag pairs, escapes', () => {
    const n = bySize(50_000, 1_000_000);
    for (const text of [
      `1. e4 ${'( e4 '.repeat(n)}`,
      `1. e4 ${'{'.repeat(n)}`,
      `1. e4 * ${'{'.repeat(n)}`,
      '['.repeat(n),
      `[Event "${'\\'.repeat(n)}`,
      `[Event "x${' '.repeat(n)}`,
      `[Event "${'" '.repeat(n)}]`,
      `1. e4 ${'1.'.repeat(n)}`,
      `1. e4 ${'.'.repeat(n)}e5`,
      `${'%\n'.repeat(n)}1. e4`,
      `1. e4 ${'$'.repeat(n)}`,
      `1. e4 e${' '.repeat(n)}e.p.`,
    ])
      expectSame(text, 'lenient', { maxDepth: Number.POSITIVE_INFINITY });
  }, 120_000);

  it('a run of line feeds after a move: one look ahead, not one per line feed (was quadratic)', () => {
    // 200,000 line feeds: about 70 s of a look ahead per line feed (as the shared grammar had it); the runner's
    // timeout is the hang guard
    const feeds = '\n'.repeat(bySize(200_000, 2_000_000));
    expect(parsePgn(`1. e4${feeds}`)).toHaveLength(1);
    expect(parsePgn(`1. e4${feeds}1. d4 *`).map((game) => game.offset)).toEqual([0, 5 + feeds.length]);
    expect(parsePgn(`1. e4${feeds} \u00a0e5 *`)[0]!.moves.children[0]!.children).toHaveLength(1);
  }, 120_000);
});
