/**
 * `indentedJson` writes what `JSON.stringify(value, null, 2)` writes down to `MAX_INDENTED_DEPTH`, deeper containers
 * on one line; so `stringifyJkf(…, { indent: true })` of a record whose branches nest 500 deep grows with its moves
 * and reads back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { stringifyJkf } from '../jkf.js';
import { parse } from '../parse.js';
import { fromJkf } from './from-jkf.js';
import { indentedJson, MAX_INDENTED_DEPTH } from './indented-json.js';

/** A record of 2 + 2 n moves whose n branches each branch off the one before (nested n deep), kings walking. */
function nestedKif(n: number): string {
  const kanji = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
  const wide = ['', '１', '２', '３', '４', '５', '６', '７', '８', '９'];
  const king = (to: number, from: number) => `${wide[Math.floor(to / 10)]}${kanji[to % 10]}玉(${from})`;
  // along the nested branches: sente's king 59 ↔ 48, gote's 51 ↔ 62; each branch's second move goes to 58 or 52
  const at = (p: number) => (p % 2 ? (((p + 1) / 2) % 2 ? 59 : 48) : (p / 2) % 2 ? 51 : 62);
  const other = (square: number) => ({ 59: 48, 48: 59, 51: 62, 62: 51 })[square]!;
  const alt = (p: number) => king(other(at(p)), at(p));
  const normal = (p: number) => king(p % 2 ? 58 : 52, at(p));
  let text = `手合割：平手\n手数----指手---------消費時間--\n   1 ${alt(1)}\n   2 ${normal(2)}\n`;
  for (let p = 2; p <= n + 1; p++)
    text += `\n変化：${p}手\n${String(p).padStart(4)} ${alt(p)}\n${String(p + 1).padStart(4)} ${normal(p + 1)}\n`;
  return text;
}

describe('indentedJson', () => {
  it("is JSON.stringify's two-space text when nothing lies deeper than the cap", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: MAX_INDENTED_DEPTH - 1 }), (value) => {
        expect(indentedJson(value)).toBe(JSON.stringify(value, null, 2));
      }),
      { numRuns: runs(200) },
    );
  });

  it('writes deeper containers on one line: the same value, each line indented at most 2 × the cap', () => {
    let deep: unknown = { move: 1 };
    for (let i = 0; i < 500; i++) deep = [deep, { i }];
    const text = indentedJson({ moves: deep });
    expect(JSON.parse(text)).toEqual({ moves: deep });
    const widest = Math.max(...text.split('\n').map((line) => line.length - line.trimStart().length));
    expect(widest).toBe(2 * MAX_INDENTED_DEPTH);
  });
});

describe('stringifyJkf with indent', () => {
  it('grows with the moves of branches nested 500 deep, and reads back to the same record', () => {
    const game = parse(nestedKif(500));
    const text = stringifyJkf(game, { indent: true });
    // 1,002 moves: 24 MB when every level was indented; now about 100 bytes a move
    expect(text.length).toBeLessThan(300_000);
    expect(stringifyJkf(fromJkf(text))).toBe(stringifyJkf(game));
  });
});
