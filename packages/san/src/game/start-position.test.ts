import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { thrown } from '../../../../tests/errors.js';
import { SanError } from '../shared/errors.js';
import { parsePgn } from '../pgn/games.js';
import { replay } from './replay.js';
import { safeStartingPosition, startingPosition } from './start-position.js';
import { walkGame } from './walk.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** One game with these tags and movetext. */
function game(tags: Record<string, string>, movetext = '*') {
  const head = Object.entries(tags)
    .map(([k, v]) => `[${k} "${v}"]\n`)
    .join('');
  return parsePgn(`${head}\n${movetext}\n`)[0]!;
}

describe('startingPosition: Variant tags', () => {
  const cases: [string, keyof typeof variants][] = [
    ['Standard', 'chess'],
    ['From Position', 'chess'],
    ['Chess960', 'chess960'],
    ['chess 960', 'chess960'],
    ['fischerandom', 'chess960'],
    ['Fischer Random', 'chess960'],
    ['Crazyhouse', 'crazyhouse'],
    ['Atomic', 'atomic'],
    ['King of the Hill', 'kingofthehill'],
    ['kingofthehill', 'kingofthehill'],
    ['Three-check', 'threecheck'],
    ['3check', 'threecheck'],
    ['Antichess', 'antichess'],
    ['Suicide', 'antichess'],
    ['Giveaway', 'giveaway'],
    ['Horde', 'horde'],
    ['Racing Kings', 'racingkings'],
    ['racingkings', 'racingkings'],
    ['shogi', 'shogi'],
    ['Xiangqi', 'xiangqi'],
    ['Janggi', 'janggi'],
    ['Korean Chess', 'janggi'],
    ['capablanca', 'capablanca'],
    ['Makruk', 'makruk'],
  ];
  it.each(cases)('%s is variants.%s, from its start without a FEN tag', (tag, key) => {
    const start = startingPosition(game({ Variant: tag }));
    const def = variants[key];
    expect(start.variant).toBe(def);
    expect(start.toFen()).toBe(Position.fromFen(def.startFen, def).toFen());
  });

  it('no Variant tag (or an empty one) is chess; headers alone work too', () => {
    expect(startingPosition(game({ White: 'A' })).toFen()).toBe(START);
    expect(startingPosition(game({ Variant: '' })).variant).toBe(variants.chess);
    expect(startingPosition(new Map([['Variant', 'Atomic']])).variant).toBe(variants.atomic);
  });

  it('a name ending in 960 is the variant with Chess960 castling (pychess-variants)', () => {
    const fen = 'rnbqkbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBRN[] w GAga - 0 1';
    const start = startingPosition(game({ Variant: 'Crazyhouse960', FEN: fen }));
    expect(start.variant.id).toBe('crazyhouse960');
    expect(start.variant.castling?.chess960).toBe(true);
    expect(startingPosition(game({ Variant: 'Crazyhouse960' })).variant).toBe(start.variant);
  });

  it('options.variants knows more names, asked with the key after the built-in ones (and for 960 forms)', () => {
    const asked: string[] = [];
    const mine = (key: string) => {
      asked.push(key);
      return key === 'myatomic' ? variants.atomic : undefined;
    };
    expect(startingPosition(game({ Variant: 'My-Atomic' }), { variants: mine }).variant).toBe(
      variants.atomic,
    );
    expect(startingPosition(game({ Variant: 'my_atomic960' }), { variants: mine }).variant.id).toBe(
      'atomic960',
    );
    expect(asked).toEqual(['myatomic', 'myatomic960', 'myatomic']);
    asked.length = 0;
    expect(startingPosition(game({ Variant: 'Standard' }), { variants: mine }).variant).toBe(variants.chess);
    expect(asked).toEqual([]);
    expect(() => startingPosition(game({ Variant: 'My Atomic' }))).toThrow(/unknown variant/);
  });
});

describe('startingPosition: FEN tags', () => {
  it('reads the FEN tag with or without SetUp', () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
    expect(startingPosition(game({ SetUp: '1', FEN: fen })).toFen()).toBe(fen);
    expect(startingPosition(game({ FEN: fen })).toFen()).toBe(fen);
  });

  it('reads a variant FEN in its variant (three-check counters, crazyhouse hands, shogi)', () => {
    const three = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2+3 0 1';
    expect(startingPosition(game({ Variant: 'Three-check', FEN: three })).toFen()).toBe(three);
    const zh = 'rnbqkbnr/ppp1pppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQkq - 0 3';
    expect(startingPosition(game({ Variant: 'Crazyhouse', FEN: zh })).toFen()).toBe(zh);
  });

  it('an empty FEN tag is the variant start (as chessops reads it)', () => {
    expect(startingPosition(game({ FEN: '' })).toFen()).toBe(START);
  });
});

