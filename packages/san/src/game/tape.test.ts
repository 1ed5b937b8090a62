import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { parsePgn } from '../pgn/games.js';
import { parseMovetext } from '../pgn/movetext.js';
import { mainLine, type PgnChildNode, type PgnNode } from './tree.js';
import { walkGame } from './walk.js';
import { formatPgn } from './write.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const MOVETEXT = '{before} 1. e4 $1 {c} (1. d4 {d} d5 (1... Nf6 $2) 2. c4) 1... e5 2. Nf3! Nc6 *\n';
const TEXT = `[White "A"]\n\n${MOVETEXT}`;

describe('games read keep their moves in a tape', () => {
  it('show the same tree as a game of plain nodes', () => {
    const [game] = parsePgn(MOVETEXT);
    const plain = parseMovetext(MOVETEXT);
    expect(Object.keys(game!)).toEqual(['headers', 'comments', 'moves', 'result', 'offset', 'length']);
    expect(JSON.parse(JSON.stringify(game!.moves))).toEqual(JSON.parse(JSON.stringify(plain.moves)));
    expect({ ...game!, length: 0 }).toEqual({ ...plain, length: 0 });
    expect(game!.moves).toBe(game!.moves);
  });

  it('give way to a tree set in their place', () => {
    const [game] = parsePgn(MOVETEXT);
    const other = parsePgn('1. d4 d5 *')[0]!.moves;
    (game as { moves: PgnNode }).moves = other;
    expect(game!.moves).toBe(other);
    expect(formatPgn(game!, { lineWidth: 0 })).toBe('{before} 1. d4 d5 *\n\n');
    let plies = 0;
    walkGame(game!, Position.fromFen(START), () => void plies++);
    expect(plies).toBe(2);
  });

  it('hand out the nodes of that tree from walkGame', () => {
    const [game] = parsePgn(TEXT);
    const nodes: PgnChildNode[] = [];
    const parents: PgnNode[] = [];
    walkGame(game!, Position.fromFen(START), (step) => {
      nodes.push(step.node);
      parents.push(step.parent);
    });
    const root = game!.moves;
    expect(nodes[0]).toBe(root.children[0]);
    expect(parents[0]).toBe(root);
    expect(nodes.map((n) => n.data.san.to ?? 'O-O')).toEqual([
      'e4',
      'e5',
      'f3',
      'c6',
      'd4',
      'd5',
      'c4',
      'f6',
    ]);
    expect(parents[6]).toBe(nodes[5]);
  });

  it('write alike before and after their nodes are made, and after a hand-made copy', () => {
    const [game] = parsePgn(TEXT);
    const before = formatPgn(game!, { lineWidth: 0 });
    expect(game!.moves.children).toHaveLength(2);
    expect(formatPgn(game!, { lineWidth: 0 })).toBe(before);
    const copy = { ...game!, moves: { children: [...game!.moves.children] } };
    expect(formatPgn(copy, { lineWidth: 0 })).toBe(before);
    expect(before).toBe(
      '[White "A"]\n\n{before} 1. e4 $1 {c} (1. d4 {d} 1... d5 (1... Nf6 $2) 2. c4) 1... e5 2. Nf3! Nc6 *\n\n',
    );
    expect(mainLine(game!.moves).map((n) => n.data.offset)).toEqual(
      mainLine(parsePgn(TEXT)[0]!.moves).map((n) => n.data.offset),
    );
  });
});
