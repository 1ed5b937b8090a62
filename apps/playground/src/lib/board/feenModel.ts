import type { BoardStyle } from '@x/diagram';
import type { FeenPosition, FeenPiece } from '@x/feen';
import type { BoardModel, Cell, HandEntry } from './boardModel';

/** The board style of a FEEN's SIN style letter (Sashité's: C chess, S shogi, X xiangqi, J janggi, M makruk). */
const STYLES: Readonly<Record<string, BoardStyle>> = {
  S: 'shogi',
  X: 'xiangqi',
  J: 'janggi',
  M: 'makruk',
};

/** Xiangqi's and janggi's piece type ids by EPIN letter (both the WXF letters and the English ones). */
const GENERALS: Readonly<Record<string, string>> = {
  ...{ K: 'general', G: 'general', A: 'advisor', E: 'elephant', B: 'elephant', H: 'horse', N: 'horse' },
  ...{ R: 'chariot', C: 'cannon', P: 'soldier', S: 'soldier' },
};

/** Piece type ids (`@x/diagram` draws pieces by id) of each style's EPIN letters; other letters keep their letter. */
const IDS: Readonly<Record<BoardStyle, Readonly<Record<string, string>>>> = {
  checkered: {
    ...{ K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' },
    ...{ A: 'archbishop', C: 'chancellor' },
  },
  makruk: { K: 'king', M: 'met', S: 'khon', R: 'rook', N: 'knight', P: 'pawn' },
  shogi: { K: 'king', R: 'rook', B: 'bishop', G: 'gold', S: 'silver', N: 'knight', L: 'lance', P: 'pawn' },
  xiangqi: GENERALS,
  janggi: GENERALS,
};

/** How a FEEN position is drawn: in its first player's style (a shogi FEEN as shogi), chess otherwise. */
export function feenStyle(p: FeenPosition): BoardStyle {
  const first = p.styles.active.side === 'first' ? p.styles.active : p.styles.inactive;
  return STYLES[first.letter] ?? 'checkered';
}

/**
 * A FEEN piece as drawn: its type id in `style` (an enhanced shogi piece is its promoted form), its letters. A state
 * mark (`+`, `-`) is drawn only where it is a promotion (shogi) or the piece has no picture: a chess FEEN's `+R` (a
 * rook that may still castle) is the rook's picture, its state is in the text.
 */
function drawn(piece: FeenPiece, style: BoardStyle) {
  const known = IDS[style][piece.letter];
  const base = known ?? piece.letter;
  const enhanced = piece.state === 'enhanced';
  const id = enhanced && style === 'shogi' ? `promoted-${base}` : base;
  const mark = enhanced ? '+' : piece.state === 'diminished' ? '-' : '';
  const label = `${known !== undefined && style !== 'shogi' ? '' : mark}${piece.letter}`;
  return { label, color: piece.side === 'first' ? ('white' as const) : ('black' as const), id };
}

/**
 * Draws a FEEN position: one board per layer (a 1D board is one rank), pieces as the players of its style draw
 * them (`feenStyle`: a shogi FEEN with kanji, a chess FEEN with the chess pieces), first player white, hands.
 */
export function feenModels(p: FeenPosition): BoardModel[] {
  const style = feenStyle(p);
  const shape = p.shape;
  const files = shape[shape.length - 1] ?? 1;
  const ranks = shape.length >= 2 ? (shape[shape.length - 2] ?? 1) : 1;
  const layers = shape.length === 3 ? (shape[0] ?? 1) : 1;
  const hand = (side: 'first' | 'second'): HandEntry[] =>
    p.hands[side].map((h) => ({ piece: drawn(h.piece, style), count: h.count }));
  const hands = { white: hand('first'), black: hand('second') };
  // hand rows where the game has hands (shogi) or the position holds some; a chess FEEN's empty hands show none
  const withHands = style === 'shogi' || hands.white.length + hands.black.length > 0;
  const models: BoardModel[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const cells: Cell[] = new Array(files * ranks).fill(null);
    for (let row = 0; row < ranks; row++) {
      for (let file = 0; file < files; file++) {
        // writing order: the top rank first, file a first
        const piece = p.squares[layer * ranks * files + row * files + file];
        if (piece) cells[(ranks - 1 - row) * files + file] = drawn(piece, style);
      }
    }
    models.push(layer === 0 && withHands ? { files, ranks, cells, hands } : { files, ranks, cells });
  }
  return models;
}
