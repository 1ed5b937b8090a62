/**
 * The records tab's model (src/lib/records): every example reads, KIF branches become a tree, hostile pastes give a
 * located error (never a throw), and every export reads back to the same moves.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_EXAMPLES } from '../../src/lib/records/examples';
import { readRecordFile } from '../../src/lib/records/recordFile';
import { readAsOptions } from '../../src/lib/records/readAs';
import { gameFileName } from '../../src/lib/text/fileName';
import { exportFormats, exportRecord, recordExtension, recordTags } from '../../src/lib/records/exportRecord';
import { moveText } from '../../src/components/records/RecordMoves';
import {
  detectGame,
  pathTo,
  positionAt,
  type RecordNode,
  type RecordTree,
  readRecord,
} from '../../src/lib/records/recordTree';
import {
  clocksAt,
  csaTimeControl,
  hasTimes,
  kifMainTime,
  recordTimeControl,
  sideAt,
} from '../../src/lib/records/recordClocks';

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

  it('reads an empty or blank text as no record: no tree of 0 moves, no error (wip-380)', () => {
    for (const text of ['', ' \n\t\n'])
      for (const game of ['shogi', 'xiangqi'] as const)
        expect(readRecord(text, game)).toEqual({ warnings: [] });
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

describe('records tab clocks (src/lib/records/recordClocks.ts)', () => {
  /** The main line's nodes of `tree`, from its first move. */
  const mainNodes = (tree: RecordTree): number[] => {
    const out: number[] = [];
    for (let n = tree.roots[0]; n !== undefined; n = tree.nodes[n]!.children[0]) out.push(n);
    return out;
  };
  /** The clocks along the main line of `tree`, after each of its moves. */
  const mainLineClocks = (tree: RecordTree) => mainNodes(tree).map((n) => clocksAt(tree, n));
  /** The clocks of a record without time limits: each side's total time used, in seconds. */
  const spent = (white: number, black: number) => ({ white, black, left: false });
  const shogi = (text: string): RecordTree => {
    const r = readRecord(text, 'shogi');
    expect(r.error).toBeUndefined();
    return r.tree!;
  };

  it("gives each side's total at each ply of a KIF, on the main line and a branch", () => {
    const tree = shogi(RECORD_EXAMPLES[0]!.text);
    const main = mainNodes(tree);
    // the move list's times: each move's own (`( 0:16/00:00:16)`)
    expect(main.map((n) => tree.nodes[n]!.time?.now)).toEqual([16, 5, 3, 2, 10]);
    // sente (white in @x/core) plays the odd plies: its totals 16, 19, 29; gote's 5, 7, then 11 with its
    // `6 投了 ( 0:04/00:00:11)`, shown with the last move
    expect(clocksAt(tree, -1)).toEqual(spent(0, 0));
    expect(mainLineClocks(tree)).toEqual([
      spent(16, 0),
      spent(16, 5),
      spent(19, 5),
      spent(19, 7),
      spent(29, 11),
    ]);
    // the branch at move 3 (変化：3手, `( 0:00/00:00:16)`, `( 0:00/00:00:05)`): its own totals
    const branch = tree.nodes[main[1]!]!.children[1]!;
    expect(clocksAt(tree, branch)).toEqual(spent(16, 5));
    expect(clocksAt(tree, tree.nodes[branch]!.children[0]!)).toEqual(spent(16, 5));
  });

  it('counts from the side that moves first: gote in a handicap game', () => {
    const tree = shogi(
      '手合割：香落ち\n手数----指手---------消費時間--\n   1 ３四歩(33)   ( 0:10/00:00:10)\n   2 ７六歩(77)   ( 0:20/00:00:20)\n',
    );
    expect(tree.start.turn).toBe('black');
    expect(sideAt(1, 'black')).toBe('black');
    const [first, second] = mainNodes(tree);
    expect(clocksAt(tree, first!)).toEqual(spent(0, 10));
    expect(clocksAt(tree, second!)).toEqual(spent(20, 10));
  });

  it('keeps a clock through moves without a time, and sums moves that give only their own', () => {
    // moves 1 and 4 untimed; 2, 3 and 5 give the move's time only (`( 0:05)`)
    const tree = shogi(
      '手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)   ( 0:05)\n   3 ２二角成(88) ( 0:07)\n   4 同　銀(31)\n   5 ４五角打     ( 0:03)\n',
    );
    const main = mainNodes(tree);
    expect(main.map((n) => tree.nodes[n]!.time?.now)).toEqual([undefined, 5, 7, undefined, 3]);
    expect(mainLineClocks(tree)).toEqual([spent(0, 0), spent(0, 5), spent(7, 5), spent(7, 5), spent(10, 5)]);
    // CSA with a time on some moves only: `@x/kif` sums a side's totals itself
    const csa = shogi('V2.2\nPI\n+\n+7776FU\nT12\n-3334FU\n+8822UM\nT4\n-3122GI\nT9\n');
    expect(clocksAt(csa, mainNodes(csa).at(-1)!)).toEqual(spent(16, 9));
  });

  it('shows no times for a record without any (KI2, USI, xiangqi)', () => {
    for (const e of RECORD_EXAMPLES.filter((x) => !/\(\s*\d+:\d\d|\nT\d/.test(x.text))) {
      const tree = readRecord(e.text, e.game).tree!;
      expect(hasTimes(tree), e.label).toBe(false);
      expect(clocksAt(tree, -1), e.label).toBeUndefined();
      expect(clocksAt(tree, mainNodes(tree).at(-1)!), e.label).toBeUndefined();
    }
  });

  it('reads the time control of KIF 持ち時間 and CSA $TIME_LIMIT and $TIME', () => {
    const mains: [string, number | undefined][] = [
      ['各2時間', 7200],
      ['1時間30分', 5400],
      ['１５分+６０秒', 900],
      ['10分切れ負け', 600],
      ['各10分（秒読み30秒）', 600],
      ['01:30+30', 5400],
      ['30秒', undefined],
      ['0分+10秒', undefined],
      ['チェスクロック使用', undefined],
    ];
    expect(mains.map(([v]) => [v, kifMainTime(v)])).toEqual(mains);
    expect(csaTimeControl('300+0+10')).toEqual({ main: 300, increment: 10 });
    expect(csaTimeControl('0+10+0')).toBeUndefined();
    const headers = (pairs: [string, string][]) => pairs.map(([name, value]) => ({ name, value }));
    expect(recordTimeControl(headers([['持ち時間', '各10分']]))).toEqual({
      white: { main: 600, increment: 0 },
      black: { main: 600, increment: 0 },
    });
    expect(
      recordTimeControl(
        headers([
          ['$TIME', '600+0+5'],
          ['$TIME-', '300+0+0'],
        ]),
      ),
    ).toEqual({ white: { main: 600, increment: 5 }, black: { main: 300, increment: 0 } });
    expect(recordTimeControl(headers([['持ち時間', '秒読み30秒']]))).toBeUndefined();
  });

  it('gives the time left when the headers give the time control', () => {
    const kif = shogi(`持ち時間：各10分\n${RECORD_EXAMPLES[0]!.text}`);
    expect(clocksAt(kif, -1)).toEqual({ white: 600, black: 600, left: true });
    expect(clocksAt(kif, mainNodes(kif).at(-1)!)).toEqual({ white: 571, black: 589, left: true });
    // CSA V2.2's $TIME_LIMIT (read as 持ち時間) and V3.0's $TIME with an increment after each move
    const v22 = shogi('V2.2\n$TIME_LIMIT:00:01+30\nPI\n+\n+7776FU\nT70\n-3334FU\nT5\n');
    expect(clocksAt(v22, mainNodes(v22).at(-1)!)).toEqual({ white: 0, black: 55, left: true });
    const v30 = shogi('V3.0\n$TIME:60+0+10\nPI\n+\n+7776FU\nT12\n-3334FU\nT5\n');
    expect(clocksAt(v30, mainNodes(v30).at(-1)!)).toEqual({ white: 58, black: 65, left: true });
  });

  it('opens a record file, or says why it holds none: empty, binary, UTF-16, undecodable', () => {
    const sjis = new Uint8Array([0x82, 0xa0, 0x0a]); // あ in Shift_JIS, never UTF-8
    expect(readRecordFile(new TextEncoder().encode('先手：A\n'), 'a.kif')).toEqual({ text: '先手：A\n' });
    expect(readRecordFile(sjis, 'b.kif')).toEqual({ text: 'あ\n' });
    const empty = readRecordFile(new Uint8Array(0), 'e.kif');
    expect('error' in empty && empty.error).toMatchObject({
      code: 'empty-file',
      message: 'The file e.kif is empty: there is no record in it.',
    });
    // a PNG's first bytes: its signature, then chunks of zero bytes
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const binary = readRecordFile(png, 'i.png');
    expect('error' in binary && binary.error.code).toBe('binary-file');
    expect('error' in binary && binary.error.message).toMatch(
      /^The file i\.png is not a record: it holds binary data \(\d+ of its first 64 bytes/,
    );
    const utf16 = readRecordFile(new Uint8Array([0xff, 0xfe, 0x41, 0, 0x0a, 0]), 'u.kif');
    expect('error' in utf16 && utf16.error).toMatchObject({ code: 'invalid-encoding' });
    expect('error' in utf16 && utf16.error.message).toMatch(/^The file u\.kif does not open: UTF-16/);
  });
});

