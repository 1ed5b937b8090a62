/**
 * Position conversions among FEN, FEEN and ICN for any built-in variant of `@x/core`. FEEN has no clocks, so
 * FEN → FEEN returns them beside the FEEN text and FEEN → FEN takes them back; ICN carries them itself (move
 * rule state, full move). Every failure throws the owning package's error (a `NotationError`: code, offset,
 * length) or a `ConvertError` located in the input.
 */
import {
  NotationError,
  Position,
  parseFen,
  type Setup,
  type SetupPiece,
  stringifyFen,
  type VariantDefinition,
} from '@x/core';
import {
  fromFenWithClocks,
  fromSetup,
  parse as parseFeen,
  stringify as stringifyFeen,
  toSetup,
} from '@x/feen';
import type { InfinitePieceType as IcnPieceType } from '@x/core/infinite';
import { type IcnGame, type IcnPiece, parse as parseIcn, stringify as stringifyIcn } from '@x/icn';

/** A conversion that cannot be done (a piece ICN cannot name, a position that does not fit the board). */
export class ConvertError extends NotationError {
  override readonly name = 'ConvertError';
}

/** The FEN fields FEEN does not hold: the halfmove clock and the fullmove number. */
export interface Clocks {
  readonly halfmoves: number;
  readonly fullmoves: number;
}

/** A FEEN string and the clocks it cannot hold. */
export interface FeenWithClocks {
  readonly feen: string;
  readonly clocks: Clocks;
}

/** The start of a whitespace-trimmed input (users paste text ending in a newline). */
function trimmed(text: string): { readonly text: string; readonly shift: number } {
  const start = text.length - text.trimStart().length;
  return { text: text.trim(), shift: start };
}

/** Re-throws a package error with its offset moved by `shift` (the trimmed leading whitespace). */
function shifted<T>(shift: number, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (shift > 0 && error instanceof NotationError) {
      Object.defineProperty(error, 'offset', { value: error.offset + shift });
      if (error.line === 1) Object.defineProperty(error, 'column', { value: error.column + shift });
    }
    throw error;
  }
}

/** Reads a FEN of `variant` and checks it is a legal position (core's `FenError` or `PositionError`). */
export function readFen(text: string, variant: VariantDefinition): Setup {
  const t = trimmed(text);
  return shifted(t.shift, () => {
    const setup = parseFen(t.text, variant);
    Position.fromSetup(setup, variant);
    return setup;
  });
}

function isChessFamily(variant: VariantDefinition): boolean {
  return variant.id === 'chess' || variant.id === 'chess960';
}

/** FEN → FEEN in `variant`, with the clocks FEEN cannot hold returned beside it. */
export function fenToFeen(text: string, variant: VariantDefinition): FeenWithClocks {
  if (isChessFamily(variant)) {
    const t = trimmed(text);
    const r = shifted(t.shift, () => fromFenWithClocks(t.text, { chess960: variant.id === 'chess960' }));
    return { feen: stringifyFeen(r.position), clocks: { halfmoves: r.halfmoves, fullmoves: r.fullmoves } };
  }
  return setupToFeen(readFen(text, variant), variant);
}

/** A legal setup as FEEN (the e.p. square kept only when a capture there is legal, as FEEN requires). */
function setupToFeen(setup: Setup, variant: VariantDefinition): FeenWithClocks {
  const position = Position.fromSetup(setup, variant);
  const { epSquare: _dropped, ...rest } = setup;
  const ep = position.legalEpSquare();
  const kept: Setup = ep === undefined ? rest : { ...rest, epSquare: ep };
  return {
    feen: stringifyFeen(fromSetup(kept, variant)),
    clocks: { halfmoves: setup.halfmoves, fullmoves: setup.fullmoves },
  };
}

/** Reads a FEEN of `variant` as a legal core setup carrying `clocks`. */
function readFeen(text: string, variant: VariantDefinition, clocks: Clocks): Setup {
  const t = trimmed(text);
  return shifted(t.shift, () => {
    const setup = toSetup(parseFeen(t.text), variant, clocks);
    Position.fromSetup(setup, variant);
    return setup;
  });
}

/** FEEN → FEN in `variant`, writing the given clocks (FEEN has none). */
export function feenToFen(text: string, variant: VariantDefinition, clocks: Clocks): string {
  return stringifyFen(readFeen(text, variant, clocks), variant);
}

