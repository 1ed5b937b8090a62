/**
 * `scripts/distinct-games.mjs` (the file of `pnpm bench search` and of the playground's measure scripts) writes each
 * random move's SAN from the legal moves it picked it from, into bytes, for speed: its games must stay those of the
 * generator it replaced, which wrote every move with `@x/san`'s `stringify` — rebuilt here as the reference, on the
 * first games of the same seed.
 */
import { ChessPosition } from '@x/core/chess';
import { createMoveBuffer, decodeMove, generateLegalMoves } from '@x/core/engine';
import { resolve, stringify } from '@x/san';
import { describe, expect, it } from 'vitest';
import { type OpeningLine, openings, writeDistinctGames, xorshift } from '../../scripts/distinct-games.mjs';
import { hasSharedData, readSharedData } from '../../../../tests/shared-data';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const RESULTS = ['1-0', '0-1', '1/2-1/2'];

/** The first `n` games as the generator wrote them before: `resolve` for the opening, `stringify` for each move. */
function reference(n: number, lines: readonly OpeningLine[]): string {
  const next = xorshift(0x2545f491);
  const buf = createMoveBuffer();
  let text = '';
  for (let g = 0; g < n; g++) {
    const line = lines[g % lines.length]!;
    const prefix = Math.min(4 + (g % 17), line.sans.length);
    const pos = ChessPosition.fromFen(START);
    const sans: string[] = [];
    for (let ply = 0; ply < 80; ply++) {
      let san: string;
      if (ply < prefix) {
        san = line.sans[ply]!;
        pos.play(resolve(san, pos));
      } else {
        const count = generateLegalMoves(pos, buf);
        if (count === 0) break;
        const m = buf[Math.floor(next() * count)]!;
        san = stringify(decodeMove(pos, m), pos);
        pos.playEncoded(m);
      }
      sans.push(`${ply % 2 === 0 ? `${ply / 2 + 1}. ` : ''}${san}`);
    }
    const result = RESULTS[Math.floor(next() * 3)]!;
    const elo = `${line.white ? `[WhiteElo "${line.white}"]\n` : ''}${line.black ? `[BlackElo "${line.black}"]\n` : ''}`;
    text += `[Event "distinct ${g}"]\n${elo}[Result "${result}"]\n\n${sans.join(' ')} ${result}\n\n`;
  }
  return text;
}

describe.skipIf(!hasSharedData)('distinct games', () => {
  it('are the games stringify wrote, byte for byte (captures, promotions, disambiguation, checks, mates)', async () => {
    const lines = await openings(readSharedData('pgn', 'lichess-100.pgn'));
    const n = 100;
    const chunks: string[] = [];
    writeDistinctGames(n, lines, (bytes) => chunks.push(new TextDecoder().decode(bytes)));
    const text = chunks.join('');
    expect(text).toBe(reference(n, lines));
    // the cases the SAN writer tells apart all occur in these games: a piece's capture, a disambiguation by file and
    // by rank, a pawn's capture and its capture with promotion, castling long, check and mate
    for (const pattern of [
      / [NBRQ]x[a-h][1-8]/,
      / [NBRQ][a-h]x?[a-h][1-8]/,
      / [NBRQ][1-8]x?[a-h][1-8]/,
      / [a-h]x[a-h][1-8]=[QRBN]/,
      / O-O-O/,
      /\+ /,
      /# /,
    ])
      expect(text).toMatch(pattern);
  });
});
