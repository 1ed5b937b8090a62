/** Generated inputs for tests: the largest legal strings and worst-case shapes (no data copied from elsewhere). */
import { LETTERS, PIECE_STATES, SIDES } from '../src/types.js';

/** Every one of the 624 EPIN tokens, in canonical hand order (letter, case, state, terminal, derivation). */
export function allEpinTokens(): string[] {
  const out: string[] = [];
  for (const letter of LETTERS) {
    for (const side of SIDES) {
      for (const state of PIECE_STATES) {
        for (const terminal of [false, true]) {
          for (const derived of [false, true]) {
            const l = side === 'first' ? letter : letter.toLowerCase();
            const s = state === 'diminished' ? '-' : state === 'enhanced' ? '+' : '';
            out.push(s + l + (terminal ? '^' : '') + (derived ? "'" : ''));
          }
        }
      }
    }
  }
  return out;
}

/** `count` ranks of `rank`, separated by `/`. */
export function ranks(rank: string, count: number): string {
  return new Array<string>(count).fill(rank).join('/');
}

/** The largest fully occupied legal board: 18 ranks × 226 pawns = 4,068 squares, 4,091 bytes with ` / C/c`. */
export function fullBoard(): string {
  return `${ranks('P'.repeat(226), 18)} / C/c`;
}

/** The empty 255×255 board (65,025 squares, the square limit) in 1,019 + 6 bytes. */
export function emptyMaxBoard(): string {
  return `${ranks('255', 255)} / C/c`;
}

/** Pads `text` to exactly `size` bytes by repeating its placement's digits — only used for length limits. */
export function hugeCountInput(size: number): string {
  const head = '8 ';
  const tail = 'P/ C/c';
  return head + '9'.repeat(size - head.length - tail.length) + tail;
}

/** A 4,096-byte 2D placement of `1/1/1/…` (2,043 ranks): too many ranks, found after scanning everything. */
export function manyRanks(size = 4096): string {
  const tail = ' / C/c';
  let body = '1';
  while (body.length + 2 + tail.length <= size) body += '/1';
  return body + tail;
}

/** A long 3D placement `1/1//1/1//…`: many layers, rejected after a full scan. */
export function manyLayers(size = 4096): string {
  const tail = ' / C/c';
  let body = '1/1';
  while (body.length + 5 + tail.length <= size) body += '//1/1';
  return body + tail;
}

/** Every EPIN token once in the first hand on a 765-square board: valid, ~2 KB of hand items. */
export function allTokensInHand(): string {
  return `255/255/255 ${allEpinTokens().join('')}/ C/c`;
}
