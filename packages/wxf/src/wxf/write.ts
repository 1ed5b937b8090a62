/** WXF as Fairy-Stockfish writes it (`C2=5`, `H8+7`, `R+=4` for the front of two, `15+1` for tandems). */
import type { BasePosition } from '@x/core';
import { type MoveFacts, moveFacts } from '../facts.js';

/** How WXF is written: Fairy-Stockfish's form (default) or the federation's (`.` across, `+R` before the letter). */
export type WxfStyle = 'fsf' | 'wxf';

/** The WXF text of the facts of a move. */
export function wxfOfFacts(f: MoveFacts, style: WxfStyle = 'fsf'): string {
  const across = style === 'wxf' && f.direction === '=' ? '.' : f.direction;
  const { count, front, multi } = f.tandem;
  if (f.naming === 'pair') {
    const sign = front === 0 ? '+' : '-';
    return `${f.letter}${sign}${across}${f.arg}`;
  }
  if (f.naming === 'index') {
    if (style === 'fsf') return `${front + 1}${f.file}${across}${f.arg}`;
    return `${federationIndex(f.letter, f.file, count, front, multi)}${across}${f.arg}`;
  }
  return `${f.letter}${f.file}${across}${f.arg}`;
}

/**
 * The federation's names of tandem pieces: `P+`/`P-` and the file for the middle of three; `++`, `P+`, `P-`,
 * `--` for four or five; on two files the file number, then `+`, `-` or the file again for the middle.
 */
function federationIndex(letter: string, file: number, count: number, front: number, multi: boolean): string {
  const rear = count - 1 - front;
  if (multi) return `${file}${front === rear ? file : front < rear ? '+' : '-'}`;
  if (count <= 3) return front === rear ? `${letter}${file}` : `${letter}${front === 0 ? '+' : '-'}`;
  if (front === 0) return '++';
  if (rear === 0) return '--';
  if (front === rear) return `${letter}${file}`;
  return `${letter}${front === 1 ? '+' : '-'}`;
}

/** The WXF text of the legal move `m` of `pos`. */
export function writeWxf(pos: BasePosition, m: number, style: WxfStyle = 'fsf'): string {
  return wxfOfFacts(moveFacts(pos, m), style);
}