/** Core piece ids that are the same piece in ICN (same moves), by name. */
const ICN_TYPES: ReadonlyMap<string, IcnPieceType> = new Map<string, IcnPieceType>([
  ['king', 'king'],
  ['queen', 'queen'],
  ['rook', 'rook'],
  ['bishop', 'bishop'],
  ['knight', 'knight'],
  ['pawn', 'pawn'],
  ['archbishop', 'archbishop'],
  ['chancellor', 'chancellor'],
]);

/** Variants whose rules ICN's chess pieces play (xiangqi's knight or shogi's pawn move differently). */
const ICN_VARIANTS: ReadonlySet<string> = new Set(['chess', 'chess960', 'capablanca']);

function requireIcnVariant(variant: VariantDefinition, length: number): void {
  if (!ICN_VARIANTS.has(variant.id)) {
    const names = variant.pieces
      .filter((p) => !ICN_TYPES.has(p.id))
      .map((p) => p.id)
      .join(', ');
    throw new ConvertError(
      'unsupported-variant',
      `ICN cannot hold a ${variant.id} position: its pieces${names ? ` (${names})` : ''} are not ICN pieces with the same moves`,
      0,
      length,
    );
  }
}

function squareName(file: number, rank: number, files: number): string {
  return `${'abcdefghijklmnopqrstuvwxyz'.slice(0, files)[file]}${rank + 1}`;
}

/**
 * A legal setup as an ICN game: a1 at (1,1), castling rights and unmoved pawns as `+`, the e.p. square, the
 * move rule from the halfmove clock, promotion on the last ranks, and with `border` the board as world border.
 */
function setupToIcn(setup: Setup, variant: VariantDefinition, border: boolean): IcnGame {
  const pieces: IcnPiece[] = [];
  const partners = new Set(setup.castling);
  const castles = { white: false, black: false };
  for (const c of setup.castling) castles[c.endsWith('1') ? 'white' : 'black'] = true;
  const { files, ranks } = setup;
  setup.board.forEach((p, i) => {
    if (!p) return;
    const type = ICN_TYPES.get(p.type) as IcnPieceType;
    const file = i % files;
    const rank = Math.floor(i / files);
    const homeRank = p.color === 'white' ? 1 : ranks - 2;
    const specialRight =
      (type === 'pawn' && rank === homeRank) ||
      partners.has(squareName(file, rank, files)) ||
      (type === 'king' && castles[p.color]);
    pieces.push({ type, player: p.color, square: [BigInt(file + 1), BigInt(rank + 1)], specialRight });
  });
  const allowed = variant.pieces
    .map((p) => ICN_TYPES.get(p.id))
    .filter((t): t is IcnPieceType => t !== undefined && t !== 'king' && t !== 'pawn');
  const ep = setup.epSquare ? epCoordinates(setup.epSquare, files) : undefined;
  return {
    metadata: {},
    turnOrder: setup.turn === 'white' ? ['white', 'black'] : ['black', 'white'],
    ...(ep ? { enPassant: ep } : {}),
    moveRule: { state: setup.halfmoves, limit: 100 },
    fullMove: setup.fullmoves,
    promotions: { white: { ranks: [BigInt(ranks)], allowed }, black: { ranks: [1n], allowed } },
    ...(border ? { worldBorder: { left: 1n, right: BigInt(files), bottom: 1n, top: BigInt(ranks) } } : {}),
    winConditions: { white: ['checkmate'], black: ['checkmate'] },
    position: pieces,
    moves: [],
  };
}

function epCoordinates(name: string, files: number): readonly [bigint, bigint] {
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name.slice(1));
  if (file < 0 || file >= files || !Number.isInteger(rank)) throw new RangeError(`not a square: ${name}`);
  return [BigInt(file + 1), BigInt(rank)];
}

/** FEN → ICN (an ICN position with no moves) for a variant ICN can hold. */
export function fenToIcn(text: string, variant: VariantDefinition, border: boolean): string {
  requireIcnVariant(variant, text.length);
  return stringifyIcn(setupToIcn(readFen(text, variant), variant, border));
}

