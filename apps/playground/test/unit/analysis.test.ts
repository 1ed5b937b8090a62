/**
 * The analysis board's model: every move of every line checked (errors located at the move's span),
 * plies and move numbers, URL paths, tree edits written back to PGN and read again to the same tree.
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { parsePgn, walkGame } from '@x/san';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData, sharedDataPath } from '../../../../tests/shared-data';
import { runs } from '../../../../tests/depth';
import { OPERA_GAME } from '../../src/lib/analysis/examplePgn';
import {
  type AnalysisNode,
  checkGame,
  decodePath,
  encodePath,
  lineEnd,
  nodeAt,
} from '../../src/lib/analysis/gameTree';
import { moveReport, nextMarked } from '../../src/lib/analysis/moveReport';
import { playersAt, startClock } from '../../src/lib/analysis/players';
import { mightHoldSeveralGames, readGames, startOf } from '../../src/lib/analysis/pgnGames';
import { feenOf, icnOf } from '../../src/lib/analysis/positionText';
import {
  addMove,
  deleteFrom,
  promoteVariation,
  setComment,
  spliceGame,
} from '../../src/lib/analysis/treeEdit';

const START = Position.fromFen(variants.chess.startFen);

/** The tree as text: SAN with variations in brackets (what a viewer shows). */
function shape(nodes: readonly AnalysisNode[]): string {
  const [main, ...others] = nodes;
  if (!main) return '';
  const alts = others.map((o) => ` (${[o.san, shape(o.children)].filter(Boolean).join(' ')})`).join('');
  return [`${main.san}${alts}`, shape(main.children)].filter(Boolean).join(' ');
}

