import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { expectNoFaults } from '../../../../tests/faults.js';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data.js';
import { formatSan } from '../move/format.js';
import { parseMovetext } from '../pgn/movetext.js';
import { parse } from '../move/parse.js';
import { parsePgn } from '../pgn/games.js';
import { type PgnChildNode, type Game, mainLine, type PgnNode } from './tree.js';

const files: [string, number][] = [
  ['anastasian-lewis.pgn', 1],
  ['chessbase-empty-line.pgn', 1],
  ['cutechess-fischerrandom.pgn', 4],
  ['kasparov-deep-blue-1997.pgn', 6],
  ['knightvuillaume-jannlee-zh-lichess.pgn', 1],
  ['lichess-100.pgn', 100],
  ['molinari-bordais-1979.pgn', 1],
  ['nepomniachtchi-liren-game1.pgn', 1],
  ['saturs-jannlee-zh-lichess.pgn', 1],
  ['utf8-bom.pgn', 2],
];

function allNodes(node: PgnNode, out: PgnChildNode[] = []): PgnChildNode[] {
  for (const c of node.children) {
    out.push(c);
    allNodes(c, out);
  }
  return out;
}

function load(name: string): { text: string; games: Game[] } {
  const text = readSharedData('pgn', name);
  return { text, games: parsePgn(text) };
}

