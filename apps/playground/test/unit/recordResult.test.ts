/**
 * A record's end written after its last move (issue #88's held-out check "the result after the last move", which
 * the records tab failed: a KIF's 投了 and a WXF's RESULT were read and never shown).
 */
import { describe, expect, it } from 'vitest';
import { recordResult } from '../../src/lib/records/recordResult';
import { readRecord } from '../../src/lib/records/recordTree';

/** The tree of `text` read as `game`. */
function tree(text: string, game: 'shogi' | 'xiangqi') {
  const r = readRecord(text, game);
  if (!r.tree) throw new Error(r.error?.message);
  return r.tree;
}

const KIF = (moves: string[], end: string) =>
  `手合割：平手\n手数----指手---------消費時間--\n${[...moves, end].map((m, i) => `   ${i + 1} ${m}`).join('\n')}\n`;

describe('record result', () => {
  it('a shogi resignation: the side to move resigns, the other wins', () => {
    const gote = tree(KIF(['７六歩(77)', '３四歩(33)'], '投了'), 'shogi');
    expect(recordResult(gote, true)).toBe('投了 · 後手の勝ち');
    expect(recordResult(gote, false)).toBe('resigns · gote wins');
    const sente = tree(KIF(['７六歩(77)'], '投了'), 'shogi');
    expect(recordResult(sente, true)).toBe('投了 · 先手の勝ち');
  });

  it("a shogi win by the other side's foul (反則勝ち) goes to the side to move", () => {
    // 反則勝ち with gote to move is CSA's +ILLEGAL_ACTION, a foul by sente: gote wins (main said sente)
    expect(recordResult(tree(KIF(['７六歩(77)'], '反則勝ち'), 'shogi'), true)).toBe('反則勝ち · 後手の勝ち');
    const sente = tree(KIF(['７六歩(77)', '３四歩(33)'], '反則勝ち'), 'shogi');
    expect(recordResult(sente, false)).toBe('illegal action · sente wins');
  });

  it('a shogi draw by repetition, and a record with no end', () => {
    expect(recordResult(tree(KIF(['７六歩(77)'], '千日手'), 'shogi'), false)).toBe('repetition (sennichite)');
    const open = `手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n`;
    expect(recordResult(tree(open, 'shogi'), true)).toBeUndefined();
  });

  it("a xiangqi record's result with the winner as red or black", () => {
    const wxf = `FORMAT\tWXF\nRESULT\t0-1\nSTART{\n  1. C2.5     H8+7\n}END\n`;
    expect(recordResult(tree(wxf, 'xiangqi'), true)).toBe('0-1 · black wins');
  });
});
