/**
 * Finite-board positions (an `@x/core` `Setup`, as FEN describes it) as ICN games and back: a square `a1` is
 * `1,1`, the world border is the board's edges, `+` marks the kings and rooks that keep castling rights and the
 * pawns that may still step twice, the move rule is the half-move clock over 100.
 */
import { parseSquareName, type Setup, type SetupPiece, squareName, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { IcnError, squareText } from './errors.js';
import { PIECE_TYPES, type IcnGame, type IcnPiece, type InfinitePieceType, type Player } from './types.js';

const ICN_TYPES = new Set<string>(PIECE_TYPES);

/**
 * The ICN game (no moves) of a position of `variant` (default chess): its pieces with `+` where a right is kept,
 * side to move, e.p. square, half-move clock (`moveRule`, limit 100), full-move number, the board's edges as
 * world border, and promotion on the last rank to the pawn's choices. Throws `IcnError` (`unknown-piece`) for a
 * piece ICN cannot name, (`invalid-setup`) for pieces in hand.
 */
export function gameFromSetup(setup: Setup, variant: VariantDefinition = variants.chess): IcnGame {
  const { files, ranks } = setup;
  const hands = setup.hands;
  if (hands && [hands.white, hands.black].some((h) => Object.values(h).some((n) => n > 0)))
    throw new IcnError('invalid-setup', 'ICN has no pieces in hand');
  const castling = new Set(setup.castling);
  const kingKeeps = { white: false, black: false };
  for (const name of castling) {
    const square = parseSquareName(name, files, ranks);
    const piece = square === undefined ? undefined : setup.board[square];
    if (piece) kingKeeps[piece.color] = true;
  }
  const pawn = variant.pieces.find((p) => p.pawn === true);
  const position: IcnPiece[] = [];
  setup.board.forEach((piece, square) => {
    if (piece === undefined) return;
    if (!ICN_TYPES.has(piece.type))
      throw new IcnError(
        'unknown-piece',
        `ICN has no piece '${piece.type}' (on ${squareName(square, files)})`,
      );
    const file = square % files;
    const rank = Math.floor(square / files);
    const startRank = piece.color === 'white' ? 1 : ranks - 2;
    const specialRight =
      (piece.type === 'king' && kingKeeps[piece.color]) ||
      castling.has(squareName(square, files)) ||
      (piece.type === pawn?.id && rank === startRank);
    position.push({
      type: piece.type as InfinitePieceType,
      player: piece.color,
      square: [BigInt(file + 1), BigInt(rank + 1)],
      specialRight,
    });
  });
  const choices = (pawn?.promotion?.choices ?? []).filter((c) => ICN_TYPES.has(c)) as InfinitePieceType[];
  const game: { -readonly [K in keyof IcnGame]: IcnGame[K] } = {
    metadata: Object.create(null) as Record<string, string>,
    turnOrder: setup.turn === 'white' ? ['white', 'black'] : ['black', 'white'],
    moveRule: { state: setup.halfmoves, limit: 100 },
    fullMove: setup.fullmoves,
    worldBorder: { left: 1n, right: BigInt(files), bottom: 1n, top: BigInt(ranks) },
    winConditions: { white: ['checkmate'], black: ['checkmate'] },
    position,
    moves: [],
  };
  if (choices.length > 0)
    game.promotions = {
      white: { ranks: [BigInt(ranks)], allowed: choices },
      black: { ranks: [1n], allowed: choices },
    };
  if (setup.epSquare !== undefined) {
    const ep = parseSquareName(setup.epSquare, files, ranks);
    if (ep === undefined)
      throw new IcnError('bad-en-passant', `'${setup.epSquare}' is not a square of the board`);
    game.enPassant = [BigInt((ep % files) + 1), BigInt(Math.floor(ep / files) + 1)];
  }
  return game;
}

/**
 * The setup of an ICN game's start position on `variant`'s board (default chess): every piece must be white or
 * black, of a piece type of the variant, inside the board (`1,1` is `a1`); castling rights from the `+` of kings
 * and of the rooks on their rank; two players. Throws `IcnError` (`no-position`, `bad-turn-order`,
 * `unknown-player`, `unknown-piece`, `invalid-setup`), its `path` naming the piece.
 */
export function setupFromGame(game: IcnGame, variant: VariantDefinition = variants.chess): Setup {
  const { files, ranks } = variant.board;
  const pieces = game.position;
  if (pieces === undefined) throw new IcnError('no-position', 'the game has no position');
  const [first, second] = game.turnOrder;
  if (game.turnOrder.length !== 2 || !isSide(first) || !isSide(second) || first === second)
    throw new IcnError('bad-turn-order', 'a board of two players needs the turn order w or b');
  const ids = new Set(variant.pieces.map((p) => p.id));
  const board: (SetupPiece | undefined)[] = Array.from({ length: files * ranks }, () => undefined);
  const rights: { square: number; piece: IcnPiece }[] = [];
  pieces.forEach((piece, i) => {
    const path = `position[${i}]`;
    if (!isSide(piece.player))
      throw new IcnError('unknown-player', `a ${piece.player} piece on a board of two players`, 0, 0, path);
    if (!ids.has(piece.type))
      throw new IcnError('unknown-piece', `the variant has no piece '${piece.type}'`, 0, 0, path);
    const [x, y] = piece.square;
    if (x < 1n || y < 1n || x > BigInt(files) || y > BigInt(ranks))
      throw new IcnError(
        'invalid-setup',
        `${piece.type} at ${squareText([x, y])} is outside the ${files}×${ranks} board`,
        0,
        0,
        path,
      );
    const square = Number(y - 1n) * files + Number(x - 1n);
    board[square] = { type: piece.type, color: piece.player };
    if (piece.specialRight) rights.push({ square, piece });
  });
  const castling: string[] = [];
  for (const { square, piece } of rights) {
    if (piece.type === 'king' || piece.type === 'pawn') continue;
    const king = rights.find(
      (k) =>
        k.piece.type === 'king' &&
        k.piece.player === piece.player &&
        Math.floor(k.square / files) === Math.floor(square / files),
    );
    if (king) castling.push(squareName(square, files));
  }
  const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
    files,
    ranks,
    board,
    turn: first,
    castling,
    halfmoves: game.moveRule?.state ?? 0,
    fullmoves: game.fullMove,
  };
  if (game.enPassant !== undefined) {
    const [x, y] = game.enPassant;
    if (x < 1n || y < 1n || x > BigInt(files) || y > BigInt(ranks))
      throw new IcnError('bad-en-passant', `the e.p. square ${squareText([x, y])} is outside the board`);
    setup.epSquare = squareName(Number(y - 1n) * files + Number(x - 1n), files);
  }
  return setup;
}

function isSide(player: Player | undefined): player is 'white' | 'black' {
  return player === 'white' || player === 'black';
}
