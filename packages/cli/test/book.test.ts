/**
 * `xn book make|merge|dump|probe` end to end (smoke tests: `@x/search`'s own tests hold the books to Polyglot's):
 * the book of a stored PGN is the stored book Polyglot wrote, probe's text and JSON, dump's PGN checks again,
 * warnings, usage and input errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './temp-dir.js';
import { hasStackTrace, xn } from './xn.js';

const searchFixture = (name: string) =>
  new URL(`../../search/test/fixtures/${name}`, import.meta.url).pathname;
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('xn book', () => {
  const dir = tempDir('xn-book-');
  const book = path.join(dir, 'games.bin');

  it('make writes the book polyglot make-book wrote; probe lists a position, as text or JSON', () => {
    const made = xn(['book', 'make', searchFixture('games.pgn'), '-o', book, '--min-game', '1']);
    expect([made.status, made.stderr]).toEqual([0, '']);
    expect(fs.readFileSync(book).equals(fs.readFileSync(searchFixture('games-min1.bin')))).toBe(true);
    const text = xn(['book', 'probe', book, '--fen', START]);
    expect(text.status).toBe(0);
    expect(
      text.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(' ')[0])
        .sort(),
    ).toEqual(['a2a4', 'd2d4', 'e2e4']);
    const json = JSON.parse(xn(['book', 'probe', book, '--fen', START, '--json']).stdout) as {
      key: string;
      moves: { uci: string; weight: number; learn: number }[];
    };
    expect(json.key).toBe('463b96181691fc9c');
    expect(json.moves.map((m) => `${m.uci} ${m.weight} ${m.learn}`).join('\n')).toBe(text.stdout.trim());
    // without --fen, the start position (as polyglot's tools): "xn book probe: give the position: --fen FEN"
    expect(xn(['book', 'probe', book])).toEqual({ status: 0, stdout: text.stdout, stderr: '' });
    // -o FILE: the moves there (they went to stdout, the file unwritten)
    const probed = path.join(dir, 'probed.txt');
    expect(xn(['book', 'probe', book, '-o', probed])).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(fs.readFileSync(probed, 'utf8')).toBe(text.stdout);
    expect(xn(['book', 'probe', book, '--json']).stdout).toContain('"key":"463b96181691fc9c"');
  });

  it('merge and dump: the dump is PGN xn pgn check reads whole', () => {
    const merged = path.join(dir, 'merged.bin');
    expect(xn(['book', 'merge', book, searchFixture('games-default.bin'), '-o', merged]).status).toBe(0);
    expect(fs.statSync(merged).size).toBe(fs.statSync(book).size);
    const dump = xn(['book', 'dump', merged]);
    expect(dump.status).toBe(0);
    expect(xn(['pgn', 'check', '-'], dump.stdout).stdout).toMatch(/^1 game: 1 good, 0 bad/);
  });

  // the weight stopped at 65535 in silence: mergeBooks counted the capped entries, the cli never said so
  it('merge notes on stderr how many summed weights were capped at 65535', () => {
    const write = (name: string, weights: number[]) => {
      const bytes = Buffer.alloc(16 * weights.length);
      weights.forEach((w, i) => {
        bytes.writeBigUInt64BE(0x463b96181691fc9cn, 16 * i);
        bytes.writeUInt16BE([(12 << 6) | 28, (11 << 6) | 27, (1 << 6) | 18][i]!, 16 * i + 8);
        bytes.writeUInt16BE(w, 16 * i + 10);
      });
      fs.writeFileSync(path.join(dir, name), bytes);
      return path.join(dir, name);
    };
    const a = write('heavy-a.bin', [40000, 30000, 3]);
    const b = write('heavy-b.bin', [40000, 40000, 3]);
    const out = path.join(dir, 'heavy.bin');
    expect(xn(['book', 'merge', a, b, '-o', out])).toEqual({
      status: 0,
      stdout: '',
      stderr: `${out}: note: 2 entries' weights capped at 65535 (a Polyglot weight is 16 bits)\n`,
    });
    expect(xn(['book', 'probe', out]).stdout).toBe('e2e4 65535 0\nd2d4 65535 0\nb1c3 6 0\n');
    expect(xn(['book', 'merge', a, write('light.bin', [1]), '-o', out]).stderr).toBe('');
  });

  it('reports a game cut short by an illegal move and exits 1, the book still written', () => {
    const pgn = path.join(dir, 'bad.pgn');
    fs.writeFileSync(pgn, '[Result "1-0"]\n\n1. e4 e5 2. Ke3 1-0\n');
    const r = xn(['book', 'make', pgn, '-o', path.join(dir, 'bad.bin'), '--min-game', '1']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/bad\.pgn:3:13: warning\[illegal-move\]/);
    expect(fs.statSync(path.join(dir, 'bad.bin')).size).toBe(16);
  });

  it('a crazyhouse book: --variants to make it, --variant to probe it', () => {
    const pgn = path.join(dir, 'zh.pgn');
    fs.writeFileSync(
      pgn,
      '[Variant "Crazyhouse"]\n[Result "1-0"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. P@d5 1-0\n',
    );
    const zh = path.join(dir, 'zh.bin');
    expect(xn(['book', 'make', pgn, '-o', zh, '--min-game', '1', '--variants']).status).toBe(0);
    const fen = 'rnbqkbnr/ppp1pppp/8/8/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 0 4';
    const r = xn(['book', 'probe', zh, '--fen', fen, '--variant', 'crazyhouse']);
    expect([r.status, r.stdout]).toEqual([0, 'P@d5 2 0\n']);
    // without --fen, the start position of --variant's variant
    expect(xn(['book', 'probe', zh, '--variant', 'crazyhouse'])).toEqual({
      status: 0,
      stdout: 'e2e4 2 0\n',
      stderr: '',
    });
    expect(xn(['book', 'make', pgn, '-o', zh, '--min-game', '1']).status).toBe(1);
  });

  // a million games passed the 2^25 pairs BookMaker counts by default: "xn: internal error: more than 33554432 book entries"
  it('--max-entries: past it, one input error saying what to do, no book; under it, the same book', () => {
    const out = path.join(dir, 'capped.bin');
    const over = xn(['book', 'make', searchFixture('games.pgn'), '-o', out, '--max-entries', '10']);
    expect([over.status, over.stderr, fs.existsSync(out)]).toEqual([
      2,
      `xn: ${searchFixture('games.pgn')}: more than 10 (position, move) pairs to count (--max-entries): count fewer plies (--max-ply 40 makes an opening book) or allow more (about 26 bytes each)\n`,
      false,
    ]);
    const args = ['book', 'make', searchFixture('games.pgn'), '-o', out, '--min-game', '1'];
    expect(xn([...args, '--max-entries', '100000']).status).toBe(0);
    expect(fs.readFileSync(out).equals(fs.readFileSync(searchFixture('games-min1.bin')))).toBe(true);
  });

  it("a book's bad move code is an error of the book at its entry, not of --fen", () => {
    const bad = path.join(dir, 'bad-code.bin');
    const bytes = Buffer.alloc(32);
    for (const at of [0, 16]) bytes.writeBigUInt64BE(0x463b96181691fc9cn, at);
    bytes.writeUInt16BE((12 << 6) | 28, 8);
    bytes.writeUInt16BE((6 << 12) | (12 << 6) | 28, 24);
    fs.writeFileSync(bad, bytes);
    for (const args of [
      ['book', 'dump', bad],
      ['book', 'probe', bad, '--fen', START],
    ]) {
      const r = xn(args);
      expect([r.status, r.stderr]).toEqual([
        2,
        expect.stringMatching(/^xn: .*bad-code\.bin: .*\(invalid-book-move at byte 16\)\n$/),
      ]);
    }
  });

  it.skipIf(!fs.existsSync('/dev/zero'))(
    'a book that never ends (/dev/zero) is refused at 64 MiB, not read on',
    () => {
      for (const action of ['probe', 'dump']) {
        const r = xn(['book', action, '/dev/zero']);
        expect([r.status, r.stderr]).toEqual([
          2,
          'xn: /dev/zero: more than 67,108,864 bytes, the most a Polyglot book read from a pipe or device may hold (input-too-long at byte 67108864)\n',
        ]);
      }
    },
  );

  it('usage and input errors exit 2 without a stack trace', () => {
    const own = path.join(dir, 'own.pgn');
    fs.copyFileSync(searchFixture('games.pgn'), own);
    for (const args of [
      ['book', 'make', searchFixture('games.pgn')],
      ['book', 'make', searchFixture('games.pgn'), '-o', book, '--min-game', 'x'],
      ['book', 'make', searchFixture('games.pgn'), '-o', book, '--only-white', '--only-black'],
      // Number() read these as 16 and 0
      ['book', 'make', searchFixture('games.pgn'), '-o', book, '--min-score', '0x10'],
      ['book', 'make', searchFixture('games.pgn'), '-o', book, '--min-score='],
      ['book', 'probe', book, '--fen', 'not a fen'],
      ['book', 'probe', searchFixture('games.pgn'), '--fen', START],
      ['book', 'merge', book],
      ['book', 'dump', path.join(dir, 'missing.bin')],
      ['book', 'probe', book, '--fen', START, '--variant', 'klingon'],
      // "internal error: unknown piece x"
      // the book was written over the PGN it was made from
      ['book', 'make', own, '-o', own],
      ['book', 'dump', book, '--fen', 'x'],
      ['book', 'dump', book, '--fen', '8/8/8/8/8/8/8/8 w - - 0 1'],
      // probe's options, which dump took and left unused; --chess960 that --variant left unused
      ['book', 'dump', book, '--json'],
      ['book', 'dump', book, '--variant', 'shogi'],
      ['book', 'probe', book, '--chess960', '--variant', 'shogi'],
    ]) {
      const r = xn(args);
      expect([args.join(' '), r.status, hasStackTrace(r.stderr)]).toEqual([args.join(' '), 2, false]);
      expect(r.stderr).toMatch(/^xn: /);
      expect(r.stderr).not.toMatch(/internal error/);
    }
    expect(fs.readFileSync(own, 'latin1').startsWith('[')).toBe(true);
    expect(xn(['book', '--help']).stdout).toMatch(/^xn book make\|merge\|dump\|probe/);
  });
});
