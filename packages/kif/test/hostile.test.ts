/**
 * Hostile records (wip-337's sweep): long runs of blanks read in linear time, and what a record holds that no
 * reader can keep is an error or a warning, never dropped in silence.
 */
import { describe, expect, it } from 'vitest';
import { decode, KifError, parse, parseSfen, safeParse, stringify } from '../src/index.js';
import { KIF_RESULTS } from '../src/model/game.js';
import { fromJkf, stringifyJkf } from '../src/jkf.js';

const HEADER = '手数----指手---------消費時間--\n';

describe('linear time on long runs of blanks', () => {
  // The check of a KIF move line's tail (`^[\s\u3000]*\+?[\s\u3000]*$`) backtracked over every split of the
  // blanks: 200,000 blanks before a stray character took 48 s, 400,000 took 236 s. The runner's timeout is the
  // hang guard.
  it('reads a KIF move line with 400,000 blanks before stray text, warning once', () => {
    const warnings: string[] = [];
    const game = parse(`${HEADER}   1 ７六歩(77)${' \u3000\t'.repeat(133_334)}x\n`, {
      onWarning: (w) => warnings.push(`${w.code}@${w.line}:${w.column}`),
    });
    expect(game.moves.map((m) => m.usi)).toEqual(['7g7f']);
    expect(warnings).toEqual(['invalid-time@2:13']);
  });
});

describe('a move number too long to be a number', () => {
  it('is said as written, not as Infinity', () => {
    const warnings: string[] = [];
    const game = parse(`${HEADER}${'9'.repeat(400)} ７六歩(77)\n`, {
      onWarning: (w) => warnings.push(`${w.code}@${w.line}:${w.column}: ${w.message}`),
    });
    expect(game.moves.map((m) => m.usi)).toEqual(['7g7f']);
    expect(warnings).toEqual([
      'move-number-mismatch@2:1: move 999999999999… (400 digits) where 1 was expected',
    ]);
  });
});

