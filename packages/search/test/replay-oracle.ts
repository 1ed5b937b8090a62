/**
 * Test helpers: games of any variant made by random legal play on `@x/core` (written as PGN by `@x/san`), and the
 * oracle the searches are checked against — every game replayed with `@x/core` from its tags, each position read
 * as a `Setup` (not the engine's piece codes the search reads) and compared square by square with a sub-fen.
 */
import { Position, type Setup, type VariantDefinition } from '@x/core';
import { readMainLines, startingPosition, stringify } from '@x/san';
import { rng } from '../../../tests/rng.js';

/** `count` games of `variant` (its `Variant` tag `tag`) of up to `plies` random legal moves, as PGN. */
export function randomGames(
  variant: VariantDefinition,
  tag: string,
  count: number,
  plies: number,
  seed: number,
): string {
  const random = rng(seed);
  const games: string[] = [];
  for (let g = 0; g < count; g++) {
    const position = Position.fromFen(variant.startFen, variant);
    const words: string[] = [];
    for (let p = 0; p < plies; p++) {
      const moves = position.legalMoves();
      if (moves.length === 0) break;
      const move = moves[Math.floor(random() * moves.length)]!;
      const san = stringify(move, position);
      words.push(p % 2 === 0 ? `${p / 2 + 1}. ${san}` : san);
      position.play(move);
    }
    games.push(`[Event "random ${g + 1}"]\n[Variant "${tag}"]\n[Result "*"]\n\n${words.join(' ')} *\n`);
  }
  return games.join('\n');
}

/** The letter of a setup's piece (upper case White, `+` before a promoted piece), as a sub-fen writes it. */
function letterOf(setup: Setup, square: number, variant: VariantDefinition): string | undefined {
  const piece = setup.board[square];
  if (piece === undefined) return undefined;
  const symbol = variant.pieces.find((p) => p.id === piece.type)?.symbol ?? '?';
  const letter = piece.color === 'white' ? symbol.toUpperCase() : symbol.toLowerCase();
  return piece.promoted === true && !letter.startsWith('+') ? `+${letter}` : letter;
}

/** Whether a setup holds a sub-fen's pieces and hand (read naively: the sub-fen's letters against the setup's). */
export function setupHolds(setup: Setup, variant: VariantDefinition, subFen: string): boolean {
  const [board, hand] = subFen.split('[');
  const rows = board!.split('/');
  if (rows.length !== setup.ranks) return false;
  for (let r = 0; r < rows.length; r++) {
    let file = 0;
    for (const token of rows[r]!.match(/\d+|\+?[A-Za-z]/g) ?? []) {
      if (/^\d+$/.test(token)) {
        file += Number(token);
        continue;
      }
      if (letterOf(setup, (setup.ranks - 1 - r) * setup.files + file, variant) !== token) return false;
      file++;
    }
  }
  for (const letter of (hand ?? '').replace(']', '').match(/[A-Za-z]/g) ?? []) {
    const color = letter === letter.toUpperCase() ? 'white' : 'black';
    const id = variant.pieces.find((p) => p.symbol.toUpperCase() === letter.toUpperCase())?.id ?? '?';
    const want = [...(hand ?? '')].filter((c) => c === letter).length;
    if ((setup.hands?.[color]?.[id] ?? 0) < want) return false;
  }
  return true;
}

/** For each game of `pgn` (1-based number), the first ply whose position holds `subFen`, replayed on `@x/core`. */
export async function replayedMatches(pgn: string, subFen: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  let n = 0;
  for await (const line of readMainLines(pgn)) {
    n++;
    const position = startingPosition(line.tags);
    for (let p = 0; p <= line.moves.length; p++) {
      if (setupHolds(position.toSetup(), position.variant, subFen)) {
        out.set(n, p);
        break;
      }
      if (p < line.moves.length) position.play(position.decodeMove(line.moves[p]!));
    }
  }
  return out;
}
