/**
 * `@x/san/openings`: the name of a chess opening from lichess's list (ECO code, name, main line; CC0), looked up
 * by position, so a transposition finds the opening its position belongs to. A subpath of its own: the list
 * (400 KB of text, 53 KB gzip) is not part of `@x/san`'s root entry.
 *
 * @example openingOfGame(parsePgn('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *')[0]!)?.name // 'Ruy Lopez: Morphy Defense'
 */
import type { BasePosition, Move } from '@x/core';
import { variants } from '@x/core/variant';
import { ChessPosition as Chess } from '@x/core/chess';
import { memoized } from '../shared/memo.js';
import { resolve } from '../move/resolve.js';
import type { Game } from '../game/tree.js';
import { walkGame } from '../game/walk.js';
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
export function openingKey(position: BasePosition | Chess): string {
  const [placement, turn, castling, ep] = position.toFen().split(' ');
  const passant = ep !== undefined && ep !== '-' && canTakeEnPassant(position, ep) ? ep : '-';
  return `${placement} ${turn} ${castling} ${passant}`;
}

/** Whether the side to move can capture en passant on `ep`: a pawn beside the pawn that passed, and a legal move. */
function canTakeEnPassant(position: BasePosition | Chess, ep: string): boolean {
  const file = ep.charCodeAt(0) - 97;
  const rank = ep.slice(1) === '6' ? 5 : ep.slice(1) === '3' ? 4 : undefined;
  if (rank === undefined) return false;
  const beside = [file - 1, file + 1].some((f) => {
    if (f < 0 || f > 7) return false;
    const piece = position.pieceAt(`${String.fromCharCode(97 + f)}${rank}`);
    return piece?.type === 'pawn' && piece.color === position.turn;
  });
  // the legal moves only where a pawn could take: the move generator is the costly part of a key
  return beside && position.legalMoves().some((m) => m.enPassant === true && m.to === ep);
}

/** The list, read at the first use (per variant object). */
const LIST = new WeakMap<object, readonly Opening[]>();
/** The list's lines as a tree of moves, built at the first walk (per variant object). */
const TREE = new WeakMap<object, LineNode>();
/** The openings by the key of the position their line reaches, built at the first look-up (per variant object). */
const BY_KEY = new WeakMap<object, Map<string, Opening>>();

/** A node of the lines' move tree: the lines that end here (by place in the list) and the next moves. */
interface LineNode {
  readonly ends: number[];
  readonly next: Map<string, LineNode>;
}

/** Reads the list: one opening per line of ECO code, name and SAN, separated by tabs. */
function readList(): readonly Opening[] {
  const list: Opening[] = [];
  const text = OPENING_LINES;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const tab1 = text.indexOf('\t', start);
    const tab2 = tab1 < 0 || tab1 > end ? -1 : text.indexOf('\t', tab1 + 1);
    if (tab2 >= 0 && tab2 < end)
      list.push({
        eco: text.slice(start, tab1),
        name: text.slice(tab1 + 1, tab2),
        pgn: text.slice(tab2 + 1, end),
      });
    start = end + 1;
  }
  return list;
}

/** The tree of the list's lines: their SAN tokens, lines sharing their first moves. */
function buildTree(): LineNode {
  const root: LineNode = { ends: [], next: new Map() };
  const list = openings();
  for (let at = 0; at < list.length; at++) {
    let node = root;
    for (const token of list[at]!.pgn.split(' ')) {
      if (token === '' || /^\d+\.+$/.test(token)) continue;
      let child = node.next.get(token);
      if (!child) {
        child = { ends: [], next: new Map() };
        node.next.set(token, child);
      }
      node = child;
    }
    node.ends.push(at);
  }
  return root;
}

/**
 * Plays the list's lines once from the standard start, as a tree of their moves (each shared move once: about
 * 8,600 moves instead of the lines' 37,000), and calls `named` at each position a line ends on: `position` is
 * `@x/core/chess`'s position there (valid during the call; do not play on it) and `at` the place in `openings()`
 * of the first line ending there. One position may be met more than once (lines that transpose): where several
 * lines reach a position, the first in the list names it, as lichess's list is ordered. A move that does not
 * resolve leaves its lines out. `openingOf`'s table is built this way; a program keying positions its own way
 * (a hash) builds its own.
 */
export function forEachOpeningPosition(named: (position: Chess, at: number) => void): void {
  const position = Chess.fromFen(variants.chess.startFen);
  const visit = (node: LineNode): void => {
    for (const [san, child] of node.next) {
      let move: Move;
      try {
        move = resolve(san, position);
      } catch {
        continue;
      }
      position.play(move);
      if (child.ends.length > 0) named(position, Math.min(...child.ends));
      visit(child);
      position.undo();
    }
  };
  visit(memoized(TREE, variants.chess, undefined, buildTree));
}

/** The openings by the key of the position each names (`@x/core/chess`'s FENs: several times faster to write). */
function buildByKey(): Map<string, Opening> {
  const list = openings();
  const first = new Map<string, number>();
  forEachOpeningPosition((position, at) => {
    const key = openingKey(position);
    if ((first.get(key) ?? Number.POSITIVE_INFINITY) > at) first.set(key, at);
  });
  const byKey = new Map<string, Opening>();
  for (const [key, at] of first) byKey.set(key, list[at] as Opening);
  return byKey;
}

/** Every named opening of the list, in the list's order (ECO A00 … E99). */
export function openings(): readonly Opening[] {
  return memoized(LIST, variants.chess, undefined, readList);
}

/**
 * The opening a standard-chess position is named for in the list, or `undefined` when no line of the list reaches
 * it (any move order: a transposition finds it too). A FEN string is read as standard chess (`@x/core/chess`); a
 * bad one throws its `FenError`.
 *
 * @example openingOf('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1')?.name // "King's Pawn Game"
 */
export function openingOf(position: BasePosition | Chess | string): Opening | undefined {
  const pos = typeof position === 'string' ? Chess.fromFen(position) : position;
  if (pos.variant.id !== 'chess') return undefined;
  return memoized(BY_KEY, variants.chess, undefined, buildByKey).get(openingKey(pos));
}

/**
 * The deepest named opening along a sequence of positions (a game's positions in order): the name of the last
 * position that has one, as lichess names a game's opening.
 */
export function deepestOpening(positions: Iterable<BasePosition | Chess>): Opening | undefined {
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
      Chess.fromFen(variants.chess.startFen),
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
