import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath, sharedPgnFiles } from '../../../../tests/shared-data.js';
import { xn } from '../xn.js';
import { fileWriter, fixture, fixtureText, tempDir } from '../temp-dir.js';

const dir = tempDir('xn-convert-');
const file = fileWriter(dir);

const ANNOTATED = fixtureText('annotated.pgn');

/** Movetext on one line (the writer wraps it at 80 columns). */
const flat = (text: string) => text.replace(/\s+/g, ' ').replaceAll('( ', '(');

describe('xn pgn convert', () => {
  const input = fixture('annotated.pgn');
  const san = xn(['pgn', 'convert', '--to', 'san', input]);

  it('--to san: canonical SAN with the tags, comments, NAGs and variations', () => {
    expect(san.stderr).toBe('');
    expect(san.status).toBe(0);
    expect(san.stdout).toContain('[Event "Annotated"]\n[White "Morphy"]\n');
    expect(flat(san.stdout)).toContain('{Before the first move} 1. e4 {[%clk 0:03:00] [%eval 0.17]} 1... e5');
    expect(flat(san.stdout)).toContain('2. Nf3 $1 d6 (2... Nc6 {Main} 3. Bb5 a6 (3... Nf6) 4. Ba4) 3. d4');
    expect(flat(san.stdout)).toContain('60. a8=Q Kg6 61. Qe4+ Kf6 *');
  });

  it('--to lan, uci, fan: the moves in that notation, the rest kept', () => {
    const lan = flat(xn(['pgn', 'convert', '--to', 'lan', input]).stdout);
    expect(lan).toContain('1. e2-e4 {[%clk 0:03:00] [%eval 0.17]} 1... e7-e5');
    expect(lan).toContain(
      '2. Ng1-f3 $1 d7-d6 (2... Nb8-c6 {Main} 3. Bf1-b5 a7-a6 (3... Ng8-f6) 4. Bb5-a4) 3. d2-d4',
    );
    expect(lan).toContain('4. d4xe5 Bg4xf3');
    expect(lan).toContain('12. O-O-O');
    expect(lan).toContain('17. Rd1-d8# 1-0');
    const uci = flat(xn(['pgn', 'convert', '--to', 'uci', input]).stdout);
    expect(uci).toContain('2. g1f3 $1 d7d6 (2... b8c6 {Main} 3. f1b5 a7a6 (3... g8f6) 4. b5a4) 3. d2d4');
    expect(uci).toContain('12. e1c1');
    expect(uci).toContain('60. a7a8q h7g6');
    const fan = flat(xn(['pgn', 'convert', '--to', 'fan', input]).stdout);
    expect(fan).toContain('2. ♘f3 $1 d6 (2... ♘c6 {Main} 3. ♗b5 a6 (3... ♘f6) 4. ♗a4) 3. d4');
    expect(fan).toContain('60. a8=♕ ♔g6 61. ♕e4+');
  });

  it.each(['lan', 'uci', 'fan', 'san'])('--to %s reads back: its canonical SAN is the input’s', (to) => {
    const converted = xn(['pgn', 'convert', '--to', to, input]);
    expect(converted.status).toBe(0);
    const back = xn(['pgn', 'convert', '--to', 'san', '-'], converted.stdout);
    expect(back.stderr).toBe('');
    expect(back.stdout).toBe(san.stdout);
  });

  it('--to json: one game per line, tags, start FEN, moves with SAN, UCI, clocks and evaluations', () => {
    const r = xn(['pgn', 'convert', '--to', 'json', input]);
    const games = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(games).toHaveLength(2);
    const [first, second] = games;
    expect(first.tags).toEqual({
      Event: 'Annotated',
      White: 'Morphy',
      Black: 'Duke of Brunswick and Count Isouard',
      Result: '1-0',
    });
    expect(first.comments).toEqual(['Before the first move']);
    expect(first.moves).toHaveLength(33);
    expect(first.moves[0]).toEqual({
      ply: 1,
      san: 'e4',
      uci: 'e2e4',
      clock: 180,
      eval: { cp: 17 },
    });
    expect(first.moves[1]).toMatchObject({ san: 'e5', clock: 178 });
    expect(first.moves[2]).toMatchObject({ san: 'Nf3', nags: [1] });
    expect(first.moves.at(-1)).toEqual({ ply: 33, san: 'Rd8#', uci: 'd1d8' });
    expect(first.result).toBe('1-0');
    expect(first.start).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(second.start).toBe('8/P6k/8/8/8/8/6K1/8 w - - 0 60');
    expect(second.moves.map((m: { uci: string }) => m.uci)).toEqual(['a7a8q', 'h7g6', 'a8e4', 'g6f6']);
    expect(second.result).toBe('*');
  });

  it('--to json --fen-comments: each move also with the FEN after it (pgn-extract --json --fencomments)', () => {
    const plain = xn(['pgn', 'convert', '--to', 'json', input]).stdout.trimEnd().split('\n');
    const r = xn(['pgn', 'convert', '--to', 'json', '--fen-comments', input]);
    expect(r.stderr).toBe('');
    const games = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const [first, second] = games;
    expect(first.moves[0]).toEqual({
      ply: 1,
      san: 'e4',
      uci: 'e2e4',
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      clock: 180,
      eval: { cp: 17 },
    });
    expect(first.moves.at(-1)).toEqual({
      ply: 33,
      san: 'Rd8#',
      uci: 'd1d8',
      fen: '1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17',
    });
    expect(second.moves.map((m: { fen: string }) => m.fen)).toEqual([
      'Q7/7k/8/8/8/8/6K1/8 b - - 0 60',
      'Q7/8/6k1/8/8/8/6K1/8 w - - 1 61',
      '8/8/6k1/8/4Q3/8/6K1/8 b - - 2 61',
      '8/8/5k2/8/4Q3/8/6K1/8 w - - 3 62',
    ]);
    // without the FENs, the same games
    for (const game of games) for (const move of game.moves) delete move.fen;
    expect(games).toEqual(plain.map((l) => JSON.parse(l)));
  });

  it('a bad game: reported on stderr with its line and column, left out; the others written; exit 1', () => {
    const bad = file('bad.pgn', `[Event "x"]\n\n1. e4 e5 2. Ke3 *\n\n${ANNOTATED}`);
    const r = xn(['pgn', 'convert', '--to', 'uci', bad]);
    expect(r.stderr).toBe(
      `${bad}:3:13: error[illegal-move]: no legal move matches Ke3\n  1. e4 e5 2. Ke3 *\n              ^~~\n`,
    );
    expect(r.stdout).toBe(xn(['pgn', 'convert', '--to', 'uci', input]).stdout);
    expect(r.status).toBe(1);
  });

  it('usage: --to is required and checked', () => {
    for (const args of [
      ['pgn', 'convert', input],
      ['pgn', 'convert', '--to', 'xml', input],
    ]) {
      const r = xn(args);
      expect(r.stderr).toMatch(/^xn: --to takes one of san, lan, uci, fan, json/);
      expect(r.status).toBe(2);
    }
    for (const args of [
      ['--to', 'epd', '--fen-comments'],
      ['--to', 'json', '--fen-comments', '--no-comments'],
    ]) {
      const r = xn(['pgn', 'convert', ...args, input]);
      expect(r.stderr).toMatch(/writes no movetext: the options that shape a game go with san/);
      expect(r.status).toBe(2);
    }
  });
});

