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
});