describe('JKF: what a record says is checked, never dropped', () => {
  const move = (color: number, from: [number, number] | undefined, to: [number, number], piece: string) => ({
    move: {
      color,
      ...(from ? { from: { x: from[0], y: from[1] } } : {}),
      to: { x: to[0], y: to[1] },
      piece,
    },
  });
  const P76 = move(0, [7, 7], [7, 6], 'FU');
  const P34 = move(1, [3, 3], [3, 4], 'FU');
  const refused = (jkf: unknown) => {
    const read = (() => {
      try {
        return fromJkf(jkf);
      } catch (error) {
        return error;
      }
    })();
    expect(read).toBeInstanceOf(KifError);
    return [(read as KifError).code, (read as KifError).message];
  };

  it('refuses a move after a special (投了 and the like) instead of dropping it; keeps comments there', () => {
    expect(refused({ moves: [{}, P76, { special: 'TORYO' }, P34] })).toEqual([
      'invalid-json',
      'moves.3: a move after the end of its line (TORYO)',
    ]);
    expect(refused({ moves: [{}, { ...P76, forks: [[{ special: 'CHUDAN' }, P76]] }] })[1]).toBe(
      'moves.1.forks.0.1: a move after the end of its line (CHUDAN)',
    );
    // json-kifu-format writes a CSA record's closing comments as a second special
    const closing = [
      { special: 'KACHI', comments: ['win'] },
      { special: 'KACHI', comments: ['summary'] },
    ];
    expect(fromJkf({ moves: [{}, P76, ...closing] }).end).toEqual({
      result: 'KACHI',
      comments: ['win', 'summary'],
    });
  });

  it('refuses a branch in place of the end of a line, in JKF and KIF, saying so', () => {
    // tsshogi and json-kifu-format read these (ShogiHome writes them); the model has no place for them yet
    const fork = { special: 'TORYO', forks: [[{ ...P76, move: { ...P76.move, color: 1 } }]] };
    expect(refused({ moves: [{}, P76, fork] })[1]).toBe(
      'moves.2.forks: forks in place of the end of a line are not read',
    );
    const kif = `${HEADER}   1 ７六歩(77)\n   2 投了\n\n変化：2手\n   2 ３四歩(33)\n`;
    expect(() => parse(kif)).toThrow(
      expect.objectContaining({
        code: 'invalid-branch',
        line: 5,
        message: 'move 2 of its line is its end (TORYO): a branch in place of the end is not read',
      }),
    );
  });

  it("refuses a move whose color, piece or capture is not the position's", () => {
    expect(refused({ moves: [{}, move(1, [7, 7], [7, 6], 'FU')] })[1]).toBe(
      'moves.1.move.color: color 1, but sente is to move',
    );
    expect(refused({ moves: [{}, move(0, [7, 7], [7, 6], 'HI')] })[1]).toBe(
      'moves.1.move.piece: piece HI, but the piece on the square is FU',
    );
    const capture = { move: { ...P76.move, capture: 'HI' } };
    expect(refused({ moves: [{}, capture] })[1]).toBe(
      'moves.1.move.capture: capture HI, but the move takes nothing',
    );
  });

  it('refuses a piece kind it does not know on the board or in hand, and a piece with no color', () => {
    const kings = (board: { color?: number; kind?: string }[][], hands: object[] = [{}, {}]) => ({
      initial: { preset: 'OTHER', data: { color: 0, board, hands } },
      moves: [{}],
    });
    const empty = () => Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
    const board = empty() as { color?: number; kind?: string }[][];
    board[4]![0] = { color: 1, kind: 'OU' };
    board[4]![8] = { color: 0, kind: 'OU' };
    expect(fromJkf(kings(board, [{ FU: 2 }, {}])).start).toBe('4k4/9/9/9/9/9/9/9/4K4 b 2P 1');
    for (const hand of [{ XX: 1 }, { OU: 1 }, { TO: 1 }])
      expect(refused(kings(board, [hand, {}]))[1]).toMatch(
        /^initial\.data\.hands\.0\.\w\w: \w\w is not a piece in hand$/,
      );
    const stray = board.map((file) => [...file]);
    stray[0]![0] = { color: 1, kind: 'ZZ' };
    expect(refused(kings(stray))[1]).toBe('initial.data.board.0.0.kind: unknown piece ZZ');
    stray[0]![0] = { kind: 'FU' };
    expect(refused(kings(stray))[1]).toBe('initial.data.board.0.0: a FU with no color');
  });
});

describe('bytes no encoding reads', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const codeAndPlace = (bytes: Uint8Array) => {
    try {
      decode(bytes);
    } catch (error) {
      const e = error as KifError;
      return [e.code, e.line, e.column, e.message];
    }
    return undefined;
  };

  it('locates a UTF-8 record cut inside a character at the cut, not at the start', () => {
    const record = utf8(`先手：羽生\n${HEADER}   1 ７六歩(77)\n*角道`);
    expect(codeAndPlace(record.subarray(0, record.length - 1))).toEqual([
      'invalid-encoding',
      4,
      3,
      'neither UTF-8, Shift_JIS nor EUC-JP: UTF-8 up to here (the bytes end inside a character: a cut file?), ' +
        'never Shift_JIS nor EUC-JP',
    ]);
  });

  it('locates the first line in another encoding, and names UTF-16 for what it is', () => {
    // 先手 in Shift_JIS on line 2 of a UTF-8 record
    const mixed = new Uint8Array([...utf8('後手：谷川\n'), 0x90, 0xe6, 0x8e, 0xe8, 0x0a]);
    expect(codeAndPlace(mixed)?.slice(0, 3)).toEqual(['invalid-encoding', 2, 1]);
    const utf16 = new Uint8Array([0xff, 0xfe, 0x48, 0x51, 0x4b, 0x62]);
    expect(codeAndPlace(utf16)?.[3]).toMatch(/^UTF-16 /);
  });
});