describe('records tab: the end line, a file that is no text, the "Read as" choice (wip-385)', () => {
  /** The clocks after the main line's last move of the shogi record `text`, and at the start. */
  const atEnd = (text: string) => {
    const r = readRecord(text, 'shogi');
    expect(r.error).toBeUndefined();
    const tree = r.tree!;
    let last = -1;
    for (let n = tree.roots[0]; n !== undefined; n = tree.nodes[n]!.children[0]) last = n;
    return { tree, last: clocksAt(tree, last), start: clocksAt(tree, -1) };
  };

  it("adds the end line's time (投了, CSA %TORYO then T) to the side who resigned, after the last move", () => {
    const moves =
      '手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:05/00:00:05)\n   2 ３四歩(33)   ( 0:03/00:00:03)\n';
    // sente (white in @x/core) is to move after move 2: its 投了 line holds its 10 s and its total, 15
    const kif = atEnd(`${moves}   3 投了   ( 0:10/00:00:15)\n`);
    expect(kif.last).toEqual({ white: 15, black: 3, left: false });
    expect(clocksAt(kif.tree, 0)).toEqual({ white: 5, black: 0, left: false });
    // an end line giving only its own time is added to the side's total
    expect(atEnd(`${moves}   3 投了   ( 0:10)\n`).last).toEqual({ white: 15, black: 3, left: false });
    // CSA: `T10` after `%TORYO` is gote's here, to move after three moves
    const csa = atEnd('V2.2\nPI\n+\n+7776FU\nT5\n-3334FU\nT3\n+8822UM\nT4\n%TORYO\nT10\n');
    expect(csa.last).toEqual({ white: 9, black: 13, left: false });
    // with the time control, time left: the end line spends it, and adds no increment (it is no move)
    const v30 = atEnd('V3.0\n$TIME:60+0+10\nPI\n+\n+7776FU\nT12\n-3334FU\nT5\n%TORYO\nT7\n');
    expect(v30.last).toEqual({ white: 51, black: 65, left: true });
    // a record of no moves, resigned at once: its clocks at the start
    const none = atEnd('V2.2\nPI\n+\n%TORYO\nT4\n');
    expect(none.start).toEqual({ white: 4, black: 0, left: false });
  });

  it("adds a branch's end line to the branch's last move only", () => {
    const kif = [
      '手数----指手---------消費時間--',
      '   1 ７六歩(77)   ( 0:05/00:00:05)',
      '   2 ３四歩(33)   ( 0:03/00:00:03)',
      '   3 中断   ( 0:20/00:00:25)',
      '',
      '変化：2手',
      '   2 ８四歩(83)   ( 0:07/00:00:07)',
      '   3 投了   ( 0:02/00:00:07)',
    ].join('\n');
    const { tree, last } = atEnd(kif);
    expect(last).toEqual({ white: 25, black: 3, left: false });
    const branch = tree.nodes[0]!.children[1]!;
    expect(tree.nodes[branch]!.label).toBe('P-8d');
    expect(clocksAt(tree, branch)).toEqual({ white: 7, black: 7, left: false });
    expect(clocksAt(tree, 0)).toEqual({ white: 5, black: 0, left: false });
  });

  it('says a file is no record as @x/san/split finds it: packed, UTF-16 without a mark, blank', () => {
    const error = (bytes: Uint8Array, name: string) => {
      const r = readRecordFile(bytes, name);
      return 'error' in r ? r.error : undefined;
    };
    expect(error(new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 0, 0]), 'r.zip')).toEqual({
      code: 'binary-file',
      message: 'The file r.zip is not a record: it is a zip archive: unpack it first.',
    });
    // `#KIF version=2.0` as UTF-16LE without a byte-order mark: `decode` takes its zero bytes as UTF-8
    const le = new Uint8Array([...'#KIF version=2.0\n'].flatMap((c) => [c.charCodeAt(0), 0]));
    expect(error(le, 'u.kif')).toEqual({
      code: 'invalid-encoding',
      message: 'The file u.kif does not open: UTF-16 text: save the record as UTF-8 or Shift_JIS.',
    });
    expect(error(new TextEncoder().encode(' \r\n\t\n'), 'b.kif')).toEqual({
      code: 'empty-file',
      message: 'The file b.kif holds only blank space: there is no record in it.',
    });
    // a KIF with a stray zero byte is still read
    const stray = new TextEncoder().encode('手数----指手---------消費時間--\n   1 ７六歩(77)\u0000\n');
    expect(readRecordFile(stray, 's.kif')).toEqual({ text: new TextDecoder().decode(stray) });
  });

  it('reads "Detect" with the reader detected only when the box holds a record', () => {
    const auto = (text: string) => readAsOptions(text).find(([id]) => id === 'auto')?.[1];
    expect(auto('')).toBe('Detect');
    expect(auto(' \n\t')).toBe('Detect');
    expect(auto('V2.2\nPI\n+\n+7776FU\n')).toBe('Detect (shogi)');
    expect(auto('1. C2.5 H8+7 *\n')).toBe('Detect (xiangqi)');
    expect(readAsOptions('').map(([id]) => id)).toEqual(['auto', 'shogi', 'xiangqi']);
  });
});