describe.skipIf(!hasSharedData)('shared PGN corpus (../shared/data/pgn)', () => {
  for (const [name, count] of files) {
    it(`${name}: ${count} games, every move token parses`, () => {
      const { text, games } = load(name);
      expect(games).toHaveLength(count);
      const drops = games.some((g) => g.headers.get('Variant') === 'Crazyhouse');
      let tokens = 0;
      // one expect() per file for the tokens, not one a token
      const faults: unknown[] = [];
      for (const game of games) {
        expect(game.result).toBe(game.headers.get('Result'));
        for (const node of allNodes(game.moves)) {
          // Each token, parsed on its own, gives the same object as inside the movetext (offsets aside).
          const token = text.slice(node.data.offset, node.data.offset + node.data.length);
          const alone = { ...parse(token, { drops }), diagnostics: [] };
          const inside = { ...node.data.san, diagnostics: [] };
          if (!isDeepStrictEqual(alone, inside)) faults.push({ offset: node.data.offset, alone, inside });
          tokens++;
        }
        // The movetext alone (after the last tag line) reads the same with parseMovetext.
        const slice = text.slice(game.offset, game.offset + game.length);
        let bodyStart = 0;
        for (let at = 0; at < slice.length; ) {
          const next = slice.indexOf('\n', at);
          const lineEnd = next < 0 ? slice.length : next + 1;
          if (slice.startsWith('[', at)) bodyStart = lineEnd;
          at = lineEnd;
        }
        const alone = parseMovetext(slice.slice(bodyStart), { drops });
        expect(alone.result).toBe(game.result);
        expect(mainLine(alone.moves).map((n) => formatSan(n.data.san))).toEqual(
          mainLine(game.moves).map((n) => formatSan(n.data.san)),
        );
        expect(allNodes(alone.moves)).toHaveLength(allNodes(game.moves).length);
        const plyCount = game.headers.get('PlyCount');
        if (plyCount !== undefined) expect(mainLine(game.moves).length).toBe(Number(plyCount));
      }
      expectNoFaults(faults);
      expect(tokens).toBeGreaterThanOrEqual(games.length === 2 ? 0 : 10);
    });
  }

  it('lichess-100: each game has the plies its move numbers imply, in strict mode too', () => {
    const { text, games } = load('lichess-100.pgn');
    const strict = parsePgn(text, { mode: 'strict' });
    let plies = 0;
    // one expect() for the plies, not one or two a ply
    const faults: unknown[] = [];
    for (const [g, game] of games.entries()) {
      const line = mainLine(game.moves);
      expect(line.length).toBeGreaterThan(0);
      let previousEnd = -1;
      for (const [i, node] of line.entries()) {
        const { offset, san } = node.data;
        if (san.diagnostics.length > 0)
          faults.push({ game: g, ply: i, offset, diagnostics: san.diagnostics });
        if (i % 2 === 0) {
          // A white move is preceded by exactly its move number.
          const before = text.slice(previousEnd < 0 ? text.lastIndexOf('\n\n', offset) : previousEnd, offset);
          const number = `${i / 2 + 1}.`;
          if (before.trim() !== number)
            faults.push({ game: g, ply: i, offset, before: before.trim(), number });
        }
        previousEnd = node.data.offset + node.data.length;
      }
      const lastNumber = Math.floor((line.length - 1) / 2) + 1;
      expect(line.length).toBe(2 * lastNumber - (line.length % 2 === 1 ? 1 : 0));
      expect(mainLine(strict[g]!.moves).length).toBe(line.length);
      plies += line.length;
    }
    // Independent count: every SAN-looking token between move numbers in the movetext sections.
    const movetext = text
      .split('\n')
      .filter((l) => !l.startsWith('['))
      .join(' ');
    const independent = movetext
      .split(/\s+/)
      .filter((t) => t !== '' && !/^\d+\.$/.test(t) && !['1-0', '0-1', '1/2-1/2', '*'].includes(t));
    expectNoFaults(faults);
    expect(plies).toBe(independent.length);
  });

  it('anastasian-lewis: the Z0 null move', () => {
    const { text, games } = load('anastasian-lewis.pgn');
    const line = mainLine(games[0]!.moves);
    const nulls = line.filter((n) => n.data.san.nullMove);
    expect(nulls).toHaveLength(1);
    const z0 = nulls[0]!;
    expect(line.indexOf(z0)).toBe(81);
    expect(text.slice(z0.data.offset, z0.data.offset + z0.data.length)).toBe('Z0');
    expect(line[82]?.data.san).toMatchObject({ piece: 'king', to: 'e1' });
  });

  it('utf8-bom: the BOM is not part of the first tag', () => {
    const { games } = load('utf8-bom.pgn');
    expect(games.map((g) => g.headers.get('Event'))).toEqual(['A', 'B']);
    expect(games.map((g) => [g.result, g.moves.children.length])).toEqual([
      ['*', 0],
      ['*', 0],
    ]);
  });

  it('chessbase-empty-line: tags across a blank line, double spaces', () => {
    const { games } = load('chessbase-empty-line.pgn');
    const game = games[0]!;
    expect(game.headers.get('Event')).toBe('AlphaZero vs. Stockfish');
    expect(game.headers.get('Date')).toBe('2017.12.04');
    expect(game.headers.size).toBe(11);
    const line = mainLine(game.moves);
    expect(line).toHaveLength(134);
    expect(line[133]?.data.san).toMatchObject({ piece: 'bishop', to: 'd6' });
  });

  it('crazyhouse files: drops and variations', () => {
    const zh = load('knightvuillaume-jannlee-zh-lichess.pgn').games[0]!;
    const nodes = allNodes(zh.moves);
    expect(nodes.length).toBeGreaterThan(mainLine(zh.moves).length);
    expect(nodes.filter((n) => n.data.san.drop).length).toBeGreaterThan(10);
    const line = mainLine(zh.moves);
    expect(line[47]?.data.san).toMatchObject({ piece: 'queen', from: 'd', to: 'd1', checkmate: true });
    expect(line[7]?.data.san.glyph).toBe('?!');
    expect(line[7]?.data.nags).toEqual([6]);
    expect(line[6]?.children.map((c) => c.data.san.to)).toEqual(['g6', 'f6']);
    const saturs = load('saturs-jannlee-zh-lichess.pgn').games[0]!;
    const drops = mainLine(saturs.moves).filter((n) => n.data.san.drop);
    expect(drops.length).toBeGreaterThan(20);
    expect(drops[0]?.data.san).toMatchObject({ piece: 'bishop', to: 'b6' });
  });

  it('cutechess: Chess960 games with engine comments', () => {
    const { games } = load('cutechess-fischerrandom.pgn');
    expect(games[0]?.headers.get('FEN')).toBe('nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1');
    const line = mainLine(games[0]!.moves);
    expect(line[0]?.data.comments).toEqual(['+0.13/12 0.29s']);
    expect(line.some((n) => n.data.san.castling && n.data.san.long)).toBe(true);
  });
});
