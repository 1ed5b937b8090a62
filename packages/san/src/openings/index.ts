/**
 * `@x/san/openings`: the name of a chess opening from lichess's list (ECO code, name, main line; CC0), looked up
 * by position, so a transposition finds the opening its position belongs to. A subpath of its own: the list
 * (400 KB of text, 53 KB gzip) is not part of `@x/san`'s root entry.
 *
 * @example openingOfGame(parsePgn('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *')[0]!)?.name // 'Ruy Lopez: Morphy Defense'
 */
import { Position, variants } from '@x/core';
import { memoized } from '../memo.js';
import { replay } from '../replay.js';
import type { Game } from '../tree.js';
import { walkGame } from '../walk.js';
import { OPENING_LINES } from './data.js';

/** A named opening: its ECO code, its name as lichess shows it, and the moves that define it (SAN movetext). */
export interface Opening {
  /** The ECO code (`C60`). */
  readonly eco: string;
  /** The name (`Ruy Lopez: Morphy Defense`). */
  readonly name: string;
  /** The main line in SAN (`1. e4 e5 2. Nf3 Nc6 3. Bb5 a6`). */
  readonly pgn: string;
}

/**
 * The key a position is looked up by: its FEN without the move clocks (placement, side to move, castling rights)
 * and the en-passant square only when an en-passant capture is legal, so that FENs written by different tools for
 * one position find the same opening.
 */
export function openingKey(position: Position): string {
  const [placement, turn, castling, ep] = position.toFen().split(' ');
  const passant =
    ep !== undefined && ep !== '-' && position.legalMoves().some((m) => m.enPassant === true && m.to === ep)
      ? ep
      : '-';
  return `${placement} ${turn} ${castling} ${passant}`;
}

/** The openings by the key of the position their line reaches, built at the first look-up (per variant object). */
const TABLES = new WeakMap<
  object,
  { readonly list: readonly Opening[]; readonly byKey: Map<string, Opening> }
>();

/** Reads the list and plays every line from the start (a line that does not replay is left out). */
function buildTable(): { readonly list: readonly Opening[]; readonly byKey: Map<string, Opening> } {
  const list: Opening[] = [];
  const byKey = new Map<string, Opening>();
  const start = Position.fromFen(variants.chess.startFen, variants.chess);
  for (const line of OPENING_LINES.split('\n')) {
    const [eco, name, pgn] = line.split('\t');
    if (eco === undefined || name === undefined || pgn === undefined) continue;
    const opening: Opening = { eco, name, pgn };
    list.push(opening);
    const played = replay(start, pgn);
    // the first line to reach a position names it, as lichess's list is ordered
    if (played.success) {
      const key = openingKey(played.data.position);
      if (!byKey.has(key)) byKey.set(key, opening);
    }
  }
  return { list, byKey };
}

/** The table, built once. */
function table() {
  return memoized(TABLES, variants.chess, undefined, buildTable);
}

/** Every named opening of the list, in the list's order (ECO A00 … E99). */
export function openings(): readonly Opening[] {
  return table().list;
}

/**
 * The opening a standard-chess position is named for in the list, or `undefined` when no line of the list reaches
 * it (any move order: a transposition finds it too). A FEN string is read with `Position.fromFen`; a bad one
 * throws its `FenError`.
 *
 * @example openingOf('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1')?.name // "King's Pawn Game"
 */
export function openingOf(position: Position | string): Opening | undefined {
  const pos = typeof position === 'string' ? Position.fromFen(position, variants.chess) : position;
  if (pos.variant.id !== 'chess') return undefined;
  return table().byKey.get(openingKey(pos));
}

/**
 * The deepest named opening along a sequence of positions (a game's positions in order): the name of the last
 * position that has one, as lichess names a game's opening.
 */
export function deepestOpening(positions: Iterable<Position>): Opening | undefined {
  let found: Opening | undefined;
  for (const position of positions) found = openingOf(position) ?? found;
  return found;
}

/**
 * The opening of a game of standard chess from the standard start (a game with a `FEN` or a `Variant` tag has
 * none): the deepest named position of its main line, up to the first move that does not resolve.
 *
 * @example openingOfGame(parsePgn('1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 *')[0]!)?.eco // 'E20'
 */
export function openingOfGame(game: Game): Opening | undefined {
  const variant = game.headers.get('Variant');
  if (game.headers.has('FEN') || (variant !== undefined && !/^(standard|chess)$/i.test(variant)))
    return undefined;
  let found: Opening | undefined;
  try {
    walkGame(
      game,
      Position.fromFen(variants.chess.startFen, variants.chess),
      (step) => {
        found = openingOf(step.position) ?? found;
      },
      { variations: false },
    );
  } catch {
    // an illegal move ends the line: the positions before it still name the opening
  }
  return found;
}
