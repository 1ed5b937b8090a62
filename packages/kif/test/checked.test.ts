/**
 * The KIF writer writes a game as a reader left it from the reader's checked moves (src/model/checked.ts), without
 * replaying it: the same bytes as a replayed write of the same game (a deep copy, which carries no facts), on
 * json-kifu-format's records and random games with branches; a game changed after reading is replayed and its
 * illegal move reported, never written from stale facts.
 */
import fs from 'node:fs';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { decode, type KifGame, KifError, parse, stringify } from '../src/index.js';
import { isChecked } from '../src/model/checked.js';
import { randomGame } from './random-game.js';

const DIR = new URL('./fixtures/json-kifu-format/kif/', import.meta.url);

/** A deep copy of `game`: plain data with no reader's facts (the writer replays it). */
const copy = (game: KifGame): KifGame => structuredClone(game);

describe('writing from the reader’s checked moves', () => {
  it('gives the bytes a replayed write gives, on json-kifu-format records and random games', () => {
    const texts: string[] = [];
    for (const name of fs.readdirSync(DIR)) {
      const { text } = decode(fs.readFileSync(new URL(name, DIR)));
      // a few of its records are not legal positions (no king): `parse` refuses them, as peers.test.ts shows
      try {
        parse(text, { format: 'kif' });
        texts.push(text);
      } catch (e) {
        expect(e).toBeInstanceOf(KifError);
      }
    }
    for (let seed = 1; seed <= 30; seed++)
      texts.push(stringify(randomGame(seed, { branches: true, times: true, comments: true })));
    let checked = 0;
    for (const text of texts) {
      const game = parse(text, { format: 'kif' });
      expect(isChecked(copy(game), variants.shogi)).toBe(false);
      if (isChecked(game, variants.shogi)) checked++;
      expect(stringify(game)).toBe(stringify(copy(game)));
    }
    expect(checked).toBe(texts.length);
    expect(texts.length).toBeGreaterThan(45);
  });

  it('replays a game changed after reading, and reports its illegal move', () => {
    const game = parse('手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n');
    // a move object changed in place: its facts no longer match
    const changed = game.moves[2] as { usi: string };
    changed.usi = '8h1a+';
    expect(isChecked(game, variants.shogi)).toBe(false);
    expect(() => stringify(game)).toThrow(KifError);
    // moves reordered: each follows another move than the one it was read after
    const reordered = parse('position startpos moves 7g7f 3c3d 2g2f');
    const swapped = { ...reordered, moves: [reordered.moves[1]!, reordered.moves[0]!, reordered.moves[2]!] };
    expect(isChecked(swapped, variants.shogi)).toBe(false);
    expect(() => stringify(swapped)).toThrow(KifError);
    // another start position: replayed from it
    const moved = { ...parse('position startpos moves 7g7f'), start: '4k4/9/9/9/9/9/9/9/4K4 b - 1' };
    expect(() => stringify(moved)).toThrow(KifError);
  });
});
