/** `xn kif check|convert`: exit statuses, warnings and --strict, stdin, every target format. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { xn } from './xn.js';

const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

describe('xn kif', () => {
  it('check: 0 when every record is good, 1 with a bad one, 2 on usage errors', () => {
    expect(xn(['kif', 'check', fixture('game.kif')]).status).toBe(0);
    const bad = xn(['kif', 'check', fixture('broken.kif'), fixture('game-sjis.kif')]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('broken.kif:6:6: error[illegal-move]');
    expect(bad.stdout).toBe('2 records: 1 good, 1 bad; 5 moves in the good ones\n');
    expect(xn(['kif', 'check']).status).toBe(2);
    expect(xn(['kif', 'convert', '--to', 'pgn', fixture('game.kif')]).status).toBe(2);
    expect(xn(['kif', 'check', fixture('missing.kif')]).status).toBe(2);
  });

  it('warnings are printed and pass; --strict makes them errors', () => {
    const text = '謎：x\n   1 ７六歩(77)\n';
    const lenient = xn(['kif', 'check', '-'], text);
    expect([lenient.status, lenient.stderr]).toEqual([
      0,
      "-:1:1: warning[unknown-header]: unknown header '謎'\n  謎：x\n  ^\n",
    ]);
    expect(xn(['kif', 'check', '-q', '-'], text).stderr).toBe('');
    expect(xn(['kif', 'check', '--strict', '-'], text).status).toBe(1);
  });

  it('convert: every target reads back to the same moves', () => {
    const usi = xn(['kif', 'convert', '--to', 'usi', fixture('game-sjis.kif')]).stdout;
    for (const to of ['kif', 'ki2', 'csa', 'jkf']) {
      const written = xn(['kif', 'convert', '--to', to, fixture('game.kif')]);
      expect(written.status).toBe(0);
      const back = xn(['kif', 'convert', '--from', to, '--to', 'usi', '-'], written.stdout);
      expect(back.stdout, to).toBe(usi);
    }
  });

  it('reads a JSON object as JKF whatever the file is named, stdin too', () => {
    const jkf = JSON.stringify({
      header: {},
      moves: [{}, { move: { color: 0, from: { x: 7, y: 7 }, to: { x: 7, y: 6 }, piece: 'FU' } }],
    });
    // it was read as KIF: a stray line, an empty game, exit 0, and `position startpos` written
    const checked = xn(['kif', 'check', '-'], `\n${jkf}`);
    expect([checked.status, checked.stderr, checked.stdout]).toEqual([
      0,
      '',
      '1 record: 1 good, 0 bad; 1 moves in the good ones\n',
    ]);
    expect(xn(['kif', 'convert', '--to', 'usi', '-'], jkf).stdout).toBe('position startpos moves 7g7f\n');
  });

  it('an empty or blank file holds no record (it was one good record of no moves); convert writes nothing', () => {
    for (const input of ['', '\uFEFF', ' \r\n\n'])
      expect(xn(['kif', 'check', '-'], input).stdout).toBe(
        '0 records: 0 good, 0 bad; 0 moves in the good ones\n',
      );
    const none = xn(['kif', 'convert', '--to', 'csa', '-'], '\n');
    expect([none.status, none.stdout, none.stderr]).toEqual([0, '', '']);
  });

  it('check: a text with no line of a record is a bad record (unknown-format), not a good empty one', () => {
    const run = xn(['kif', 'check', '-'], 'hello world\nfoo\n');
    expect([run.status, run.stdout]).toEqual([1, '1 record: 0 good, 1 bad; 0 moves in the good ones\n']);
    expect(run.stderr).toBe('-:1:1: error[unknown-format]: no line is KIF\n  hello world\n  ^~~~~~~~~~~\n');
  });

  it.skipIf(!fs.existsSync('/dev/zero'))(
    "check: a file that never ends (/dev/zero) stops at the reader's limit",
    () => {
      const run = xn(['kif', 'check', '/dev/zero']);
      expect([run.status, run.stderr]).toEqual([
        2,
        'xn: /dev/zero: more than 8,388,608 bytes, the most a shogi record may hold (input-too-long at byte 8388608)\n',
      ]);
    },
  );

  it('convert: a record the target cannot hold is a bad record (exit 1), not an internal error', () => {
    const halves = '   1 ７六歩(77)   ( 0:12.5/00:00:12.5)\n';
    const run = xn(['kif', 'convert', '--to', 'jkf', '-'], halves);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^-:1:1: error\[invalid-time\]: moves\.0\.time: JKF holds whole seconds only\n/,
    );
    expect(run.stdout).toBe('');
    expect(xn(['kif', 'convert', '--to', 'csa', '-'], halves).status).toBe(0);
  });
});
