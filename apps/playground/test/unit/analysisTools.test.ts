/**
 * The analysis board's tools a lichess user expects (issue #88): the end after the last move with its reason, move
 * glyphs written back as NAGs, an engine line played into the tree, figurines, the evaluation gauge's text and
 * share, the FEN line's reading, the keys.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { formatPgn, parsePgn } from '@x/san';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readFenLine } from '../../src/components/analysis/FenLine';
import { EvalBar, gaugeText, whiteShare } from '../../src/components/engine/EvalBar';
import { OPERA_GAME } from '../../src/lib/analysis/examplePgn';
import { shownLine } from '../../src/lib/engine/engineLines';
import { gameEnd } from '../../src/lib/analysis/gameEnd';
import { gameTitle } from '../../src/lib/analysis/pgnGames';
import { GameTable } from '../../src/components/database/GameTable';
import { type AnalysisGame, checkGame, nodeAt } from '../../src/lib/analysis/gameTree';
import { linePath } from '../../src/lib/analysis/linePath';
import { addLine, toggleMoveGlyph } from '../../src/lib/analysis/treeEdit';
import { figurineSan } from '../../src/lib/text/figurine';
import { ANALYSIS_KEYS } from '../../src/state/useAnalysisKeys';

const START = Position.fromFen(variants.chess.startFen);

/** The game of `text`, checked from the start position. */
function checked(text: string): AnalysisGame {
  return checkGame(parsePgn(text)[0]!, START);
}

describe('a draw as lichess shows it, ½-½, the text keeping 1/2-1/2', () => {
  const draw = '[White "Carlsen"]\n[Black "Caruana"]\n[Result "1/2-1/2"]\n\n1. e4 e5 1/2-1/2\n';
  it('in the game list of a file', () => {
    const parsed = parsePgn(draw);
    expect(gameTitle(parsed[0]!, 0)).toBe('Carlsen – Caruana (½-½)');
    expect(formatPgn(parsed)).toContain('1/2-1/2');
  });
  it("in the database's result column", () => {
    const row = {
      index: 0,
      offset: 0,
      length: 1,
      white: 'a',
      black: 'b',
      result: '1/2-1/2',
      date: '',
      event: '',
    };
    const html = renderToStaticMarkup(
      createElement(GameTable, {
        rows: [{ ...row, opening: '', whiteElo: 0, blackElo: 0, timeControl: '', plies: 2 }],
        cursor: undefined,
        onCursor: () => {},
        opened: undefined,
        onOpen: () => {},
        sort: { key: 'index', descending: false },
        onSort: () => {},
        keyRef: { current: undefined },
      }),
    );
    expect(html).toContain('½-½');
    expect(html).not.toContain('1/2-1/2');
  });
});

describe('gameEnd: the result after the last move', () => {
  it('reads checkmate, stalemate and threefold repetition from the last position, whatever the tag says', () => {
    const mate = '1. f3 e5 2. g4 Qh4# *';
    expect(gameEnd(checked(mate), '*')).toEqual({ result: '0-1', words: 'Black wins', reason: 'checkmate' });
    const stale = '[SetUp "1"]\n[FEN "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"]\n\n1. Kh6 *';
    const staleGame = parsePgn(stale)[0]!;
    const from = Position.fromFen('7k/5Q2/6K1/8/8/8/8/8 w - - 0 1');
    expect(gameEnd(checkGame(staleGame, from), undefined)).toEqual({
      result: '½-½',
      words: 'Draw',
      reason: 'stalemate',
    });
    const repeated = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *';
    expect(gameEnd(checked(repeated), '*')?.reason).toBe('threefold repetition');
    expect(gameEnd(checked(OPERA_GAME), '1-0')).toEqual({
      result: '1-0',
      words: 'White wins',
      reason: 'checkmate',
    });
  });

  it('else the text’s result (a resignation), none for an unfinished game', () => {
    const game = checked('1. e4 e5 2. Nf3 1-0');
    expect(gameEnd(game, '1-0')).toEqual({ result: '1-0', words: 'White wins', reason: 'result tag' });
    expect(gameEnd(game, '1/2-1/2')?.result).toBe('½-½');
    expect(gameEnd(game, '*')).toBeUndefined();
    expect(gameEnd(game, undefined)).toBeUndefined();
  });
});

