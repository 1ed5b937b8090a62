/**
 * One verdict on a game nested at the PGN reader's cap (`@x/san`'s `limits.maxDepth`, 100) and one level past it,
 * whatever `xn pgn` command reads it and whichever path it takes (the main-line scan, the tree, the movetext read
 * unplayed): a game `check` refuses is reported as `nesting-too-deep` by every command, and never written but by
 * `eco`, which documents that it writes a game it cannot read byte for byte; a game at the cap is accepted by all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SAN_LIMITS } from '@x/san';
import { describe, expect, it } from 'vitest';
import { xn } from '../xn.js';
import { fileWriter, tempDir } from '../temp-dir.js';

const dir = tempDir('xn-nesting-');
const file = fileWriter(dir);
const CAP = DEFAULT_SAN_LIMITS.maxDepth;

/** A game whose first move has `depth` variations nested one in the other. */
function nested(depth: number): string {
  const lines = `${'( 1. d4 '.repeat(depth)}${')'.repeat(depth)}`;
  return `[Event "nested ${depth}"]\n[Result "1-0"]\n\n1. e4 ${lines} e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n`;
}

/** A game with no variation, read by every path: it stays in every output. */
const PLAIN = '[Event "plain"]\n[Result "*"]\n\n1. d4 d5 *\n\n';

/**
 * Each command that reads PGN: its arguments before the file, and what it does with a game the reader accepts
 * (on stdout, or in the files split writes). `bad` is where a refused game's diagnostic goes (`counted`: stats
 * counts it under its code), `keeps` whether the refused game is still written (`eco`, as its README says), `status`
 * the exit status then (1 unless told).
 */
const COMMANDS: readonly {
  readonly args: readonly string[];
  readonly bad: 'stdout' | 'stderr' | 'counted';
  readonly keeps?: boolean;
  readonly status?: number;
}[] = [
  { args: ['check'], bad: 'stdout' },
  { args: ['stats'], bad: 'counted', status: 0 },
  { args: ['filter'], bad: 'stderr' },
  { args: ['filter', '--tag', 'Event~nested|plain'], bad: 'stderr' },
  { args: ['filter', '--min-plies', '1'], bad: 'stderr' },
  { args: ['filter', '--variations', '--fen-pattern', '*/*/*/*/*/*/*/*'], bad: 'stderr' },
  { args: ['dedupe'], bad: 'stderr' },
  { args: ['convert', '--to', 'san'], bad: 'stderr' },
  { args: ['convert', '--to', 'json'], bad: 'stderr' },
  { args: ['eco'], bad: 'stderr', keeps: true },
  { args: ['split', '--games', '10', '--force', '--dir'], bad: 'stderr' },
];

/** Runs `xn pgn ARGS FILE`: its status, diagnostics and what it wrote (split: the files it wrote). */
function run(args: readonly string[], input: string) {
  const split = args[0] === 'split';
  const out = path.join(dir, `out-${path.basename(input)}`);
  const r = xn(['pgn', ...args, ...(split ? [out] : []), input]);
  const written = split
    ? fs
        .readdirSync(out)
        .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
        .join('')
    : r.stdout;
  return { ...r, written };
}

describe(`xn pgn: a game nested ${CAP} deep (the cap) and ${CAP + 1} deep`, () => {
  const atCap = file('at-cap.pgn', PLAIN + nested(CAP));
  const pastCap = file('past-cap.pgn', PLAIN + nested(CAP + 1));

  it('check gives the past-cap game nesting-too-deep, at its deepest (', () => {
    const r = xn(['pgn', 'check', pastCap]);
    const text = PLAIN + nested(CAP + 1);
    const deepest = text.lastIndexOf('(');
    const line = text.slice(0, deepest).split('\n').length;
    const column = deepest - text.lastIndexOf('\n', deepest);
    expect(r.stdout).toContain(`past-cap.pgn:${line}:${column}: error[nesting-too-deep]`);
    expect(r.status).toBe(1);
  });

  it.each(COMMANDS.map((c) => ({ ...c, name: c.args.join(' ') })))(
    'pgn $name reports the game past the cap and accepts the one at it',
    (c) => {
      const good = run(c.args, atCap);
      expect(good.stderr).toBe('');
      expect(good.stdout).not.toContain('error[');
      expect(good.status).toBe(0);

      const bad = run(c.args, pastCap);
      // stats counts the game bad under its code; the others give its diagnostic
      if (c.args[0] === 'stats')
        expect(bad.stdout).toMatch(/games +2 \(1 good, 1 bad\)[\s\S]*nesting-too-deep/);
      else expect(bad[c.bad as 'stdout' | 'stderr']).toContain('error[nesting-too-deep]');
      expect(bad.status).toBe(c.status ?? 1);
      if (c.args[0] === 'check' || c.args[0] === 'stats') return;
      // the game the reader accepts is written either way (its Event tag, in PGN or JSON); the refused one only by eco
      expect(good.written).toMatch(/"?Event"?[ :]"plain"/);
      expect(bad.written).toMatch(/"?Event"?[ :]"plain"/);
      expect(good.written).toContain(`"nested ${CAP}"`);
      expect(bad.written.includes(`"nested ${CAP + 1}"`)).toBe(c.keeps === true);
    },
  );
});
