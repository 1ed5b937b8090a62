/**
 * Smoke test: a block written by `fromVariant` for a custom-piece variant (chess whose queen also leaps as a
 * knight) loads in the real SjaakII (`sjaakii -no_user_variants -xboard FILE`), which plays a move in it that
 * `@x/core` finds legal. Skips, saying why, when the binary is missing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position } from '@x/core';
import { variants, leaper } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { withMove } from '../../../../tests/variants.js';
import { fromVariant } from './from-variant.js';

const SJAAKII = '/usr/games/sjaakii';

const amazons = withMove(variants.chess, 'amazons', 'queen', leaper(2, 1), 'Amazons');

/** Runs SjaakII on the file with the XBoard commands; resolves with the first `move …` line (10 s at most). */
function firstMove(file: string, commands: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(SJAAKII, ['-no_user_variants', '-xboard', file], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`no move within 10 s; SjaakII said:\n${out.slice(-2000)}`));
    }, 10_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const move = /^move (\S+)/m.exec(out);
      if (move) {
        clearTimeout(timer);
        child.stdin.end('quit\n');
        child.kill();
        resolve(move[1]!);
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stdin.write(commands);
  });
}

describe('fromVariant for SjaakII', () => {
  it("writes a piece's leaps as one aleap line (SjaakII keeps the last of several)", () => {
    const knightWazir = withMove(variants.chess, 'knightwazir', 'knight', leaper(0, 1));
    const { text } = fromVariant(knightWazir);
    const knight = text.slice(text.indexOf('Piece: knight'), text.indexOf('Piece: bishop'));
    expect(knight.match(/^Move: /gm)).toHaveLength(1);
    expect(knight).toContain('|(0,1)|');
    expect(text).toContain('Move: aleap (0,1)|(0,-1)|(1,0)|(-1,0)|(1,1)|(1,-1)|(-1,1)|(-1,-1)');
  });

  it('writes the move-count draw in moves; no rule as its longest, 63 moves, with a warning', () => {
    const withCount = (moveCount: number) =>
      fromVariant({ ...variants.chess, end: { ...variants.chess.end, moveCount } });
    expect(withCount(40).text).toContain('Rule: movecountdraw = 40\n');
    expect(withCount(50).text).not.toContain('movecountdraw');
    // SjaakII 1.4.1 reads `movecountdraw = 0` as a draw at once
    const none = withCount(0);
    expect(none.text).toContain('Rule: movecountdraw = 63\n');
    expect(none.complete).toBe(true);
    expect(none.diagnostics).toMatchObject([{ severity: 'warning', path: 'end.moveCount' }]);
  });
});

describe.skipIf(!existsSync(SJAAKII))('fromVariant with the real SjaakII', () => {
  it('loads a written custom-piece variant and plays a legal move in it', async () => {
    const written = fromVariant(amazons);
    expect(written.complete).toBe(true);
    // SjaakII 1.4.1 would not start the variant from a folder named `sjaak-from-variant-…`: a plain name.
    const dir = mkdtempSync(join(tmpdir(), 'sj'));
    try {
      const file = join(dir, 'game.txt');
      writeFileSync(file, written.text);
      const move = await firstMove(file, `xboard\nprotover 2\nnew\nvariant ${written.name}\nst 1\ngo\n`);
      const position = Position.fromFen(amazons.startFen, amazons);
      expect(position.legalMoves().map((m) => position.uci(m))).toContain(move);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 15_000);
});
if (!existsSync(SJAAKII)) it.skip(`${SJAAKII} is missing: the SjaakII smoke test skips`, () => {});