describe('toggleMoveGlyph: ! ? !! ?? !? ?! written back as $1…$6', () => {
  const text = '1. e4 e5 2. Nf3 $14 Nc6 *';
  const game = parsePgn(text)[0]!;

  it('sets a glyph as its NAG, replaces another move glyph, keeps the other NAGs; the same again removes it', () => {
    const blunder = toggleMoveGlyph(game, [0, 0], 4);
    expect(formatPgn([blunder.game])).toContain('1. e4 e5 $4 2. Nf3');
    const marked = toggleMoveGlyph(game, [0, 0, 0], 1);
    expect(formatPgn([marked.game])).toContain('2. Nf3 $1 $14 Nc6');
    const changed = toggleMoveGlyph(marked.game, [0, 0, 0], 5);
    expect(formatPgn([changed.game])).toContain('2. Nf3 $5 $14 Nc6');
    const removed = toggleMoveGlyph(changed.game, [0, 0, 0], 5);
    expect(formatPgn([removed.game])).toContain('2. Nf3 $14 Nc6');
    // a glyph typed on the move (`e4!`) is replaced, and written as a NAG
    const typed = parsePgn('1. e4! e5 *')[0]!;
    expect(formatPgn([toggleMoveGlyph(typed, [0], 2).game])).toContain('1. e4 $2 e5');
  });

  it('any sequence of glyphs leaves at most one move glyph, the text reads back to the same NAGs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 12 }), (nags) => {
        let g = game as Parameters<typeof toggleMoveGlyph>[0];
        for (const nag of nags) g = toggleMoveGlyph(g, [0, 0, 0], nag).game;
        const again = parsePgn(formatPgn([g]))[0]!;
        const written = again.moves.children[0]!.children[0]!.children[0]!.data.nags;
        expect(written.filter((n) => n <= 6).length).toBeLessThanOrEqual(1);
        expect(written).toContain(14);
      }),
    );
  });
});

describe('an engine line played into the tree (linePath, addLine)', () => {
  it('follows the moves the tree has and adds the rest as a variation, its last move shown', () => {
    const text = '1. e4 e5 2. Nf3 Nc6 *';
    const tree = checked(text);
    // the line's first move is the tree's: only the rest is new
    const along = linePath(tree, [0], ['e5', 'Nf3', 'Nf6']);
    expect(along).toEqual({ path: [0, 0, 0], rest: ['Nf6'] });
    const known = linePath(tree, [], ['e4', 'e5']);
    expect(known).toEqual({ path: [0, 0], rest: [] });
    const edited = addLine(parsePgn(text)[0]!, along.path, along.rest);
    expect(formatPgn([edited.game])).toContain('2. Nf3 Nc6 (2... Nf6) *');
    const again = checkGame(parsePgn(formatPgn([edited.game]))[0]!, START);
    expect(nodeAt(again, edited.path)?.san).toBe('Nf6');
    // a new line from the start: all of it added
    const fresh = linePath(tree, [], ['d4', 'd5', 'c4']);
    expect(fresh.rest).toEqual(['d4', 'd5', 'c4']);
    const added = addLine(parsePgn(text)[0]!, fresh.path, fresh.rest);
    expect(formatPgn([added.game])).toContain('(1. d4 d5 2. c4)');
    expect(added.path).toEqual([1, 0, 0]);
  });
});

