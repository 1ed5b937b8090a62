/**
 * `xn pgn check` end to end (the built `run`, in-process; a closed pipe and a terminal spawn the binary): diagnostics and caret lines, the summary,
 * exit statuses, `--json`, stdin, gzip (and corrupt gzip), `-o`, `--fail-fast`, `--quiet`, a closed pipe, the
 * progress bar only on a terminal, and no stack trace for any input.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasStackTrace, XN, xn } from '../xn.js';
import { fileWriter, tempDir } from '../temp-dir.js';

const dir = tempDir('xn-check-');
const file = fileWriter(dir);

const GOOD =
  '[White "A"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n[Variant "Atomic"]\n\n1. e4 d5 2. exd5 *\n';
const BAD = [
  '[White "A"]\n\n1. e4 e5 2. Ke3 *\n',
  '\n[White "B"]\n\n1. d4 {oops\n\n',
  '[White "C"]\n\n1. c4 (1. Nf3 Nf3) e5 0-1\n',
  '\n[White "D"]\n\n1. ♘f3 d5 *\n',
].join('');

/** Fool's mate as 1-0, scholar's mate as 0-1 by its tag alone, a stalemate as 1-0, and fool's mate right. */
const CONTRADICTS = [
  '[Result "1-0"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n',
  '[Result "0-1"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#\n\n',
  '[FEN "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"]\n[SetUp "1"]\n[Result "1-0"]\n\n1. Kh6 1-0\n\n',
  '[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n',
].join('');

