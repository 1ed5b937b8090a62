/**
 * The records tab's model (src/lib/records): every example reads, KIF branches become a tree, hostile pastes give a
 * located error (never a throw), and every export reads back to the same moves.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_EXAMPLES } from '../../src/lib/records/examples';
import { gameFileName } from '../../src/lib/text/fileName';
import { exportFormats, exportRecord, recordExtension, recordTags } from '../../src/lib/records/exportRecord';
import { moveText } from '../../src/components/records/RecordMoves';
import {
  detectGame,
  pathTo,
  positionAt,
  type RecordNode,
  readRecord,
} from '../../src/lib/records/recordTree';

describe('records tab model', () => {
  it('reads every example with the reader it is for', () => {
    for (const e of RECORD_EXAMPLES) {
      expect(detectGame(e.text), e.label).toBe(e.game);
      const r = readRecord(e.text, e.game);
      expect(r.error, e.label).toBeUndefined();
      expect(r.tree!.nodes.length, e.label).toBeGreaterThan(1);
    }
  });

  it('numbers shogi moves as shogi counts them, in Japanese or Western notation (issue #88 item 7)', () => {
    const kif = RECORD_EXAMPLES.find((e) => e.game === 'shogi' && e.text.includes('手数'))!;
    const r = readRecord(kif.text, 'shogi');
    const main: RecordNode[] = [];
    for (let n = r.tree!.roots[0]; n !== undefined; n = r.tree!.nodes[n]!.children[0])
      main.push(r.tree!.nodes[n]!);
    const written = (japanese: boolean) =>
      main.slice(0, 4).map((n, i) => {
        const { number, text } = moveText(n, true, japanese, i === 0);
        return `${number}${text}`;
      });
    // every move numbered (1 move = 1 ply), ▲ sente, △ gote; KIF's ７六歩(77) or Hodges' P-7f
    expect(written(true)[0]).toMatch(/^1 ▲[１-９][一二三四五六七八九][^(]+\(\d\d\)$/);
    expect(written(true)[1]).toMatch(/^2 △/);
    expect(written(false).map((t) => t.split(/[▲△]/)[0])).toEqual(['1 ', '2 ', '3 ', '4 ']);
    expect(written(false)[0]).toBe(`1 ▲${main[0]!.label}`);
    // 同 where a move goes to the square of the move before
    const all = r.tree!.nodes.map((n) => n.japanese ?? '');
    for (const [i, n] of r.tree!.nodes.entries()) {
      const before = r.tree!.nodes[n.parent];
      if (before && before.squares.at(-1) === n.squares.at(-1)) expect(all[i]).toMatch(/^同/);
    }
    // the chess-like numbering stays for xiangqi
    const wxf = RECORD_EXAMPLES.find((e) => e.game === 'xiangqi')!;
    const x = readRecord(wxf.text, 'xiangqi').tree!;
    expect(moveText(x.nodes[x.roots[0]!]!, false, true, true).number).toBe('1.');
  });

  it('takes USI `position sfen`, `sfen` and a bare SFEN as shogi, and plays their moves (issue #88 item 5)', () => {
    const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';
    for (const text of [
      `position sfen ${sfen} moves 7g7f 3c3d`,
      `sfen ${sfen} moves 7g7f 3c3d`,
      `${sfen} moves 7g7f 3c3d`,
    ]) {
      expect(detectGame(text), text).toBe('shogi');
      const r = readRecord(text, 'shogi');
      expect(r.error, text).toBeUndefined();
      expect(r.warnings, text).toEqual([]);
      expect(r.tree!.nodes.map((n) => n.label)).toEqual(['P-7f', 'P-3d']);
    }
    // without moves, where no move's squares tell
    expect(detectGame(sfen)).toBe('shogi');
    expect(detectGame(`position sfen ${sfen}`)).toBe('shogi');
    const bare = readRecord(sfen.replace('b - 1', 'w 2P 1'), 'shogi');
    expect(bare.error).toBeUndefined();
    expect(bare.warnings).toEqual([]);
    expect(bare.tree!.start.toFen()).toContain('[PP]');
    // UCCI's `position fen` and a xiangqi FEN stay with the xiangqi family
    expect(
      detectGame('position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'),
    ).toBe('xiangqi');
    expect(detectGame('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1')).toBe(
      'xiangqi',
    );
  });

  it('names a download from the players and the date of the record (KIF 先手/後手/開始日時, WXF tags)', () => {
    const kif = readRecord(RECORD_EXAMPLES[0]!.text, 'shogi').tree!;
    expect(gameFileName(recordTags(kif), recordExtension('kif'))).toBe('先手の人 - 後手の人, 2026-11-25.kif');
    expect(recordExtension('jkf')).toBe('json');
    const wxf = readRecord(
      '[Red "Lü Qin"]\n[Black "Xu Yinchuan"]\n[Date "2001.05.06"]\n\n1. C2.5 H8+7 *\n',
      'xiangqi',
    );
    expect(gameFileName(recordTags(wxf.tree!), recordExtension('wxf'))).toBe(
      'Lü Qin - Xu Yinchuan, 2001-05-06.pgn',
    );
  });

  it('makes KIF branches (変化) children of the move before them', () => {
    const tree = readRecord(RECORD_EXAMPLES[0]!.text, 'shogi').tree!;
    expect(tree.nodes.map((n) => n.label)).toEqual(['P-7f', 'P-3d', 'Bx2b+', 'P-6f', 'P-8d', 'Sx2b', 'B*4e']);
    const second = tree.nodes[1]!;
    expect(second.children.map((c) => tree.nodes[c]!.label)).toEqual(['Bx2b+', 'P-6f']);
    expect(pathTo(tree, 4).map((n) => tree.nodes[n]!.label)).toEqual(['P-7f', 'P-3d', 'P-6f', 'P-8d']);
    expect(positionAt(tree, 4).toFen()).toMatch(/^lnsgkgsnl\/1r5b1\/p1pppp1pp\/1p4p2\/9\/2PP5\//);
    expect(tree.nodes[0]!.comments).toEqual(['角道を開ける']);
    expect(tree.nodes[6]!.squares).toEqual(['f5']);
  });

  it('locates Shift_JIS read as UTF-8, truncated records and bad moves', () => {
    const sjis = new TextDecoder().decode(new Uint8Array([0x90, 0xe6, 0x8e, 0xe8, 0x81, 0x46, 0x41, 0x0a]));
    const cases = [
      { text: sjis, code: 'invalid-encoding', offset: 0 },
      { text: '手数----指手--\n   1 ７六歩(77)\n   2 ３四', code: 'syntax', offset: 29 },
      { text: 'V2.2\nPI\n+\n+7776FU\n-33', code: 'syntax', offset: 18 },
      { text: '1. C2.5 H8+7 2. H2+', code: 'syntax', offset: 16 },
    ];
    for (const c of cases) {
      const r = readRecord(c.text, detectGame(c.text));
      expect(r.tree).toBeUndefined();
      expect(r.error).toMatchObject({ code: c.code, offset: c.offset });
      expect(r.error!.line).toBeGreaterThan(0);
    }
  });

  it('writes every example in each of its formats, and the export reads back to the same moves', async () => {
    for (const e of RECORD_EXAMPLES) {
      const tree = readRecord(e.text, e.game).tree!;
      const formats = exportFormats(tree).map((f) => f.id);
      expect(formats.length, e.label).toBeGreaterThanOrEqual(3);
      for (const f of formats) {
        const out = await exportRecord(tree, f);
        expect(out.error, `${e.label} as ${f}`).toBeUndefined();
        if (f === 'jkf') {
          expect(JSON.parse(out.text!).moves.length).toBeGreaterThan(tree.kif!.moves.length);
          continue;
        }
        const read = readRecord(out.text!, e.game);
        expect(read.error, `${e.label} as ${f}: ${out.text}`).toBeUndefined();
        const back = read.tree!;
        const main = (t: typeof tree) => {
          const line: string[] = [];
          for (let n = t.roots[0]; n !== undefined; n = t.nodes[n]!.children[0]) line.push(t.nodes[n]!.move);
          return line;
        };
        expect(main(back), `${e.label} as ${f}`).toEqual(main(tree));
      }
    }
  });
});