describe('text that is no record', () => {
  it('is unknown-format at its first line, not a good empty game with warnings', () => {
    const refused = (text: string, options?: Parameters<typeof parse>[1]) => {
      const warnings: string[] = [];
      try {
        parse(text, { ...options, onWarning: (w) => warnings.push(w.code) });
      } catch (error) {
        const e = error as KifError;
        return [e.code, e.line, e.column, e.message, warnings];
      }
      return warnings;
    };
    expect(refused('\nhello world\nfoo\n')).toEqual(['unknown-format', 2, 1, 'no line is KIF', []]);
    expect(refused('hello', { format: 'ki2' })).toEqual(['unknown-format', 1, 1, 'no line is KI2', []]);
    expect(refused('{"header":{},"moves":[{}]}')[3]).toBe(
      'no line is KIF: JSON, a JKF record? (read it with fromJkf of @x/kif/jkf)',
    );
    // a stray line in a record is still a warning, in its place among the others
    expect(refused('stray\n先手：A\n謎：x\n   1 ７六歩(77)\n')).toEqual(['invalid-line', 'unknown-header']);
    expect(refused('stray\n▲７六歩\n', { format: 'ki2' })).toEqual(['invalid-line']);
    expect(refused('stray\n先手：A\n', { mode: 'strict' }).slice(0, 3)).toEqual(['invalid-line', 1, 1]);
    expect(parse('').moves).toEqual([]);
  });
});

describe('old Mac line ends (a lone CR)', () => {
  it('locates errors and warnings on their line, as with LF and CRLF', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = [
        '手数----指手--',
        '   1 ７六歩(77)',
        'stray',
        '   2 ３四歩(33)',
        '   3 ７五歩(77)',
        '',
      ].join(eol);
      const warnings: string[] = [];
      const read = safeParse(text, { onWarning: (w) => warnings.push(`${w.code}@${w.line}:${w.column}`) });
      expect(read.success ? undefined : [read.error.code, read.error.line, read.error.column], eol).toEqual([
        'illegal-move',
        5,
        6,
      ]);
      expect(warnings).toEqual(['invalid-line@3:1']);
    }
  });
});

describe('a foul (CSA %+ILLEGAL_ACTION: by sente, so gote wins) in the closing line', () => {
  it('names the winner in KIF and KI2, with either side to move, and KI2 reads it back', () => {
    for (const moves of ['+7776FU\n', '+7776FU\n-3334FU\n'])
      for (const [result, winner] of [
        ['+ILLEGAL_ACTION', '後手'],
        ['-ILLEGAL_ACTION', '先手'],
      ] as const) {
        const game = parse(`V2.2\nPI\n+\n${moves}%${result}\n`);
        const plies = moves.split('\n').length - 1;
        const closing = `まで${plies}手で${winner}の反則勝ち`;
        // main wrote 先手 for + in KIF, and 後手の反則負け (+, gote to move) or 先手の反則負け (-, sente to move) in KI2
        expect(stringify(game).split('\n'), result).toContain(closing);
        const ki2 = stringify(game, { format: 'ki2' });
        expect(ki2.split('\n'), result).toContain(closing);
        expect(parse(ki2, { format: 'ki2' }).end?.result).toBe(result);
      }
  });
});

describe('every result, either side to move', () => {
  it('reads back from KIF, KI2 and JKF as written', () => {
    const lost: string[] = [];
    for (const result of KIF_RESULTS)
      for (const usi of ['7g7f', '7g7f 3c3d']) {
        const game = { ...parse(`position startpos moves ${usi}`), end: { result } };
        for (const format of ['kif', 'ki2'] as const) {
          const back = parse(stringify(game, { format }), { format }).end?.result;
          // KIF's move-line words state a foul by the side to move as its loss (反則負け), the same winner
          const same =
            back === result || (format === 'kif' && back === 'ILLEGAL_MOVE' && /ILLEGAL/.test(result));
          if (!same) lost.push(`${format} ${usi.length > 4 ? 'sente' : 'gote'} to move: ${result} → ${back}`);
        }
        expect(fromJkf(stringifyJkf(game)).end?.result).toBe(result);
      }
    // main: MATTA and ERROR came back from KI2 as CHUDAN, and a foul's winner changed sides
    expect(lost).toEqual([]);
  });
});

