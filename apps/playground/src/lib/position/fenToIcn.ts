import { type Move, parseSquareName, type Setup } from '@x/core';
import type { InfinitePieceType } from '@x/core/infinite';
import type { IcnGame, IcnMove, IcnPiece } from '@x/icn';

/** ICN coordinates of a square name on a finite board: file a → x 1, rank 1 → y 1. */
export function icnSquare(name: string, files: number, ranks: number): readonly [bigint, bigint] {
  const index = parseSquareName(name, files, ranks);
  if (index === undefined) throw new RangeError(`not a square: ${name}`);
  return [BigInt((index % files) + 1), BigInt(Math.floor(index / files) + 1)];
}

/** The square name of ICN coordinates inside a chess board, or `undefined` outside a1–h8. */
export function chessSquareOf(x: bigint, y: bigint): string | undefined {
  if (x < 1n || x > 8n || y < 1n || y > 8n) return undefined;
  return `${'abcdefgh'[Number(x) - 1]}${y}`;
}

const CHESS_TYPES: Readonly<Record<string, InfinitePieceType>> = {
  king: 'king',
  queen: 'queen',
  rook: 'rook',
  bishop: 'bishop',
  knight: 'knight',
  pawn: 'pawn',
};

/**
 * Embeds a standard chess setup in the unbounded board as an ICN game: a1 at (1,1), castling rights as
 * `+` on the king and its partners, unmoved pawns (on their home rank) with `+`, the e.p. square, the move
 * rule from the halfmove clock, promotion on ranks 8 and 1, and, with `border`, the 8 × 8 world border.
 */
export function embedChessSetup(setup: Setup, border: boolean): IcnGame {
  const pieces: IcnPiece[] = [];
  const partners = new Set(setup.castling);
  setup.board.forEach((p, i) => {
    if (!p) return;
    const type = CHESS_TYPES[p.type];
    if (!type) throw new RangeError(`no ICN piece for ${p.type}`);
    const file = i % setup.files;
    const rank = Math.floor(i / setup.files);
    const name = `${'abcdefgh'[file]}${rank + 1}`;
    const homeRank = p.color === 'white' ? 1 : 6;
    const specialRight =
      (type === 'pawn' && rank === homeRank) ||
      partners.has(name) ||
      (type === 'king' && setup.castling.some((c) => (c.endsWith('1') ? 'white' : 'black') === p.color));
    pieces.push({ type, player: p.color, square: [BigInt(file + 1), BigInt(rank + 1)], specialRight });
  });
  const allowed: readonly InfinitePieceType[] = ['queen', 'rook', 'bishop', 'knight'];
  return {
    metadata: {},
    turnOrder: setup.turn === 'white' ? ['white', 'black'] : ['black', 'white'],
    ...(setup.epSquare ? { enPassant: icnSquare(setup.epSquare, 8, 8) } : {}),
    moveRule: { state: setup.halfmoves, limit: 100 },
    fullMove: setup.fullmoves,
    promotions: { white: { ranks: [8n], allowed }, black: { ranks: [1n], allowed } },
    ...(border ? { worldBorder: { left: 1n, right: 8n, bottom: 1n, top: 8n } } : {}),
    winConditions: { white: ['checkmate'], black: ['checkmate'] },
    position: pieces,
    moves: [],
  };
}

/** An ICN move of a chess move (square names → coordinates; promotion with the mover's colour). */
export function icnMoveOf(move: Move, color: 'white' | 'black'): IcnMove {
  if (!move.from) throw new RangeError('drops have no ICN form');
  const promotion = move.promotion ? CHESS_TYPES[move.promotion] : undefined;
  return {
    start: icnSquare(move.from, 8, 8),
    end: icnSquare(move.to, 8, 8),
    ...(promotion ? { promotion: { type: promotion, player: color } } : {}),
  };
}
