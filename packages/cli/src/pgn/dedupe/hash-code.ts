/**
 * pgn-extract's `HashCode` tag (`--addhashcode`), reproduced: the sum, over the positions after each move of the
 * main line, of a hash of the board alone (the XOR of one code per piece on its square), written as the low 32
 * bits in 8 hex digits. The codes are pgn-extract's own: a 64-bit linear congruential sequence (×1103515245
 * +123456789, from 0) shifted right by 7, drawn for files a–h, ranks 1–8, pieces P N B R Q K, black then white.
 * Only the low 32 bits of each code matter to the sum's low 32 bits, so they are all that is kept.
 */
import { type Game, startingPosition, type VariantLookup, walkGame } from '@x/san';

/** The codes' low 32 bits, by ((file × 8 + rank) × 6 + piece) × 2 + colour (black 0, white 1). */
let codes: Uint32Array | undefined;

function table(): Uint32Array {
  if (codes !== undefined) return codes;
  const out = new Uint32Array(8 * 8 * 6 * 2);
  const mask = (1n << 64n) - 1n;
  let seed = 0n;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 1103515245n + 123456789n) & mask;
    out[i] = Number((seed >> 7n) & 0xffffffffn);
  }
  codes = out;
  return out;
}

const PIECES = 'PNBRQK';

/** The board hash of a FEN's board field (8×8; other sizes hash to 0). */
function boardHash(board: string, codes: Uint32Array): number {
  let hash = 0;
  let rank = 7;
  let file = 0;
  for (const c of board) {
    if (c === '/') {
      rank--;
      file = 0;
    } else if (c >= '1' && c <= '9') file += Number(c);
    else {
      const piece = PIECES.indexOf(c.toUpperCase());
      if (piece >= 0 && file < 8 && rank >= 0)
        hash ^= codes[((file * 8 + rank) * 6 + piece) * 2 + (c === c.toUpperCase() ? 1 : 0)]!;
      file++;
    }
  }
  return hash >>> 0;
}

/** The `HashCode` pgn-extract writes for `game` (throws the walk's `SanError` for a bad game). */
export function hashCode(game: Game, variants?: VariantLookup): string {
  const codes = table();
  let sum = 0;
  walkGame(
    game,
    startingPosition(game, { variants }),
    (step) => {
      sum = (sum + boardHash(step.position.toFen().split(' ', 1)[0]!, codes)) >>> 0;
    },
    { variations: false },
  );
  return sum.toString(16).padStart(8, '0');
}
