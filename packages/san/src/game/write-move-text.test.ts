/** `formatPgn`/`formatMovetext` with `moveText`: each move written as the function says, the rest as before. */
import { describe, expect, it } from 'vitest';
import { parsePgn } from '../pgn/games.js';
import { formatMovetext, formatPgn } from './write.js';

describe('WriteOptions.moveText', () => {
  const [game] = parsePgn('[White "A"]\n\n{c} 1. e4 $1 {x} e5 (1... c5 2. Nf3) 2. Nf3 *');

  it('replaces the text of every move, variations included; numbers, NAGs, comments and the result stay', () => {
    const upper = (node: { data: { san: { to?: string | undefined } } }) => `<${node.data.san.to}>`;
    expect(formatMovetext(game!, { moveText: upper })).toBe(
      '{c} 1. <e4> $1 {x} 1... <e5> (1... <c5> 2. <f3>) 2. <f3> *',
    );
    expect(formatPgn(game!, { moveText: upper })).toBe(
      '[White "A"]\n\n{c} 1. <e4> $1 {x} 1... <e5> (1... <c5> 2. <f3>) 2. <f3> *\n\n',
    );
  });

  it('without it, the parsed SAN is written', () => {
    expect(formatMovetext(game!)).toBe('{c} 1. e4 $1 {x} 1... e5 (1... c5 2. Nf3) 2. Nf3 *');
  });
});