describe('figurines, the gauge, the FEN line, the keys', () => {
  it('writes piece letters as figurines, the rest as it is (a fairy piece’s letter too)', () => {
    const sans = ['Nxe5+', 'exd8=Q#', 'O-O-O', '12. Kf1 Bb4 13. Rxe8', 'Ae4'];
    expect(sans.map(figurineSan)).toEqual(['♘xe5+', 'exd8=♕#', 'O-O-O', '12. ♔f1 ♗b4 13. ♖xe8', 'Ae4']);
  });

  it('an engine line: its moves in SAN up to the first one not legal, the score for White', () => {
    const e4 = START.findMove('e2e4')!;
    const line = shownLine(
      START.clone().play(e4),
      { cp: -30 },
      [{ from: 'e7', to: 'e5', piece: 'pawn' }, e4],
      12,
    );
    expect(line).toMatchObject({ text: '1… e5', sans: ['e5'], evaluation: { cp: 30, depth: 12 } });
    expect(line.first).toMatchObject({ from: 'e7', to: 'e5' });
  });

  it('the gauge: mate as M3 / -M3, pawns with their sign; White’s share by the winning chances', () => {
    expect(gaugeText({ mate: 3 })).toBe('M3');
    expect(gaugeText({ mate: -3 })).toBe('-M3');
    expect(gaugeText({ cp: 34 })).toBe('+0.3');
    expect(gaugeText({ cp: -120 })).toBe('-1.2');
    expect(gaugeText({ cp: 0 })).toBe('0.0');
    expect(whiteShare({ mate: 2 })).toBe(1);
    expect(whiteShare({ mate: -2 })).toBe(0);
    expect(whiteShare({ cp: 0 })).toBe(0.5);
    // lichess's curve: +1.00 is about 59 % for White
    expect(whiteShare({ cp: 100 })).toBeCloseTo(0.591, 2);
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (cp) => {
        const share = whiteShare({ cp });
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
        expect(whiteShare({ cp: cp + 1 })).toBeGreaterThanOrEqual(share);
      }),
    );
  });

  it('one bar, two orientations: the panel’s fills from the left, the gauge from White’s side of the board', () => {
    const bar = (props: Parameters<typeof EvalBar>[0]) => renderToStaticMarkup(createElement(EvalBar, props));
    const panel = bar({ evaluation: { cp: 34 }, orientation: 'horizontal' });
    expect(panel).toContain('data-testid="eval-bar"');
    expect(panel).toMatch(/class="eval-bar-white from-left" style="width:5\d\.\d%"/);
    expect(panel).toContain('class="eval-bar-text on-white at-left">+0.34<');
    const gauge = bar({ evaluation: { cp: -120 }, orientation: 'vertical' });
    expect(gauge).toContain('data-testid="eval-gauge"');
    expect(gauge).toMatch(/class="eval-bar-white from-bottom" style="height:\d\d\.\d%"/);
    // Black winning: the number at Black's end, the top, or the bottom on a flipped board
    expect(gauge).toContain('class="eval-bar-text on-black at-top">-1.2<');
    const flipped = bar({ evaluation: { mate: -2 }, orientation: 'vertical', flipped: true });
    expect(flipped).toContain('class="eval-bar-white from-top" style="height:0.0%"');
    expect(flipped).toContain('class="eval-bar-text on-black at-bottom">-M2<');
    expect(bar({ evaluation: undefined, orientation: 'horizontal' })).toContain(
      'data-eval="…" data-share="0.500"',
    );
  });

  it('the FEN line: a FEN sets the position; a bad one is a located error, an oversized one refused unread', () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const read = readFenLine(`  ${fen}\n`, variants.chess);
    expect('position' in read && read.position.toFen()).toBe(fen);
    const bad = readFenLine('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', variants.chess);
    expect('error' in bad && bad.error.code).toBeTruthy();
    expect('error' in bad && typeof bad.error.offset).toBe('number');
    const huge = readFenLine('8/'.repeat(100_000), variants.chess);
    expect('error' in huge && huge.error.code).toBe('too-long');
    // whatever is typed: a position or a located error, never a throw
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const r = readFenLine(text, variants.chess);
        expect('position' in r || typeof r.error.code === 'string').toBe(true);
      }),
    );
  });

  it('the keys: ? Space l and 1–6 as lichess’s (the digits the glyphs $1–$6)', () => {
    expect(ANALYSIS_KEYS.get('?')).toEqual({ kind: 'help' });
    expect(ANALYSIS_KEYS.get(' ')).toEqual({ kind: 'best' });
    expect(ANALYSIS_KEYS.get('l')).toEqual({ kind: 'engine' });
    expect([1, 2, 3, 4, 5, 6].map((n) => ANALYSIS_KEYS.get(String(n)))).toEqual(
      [1, 2, 3, 4, 5, 6].map((nag) => ({ kind: 'glyph', nag })),
    );
  });
});
