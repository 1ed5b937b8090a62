/**
 * The record formats' details: KI2's disambiguation words over every legal move of random games, the words of
 * the Shogi Association's examples, handicaps, CSA positions, results, SFEN errors and USI position commands.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { expectNoFaults } from '../../../tests/faults.js';
import { rng } from '../../../tests/rng.js';
import { HANDICAPS } from '../src/kif/handicaps.js';
import { ki2MoveText, kifMoveText, parseJapaneseMove } from '../src/kif/move-text.js';
import {
  detectFormat,
  KifError,
  parse,
  parseMove,
  parseSfen,
  STARTPOS_SFEN,
  stringify,
  stringifyMove,
  stringifySfen,
} from '../src/index.js';
import { parseCsa } from '../src/csa/read-csa.js';
import { parseKif } from '../src/kif/read-kif.js';
import { parseUsi } from '../src/usi/position-command.js';
import { stringifyCsa } from '../src/csa/write-csa.js';

describe('KI2 and KIF move text', () => {
  it('every legal move of random games reads back from its KI2 and KIF text', () => {
    let moves = 0;
    // one expect() at the end, not two a legal move (over 10,000)
    const faults: string[] = [];
    for (let seed = 1; seed <= 3; seed++) {
      const random = rng(seed);
      const pos = Position.fromFen(variants.shogi.startFen!, variants.shogi);
      let lastTo: string | undefined;
      for (let ply = 0; ply < 100; ply++) {
        const legal = pos.legalMoves();
        if (legal.length === 0) break;
        for (const move of legal) {
          const uci = pos.uci(move);
          for (const text of [
            ki2MoveText(pos, move, lastTo, legal),
            kifMoveText(pos.variant.board, move, lastTo, false),
          ]) {
            const back = pos.uci(parseJapaneseMove(pos, text, lastTo, 0, legal));
            if (back !== uci) faults.push(`seed ${seed}, ply ${ply}, ${text}: reads as ${back}, not ${uci}`);
          }
          moves++;
        }
        const move = legal[Math.floor(random() * legal.length)]!;
        pos.play(move);
        lastTo = move.to;
      }
    }
    expectNoFaults(faults);
    expect(moves).toBeGreaterThan(10_000);
  });

  it('the words of the usual examples: 右, 左, 直, 上, 引, 寄, 打', () => {
    const texts = (sfen: string, to: string) => {
      const { position } = parseSfen(sfen);
      return position
        .legalMoves()
        .filter((m) => m.to === to && !m.promotion)
        .map((m) => ki2MoveText(position, m, undefined))
        .sort();
    };
    // golds on 6九, 5九, 4九 to 5八
    expect(texts('4k4/9/9/9/9/9/9/9/3GGGK2 b - 1', 'e2')).toEqual(['５八金右', '５八金左', '５八金直']);
    // golds on 5九 and 4八 to 5八: one moves up, one sideways
    expect(texts('4k4/9/9/9/9/9/9/5G3/4G3K b - 1', 'e2')).toEqual(['５八金上', '５八金寄']);
    // silvers on 4七 and 6九 to 5八: one moves back, one up
    expect(texts('4k4/9/9/9/9/9/5S3/9/3S4K b - 1', 'e2')).toEqual(['５八銀上', '５八銀引']);
    // a gold in hand and one on the board that can reach
    const { position } = parseSfen('4k4/9/9/9/9/9/9/5G3/8K b G 1');
    const drop = position.legalMoves().find((m) => m.drop && m.to === 'e2')!;
    expect(ki2MoveText(position, drop, undefined)).toBe('５八金打');
    // the gote side: right and left from gote's view
    expect(texts('k2g1g3/9/9/9/9/9/9/9/4K4 w - 1', 'e8')).toEqual(['５二金右', '５二金左']);
  });

  it('promotion: 成 and 不成 where the move could promote', () => {
    const { position } = parseSfen('4k4/9/9/2S6/9/9/9/9/4K4 b - 1');
    const words = position
      .legalMoves()
      .filter((m) => m.to === 'c7')
      .map((m) => ki2MoveText(position, m, undefined))
      .sort();
    expect(words).toEqual(['７三銀不成', '７三銀成']);
  });
});

describe('records', () => {
  it('every handicap name gives its start position and is written back', () => {
    for (const [name, sfen] of HANDICAPS) {
      const game = parseKif(`手合割：${name}\n手数----指手--\n`);
      expect(game.start).toBe(sfen);
      expect(stringify(game)).toBe(`手合割：${name}\n手数----指手---------消費時間--\n`);
    }
  });

  it('an unknown handicap with no board is a warning, and the even start', () => {
    const warnings: string[] = [];
    const game = parseKif('手合割：謎落ち\n', { onWarning: (w) => warnings.push(w.code) });
    expect([game.start, warnings]).toEqual([STARTPOS_SFEN, ['unknown-handicap']]);
  });

  it('the headers Kifu for Windows writes (対局ID, 記録ID, 図) are known: no unknown-header warning', () => {
    const warnings: string[] = [];
    const text =
      '対局ID：12345\n記録ID：67890\n図：詰み\n開始日時：2024/01/02\n謎の見出し：x\n手数----指手---------消費時間--\n';
    const game = parseKif(text, { onWarning: (w) => warnings.push(`${w.code} ${w.message}`) });
    expect(game.headers.map((h) => h.name)).toEqual(['対局ID', '記録ID', '図', '開始日時', '謎の見出し']);
    expect(warnings).toEqual(["unknown-header unknown header '謎の見出し'"]);
  });

  it("stringifyMove and parseMove in KIF's Japanese (７六歩(77), 同　銀(31)), 同 from lastTo", () => {
    const pos = Position.fromFen(variants.shogi.startFen!, variants.shogi);
    const first = parseMove('7g7f', pos);
    expect(stringifyMove(first, pos, { notation: 'kif' })).toBe('７六歩(77)');
    expect(parseMove('７六歩(77)', pos, { notation: 'kif' })).toEqual(first);
    // KI2's form, without the origin, reads too
    expect(parseMove('７六歩', pos, { notation: 'kif' })).toEqual(first);
    const after = Position.fromFen(variants.shogi.startFen!, variants.shogi);
    for (const usi of ['7g7f', '3c3d', '8h2b+']) after.play(parseMove(usi, after));
    const recapture = parseMove('3a2b', after);
    expect(stringifyMove(recapture, after, { notation: 'kif', lastTo: recapture.to })).toBe('同　銀(31)');
    expect(parseMove('同　銀(31)', after, { notation: 'kif', lastTo: recapture.to })).toEqual(recapture);
  });

  it('CSA positions: P1…P9 with hands, P+/P- with AL, and PI with pieces removed', () => {
    const rows = [
      'P1-KY-KE-GI-KI-OU-KI-GI-KE-KY',
      'P2 * -HI *  *  *  *  *  *  * ',
      'P3-FU-FU-FU-FU-FU-FU-FU-FU-FU',
      'P4 *  *  *  *  *  *  *  *  * ',
      'P5 *  *  *  *  *  *  *  *  * ',
      'P6 *  *  *  *  *  *  *  *  * ',
      'P7+FU+FU+FU+FU+FU+FU+FU+FU+FU',
      'P8 * +KA *  *  *  *  * +HI * ',
      'P9+KY+KE+GI+KI+OU+KI+GI+KE+KY',
      'P-00KA',
      '-',
    ];
    const game = parseCsa(`${rows.join('\n')}\n-8384FU\n`);
    expect(game.start).toBe('lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w b 1');
    expect(game.moves[0]!.usi).toBe('8c8d');
    expect(parseCsa(stringifyCsa(game)).start).toBe(game.start);
    expect(parseCsa('PI82HI22KA\n-\n').start).toBe(HANDICAPS.get('二枚落ち'));
    const tsume = parseCsa(
      'P1 *  *  *  *  *  *  * -KE-OU\nP9 *  *  *  * +OU *  *  *  * \nP+00KI\nP-00AL\n+\n',
    );
    expect(tsume.start).toBe('7nk/9/9/9/9/9/9/9/4K4 b G2r2b3g4s3n4l18p 1');
  });

  it('results: KIF words, KI2 summaries and CSA names', () => {
    expect(parse('   1 ７六歩(77)\n   2 千日手\n').end?.result).toBe('SENNICHITE');
    expect(parse('   1 ７六歩(77)\n   2 切れ負け\n').end?.result).toBe('TIME_UP');
    expect(parse('   1 ７六歩(77)\n   2 反則勝ち\n').end?.result).toBe('+ILLEGAL_ACTION');
    expect(parse('▲７六歩\nまで1手で時間切れにより先手の勝ち\n').end?.result).toBe('TIME_UP');
    expect(parse('+\n+7776FU\n%SENNICHITE\n', { format: 'csa' }).end?.result).toBe('SENNICHITE');
  });

  it('KIF writes its header line and the summary line after the main line (まで…手で…の勝ち), before the branches', () => {
    const kif = stringify(
      parse(
        '   1 ７六歩(77)\n   2 ３四歩(33)+\n   3 ２二角成(88)\n   4 投了\n\n変化：2手\n   2 ８四歩(83)\n',
      ),
      { format: 'kif' },
    );
    expect(kif).toContain('手数----指手---------消費時間--\n');
    expect(kif).toMatch(/ {3}4 投了[^\n]*\nまで3手で先手の勝ち\n\n変化：2手\n/);
    expect(stringify(parse('   1 ７六歩(77)\n   2 投了\n'), { format: 'kif' })).toContain(
      'まで1手で先手の勝ち',
    );
    expect(stringify(parse('   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n'), { format: 'kif' })).toContain(
      'まで2手で後手の勝ち',
    );
    expect(stringify(parse('   1 ７六歩(77)\n   2 千日手\n'), { format: 'kif' })).toContain(
      'まで1手で千日手',
    );
    // read back: the summary line is no move
    const again = parse(kif);
    expect(again.moves.length).toBe(3);
    expect(again.end?.result).toBe('TORYO');
  });

  it('SFEN and USI errors are located in the text', () => {
    const e = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(KifError);
        const k = error as KifError;
        return [k.code, k.offset, k.length];
      }
      return undefined;
    };
    expect(e(() => parseSfen('lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1'))).toEqual([
      'invalid-sfen',
      56,
      1,
    ]);
    expect(e(() => parseUsi('position startpos moves 7g7f 7g7f'))).toEqual(['illegal-move', 29, 4]);
    expect(e(() => parseUsi('position sfen 9/9 b - 1'))).toEqual(['invalid-sfen', 14, 3]);
    const game = parseUsi(
      'position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 2 moves 3c3d',
    );
    expect(game.moves[0]!.usi).toBe('3c3d');
    expect(stringifySfen(parseSfen(game.start).position, 2)).toBe(game.start);
  });

  it('a bare SFEN, with or without moves, is a USI position (not a KIF with one unknown line)', () => {
    const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2';
    expect(detectFormat(sfen)).toBe('usi');
    expect(detectFormat(`  ${sfen} moves 3c3d 8h2b+`)).toBe('usi');
    const warnings: string[] = [];
    const game = parse(`${sfen} moves 3c3d 8h2b+`, { onWarning: (w) => warnings.push(w.code) });
    expect(game.start).toBe(sfen);
    expect(game.moves.map((m) => m.usi)).toEqual(['3c3d', '8h2b+']);
    expect(warnings).toEqual([]);
    // a hand field
    expect(parse('4k4/9/9/9/9/9/9/9/4K4 b 2Pr 1 moves P*5b').moves[0]!.usi).toBe('P*5b');
    // its errors located in the text as for `sfen …`
    expect(parseUsiError('9/9/9 b - 1')).toEqual(['invalid-sfen', 0, 5]);
    expect(parseUsiError(`${sfen} moves 3c3d 3c3d`)).toEqual(['illegal-move', 77, 4]);
    // a xiangqi or chess FEN is not an SFEN
    expect(detectFormat('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1')).not.toBe(
      'usi',
    );
  });
});

/** The code, offset and length of the error `parse` throws for a USI position `text`. */
function parseUsiError(text: string): [string, number, number] | undefined {
  try {
    parse(text, { format: 'usi' });
  } catch (error) {
    const k = error as KifError;
    return [k.code, k.offset, k.length];
  }
  return undefined;
}
