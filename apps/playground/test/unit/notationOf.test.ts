/**
 * The tab a pasted text belongs to (`notationOf`), offered under another tab's error (`OtherTab`): each tab's reader
 * refused the others' notations with its own syntax error, and said nothing of where the text goes. A file goes to
 * the tab its name or its text is for (`viewOfFile`).
 */
import fs from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleTable } from '@x/fbr/vocabulary';
import { sharedGameFiles } from '../../../../tests/shared-data';
import { viewOfFile } from '../../src/lib/files/droppedFile';
import { FBR_RULES, notationOf, readsAsGames } from '../../src/lib/text/notationOf';

const view = (text: string) => notationOf(text)?.view;

describe('notationOf', () => {
  it.each([
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'fen'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', 'fen'],
    ['lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1', 'fen'],
    ['+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c', 'feen'],
    ['[Event "x"]\n[White "A"]\n\n1. e4 e5 *\n', 'san'],
    ['1. e4 e5 2. Nf3 *', 'san'],
    ['[Variant "Classical"] w 0/100 1 (8|1) K5,1+|k5,8+|P4,2+ P4,2>4,4', 'icn'],
    ['手合割：平手\n   1 ７六歩(77)\n', 'records'],
    ['V2.2\nPI\n+\n+7776FU\n', 'records'],
    // xiangqi, janggi and makruk records, which the SAN tab refused with a chess error ("Expected a file")
    ['[Event "Casual"]\n[Variant "Xiangqi"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 *\n', 'records'],
    ['1. C2.5 H8+7 2. H2+3 R9.8', 'records'],
    ['炮二平五 马８进７ 马二进三 车９平８', 'records'],
    ['[Variant "janggi"]\n\n1. H02-83 H12-33 *', 'records'],
    ['[Variant "makruk"]\n\n1. จ๔ จ๕ *', 'records'],
    // PGN of those variants in SAN (pychess-variants'), and a lichess export's evaluations, stay the SAN tab's
    ['[Variant "Xiangqi"]\n\n1. Chc3 Afe9 2. Cxb10 Chd8 *', 'san'],
    [
      '[Event "x"]\n\n1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%eval -1.25] } (1... c5 { +0.3 }) *',
      'san',
    ],
    ['Variant: Mini chess (6x6)\nBoard: 6x6\n', 'sjaak'],
    ['[minichess:chess]\nmaxRank = 6\nmaxFile = f\n', 'fairy'],
    ['royal promotion+=enter{P} +P==QRBN K Q R B N P', 'fbr'],
    ['!holding royal\nK Q R B N P A=B+N', 'fbr'],
    ['atomic K Q R B N P', 'fbr'],
  ])('%s is for the %s tab', (text, tab) => {
    expect(view(text)).toBe(tab);
  });

  it("knows FBR's rules by @x/fbr's own table", () => {
    expect([...FBR_RULES].sort()).toEqual(Object.keys(ruleTable).sort());
  });

  it('names nothing for text of no shape it knows', () => {
    for (const text of ['', '   ', 'hello world', 'e4 e5', '{"pieces": []}', 'win the game', 'K Q R'])
      expect(view(text)).toBeUndefined();
  });
});

describe("readsAsGames: a text pasted outside the SAN tab's editor that its database reads (wip-351)", () => {
  // PGN and movetext, numbered or bare, comments before them allowed
  it.each([
    '[Event "x"]\n\n1. e4 e5 *',
    '1. e4 e5',
    'e4 e5 Nf3',
    'Nf3',
    'O-O-O+',
    'exd5 Qxd5',
    'P@e4 e5',
    '{ a study } 1. d4',
    '% escape\n; remark\n[Event "x"]',
  ])('%j is games', (text) => expect(readsAsGames(text)).toBe(true));

  // neither prose nor another tab's notation (those are said so, or opened in their tab)
  it.each([
    'hello, this is my shopping list',
    'e4 is the best move',
    'a4 paper',
    '{"pieces": []}',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    '1. C2.5 H8+7',
    'Variant: Mini chess (6x6)\n',
  ])('%j is no games', (text) => expect(readsAsGames(text)).toBe(false));

  it.skipIf(sharedGameFiles().length === 0)('every PGN file of ../shared/data', () => {
    for (const path of sharedGameFiles())
      expect(readsAsGames(fs.readFileSync(path).subarray(0, 4096).toString('utf8')), path).toBe(true);
  });
});

describe('viewOfFile: the tab a dropped, pasted or chosen file opens in', () => {
  const file = (text: string, name: string) => new File([text], name, { type: 'text/plain' });
  it('a record by its name, or by its text whatever its name (pychess names a WXF record .pgn)', async () => {
    expect(await viewOfFile(file('', 'game.kif'))).toBe('records');
    expect(await viewOfFile(file('', 'GAME.WXF'))).toBe('records');
    const pychess =
      '[Event "Casual"]\n[Variant "xiangqi"]\n[Result "1-0"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 1-0\n';
    expect(await viewOfFile(file(pychess, 'pychess.pgn'))).toBe('records');
    expect(await viewOfFile(file('手合割：平手\n   1 ７六歩(77)\n', 'shogi.txt'))).toBe('records');
    expect(await viewOfFile(file('[Event "x"]\n\n1. e4 e5 *\n', 'chess.pgn'))).toBe('san');
    expect(await viewOfFile(file('[Variant "Xiangqi"]\n\n1. Chc3 Afe9 *\n', 'xiangqi-san.pgn'))).toBe('san');
  });

  it.skipIf(sharedGameFiles().length === 0)('every PGN file of ../shared/data is the SAN tab’s', async () => {
    for (const path of sharedGameFiles()) {
      const head = fs.readFileSync(path).subarray(0, 4096);
      expect(await viewOfFile(new File([head], basename(path))), path).toBe('san');
    }
  });
});
