/**
 * `xn pgn eco` end to end: ECO and Opening tags set from lichess's list by the deepest named position of the main
 * line, transpositions included, replacing the tags a game had; unreadable games written unchanged and reported;
 * real lichess games (`../shared/data/pgn/lichess-100.pgn`) named as the list names their positions (checked by
 * hand against `../shared/data/openings/*.tsv`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';
import { xn } from '../xn.js';
import { tempDir } from '../temp-dir.js';

const dir = tempDir('xn-eco-');

/** Each game's `[Site]` (or `[Event]`) with its ECO and Opening tags. */
function named(text: string): Map<string, { eco: string | undefined; opening: string | undefined }> {
  const games = new Map<string, { eco: string | undefined; opening: string | undefined }>();
  for (const game of text.split(/\n\n(?=\[)/)) {
    const id = (/^\[Site "([^"]*)"\]/m.exec(game) ?? /^\[Event "([^"]*)"\]/m.exec(game))?.[1];
    if (id === undefined) continue;
    games.set(id, {
      eco: /^\[ECO "([^"]*)"\]/m.exec(game)?.[1],
      opening: /^\[Opening "([^"]*)"\]/m.exec(game)?.[1],
    });
  }
  return games;
}

describe('xn pgn eco', () => {
  const games = [
    // a transposition: the Ruy Lopez's position reached from 1. Nf3; a stale ECO/Opening replaced in place
    '[Event "transposed"]\n[ECO "A04"]\n[Opening "Zukertort Opening"]\n[Result "*"]\n\n1. Nf3 Nc6 2. e4 e5 3. Bb5 a6 *\n',
    // deeper than any named position: the deepest one names it
    '[Event "deep"]\n[Result "*"]\n\n1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. a3 Bxc3+ 5. bxc3 b6 6. h4 h5 *\n',
    // another variant: no name from the list; written with its tags as they were
    '[Event "atomic"]\n[Variant "Atomic"]\n[Result "*"]\n\n1. e4 e5 *\n',
    // cannot be read: written byte for byte, reported
    '[Event "broken"]\n[Result "*"]\n\n1. e4 {oops\n',
  ];
  const input = path.join(dir, 'games.pgn');
  fs.writeFileSync(input, games.join('\n'));

  it('sets ECO and Opening by position, replacing the tags, and writes unreadable games unchanged', () => {
    const r = xn(['pgn', 'eco', input]);
    const tags = named(r.stdout);
    expect(tags.get('transposed')).toEqual({ eco: 'C70', opening: 'Ruy Lopez: Morphy Defense' });
    expect(r.stdout).toContain(
      '[Event "transposed"]\n[ECO "C70"]\n[Opening "Ruy Lopez: Morphy Defense"]\n[Result "*"]',
    );
    expect(tags.get('deep')).toEqual({ eco: 'E24', opening: 'Nimzo-Indian Defense: Sämisch Variation' }); // after 4. a3
    expect(tags.get('atomic')).toEqual({ eco: undefined, opening: undefined });
    expect(r.stdout).toContain(games[3]!.trimEnd());
    expect(r.stderr).toMatch(/games\.pgn:22:7: error\[syntax\]: unterminated comment/);
    expect(r.status).toBe(1);
  });

  it('reads stdin and writes -o FILE', () => {
    const out = path.join(dir, 'named.pgn');
    const r = xn(['pgn', 'eco', '-o', out, '-'], games[0]);
    expect(r.status).toBe(0);
    expect(named(fs.readFileSync(out, 'utf8')).get('transposed')?.opening).toBe('Ruy Lopez: Morphy Defense');
  });
});

describe.skipIf(!hasSharedData)('xn pgn eco on lichess-100.pgn (../shared/data)', () => {
  it('names real games as lichess names their positions, one by transposition', () => {
    const file = sharedDataPath('pgn', 'lichess-100.pgn');
    const r = xn(['pgn', 'eco', file]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const tags = named(r.stdout);
    expect(tags.size).toBe(100);
    const site = (id: string) => tags.get(`https://lichess.org/${id}`);
    // 1. e4 e6 2. d4 b6: C00 "1. e4 e6 2. d4" (the file's own tags agree)
    expect(site('j1dkb5dw')).toEqual({ eco: 'C00', opening: 'French Defense: Normal Variation' });
    // 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Nc3 Bc5: the list's C50 line is 3. Bc4 Bc5 4. Nc3 Nf6, a transposition
    expect(site('szom2tog')).toEqual({ eco: 'C50', opening: 'Four Knights Game: Italian Variation' });
    // 1. e4 c5 2. Nf3 d6 3. h3: B50 "1. e4 c5 2. Nf3 d6" (the 2012 file says "Sicilian Defense", an older list)
    expect(site('61wsdfp4')).toEqual({ eco: 'B50', opening: 'Sicilian Defense: Modern Variations' });
    // 1. d4 c5 2. c4 d6: A43 "1. d4 c5" (the file: "Old Benoni Defense", the older list's name)
    expect(site('7rzcutsf')).toEqual({ eco: 'A43', opening: 'Benoni Defense: Old Benoni' });
    // 1. e4 c6 2. Nc3 d5 3. Qf3: B10 Goldman Variation
    expect(site('rklpc7mk')).toEqual({ eco: 'B10', opening: 'Caro-Kann Defense: Goldman Variation' });
  });
});
