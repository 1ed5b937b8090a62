/**
 * Figurine algebraic notation: a SAN's piece letters K Q R B N as the chess figurines ♔ ♕ ♖ ♗ ♘ (lichess's
 * "figurine notation"); other letters (a fairy piece's, the files) stay as written.
 */

const FIGURINES: Readonly<Record<string, string>> = { K: '♔', Q: '♕', R: '♖', B: '♗', N: '♘' };

/** `san` with its piece letters (an upper-case K Q R B N, as SAN writes pieces) as figurines: `Nxe5+` → `♘xe5+`. */
export function figurineSan(san: string): string {
  return san.replace(/[KQRBN]/g, (letter) => FIGURINES[letter] ?? letter);
}
