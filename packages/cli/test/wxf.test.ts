/**
 * `xn wxf check|convert` end to end (smoke tests: `@x/wxf`'s own tests cover the notations): diagnostics and
 * summary as `xn pgn check`'s, conversion to every notation and back, exit statuses.
 */
import { describe, expect, it } from 'vitest';
import { hasStackTrace, xn } from './xn.js';

const fixtures = new URL('fixtures/', import.meta.url).pathname;

describe('xn wxf', () => {
  it('checks records: a located diagnostic per bad one, a summary, exit 1', () => {
    const good = xn(['wxf', 'check', `${fixtures}game.wxf`]);
    expect([good.status, good.stderr]).toEqual([0, '']);
    expect(good.stdout).toBe(
      '3 games: 3 good, 0 bad; 12 plies in the good games; by variant: xiangqi 2, makruk 1\n',
    );
    const bad = xn(['wxf', 'check', '--json', `${fixtures}broken.wxf`]);
    expect(bad.status).toBe(1);
    const lines = bad.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l['code'], l['line'], l['column']])).toEqual([
      ['illegal-move', 2, 4],
      ['unterminated-comment', 6, 9],
      [undefined, undefined, undefined],
    ]);
    expect(lines[2]).toMatchObject({ type: 'summary', games: 2, good: 0, bad: 2 });
  });

  it('converts to WXF, ICCS and UCCI lines; the output checks again', () => {
    const ucci = xn(['wxf', 'convert', '--to', 'ucci', `${fixtures}game.wxf`]);
    // the makruk game has no UCCI line (it names no variant): refused, located, and the exit status says so
    expect(ucci.stdout.split('\n').filter((l) => l.startsWith('position startpos moves ')).length).toBe(2);
    expect(ucci.status).toBe(1);
    expect(ucci.stderr).toMatch(
      /game.wxf:8:1: error\[unsupported-variant\]: variant: UCCI holds xiangqi games only/,
    );
    for (const to of ['wxf', 'iccs']) {
      const r = xn(['wxf', 'convert', '--to', to, `${fixtures}game.wxf`]);
      expect([to, r.status, r.stderr]).toEqual([to, 0, '']);
      const again = xn(['wxf', 'check', '-'], r.stdout);
      expect([to, again.status, again.stdout]).toEqual([
        to,
        0,
        '3 games: 3 good, 0 bad; 12 plies in the good games; by variant: xiangqi 2, makruk 1\n',
      ]);
    }
    const chinese = xn(['wxf', 'convert', '--to', 'chinese', `${fixtures}game.wxf`]);
    expect(chinese.status).toBe(1);
    expect(chinese.stderr).toMatch(
      /game\.wxf:8:1: error\[unsupported-variant\]: chinese is not written for makruk\n/,
    );
  });

  it('usage errors exit 2 without a stack trace', () => {
    const r = xn(['wxf', 'convert', '--to', 'klingon', `${fixtures}game.wxf`]);
    expect(r.status).toBe(2);
    expect(hasStackTrace(r.stderr)).toBe(false);
    expect(xn(['wxf', 'check', `${fixtures}missing.wxf`]).status).toBe(2);
  });

  it('a UTF-16 file is refused as such (it read as a first move of replacement characters), stdin too', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('1. C2.5 h8+7\n', 'utf16le')]);
    const r = xn(['wxf', 'check', '-'], utf16);
    expect([r.status, r.stderr]).toEqual([
      2,
      'xn: stdin: not UTF-8 text: it is UTF-16 text: save it as UTF-8 first.\n',
    ]);
    const positions = xn(['fen', 'convert', '--to', 'feen', '-i', '-'], utf16);
    expect([positions.status, positions.stderr]).toEqual([
      2,
      'xn: stdin: not UTF-8 text: it is UTF-16 text: save it as UTF-8 first.\n',
    ]);
  });
});
