/**
 * `xn fen|feen|icn|sfen convert --to …` end to end: positions as arguments, stdin lines or `--input FILE`; FEN →
 * FEEN/ICN → FEN is the identity on the perft positions of `../shared/data/perft-chess.txt`; SFEN ↔ FEEN; a
 * position the target cannot hold is a located diagnostic and the rest is still written (exit 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData } from '../../../tests/shared-data.js';
import { tempDir } from './temp-dir.js';
import { expectUsageErrors, hasStackTrace, xn } from './xn.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const SHOGI = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1';

describe('xn fen|feen|icn|sfen convert', () => {
  it('writes each notation of an argument', () => {
    const feen = xn(['fen', 'convert', '--to', 'feen', START]);
    expect([feen.status, feen.stderr]).toEqual([0, '']);
    expect(feen.stdout).toBe('+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c\n');
    expect(xn(['feen', 'convert', '--to', 'fen', feen.stdout.trim()]).stdout).toBe(`${START}\n`);
    const icn = xn(['fen', 'convert', '--to', 'icn', '4k2r/8/8/3pP3/8/8/8/R3K3 w Qk d6 7 40']);
    expect(icn.stdout).toBe('w 4,6 7/100 40 (8|1) 1,8,1,8 R1,1+|K5,1+|p4,5|P5,5|k5,8+|r8,8+\n');
    expect(xn(['icn', 'convert', '--to', 'fen', icn.stdout.trim()]).stdout).toBe(
      '4k2r/8/8/3pP3/8/8/8/R3K3 w Qk d6 7 40\n',
    );
    // an e.p. square no pawn can take: FEN drops it as FEEN does (issue #64)
    const noTaker = 'w 4,6 7/100 40 (8|1) 1,8,1,8 R1,1+|K5,1+|p4,5|k5,8+|r8,8+';
    expect(xn(['icn', 'convert', '--to', 'fen', noTaker]).stdout).toBe(
      '4k2r/8/8/3p4/8/8/8/R3K3 w Qk - 7 40\n',
    );
    expect(xn(['sfen', 'convert', '--to', 'feen', SHOGI]).stdout).toBe(
      'lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL / S/s\n',
    );
    expect(xn(['sfen', 'convert', '--to', 'sfen', SHOGI]).stdout).toBe(`${SHOGI}\n`);
  });

  it('reads stdin line by line, reports what does not fit with its place, writes the rest (exit 1)', () => {
    const input = `${START}\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\n\n4k3/8/8/8/8/8/8/4K3 b - - 3 9\n`;
    const r = xn(['fen', 'convert', '--to', 'icn'], input);
    expect(r.status).toBe(1);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(2);
    expect(r.stdout).toContain('b 3/100 9 (8|1) 1,8,1,8 K5,1|k5,8\n');
    expect(r.stderr).toBe(
      '-:2:43: error[unknown-piece]: unknown piece X\n' +
        '  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\n' +
        '                                            ^\n',
    );
  });

  it('a file named as a position: the error says to read it with --input', () => {
    const dir = tempDir('xn-positions-');
    const file = path.join(dir, 'positions.fen');
    fs.writeFileSync(file, `${START}\n`);
    const r = xn(['fen', 'convert', '--to', 'icn', file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`  note: ${file} is a file: read its lines with --input ${file}\n`);
    expect(xn(['fen', 'convert', '--to', 'icn', '--input', file]).status).toBe(0);
  });

  it('a position of another notation: the command that reads it named in a note', () => {
    const shogi = xn(['fen', 'convert', '--to', 'feen', SHOGI]);
    expect(shogi.status).toBe(1);
    expect(shogi.stderr).toContain('  note: it reads as SFEN: xn sfen convert --to feen\n');
    const chess = xn(['sfen', 'convert', '--to', 'icn', START]);
    expect(chess.stderr).toContain('  note: it reads as FEN: xn fen convert --to icn\n');
    // a shogi position read well, for FEN: FEN is chess's, FEEN the notation that holds it
    expect(xn(['sfen', 'convert', '--to', 'fen', SHOGI]).stderr).toContain(
      '  note: FEN here is standard chess; FEEN holds any board: --to feen\n',
    );
    // a position no notation reads gets no note
    expect(xn(['fen', 'convert', '--to', 'feen', 'rnbqkbnr/ppp w']).stderr).not.toContain('note:');
  });

  it('a position the target cannot hold: a clear error naming why', () => {
    const cases: [string[], string][] = [
      [
        ['fen', 'convert', '--to', 'sfen', START],
        'argument:1:1: error[unrepresentable-in-sfen]: styles must be S/s for SFEN',
      ],
      [
        ['sfen', 'convert', '--to', 'fen', SHOGI],
        'argument:1:1: error[variant-mismatch]: chess needs a 8×8 board',
      ],
      [
        ['sfen', 'convert', '--to', 'icn', SHOGI],
        'argument:1:1: error[variant-mismatch]: chess needs a 8×8 board',
      ],
      [
        ['icn', 'convert', '--to', 'fen', 'w 1 K5,1+|k5,8+|Q9,9'],
        'argument:1:1: error[invalid-setup]: queen at 9,9 is outside the 8×8 board (position[2])',
      ],
      [
        ['icn', 'convert', '--to', 'fen', 'w 1 K5,1|k5,8|AM4,4'],
        "argument:1:1: error[unknown-piece]: the variant has no piece 'amazon' (position[2])",
      ],
    ];
    for (const [args, message] of cases) {
      const r = xn(args);
      expect([args.join(' '), r.status, r.stdout]).toEqual([args.join(' '), 1, '']);
      expect(r.stderr.startsWith(message), r.stderr).toBe(true);
      expect(hasStackTrace(r.stderr)).toBe(false);
    }
  });

  it('usage errors: exit 2', () => {
    expectUsageErrors([
      ['fen', 'convert', START],
      ['fen', 'convert', '--to', 'pgn', START],
      ['fen', 'convert', '--to', 'feen', '--input', '/nonexistent/x.fen'],
    ]);
  });
});

describe.skipIf(!hasSharedData)(
  'on the perft positions of ../shared/data/perft-chess.txt (skipped without ../shared/data)',
  () => {
    it('FEN → FEEN → FEN and FEN → ICN → FEN are the identity on every standard-chess position', () => {
      // Cases under a '# [960] …' heading need Chess960 castling: FEN here is standard chess.
      let chess960 = false;
      const fens: string[] = [];
      for (const line of readSharedData('perft-chess.txt').split('\n')) {
        if (line.startsWith('#')) chess960 = line.includes('[960]');
        else if (line.trim() !== '' && !chess960) fens.push(line.split(';')[0]!.trim());
      }
      const unique = [...new Set(fens)];
      expect(unique.length).toBeGreaterThan(10);
      const input = `${unique.join('\n')}\n`;
      // FEEN has no move counters (0 1 come back) and marks a pawn for e.p. only where a capture is legal.
      const viaFeen = unique.map(
        (fen) => `${Position.fromFen(fen).toFen().split(' ').slice(0, 4).join(' ')} 0 1`,
      );
      expect(viaFeen).not.toEqual(unique);
      for (const [via, expected] of [
        ['feen', viaFeen],
        // ICN keeps the move counters; its e.p. square is written only where a capture is legal, as FEEN's
        ['icn', unique.map((fen) => Position.fromFen(fen).toFen())],
      ] as const) {
        const there = xn(['fen', 'convert', '--to', via], input);
        expect([via, there.status, there.stderr]).toEqual([via, 0, '']);
        const back = xn([via, 'convert', '--to', 'fen'], there.stdout);
        expect([via, back.status, back.stderr]).toEqual([via, 0, '']);
        expect(back.stdout.trimEnd().split('\n')).toEqual(expected);
      }
    });
  },
);
