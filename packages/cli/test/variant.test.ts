/**
 * `xn variant check` and `xn perft --variant FILE[:NAME]` end to end: SjaakII `variants.txt` files and FBR rule
 * sets read, checked and converted with every diagnostic located (`FILE:LINE:COL: severity[code]: message`, the
 * source line, a caret), exit 0/1/2; perft of variants loaded from such files against the counts of
 * `../shared/data/perft-variants.txt` (SjaakII's variants) and of chess (an FBR rule set).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedData, readSharedData, sharedDataPath } from '../../../tests/shared-data.js';
import { fileWriter, tempDir } from './temp-dir.js';
import { expectUsageErrors, hasStackTrace, xn } from './xn.js';

const dir = tempDir('xn-variant-');
const file = fileWriter(dir);

const MINI = `Variant: Mini (4x4)
Board: 4x4
FEN: "rk2/p3/3P/2KR w - - 0 1"
Zone: rank4 = a4,b4,c4,d4
Zone: rank1 = a1,b1,c1,d1
Piece: Pawn
Move: step N
Capture: step NE,NW
Symbol: " ", "P,p"
Promotion: rank4, rank1, "R"
Piece: Rook
Move: slide (H,V)
Symbol: "R", "R,r"
Piece: King
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal
`;
const CHESS_FBR = 'royal promotion+=enter{P} +P==QRBN K Q R B N P\n';

describe('xn variant check', () => {
  it('a clean SjaakII file: a summary, exit 0', () => {
    const f = file('mini.txt', MINI);
    const r = xn(['variant', 'check', f]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(`${f}: SjaakII variants: 1 variant, 1 loaded (mini); 0 errors, 0 warnings\n`);
  });

  it('errors and warnings located with the source line and a caret, exit 1', () => {
    const f = file(
      'bad.txt',
      MINI.replace('FEN: "rk2/p3/3P/2KR w - - 0 1"', 'FEN: "rk2/p3/3X/2KR w - - 0 1"').replace(
        'Move: slide (H,V)',
        'Move: slid (H,V)',
      ),
    );
    const r = xn(['variant', 'check', f]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`${f}:3:`);
    expect(r.stdout).toMatch(
      /:3:\d+: error\[fen-unknown-piece\]: .*\n {2}FEN: "rk2\/p3\/3X\/2KR w - - 0 1"\n {2} *\^/,
    );
    expect(r.stdout).toMatch(/:12:7: warning\[malformed-move\]: /);
    expect(r.stdout).toContain(`${f}: SjaakII variants: 1 variant, 0 loaded; 1 error,`);
    expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
  });

  it('FBR rule sets from stdin: compiled, or every syntax error located', () => {
    const good = xn(['variant', 'check', '-'], CHESS_FBR);
    expect([good.status, good.stdout]).toEqual([
      0,
      '-: FBR rule set: 1 variant, 1 loaded (fbr); 0 errors, 0 warnings\n',
    ]);
    // named by its title, else by its file's stem
    const titled = xn(['variant', 'check', '-'], `|Wazir Chess|\n${CHESS_FBR}`);
    expect(titled.stdout).toBe('-: FBR rule set: 1 variant, 1 loaded (Wazir Chess); 0 errors, 0 warnings\n');
    const stem = xn(['variant', 'check', file('my-chess.fbr', CHESS_FBR)]).stdout;
    expect(stem).toMatch(/my-chess\.fbr: FBR rule set: 1 variant, 1 loaded \(my-chess\); 0 errors/);
    const bad = xn(['variant', 'check', '-'], 'royal{k} K Q=R+ draw=repetition(3\n');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain(
      '-:1:7: error[lowercase-letter]: Lower-case piece letters need a colour-sensitive set {!…}\n  royal{k} K Q=R+ draw=repetition(3\n        ^\n',
    );
    expect(bad.stdout).toContain('-:1:34: error[unclosed-amount]');
    // What the engine cannot play is an error: the variant does not load.
    const partial = xn(['variant', 'check', '-'], 'royal magnetic K Q=R+N\n');
    expect(partial.status).toBe(1);
    expect(partial.stdout).toContain('-:1:7: error[unsupported]: rule:magnetic');
  });

  it('usage and input errors: exit 2', () => {
    expectUsageErrors([
      ['variant', 'check'],
      ['variant', 'check', path.join(dir, 'missing.txt')],
      ['variant', 'nope'],
    ]);
  });
});

describe('xn variant check: Fairy-Stockfish variants.ini', () => {
  it('told by its content on stdin: each section complete or with the keys not carried', () => {
    const text = '[tiny:chess]\ncastling = false\n\n[odd:chess]\nflagPiece = k\ncustomPiece1 = a:mNcK\n';
    const r = xn(['variant', 'check', '-'], text);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(
      /^-:1: \[tiny\] complete\n-:4: \[odd\] (complete|incomplete: .+ not supported)\n/,
    );
    expect(r.stdout).toMatch(/\n-: Fairy-Stockfish variants: 2 variants, [12] loaded \(complete\); 0 errors/);
    expect(r.status).toBe(0);
  });

  it.skipIf(!hasSharedData)(
    "Fairy-Stockfish's own variants.ini (by its .ini name): read, never as FBR",
    () => {
      const r = xn(['variant', 'check', sharedDataPath('fsf', 'variants.ini')]);
      expect(r.stdout).not.toContain('input-too-long');
      expect(r.stdout).toMatch(/\[atomic-giveaway\] complete\n/);
      const summary = /Fairy-Stockfish variants: (\d+) variants, (\d+) loaded \(complete\); 0 errors/.exec(
        r.stdout,
      );
      expect(summary, r.stdout.slice(-300)).not.toBeNull();
      expect(Number(summary![1])).toBeGreaterThan(100);
      expect(Number(summary![2])).toBeGreaterThan(Number(summary![1]) / 2);
      expect(r.status).toBe(0);
    },
  );
});

describe('xn perft --variant FILE[:NAME]', () => {
  it('an FBR rule set plays chess', () => {
    const f = file('chess.fbr', CHESS_FBR);
    expect(xn(['perft', '--variant', f, '3']).stdout).toBe('8902\n');
    const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
    expect(xn(['perft', '--variant', f, '--fen', kiwipete, '2']).stdout).toBe('2039\n');
  });

  it('the only variant of a file, or the one named; a clear error otherwise', () => {
    const f = file('mini.txt', MINI);
    expect(xn(['perft', '--variant', f, '1']).stdout).toBe(
      xn(['perft', '--variant', `${f}:mini`, '1']).stdout,
    );
    const two = file('two.txt', `${MINI}\n${MINI.replace('Mini (4x4)', 'Other (4x4)')}`);
    const r = xn(['perft', '--variant', two, '1']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('holds 2 loadable variants: name one as');
    expect(xn(['perft', '--variant', `${two}:nope`, '1']).stderr).toContain("has no loadable variant 'nope'");
  });
});

describe.skipIf(!hasSharedData)('SjaakII files of ../shared/data (skipped without ../shared/data)', () => {
  it('both variants.txt files check without errors', () => {
    for (const name of ['variants-1.4.1.txt', 'variants-1.4.1-fork.txt']) {
      const f = sharedDataPath('sjaak', name);
      const r = xn(['variant', 'check', '--quiet', f]);
      expect([name, r.status, r.stderr]).toEqual([name, 0, '']);
      expect(r.stdout).toMatch(/SjaakII variants: (\d+) variants, \1 loaded/);
    }
  });

  it('perft of the variants loaded from the fork file equals perft-variants.txt (each variant, counts ≤ 20,000)', () => {
    const f = sharedDataPath('sjaak', 'variants-1.4.1-fork.txt');
    const cases = readSharedData('perft-variants.txt')
      .split('\n')
      .filter((line) => line.startsWith('sjaak/'))
      .map((line) => line.split(' ; ').map((s) => s.trim()))
      .map(([label, fen, depth, nodes]) => ({
        name: label!.slice('sjaak/'.length),
        fen: fen!,
        depth: depth!,
        nodes: nodes!,
      }))
      .filter((c) => Number(c.nodes) <= 20_000);
    // One count per variant (the deepest within the budget) keeps the run short.
    const deepest = new Map<string, (typeof cases)[number]>();
    for (const c of cases) deepest.set(c.name, c);
    expect(deepest.size).toBeGreaterThan(20);
    const found: string[] = [];
    for (const c of [...deepest.values()].slice(0, 16)) {
      const r = xn(['perft', '--variant', `${f}:${c.name}`, '--fen', c.fen, c.depth]);
      found.push(`${c.name} ${c.depth} ${r.stdout.trim() || r.stderr.trim()}`);
    }
    expect(found).toEqual([...deepest.values()].slice(0, 16).map((c) => `${c.name} ${c.depth} ${c.nodes}`));
  });
});

describe('xn pgn … --variants FILE', () => {
  const ini = '[mychess:chess]\n[minicap:capablanca]\n';
  const pgn = '[Variant "minicap"]\n\n1. e4 e5 2. Ad3 *\n\n[Variant "Mychess"]\n\n1. e4 e5 *\n';
  it("check, convert, filter and stats read the file's variants for the Variant tags", () => {
    const f = file('mine.ini', ini);
    const without = xn(['pgn', 'check', '-'], pgn);
    expect(without.status).toBe(1);
    expect(without.stdout).toContain('error[unknown-variant]: unknown variant "Mychess"');
    // stdin in one thread; the file cut into a range a game (`--jobs 2`) as well
    const games = file('mine.pgn', pgn);
    const ranges = { XN_RANGE_BYTES: '1', XN_RANGES: '100' };
    for (const [jobs, input] of [
      ['1', '-'],
      ['2', '-'],
      ['2', games],
    ] as const) {
      const run = (args: string[]) =>
        xn(['pgn', ...args, '-j', jobs, '--variants', f, input], input === '-' ? pgn : undefined, ranges);
      const check = run(['check']);
      expect([check.status, check.stdout], jobs).toEqual([
        0,
        '2 games: 2 good, 0 bad; 5 plies in the good games; by variant: Mychess 1, minicap 1\n',
      ]);
      expect(run(['convert', '--to', 'uci']).stdout).toContain('1. e2e4 e7e5 2. c1d3 *');
      expect(run(['filter', '--variant', 'mychess']).stdout).toBe('[Variant "Mychess"]\n\n1. e4 e5 *\n\n');
    }
    expect(xn(['pgn', 'stats', '--variants', f, '-'], pgn).stdout).toContain('games     2 (2 good, 0 bad)');
    expect(xn(['pgn', 'check', '--variants', path.join(dir, 'none.ini'), '-'], pgn).status).toBe(2);
  });
});