describe('checkGame', () => {
  it('reads the Opera game with its tags and variation; plies are 1-based, move numbers go past 9', () => {
    const games = parsePgn(OPERA_GAME);
    expect(games).toHaveLength(1);
    const game = games[0]!;
    expect(game.headers.get('White')).toBe('Paul Morphy');
    const checked = checkGame(game, START);
    expect(checked.errors).toEqual([]);
    const end = nodeAt(checked, lineEnd(checked, []))!;
    expect(end.san).toBe('Rd8#');
    expect(end.ply).toBe(33);
    expect(end.moveNumber).toBe(17);
    const variation = nodeAt(checked, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])!;
    expect(variation.san).toBe('Qxb7');
    expect(variation.ply).toBe(15);
    expect(shape(checked.children)).toContain('Nc3 (Qxb7 Qb4+ Qxb4 Bxb4+ c3) c6');
  });

  it('flags an illegal move inside a variation at its span and goes on with the other lines', () => {
    const text = '1. e4 e5 2. Nf3 (2. Bc4 Bxb5+ 3. Qh5) 2... Nc6 3. Bb5 *';
    const checked = checkGame(parsePgn(text)[0]!, START);
    expect(checked.errors).toHaveLength(1);
    const error = checked.errors[0]!;
    expect(text.slice(error.offset, error.offset + error.length)).toBe('Bxb5+');
    expect(error.ply).toBe(4);
    expect(error.code).toBe('illegal-move');
    // the rest of the variation is marked, the main line is checked to its end
    expect(nodeAt(checked, [0, 0, 1, 0, 0])?.inherited).toBe(true);
    expect(nodeAt(checked, [0, 0, 0, 0, 0])?.san).toBe('Bb5');
    expect(nodeAt(checked, [0, 0, 0, 0, 0])?.error).toBeUndefined();
  });

  it('numbers the moves after an illegal one as written (15… Nxd7 16. Qb8+), plies and move numbers agree', () => {
    const text = OPERA_GAME.replace('15. Bxd7+', '15. Bxd8+');
    const checked = checkGame(parsePgn(text)[0]!, START);
    const line: AnalysisNode[] = [];
    for (let nodes = checked.children; nodes[0]; nodes = nodes[0].children) line.push(nodes[0]);
    const label = (n: AnalysisNode) => `${n.moveNumber}${n.turn === 'white' ? '.' : '…'}${n.san}`;
    expect(line.slice(28).map(label)).toEqual(['15.Bxd8+', '15…Nxd7', '16.Qb8+', '16…Nxb8', '17.Rd8#']);
    expect(line.slice(29).every((n) => n.inherited)).toBe(true);
    // the same count everywhere: ply n is move ⌈n/2⌉, white on odd plies
    for (const n of line) {
      expect(n.moveNumber).toBe(Math.ceil(n.ply / 2));
      expect(n.turn).toBe(n.ply % 2 === 1 ? 'white' : 'black');
    }
  });

  it('honours FEN and Variant tags as @x/san startingPosition reads them (frc, …), the picker when untagged', () => {
    const text = '[Variant "Crazyhouse"]\n[FEN "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1"]\n\n1. N@e4 N@d5 *\n';
    const read = readGames(text, variants.chess);
    if (!read.success) throw new Error(read.error.message);
    const start = startOf(read.games[0]!, variants.chess);
    if (!start.success) throw new Error(start.error.message);
    expect(start.position.variant).toBe(variants.crazyhouse);
    const checked = checkGame(read.games[0]!, start.position);
    expect(checked.errors).toEqual([]);
    expect(shape(checked.children)).toBe('N@e4 N@d5');
    const tagged = (tag: string) => {
      const r = readGames(`[Variant "${tag}"]\n\n*\n`, variants.chess);
      if (!r.success) throw new Error(r.error.message);
      const s = startOf(r.games[0]!, variants.chess);
      return s.success ? s.position.variant.id : s.error.code;
    };
    expect(tagged('Standard')).toBe('chess');
    expect(tagged('frc')).toBe('chess960');
    expect(tagged('Martian')).toBe('unknown-variant');
    // an untagged game is played in the picker's variant
    const plain = readGames('1. e4 *\n', variants.kingofthehill);
    if (!plain.success) throw new Error('parse');
    const koth = startOf(plain.games[0]!, variants.kingofthehill);
    expect(koth.success && koth.position.variant).toBe(variants.kingofthehill);
  });

  it('tells a text that may hold several games (a tag line after movetext, two results) from one game', () => {
    const one = '[Event "A"]\n[Result "*"]\n\n1. e4 e5 *\n';
    expect(mightHoldSeveralGames(one)).toBe(false);
    expect(mightHoldSeveralGames('1. e4 e5 2. Nf3 { a comment } *')).toBe(false);
    expect(mightHoldSeveralGames(`${one}\n${one}`)).toBe(true);
    expect(mightHoldSeveralGames('1. e4 * 1. d4 *')).toBe(true);
    expect(mightHoldSeveralGames(`${one}[Event "B"]\n1. d4 {open\n\n[Event "C"]\n1. c4 *`)).toBe(true);
  });

  it('locates a bad FEN tag on its value', () => {
    const text = '[SetUp "1"]\n[FEN "8/8/8/8 w - - 0 1"]\n\n1. e4 *\n';
    const read = readGames(text, variants.chess);
    if (!read.success) throw new Error('parse');
    const start = startOf(read.games[0]!, variants.chess);
    expect(start.success).toBe(false);
    if (start.success) return;
    // the FEN's own error span, inside the tag's value
    expect(text.slice(start.error.offset, start.error.offset + start.error.length)).toBe('8/8/8/8');
  });
});

describe('node paths in the URL', () => {
  it('encodes main-line runs and variation indexes, and reads them back', () => {
    expect(encodePath([])).toBe('');
    expect(encodePath([0, 0, 0])).toBe('3');
    expect(encodePath([0, 0, 1, 0])).toBe('2,1,1');
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 3 }), { maxLength: 60 }), (path) => {
        expect(decodePath(encodePath(path))).toEqual(path);
      }),
    );
    expect(decodePath('garbage')).toEqual([]);
    expect(decodePath('99999999')).toEqual([]); // over the limit: the start, not a huge array
  });
});