describe('a board diagram of the wrong size, or an illegal one', () => {
  const row = (rank: number, cells = ' ・'.repeat(9)) => `|${cells}|${'一二三四五六七八九'[rank]}`;
  const board = (rows: string[]) =>
    ['後手の持駒：なし', '  ９ ８ ７ ６ ５ ４ ３ ２ １', '+---------------------------+', ...rows]
      .concat(['+---------------------------+', '先手の持駒：なし', '手数----指手--', ''])
      .join('\n');
  const kings = Array.from({ length: 9 }, (_, r) =>
    r === 0
      ? row(0, ' ・ ・ ・ ・v玉 ・ ・ ・ ・')
      : r === 8
        ? row(8, ' ・ ・ ・ ・ 玉 ・ ・ ・ ・')
        : row(r),
  );
  const fault = (text: string) => {
    const read = safeParse(text);
    return read.success
      ? undefined
      : [read.error.code, read.error.line, read.error.column, read.error.message];
  };

  it('is invalid-board at the row at fault, not an invalid-sfen of a text the user never wrote', () => {
    // main: invalid-sfen at 1:1 ('expected 9 ranks'), at 2:13 ('more than 9 ranks'), '0' is not a shogi piece
    expect(fault(board(kings.slice(0, 8)))).toEqual(['invalid-board', 11, 1, 'a board of 8 ranks, not 9']);
    expect(fault(board([...kings, row(1)]))).toEqual(['invalid-board', 13, 1, 'a board of 10 ranks, not 9']);
    const wide = kings.map((r, i) => (i === 3 ? row(3, ' ・'.repeat(10)) : r));
    expect(fault(board(wide))).toEqual(['invalid-board', 7, 1, 'rank 4 has 10 squares, not 9']);
  });

  it('locates an illegal position at the diagram', () => {
    const checked = kings.map((r, i) => (i === 1 ? row(1, ' ・ ・ ・ ・ 金 ・ ・ ・ ・') : r));
    expect(fault(board(checked))?.slice(0, 3)).toEqual(['illegal-position', 4, 1]);
  });
});

describe('positions shogi forbids, which @x/core plays', () => {
  it('refuses two pawns of a side on a file and pieces that can never move, naming the square', () => {
    const fault = (sfen: string) => {
      try {
        parseSfen(sfen);
      } catch (error) {
        return [(error as KifError).code, (error as KifError).message];
      }
      return undefined;
    };
    // main read all of these
    expect(fault('4k4/9/9/9/9/4P4/4P4/9/4K4 b - 1')).toEqual([
      'illegal-position',
      'not a legal position: two sente pawns on file 5 (nifu)',
    ]);
    expect(fault('P3k4/9/9/9/9/9/9/9/4K4 b - 1')?.[1]).toBe(
      'not a legal position: a sente pawn on 9a can never move',
    );
    expect(fault('4k4/9/9/9/9/9/9/9/n3K4 b - 1')?.[1]).toBe(
      'not a legal position: a gote knight on 9i can never move',
    );
    expect(fault('4k4/9/9/9/9/9/9/n8/4K4 b - 1')?.[1]).toBe(
      'not a legal position: a gote knight on 9h can never move',
    );
    expect(fault('4k4/9/9/9/9/9/9/l8/4K4 b - 1')).toBeUndefined();
    // a tokin and a pawn share a file; each side may have its own pawn on a file
    expect(fault('4k4/4p4/9/9/9/9/4+P4/4P4/4K4 b - 1')).toBeUndefined();
  });
});
