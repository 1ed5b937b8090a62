/** `xn --help` and `xn pgn --help` list every command with an example; `xn CMD --help` prints its help. */
import { describe, expect, it } from 'vitest';
import { xn } from './xn.js';

const PGN_COMMANDS = ['check', 'convert', 'filter', 'dedupe', 'split', 'stats'];

describe('help', () => {
  it('xn --help: every command and an example of each', () => {
    const r = xn(['--help']);
    expect(r.status).toBe(0);
    for (const command of [...PGN_COMMANDS.map((c) => `pgn ${c}`), 'perft', 'fen convert', 'variant check']) {
      expect(r.stdout).toContain(`  ${command} `);
      expect(r.stdout).toMatch(new RegExp(`^ +xn ${command} `, 'm'));
    }
  });

  it("the engine commands' help: Debian's paths, an exit status each, --pgn -, per-engine options", () => {
    const main = xn(['--help']).stdout;
    expect(main).not.toMatch(/--engine (?:stockfish|fairy-stockfish)\b/);
    expect(main).toContain('xn analyse --engine /usr/games/stockfish ');
    for (const command of [['match'], ['engine', 'serve'], ['perft'], ['analyse']])
      expect(xn([...command, '--help']).stdout).toMatch(/^Exit status: 0 /m);
    const match = xn(['match', '--help']).stdout;
    expect(match).toContain('--pgn -: the games on stdout');
    expect(match).toContain('--option [N:]NAME=VALUE');
    expect(xn(['analyse', '--help']).stdout).toContain('--multipv K            search K lines per position');
  });

  it('xn pgn --help: every pgn command with an example and its options', () => {
    const r = xn(['pgn', '--help']);
    expect(r.status).toBe(0);
    for (const command of PGN_COMMANDS) {
      expect(r.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
      expect(r.stdout).toMatch(new RegExp(`^ +xn pgn ${command} `, 'm'));
    }
    for (const option of [
      '--json',
      '--fail-fast',
      '--shard',
      '--quiet',
      '--output',
      '--to',
      '--tag',
      '--invert',
      '--report',
      '--fen',
      '--fen-pattern',
      '--variations',
      'epd',
    ])
      expect(r.stdout).toContain(option);
  });

  it('xn CMD --help prints that help; xn alone prints the main help on stderr (exit 2)', () => {
    expect(xn(['pgn', 'filter', '--help']).stdout).toBe(xn(['pgn', '--help']).stdout);
    expect(xn(['perft', '--help']).stdout).toMatch(/^xn perft \[--variant NAME\|FILE\[:NAME\]\]/);
    expect(xn(['variant', 'check', '--help']).stdout).toMatch(/^xn variant check FILE/);
    for (const notation of ['fen', 'feen', 'icn', 'sfen'])
      expect(xn([notation, 'convert', '--help']).stdout).toMatch(/^xn fen\|feen\|icn\|sfen convert/);
    const bare = xn([]);
    expect(bare.status).toBe(2);
    expect(bare.stderr).toBe(xn(['--help']).stdout);
    expect(xn(['--version']).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('groups alone and with --help: xn variant, xn fen --help (every hint xn prints works)', () => {
    const variant = xn(['variant']);
    expect(variant.status).toBe(2);
    expect(variant.stderr).toBe(xn(['variant', 'check', '--help']).stdout);
    for (const notation of ['fen', 'feen', 'icn', 'sfen']) {
      const r = xn([notation, '--help']);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(xn(['fen', 'convert', '--help']).stdout);
    }
    const unknown = xn(['fen', 'frob']);
    expect(unknown.stderr).toBe("xn: unknown command 'fen frob'\nRun 'xn fen --help'.\n");
  });

  it("usage errors in xn's words, pointing at the command's own help", () => {
    const cases: [string[], string][] = [
      [['pgn', 'filter', '--bogus', 'x.pgn'], "xn: unknown option '--bogus'\nRun 'xn pgn filter --help'.\n"],
      [['pgn', 'convert', '--to'], "xn: option '--to' takes a value\nRun 'xn pgn convert --help'.\n"],
      [
        ['pgn', 'filter', '--checkmate=yes', 'x'],
        "xn: option '--checkmate' takes no value\nRun 'xn pgn filter --help'.\n",
      ],
      [['perft', '--frob'], "xn: unknown option '--frob'\nRun 'xn perft --help'.\n"],
      // an option with a short form is named as typed, not as Node's '-j, --jobs <value>'
      [
        ['pgn', 'check', 'x.pgn', '--jobs'],
        "xn: option '--jobs' takes a value\nRun 'xn pgn check --help'.\n",
      ],
      [['pgn', 'check', 'x.pgn', '-j'], "xn: option '-j' takes a value\nRun 'xn pgn check --help'.\n"],
      [
        ['pgn', 'check', '--quiet=1', 'x.pgn'],
        "xn: option '--quiet' takes no value\nRun 'xn pgn check --help'.\n",
      ],
    ];
    for (const [args, stderr] of cases) {
      const r = xn(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(stderr);
      const hint = /Run '(.+)'/.exec(r.stderr)![1]!.split(' ').slice(1);
      expect(xn(hint).status, hint.join(' ')).toBe(0);
    }
  });

  it('whole-number options take digits only, and refuse in one wording', () => {
    const cases: [string[], string][] = [
      [
        ['pgn', 'filter', '--min-plies', '0x2', 'x.pgn'],
        "--min-plies takes a number from 0 to 1000000000 (got '0x2')",
      ],
      [['pgn', 'stats', '--top', '1e1', 'x.pgn'], "--top takes a number from 0 to 1000000000 (got '1e1')"],
      [['pgn', 'split', '--games', ' 5', 'x.pgn'], "--games takes a number from 1 to 1000000000 (got ' 5')"],
      [
        ['pgn', 'dedupe', '--position-depth', '+3', 'x.pgn'],
        "--position-depth takes a number from 0 to 999999 (got '+3')",
      ],
      [['diagram', '--size', '5.0', 'x.fen'], "--size takes a number from 1 to 1000000 (got '5.0')"],
      [['pgn', 'check', '--jobs', '0', 'x.pgn'], "--jobs takes a number from 1 to 256 (got '0')"],
    ];
    for (const [args, message] of cases) {
      const r = xn(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.split('\n')[0], args.join(' ')).toBe(`xn: ${message}`);
    }
  });
});