describe('tree edits', () => {
  const game = parsePgn(OPERA_GAME)[0]!;
  const reread = (g: Parameters<typeof spliceGame>[3]) => {
    const text = spliceGame(OPERA_GAME, game.offset, game.length, g);
    const again = parsePgn(text);
    expect(again).toHaveLength(1);
    return checkGame(again[0]!, START);
  };

  it('adds a move as a new variation, promotes it, deletes it; the text reads back to the same tree', () => {
    const at = [0, 0, 0]; // after 2. Nf3
    const added = addMove(game, at, 'Nc6');
    expect(added.path).toEqual([0, 0, 0, 1]);
    const checked = reread(added.game);
    expect(nodeAt(checked, added.path)?.san).toBe('Nc6');
    expect(nodeAt(checked, [0, 0, 0, 0])?.san).toBe('d6');
    const promoted = promoteVariation(added.game, added.path);
    expect(promoted.path).toEqual([0, 0, 0, 0]);
    expect(nodeAt(reread(promoted.game), [0, 0, 0, 0])?.san).toBe('Nc6');
    const deleted = deleteFrom(added.game, added.path);
    expect(shape(reread(deleted.game).children)).toBe(shape(checkGame(game, START).children));
    const commented = setComment(game, [0], 'the best move');
    expect(reread(commented.game).children[0]?.source.data.comments).toEqual(['the best move']);
  });

  it('keeps the other games of a file', () => {
    const two = `${OPERA_GAME}\n[White "B"]\n\n1. d4 d5 *\n`;
    const games = parsePgn(two);
    expect(games).toHaveLength(2);
    const edited = addMove(games[1]!, [0, 0], 'c4');
    const text = spliceGame(two, games[1]!.offset, games[1]!.length, edited.game);
    const again = parsePgn(text);
    expect(again).toHaveLength(2);
    expect(again[0]!.headers.get('White')).toBe('Paul Morphy');
    expect(shape(checkGame(again[1]!, START).children)).toBe('d4 d5 c4');
  });
});

describe('position texts', () => {
  it('writes FEEN for chess and shogi and ICN for chess only', () => {
    expect('text' in feenOf(START)).toBe(true);
    expect('text' in icnOf(START)).toBe(true);
    const shogi = Position.fromFen(variants.shogi.startFen, variants.shogi);
    expect('text' in feenOf(shogi)).toBe(true);
    expect('error' in icnOf(shogi)).toBe(true);
  });
});

describe.skipIf(!hasSharedData)('real PGN files (../shared/data/pgn)', () => {
  const files = hasSharedData ? fs.readdirSync(sharedDataPath('pgn')).filter((f) => f.endsWith('.pgn')) : [];
  it.each(files)('%s: every game loads as the analysis board loads it, every move legal', (file) => {
    const text = readSharedData('pgn', file);
    const read = readGames(text, variants.chess);
    if (!read.success) throw new Error(`${file}: ${read.error.code} ${read.error.message}`);
    expect(read.games.length).toBeGreaterThan(0);
    read.games.forEach((game, i) => {
      const start = startOf(game, variants.chess);
      if (!start.success) throw new Error(`${file} game ${i + 1}: ${start.error.message}`);
      const checked = checkGame(game, start.position);
      expect(checked.errors, `${file} game ${i + 1}`).toEqual([]);
      // the same plies as @x/san's walkGame (1-based)
      let walked = 0;
      walkGame(game, start.position, () => {
        walked++;
      });
      let counted = 0;
      const count = (nodes: readonly AnalysisNode[]) => {
        for (const n of nodes) {
          counted++;
          count(n.children);
        }
      };
      count(checked.children);
      expect(counted).toBe(walked);
    });
  });
});

