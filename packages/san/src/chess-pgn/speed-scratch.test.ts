import fs from 'node:fs';
import { it } from 'vitest';
import { parsePgn } from './read.js';
import { sharedGrammarParsePgn } from '../../test/chess-pgn-oracle.js';
it('speed', () => {
  const text = fs.readFileSync('/work/shared/data/pgn/lichess-100.pgn', 'utf8');
  const out: string[] = [];
  for (let round = 0; round < 4; round++)
  for (const [name, f] of [['mine', parsePgn], ['oracle', sharedGrammarParsePgn]] as const) {
    const t = performance.now();
    for (let k = 0; k < 30; k++) f(text);
    out.push(`${name} ${((performance.now() - t) / 30).toFixed(2)} ms`);
  }
  console.log(out.join('\n'));
});
