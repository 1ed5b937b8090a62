/**
 * The tag pairs the fast path (`PlainSections`) looks at in a plain game's tag section, as bytes: `Result` (the result the movetext
 * may not contradict); `Variant` and `FEN` (the game does not start at the standard position: not scanned). The
 * cutting mode (`tokenizer.ts`) asks them of each tag pair as it reads it and hands the answers on with the section
 * (`Section.movetext`, `Section.resultValue`).
 */
import { RESULTS } from '../game/tree.js';

/** Whether `bytes[from, to)` holds the ASCII text `word`. */
export function holds(bytes: Uint8Array, from: number, to: number, word: string): boolean {
  if (to - from !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[from + k] !== word.charCodeAt(k)) return false;
  return true;
}

/** The index in `RESULTS` (`1-0`, `0-1`, `1/2-1/2`, `*`) of the result `bytes[from, to)`, or -1. */
export function resultIndex(bytes: Uint8Array, from: number, to: number): number {
  for (let r = 0; r < RESULTS.length; r++) if (holds(bytes, from, to, RESULTS[r]!)) return r;
  return -1;
}