describe("moveReport: each side's marked moves and ACPL, as lichess reports a game (wip-346)", () => {
  /** The checked main line of `pgn`. */
  const line = (pgn: string) => {
    const game = parsePgn(pgn)[0]!;
    return checkGame(game, Position.fromFen(variants.chess.startFen, variants.chess)).children;
  };

  it("counts ?! ? ?? by side; accuracy and ACPL are lichess's (`gameAccuracy`: the first move from +15 cp, #0 the mover's mate)", () => {
    const moves = line(
      '1. e4 { [%eval 0.3] } e5?! { [%eval 0.9] } 2. Nf3? { [%eval -0.5] } Nc6?? { [%eval #3] } 3. Bc4 { [%eval 20.0] } Nf6 *',
    );
    const report = moveReport(moves)!;
    expect([...report.white.marked].map(([nag, nodes]) => [nag, nodes.map((n) => n.san)])).toEqual([
      [2, ['Nf3']],
    ]);
    expect([...report.black.marked].map(([nag, nodes]) => [nag, nodes.map((n) => n.san)])).toEqual([
      [6, ['e5']],
      [4, ['Nc6']],
    ]);
    // lichess's ACPL (`gameAccuracy`): White's eval +15 cp before the first move, then 30 90 −50 +1000 (#3)
    // +1000 (20.00 capped) +1000 (Nf6 unevaluated: kept). White: e4 15 → 30 (0), Nf3 90 → −50 (140), Bc4 +1000 →
    // +1000 (0): 140 / 3 = 46.7, 47. Black: e5 30 → 90 (60), Nc6 −50 → +1000 (1050), Nf6 +1000 → +1000 (0):
    // 1110 / 3 = 370. (The report's own count left out the first move and the unevaluated Nf6: 70 and 555.)
    expect(report.white.acpl).toBe(47);
    expect(report.black.acpl).toBe(370);
    expect(report.white.accuracy).toBeGreaterThan(report.black.accuracy!);
    // a click goes to the next blunder after the board's ply, else the first
    const blunders = report.black.marked.get(4)!;
    expect(nextMarked(blunders, 0)).toEqual(blunders[0]!.path);
    expect(nextMarked(blunders, 7)).toEqual(blunders[0]!.path);
    // nothing to report: no glyph, no evaluation
    expect(moveReport(line('1. e4 e5 2. Nf3 *'))).toBeUndefined();
    // one evaluation is enough: the move before it counts from +15 cp
    expect(moveReport(line('1. e4 { [%eval 0.3] } e5 2. Nf3 *'))?.white.acpl).toBe(0);
    // `#0` after a move is its mover's mate (lichess writes it so), whatever the sign: Black's last move mated
    const mated = moveReport(
      line('1. f3 { [%eval -0.9] } e5 2. g4 { [%eval #-1] } Qh4# { [%eval #0] } 0-1'),
    )!;
    expect(mated.black.acpl).toBe(0);
    expect(mated.black.accuracy).toBe(100);
  });

  it('ACPL is a whole number of centipawns from 0 to 2000, accuracy 0 to 100; nothing lost where the evaluation never moves', () => {
    const sans = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nc3', 'Nc6', 'Nb1', 'Nb8'];
    const evaluation = fc.oneof(
      fc.integer({ min: -3000, max: 3000 }).map((cp) => `${(cp / 100).toFixed(2)}`),
      fc
        .integer({ min: -9, max: 9 })
        .filter((m) => m !== 0)
        .map((m) => `#${m}`),
    );
    fc.assert(
      fc.property(fc.array(evaluation, { minLength: 8, maxLength: 8 }), fc.boolean(), (evals, flat) => {
        const shown = flat ? evals.map(() => evals[0]!) : evals;
        const pgn = `${sans.map((san, i) => `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}${san} { [%eval ${shown[i]}] }`).join(' ')} *`;
        const report = moveReport(line(pgn))!;
        for (const side of [report.white, report.black]) {
          expect(Number.isInteger(side.acpl)).toBe(true);
          expect(side.acpl).toBeGreaterThanOrEqual(0);
          expect(side.acpl).toBeLessThanOrEqual(2000);
          expect(side.accuracy).toBeGreaterThanOrEqual(0);
          expect(side.accuracy).toBeLessThanOrEqual(100);
        }
        // an evaluation that never moves costs Black nothing (White's first move counts from +15 cp)
        if (flat) expect([report.black.acpl, report.black.accuracy]).toEqual([0, 100]);
      }),
      { numRuns: runs(50) },
    );
  });
});

