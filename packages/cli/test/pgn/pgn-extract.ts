/** Debian's pgn-extract as the oracle of the comparison tests, and its own test inputs (`../shared/data/pgn-extract`). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hasSharedData, sharedDataPath } from '../../../../tests/shared-data.js';

/** pgn-extract, when installed (Debian package `pgn-extract`). */
export const PGN_EXTRACT = '/usr/games/pgn-extract';
/** Whether the comparison can run: pgn-extract installed and the shared data present. */
export const canCompare = fs.existsSync(PGN_EXTRACT) && hasSharedData;

/** pgn-extract's test inputs, sorted (none without the shared data). */
export function pgnExtractInputs(): string[] {
  if (!hasSharedData) return [];
  const folder = sharedDataPath('pgn-extract');
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.pgn'))
    .sort()
    .map((f) => path.join(folder, f));
}

/** What pgn-extract writes on stdout with `args`, run in `cwd` (read as Latin-1: it passes bytes through). */
export function pgnExtract(args: readonly string[], cwd?: string): string {
  const r = spawnSync(PGN_EXTRACT, [...args], { encoding: 'latin1', maxBuffer: 1 << 28, cwd });
  if (r.error) throw r.error;
  return r.stdout;
}

/** A text without its non-ASCII characters (pgn-extract's Latin-1 bytes and xn's UTF-8 compare alike). */
export function ascii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '');
}

/**
 * The words of PGN text's movetexts (moves with their piece letters, NAGs), in order, ASCII only: tags, comments,
 * move numbers, parentheses and results left out. What localised piece letters change.
 */
export function moveWords(text: string): string[] {
  return text
    .replace(/^\[.*\]\s*$/gm, '')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\d+\.(\.\.)?/g, ' ')
    .replace(/[()]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !['1-0', '0-1', '1/2-1/2', '*'].includes(w))
    .map(ascii);
}