describe('xn pgn check', () => {
  it('locates a run of junk at its first character (1:10, not 1:12)', () => {
    const r = xn(['pgn', 'check', '-'], '1. e4 e5 @@@ garbage *\n');
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/^<stdin>:1:10: error\[syntax\]/m);
  });

  it('a clean file: the summary, exit 0', () => {
    const r = xn(['pgn', 'check', file('good.pgn', GOOD)]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      '2 games: 2 good, 0 bad; 10 plies in the good games; by variant: Atomic 1, Standard 1\n',
    );
    expect(r.status).toBe(0);
  });

  it('bad games: FILE:LINE:COL: error[code]: message, the source line and a caret under the span; exit 1', () => {
    const name = file('bad.pgn', BAD);
    const r = xn(['pgn', 'check', name]);
    expect(r.stdout).toBe(
      [
        `${name}:3:13: error[illegal-move]: no legal move matches Ke3`,
        '  1. e4 e5 2. Ke3 *',
        '              ^~~',
        `${name}:7:7: error[syntax]: unterminated comment`,
        '  1. d4 {oops',
        '        ^~~~~',
        `${name}:11:15: error[illegal-move]: no legal move matches Nf3`,
        '  1. c4 (1. Nf3 Nf3) e5 0-1',
        '                ^~~',
        `${name}:15:4: warning[noncanonical]: figurine`,
        '  1. ♘f3 d5 *',
        '     ^',
        '4 games: 1 good, 3 bad; 2 plies in the good games; by variant: Standard 3',
        '',
      ].join('\n'),
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
  });

  it('a result the final position contradicts: a located warning, the game still good (as result-mismatch)', () => {
    const name = file('contradicts.pgn', CONTRADICTS);
    const r = xn(['pgn', 'check', name]);
    expect(r.stdout).toBe(
      [
        `${name}:3:21: warning[result-contradicts-end]: Black mates, but the result is 1-0`,
        '  1. f3 e5 2. g4 Qh4# 1-0',
        '                      ^~~',
        `${name}:5:10: warning[result-contradicts-end]: White mates, but the result is 0-1`,
        '  [Result "0-1"]',
        '           ^~~',
        `${name}:13:8: warning[result-contradicts-end]: Black is stalemated (1/2-1/2), but the result is 1-0`,
        '  1. Kh6 1-0',
        '         ^~~',
        '4 games: 4 good, 0 bad; 16 plies in the good games; by variant: Standard 4',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
    const json = xn(['pgn', 'check', '--json', name]).stdout.trimEnd().split('\n');
    expect(json.map((l) => JSON.parse(l)).map((l) => [l.code, l.line, l.column, l.offset, l.length])).toEqual(
      [
        ['result-contradicts-end', 3, 21, CONTRADICTS.indexOf('1-0', 20), 3],
        ['result-contradicts-end', 5, 10, CONTRADICTS.indexOf('0-1'), 3],
        ['result-contradicts-end', 13, 8, CONTRADICTS.indexOf('1-0', CONTRADICTS.indexOf('Kh6')), 3],
        [undefined, undefined, undefined, undefined, undefined],
      ],
    );
  });

  it('--json: one diagnostic per line, then the summary', () => {
    const r = xn(['pgn', 'check', '--json', file('bad.pgn', BAD)]);
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.type, l.code, l.line, l.column])).toEqual([
      ['diagnostic', 'illegal-move', 3, 13],
      ['diagnostic', 'syntax', 7, 7],
      ['diagnostic', 'illegal-move', 11, 15],
      ['diagnostic', 'noncanonical', 15, 4],
      ['summary', undefined, undefined, undefined],
    ]);
    const offset = Buffer.from(BAD).indexOf('Ke3');
    expect(lines[0]).toMatchObject({
      severity: 'error',
      offset,
      length: 3,
      ply: 2,
      message: 'no legal move matches Ke3',
    });
    expect(lines[3]).toMatchObject({ severity: 'warning', offset: Buffer.from(BAD).indexOf('♘'), length: 3 });
    expect(lines[4]).toEqual({
      type: 'summary',
      games: 4,
      good: 1,
      bad: 3,
      plies: 2,
      variants: { Standard: 3 },
    });
    expect(r.status).toBe(1);
  });

  it('stdin (-) reads as a file does, named <stdin>', () => {
    const fromFile = xn(['pgn', 'check', file('bad.pgn', BAD)]);
    const fromStdin = xn(['pgn', 'check', '-'], BAD);
    expect(fromStdin.stdout).toBe(fromFile.stdout.replaceAll(path.join(dir, 'bad.pgn'), '<stdin>'));
    expect(fromStdin.status).toBe(1);
  });

  it('several files, one summary', () => {
    const r = xn(['pgn', 'check', '--json', file('good.pgn', GOOD), file('bad.pgn', BAD)]);
    const summary = JSON.parse(r.stdout.trimEnd().split('\n').at(-1)!);
    expect(summary).toMatchObject({ games: 6, good: 3, bad: 3 });
  });

  it('.gz files are read transparently (by their magic bytes)', () => {
    const plain = file('bad.pgn', BAD);
    const gz = file('bad.pgn.gz', zlib.gzipSync(BAD));
    const r = xn(['pgn', 'check', gz]);
    expect(r.stdout).toBe(xn(['pgn', 'check', plain]).stdout.replaceAll(plain, gz));
    expect(r.status).toBe(1);
  });

  it('gzip on stdin is read transparently too', () => {
    const r = xn(['pgn', 'check', '-'], zlib.gzipSync(BAD));
    expect(r.stdout).toBe(xn(['pgn', 'check', '-'], BAD).stdout);
    expect(r.status).toBe(1);
    const cut = xn(['pgn', 'check', '-'], zlib.gzipSync(BAD).subarray(0, 40));
    expect(cut.stderr).toMatch(/^xn: <stdin>: corrupt gzip data near byte \d+ of the compressed file: /);
    expect(cut.status).toBe(2);
  });

  it('corrupt and truncated gzip: one line naming the file and the byte, exit 2, no stack trace', () => {
    const big = Array.from({ length: 400 }, (_, i) => `[Round "${i}"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n`).join('');
    const packed = zlib.gzipSync(big);
    const corrupt = Buffer.from(packed);
    for (let i = 200; i < 260; i++) corrupt[i] = 0xff;
    for (const [name, bytes] of [
      ['corrupt.pgn.gz', corrupt],
      ['cut.pgn.gz', packed.subarray(0, packed.length >> 1)],
    ] as const) {
      const p = file(name, bytes);
      const r = xn(['pgn', 'check', '--quiet', p]);
      expect(r.stderr).toMatch(
        new RegExp(
          `^xn: ${p.replace(/[.]/g, '\\.')}: corrupt gzip data near byte \\d+ of the compressed file: .+\\n$`,
        ),
      );
      expect(hasStackTrace(r.stderr)).toBe(false);
      expect(r.status).toBe(2);
    }
  });

  it('a missing file is reported and the next file still read; exit 2', () => {
    const missing = path.join(dir, 'missing.pgn');
    const r = xn(['pgn', 'check', missing, file('good.pgn', GOOD)]);
    expect(r.stderr).toBe(`xn: ${missing}: cannot read: ENOENT: no such file or directory\n`);
    expect(r.stdout).toMatch(/^2 games: 2 good/);
    expect(r.status).toBe(2);
  });

  it('-o FILE writes there; stdout stays empty', () => {
    const out = path.join(dir, 'report.txt');
    const r = xn(['pgn', 'check', '-o', out, file('bad.pgn', BAD)]);
    expect(r.stdout).toBe('');
    expect(fs.readFileSync(out, 'utf8')).toBe(xn(['pgn', 'check', file('bad.pgn', BAD)]).stdout);
    expect(r.status).toBe(1);
  });

  it('--fail-fast stops at the first bad game', () => {
    const r = xn(['pgn', 'check', '--fail-fast', '--json', '--quiet', file('bad.pgn', BAD)]);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ code: 'illegal-move', line: 3 });
    expect(r.status).toBe(1);
  });

  it('--encoding: Latin-1 files read without warnings, their lines shown as written', () => {
    const latin1 = file(
      'latin1.pgn',
      Buffer.from('[White "Andr\xe9"]\n\n1. e4 {caf\xe9} e5 2. Ke3 *\n', 'latin1'),
    );
    const plain = xn(['pgn', 'check', '--quiet', latin1]);
    expect(plain.stdout).toMatch(
      new RegExp(`^${latin1.replace(/[.]/g, '\\.')}:1:13: warning\\[invalid-encoding\\]: `),
    );
    expect(plain.stdout).toContain('--encoding latin1');
    const read = xn(['pgn', 'check', '--quiet', '--encoding', 'latin1', latin1]);
    expect(read.stdout).toBe(
      `${latin1}:3:20: error[illegal-move]: no legal move matches Ke3\n  1. e4 {café} e5 2. Ke3 *\n                     ^~~\n`,
    );
    expect(xn(['pgn', 'check', '--encoding', 'klingon', latin1]).status).toBe(2);
  });

  it('--quiet: diagnostics only', () => {
    const r = xn(['pgn', 'check', '--quiet', file('good.pgn', GOOD)]);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
  });

  it('a closed pipe (| head) ends quietly', () => {
    const many = file('many.pgn', '[White "A"]\n\n1. e4 e5 2. Ke3 *\n\n'.repeat(20_000));
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${XN}" pgn check "${many}" | head -n 2`], {
      encoding: 'utf8',
    });
    expect(r.stdout.split('\n')).toHaveLength(3);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('the progress bar: on stderr only when it is a terminal', () => {
    const name = file('good.pgn', GOOD);
    expect(xn(['pgn', 'check', name]).stderr).toBe('');
    let tty: string;
    try {
      // `script` runs the command on a pseudo-terminal; its output is what that terminal showed.
      tty = execFileSync(
        'script',
        ['-qec', `"${process.execPath}" "${XN}" pgn check "${name}"`, '/dev/null'],
        {
          encoding: 'utf8',
        },
      );
    } catch {
      return; // no `script` (util-linux): the terminal case cannot be run here
    }
    expect(tty).toContain(`${name}  [`);
    expect(tty).toContain('\x1b[K');
    const quiet = execFileSync(
      'script',
      ['-qec', `"${process.execPath}" "${XN}" pgn check -q "${name}"`, '/dev/null'],
      {
        encoding: 'utf8',
      },
    );
    expect(quiet).toBe('');
  });

  it('usage errors: one message, exit 2, no stack trace', () => {
    for (const args of [
      ['pgn', 'check'],
      ['pgn', 'check', '--bogus', 'x'],
      ['pgn', 'chek', 'x'],
      ['frobnicate'],
      ['pgn', 'check', '--shard', '0/3', 'x'],
      ['pgn', 'check', '--shard', '2/1', 'x'],
    ]) {
      const r = xn(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(/^xn: .+\nRun 'xn( pgn( check)?)? --help'\.\n$/);
      expect(r.stdout).toBe('');
    }
  });

  it('a file that is no PGN text (binary, UTF-16, bzip2, zip, PDF) is one line saying so, exit 2; the next still read', () => {
    const cases: [string, Uint8Array | string, RegExp][] = [
      [
        'board.png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        /binary data/,
      ],
      ['noise.pgn', Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)), /binary data/],
      ['wide.pgn', Buffer.from(`\ufeff${GOOD}`, 'utf16le'), /UTF-16 text: save it as UTF-8 first/],
      ['games.pgn.bz2', Buffer.from('BZh91AY&SY\x01\x02'), /bzip2-compressed: unpack it first/],
      ['games.zip', Buffer.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0]), /zip archive/],
      ['games.pdf', '%PDF-1.7\n%\xe2\xe3\n', /a PDF document/],
    ];
    for (const [name, bytes, said] of cases) {
      const p = file(name, bytes);
      const r = xn(['pgn', 'check', p, file('good.pgn', GOOD)]);
      expect(r.stderr, name).toMatch(
        new RegExp(
          `^xn: ${p.replace(/[.]/g, '\\.')}: this is not a PGN file|^xn: ${p.replace(/[.]/g, '\\.')}: this is UTF-16`,
        ),
      );
      expect(r.stderr, name).toMatch(said);
      expect(r.stderr.split('\n').length, name).toBe(2);
      expect(r.stdout, name).toMatch(/^2 games: 2 good/);
      expect(r.status, name).toBe(2);
    }
    // the same through gzip and on stdin; `--encoding` reads the bytes as asked
    const png = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256));
    expect(xn(['pgn', 'check', file('noise.pgn.gz', zlib.gzipSync(png))]).stderr).toMatch(/binary data/);
    expect(xn(['pgn', 'check', '-'], png).stderr).toMatch(
      /^xn: <stdin>: this is not a PGN file: it holds binary data/,
    );
    expect(xn(['pgn', 'check', '--encoding', 'latin1', '-'], png).status).toBe(1);
    // a stray zero byte in a real file is read as before: every game is there
    const stray = `${GOOD}\n\n[Event "\0"]\n\n1. e4 *\n\n${GOOD}`;
    expect(xn(['pgn', 'check', file('stray.pgn', stray)]).stdout).toMatch(
      /^5 games: 4 good|^5 games: 5 good/,
    );
  });

  it('hostile input never gives a stack trace: binary bytes, NULs, huge tokens, deep nesting', () => {
    const inputs = [
      '\0\0\0[White "\0"]\n\n1. e4\0 *',
      `1. ${'e'.repeat(300_000)} *`,
      `1. e4 ${'('.repeat(5000)}e4${')'.repeat(5000)} *`,
      '[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n1. e4 *\n[Variant "Seirawan"]\n\n1. e4 *\n',
    ];
    for (const input of inputs) {
      const r = xn(['pgn', 'check', '-'], input);
      expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(1);
    }
  });
});