describe('playersAt: the players beside the board, their clocks at the move shown (wip-349)', () => {
  const SANS = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nc3', 'Nc6', 'Nb1', 'Nb8'];
  const clk = (s: number) =>
    `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

  it("each side's clock is its last [%clk] at or before the ply shown, the time control's start before it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 10_799 })), { minLength: 8, maxLength: 8 }),
        (clocks) => {
          const moves = SANS.map(
            (san, i) =>
              `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}${san}${clocks[i] === null ? '' : ` { [%clk ${clk(clocks[i]!)}] }`}`,
          );
          const game = parsePgn(`[White "A"]\n[TimeControl "600+5"]\n\n${moves.join(' ')} *`)[0]!;
          const checked = checkGame(game, Position.fromFen(variants.chess.startFen, variants.chess));
          const any = clocks.some((c) => c !== null);
          for (let ply = 0; ply <= 8; ply++) {
            const players = playersAt(game.headers, checked, Array(ply).fill(0))!;
            for (const [side, parity] of [
              ['white', 0],
              ['black', 1],
            ] as const) {
              const own = clocks.slice(0, ply).filter((c, i) => i % 2 === parity && c !== null);
              expect(players[side].clock).toBe(any ? (own.at(-1) ?? 600) : undefined);
            }
          }
        },
      ),
      { numRuns: runs(30) },
    );
  });

  it('names, titles and ratings from the tags, "?" as none; nothing without a player tag', () => {
    const tags = new Map([
      ['White', 'Alice'],
      ['WhiteTitle', 'GM'],
      ['BlackElo', '2100'],
      ['Black', '?'],
    ]);
    expect(playersAt(tags, undefined, [])).toEqual({
      white: { name: 'Alice', title: 'GM', rating: undefined, clock: undefined },
      black: { name: undefined, title: undefined, rating: '2100', clock: undefined },
    });
    expect(
      playersAt(
        new Map([
          ['Event', 'x'],
          ['White', '?'],
        ]),
        undefined,
        [],
      ),
    ).toBeUndefined();
    expect(playersAt(undefined, undefined, [])).toBeUndefined();
    expect(['180+2', '300', '40/7200:1800', '-', '?', '*60', ''].map(startClock)).toEqual([
      180,
      300,
      7200,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("a move's ??/?! mark is readable on the current move's highlight (≥ 4.5:1, both themes)", () => {
  const read = (path: string) => fs.readFileSync(new URL(path, import.meta.url), 'utf8');
  const styles = read('../../src/styles.css');
  const theme = read('../../src/theme.css');
  const analysis = read('../../src/components/analysis/analysis.css');
  /** The custom properties declared in the first block of `css` that `selector` opens. */
  const tokens = (css: string, selector: string): Record<string, string> => {
    const body = css.slice(css.indexOf(`${selector} {`)).split('}')[0] ?? '';
    return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));
  };
  const light = tokens(styles, ':root');
  const dark = { ...light, ...tokens(theme, 'html:root[data-theme="dark"]') };
  /** WCAG relative luminance of a `#rrggbb` colour. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  };

  it.each([
    ['light', light],
    ['dark', dark],
  ])('%s: the mark on the highlight and on the panel', (_, t) => {
    expect(contrast(t['--nag-on-current'] ?? '', t['--current'] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t['--nag'] ?? '', t['--panel'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('the move tree and strip colour the current move’s mark by the token; no theme rule overrides it', () => {
    expect(analysis).toMatch(
      /\.move-tree \.move\.current \.nag,\s*\.move-strip \.move\.current \.nag \{\s*color: var\(--nag-on-current\);/,
    );
    expect(theme).not.toMatch(/\.nag\b/);
  });
});