describe('startingPosition: errors, located at the tag value', () => {
  it('an unknown variant', () => {
    const text = '[Event "x"]\n[Variant "Seirawan"]\n\n1. e4 *\n';
    const error = thrown(SanError, () => startingPosition(parsePgn(text)[0]!));
    expect(error).toMatchObject({ code: 'unknown-variant', line: 2, column: 11, length: 8 });
    expect(text.slice(error.offset, error.offset + error.length)).toBe('Seirawan');
  });

  it('a bad FEN: at the FEN error inside the value, its cause the FenError', () => {
    const text =
      '[Event "x"]\n\n*\n\n[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"]\n\n1. e4 *\n';
    const games = parsePgn(text);
    const error = thrown(SanError, () => startingPosition(games[1]!));
    expect(error).toMatchObject({ code: 'invalid-fen', line: 5, length: 1 });
    expect(text.slice(error.offset, error.offset + error.length)).toBe('x');
    expect((error.cause as { name: string; code: string }).code).toBe('turn');
  });

  it('an illegal position: the whole value, its cause the PositionError', () => {
    const fen = '8/8/8/8/8/8/8/K7 w - - 0 1';
    const text = `[SetUp "1"]\n[FEN "${fen}"]\n\n*\n`;
    const error = thrown(SanError, () => startingPosition(parsePgn(text)[0]!));
    expect(error).toMatchObject({ code: 'invalid-fen', line: 2, column: 7, length: fen.length });
    expect((error.cause as { name: string }).name).toBe('PositionError');
  });

  it('a FEN of another variant', () => {
    const fen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1';
    const result = safeStartingPosition(game({ Variant: 'Standard', FEN: fen }));
    expect(result.success === false && result.error.code).toBe('invalid-fen');
  });

  it('a [FEN "…"] in a comment of the movetext is not the tag', () => {
    const text = '[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n1. e4 {[FEN "x"]} *\n';
    const error = thrown(SanError, () => startingPosition(parsePgn(text)[0]!));
    expect(error).toMatchObject({ code: 'invalid-fen', line: 1, column: 7 });
  });

  it('headers without a source: offset 0, length 0', () => {
    const result = safeStartingPosition(new Map([['Variant', 'Bughouse']]));
    expect(result).toMatchObject({
      success: false,
      error: { code: 'unknown-variant', offset: 0, length: 0 },
    });
    expect(safeStartingPosition(new Map()).success).toBe(true);
  });
});

describe('walkGame and replay from startingPosition', () => {
  const games: [Record<string, string>, string, string][] = [
    [{ Variant: 'Crazyhouse' }, '1. e4 d5 2. exd5 e6 3. P@e5 *', 'P@e5'],
    [{ Variant: 'Atomic' }, '1. e4 d5 2. exd5 *', 'exd5'],
    [{ Variant: 'Antichess' }, '1. e3 b5 2. Bxb5 *', 'Bxb5'],
    [{ Variant: 'King of the Hill' }, '1. e4 e5 2. Ke2 *', 'Ke2'],
    [{ Variant: 'Three-check' }, '1. e4 f6 2. Qh5+ *', 'Qh5+'],
    [{ Variant: 'Horde' }, '1. e5 d6 *', 'd6'],
    [{ Variant: 'Racing Kings' }, '1. Kh3 Ka3 *', 'Ka3'],
    [
      { Variant: 'Chess960', FEN: 'bqnbrkrn/pppppppp/8/8/8/5N2/PPPPPPPP/BQNBRK1R w Hg - 0 1' },
      '1. O-O *',
      'O-O',
    ],
  ];
  it.each(games)('%j %s', (tags, movetext, last) => {
    const g = game(tags, movetext);
    const sans: string[] = [];
    walkGame(g, startingPosition(g), (step) => void sans.push(step.san));
    expect(sans.at(-1)).toBe(last);
  });

  it('parsePgn reads a game in the SAN of its Variant tag, so walkGame(game, startingPosition(game)) works', () => {
    for (const [name, movetext, last] of [
      ['Xiangqi', '1. Che3 Che8 2. Ng3 *', 'Ng3'],
      ['Capablanca', '1. Ci3 Ci6 2. e4 *', 'e4'],
      ['makruk', '1. e4 e5 2. Sd2 *', 'Sd2'],
      ['shogi', '1. e4 e6 *', 'e6'],
    ] as const) {
      const g = game({ Variant: name }, movetext);
      const sans: string[] = [];
      walkGame(g, startingPosition(g), (step) => void sans.push(step.san));
      expect(sans.at(-1), name).toBe(last);
    }
  });

  it('replay reads the movetext in the start position’s variant (xiangqi, shogi, makruk, capablanca)', () => {
    for (const [name, movetext] of [
      ['xiangqi', '1. Che3 *'],
      ['shogi', '1. e4 *'],
      ['makruk', '1. e4 *'],
      ['capablanca', '1. Ci3 *'],
    ] as const) {
      const start = startingPosition(new Map([['Variant', name]]));
      const result = replay(start, movetext);
      expect(result.success, name).toBe(true);
    }
  });
});

describe('startingPosition: a fresh position each call', () => {
  it('a played-on start position does not change the next game’s (the start is parsed once and cloned)', () => {
    for (const Variant of ['Standard', 'Crazyhouse', 'Chess960']) {
      const tags = { Event: 'e', Variant };
      const first = startingPosition(game(tags));
      const fen = first.toFen();
      first.play('e2e4');
      const second = startingPosition(game(tags));
      expect(second).not.toBe(first);
      expect(second.toFen()).toBe(fen);
      expect(() => second.undo()).toThrow(); // no history carried over
      expect(second.variant).toBe(first.variant);
    }
  });
});

describe('startingPosition: an instance of Position (issue #91)', () => {
  it('every game’s start, a standard one on the chess engine included, is `instanceof Position`', () => {
    expect(startingPosition(new Map())).toBeInstanceOf(Position);
    for (const tags of [
      { Event: 'e' },
      { Variant: 'Standard' },
      { FEN: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' },
      { Variant: 'Atomic' },
    ])
      expect(startingPosition(game(tags))).toBeInstanceOf(Position);
  });
});