describe.skipIf(!hasSharedData)('xn pgn convert on ../shared/data', () => {
  it('lichess-100.pgn: UCI, LAN and FAN read back to the same canonical SAN', () => {
    const lichess = sharedDataPath('pgn', 'lichess-100.pgn');
    const san = xn(['pgn', 'convert', '--to', 'san', lichess]);
    expect(san.status).toBe(0);
    for (const to of ['uci', 'lan', 'fan']) {
      const converted = xn(['pgn', 'convert', '--to', to, lichess]).stdout;
      expect(xn(['pgn', 'convert', '--to', 'san', '-'], converted).stdout, to).toBe(san.stdout);
    }
  });

  it('--shard I/N: N = 2 and 7, the outputs concatenated equal the whole output (a sample of the files)', () => {
    const files = sharedPgnFiles();
    // One file per run here, so that the outputs concatenate in file order.
    // `xn pgn check`'s shard test runs N = 1…7 on every file through the same reading path.
    const sample = [sharedDataPath('pgn', 'lichess-100.pgn'), ...files.filter((_, i) => i % 20 === 0)];
    for (const f of sample) {
      const whole = xn(['pgn', 'convert', '--to', 'uci', '--quiet', f]).stdout;
      for (const n of [2, 7]) {
        let joined = '';
        for (let i = 1; i <= n; i++)
          joined += xn(['pgn', 'convert', '--to', 'uci', '--shard', `${i}/${n}`, f]).stdout;
        expect(joined, `${path.basename(f)}, N = ${n}`).toBe(whole);
      }
    }
  });
});