/** FEEN → ICN, with the clocks FEEN cannot hold. */
export function feenToIcn(text: string, variant: VariantDefinition, clocks: Clocks, border: boolean): string {
  requireIcnVariant(variant, text.length);
  return stringifyIcn(setupToIcn(readFeen(text, variant, clocks), variant, border));
}

/** A piece of an ICN position inside the board, or a located error saying why not. */
function boardPiece(piece: IcnPiece, variant: VariantDefinition, text: string): [number, SetupPiece] {
  const { files, ranks } = variant.board;
  const [x, y] = piece.square;
  const at = text.indexOf(`${x},${y}`);
  const where = at >= 0 ? { offset: at, length: `${x},${y}`.length } : { offset: 0, length: text.length };
  const id = variant.pieces.find((p) => ICN_TYPES.get(p.id) === piece.type)?.id;
  if (id === undefined) {
    throw new ConvertError(
      'unsupported-piece',
      `${variant.id} has no ${piece.type}`,
      where.offset,
      where.length,
      text,
    );
  }
  if (piece.player !== 'white' && piece.player !== 'black') {
    throw new ConvertError(
      'unsupported-player',
      `${variant.id} has two players, white and black, not ${piece.player}`,
      where.offset,
      where.length,
      text,
    );
  }
  if (x < 1n || y < 1n || x > BigInt(files) || y > BigInt(ranks)) {
    throw new ConvertError(
      'off-board',
      `the ${piece.player} ${piece.type} on ${x},${y} is outside the ${files}×${ranks} board (1,1 to ${files},${ranks})`,
      where.offset,
      where.length,
      text,
    );
  }
  return [(Number(y) - 1) * files + Number(x) - 1, { type: id, color: piece.player }];
}

/** Castling partners of the `+` pieces: every unmoved rook on its home rank while its king is unmoved. */
function castlingOf(game: IcnGame, variant: VariantDefinition): string[] {
  const { files, ranks } = variant.board;
  const out: string[] = [];
  for (const color of ['white', 'black'] as const) {
    const home = color === 'white' ? 1n : BigInt(ranks);
    const mine = (game.position ?? []).filter(
      (p) => p.player === color && p.square[1] === home && p.specialRight,
    );
    if (!mine.some((p) => p.type === 'king')) continue;
    for (const p of mine) {
      if (p.type === 'rook') out.push(squareName(Number(p.square[0]) - 1, Number(home) - 1, files));
    }
  }
  return out;
}

/** ICN → a legal core setup of `variant`: every piece must fit the board and be one of its pieces. */
export function readIcn(text: string, variant: VariantDefinition): Setup {
  requireIcnVariant(variant, text.length);
  const game = parseIcn(text.trim());
  if (game.moves.length > 0) {
    const first = game.moves[0]?.span;
    throw new ConvertError(
      'has-moves',
      'this ICN has moves: convert the start position only (remove the moves), or replay them in the ICN tab',
      first ? first.offset : 0,
      first ? first.length : text.length,
    );
  }
  const { files, ranks } = variant.board;
  const board: (SetupPiece | undefined)[] = new Array(files * ranks).fill(undefined);
  for (const piece of game.position ?? []) {
    const [index, p] = boardPiece(piece, variant, text);
    board[index] = p;
  }
  const turn = game.turnOrder[0] === 'black' ? 'black' : 'white';
  const ep = game.enPassant;
  const epSquare =
    ep && ep[0] >= 1n && ep[0] <= BigInt(files) && ep[1] >= 1n && ep[1] <= BigInt(ranks)
      ? squareName(Number(ep[0]) - 1, Number(ep[1]) - 1, files)
      : undefined;
  const setup: Setup = {
    files,
    ranks,
    board,
    turn,
    castling: castlingOf(game, variant),
    ...(epSquare ? { epSquare } : {}),
    halfmoves: game.moveRule?.state ?? 0,
    fullmoves: game.fullMove,
  };
  Position.fromSetup(setup, variant);
  return setup;
}

/** ICN → FEN for a position whose pieces fit `variant`'s board. */
export function icnToFen(text: string, variant: VariantDefinition): string {
  return stringifyFen(readIcn(text, variant), variant);
}

/** ICN → FEEN (with the clocks FEEN cannot hold) for a position whose pieces fit `variant`'s board. */
export function icnToFeen(text: string, variant: VariantDefinition): FeenWithClocks {
  return setupToFeen(readIcn(text, variant), variant);
}
