/**
 * Pieces drawn with the Chessnut set: the six chess pieces, makruk's (the met as a queen, the khon as a bishop),
 * the compounds of capablanca, seirawan and ICN (a knight beside a bishop, rook or queen), and a promoted piece's
 * mark, and pieces moving as those compounds; walls as a stone block or a duck. Other pieces: `fairy.ts`.
 */
import type { DrawnPiece } from '../board/model.js';
import { byId } from './by-id.js';
import { moveCode } from '../board/moves.js';
import { CHESSNUT } from '../glyphs/chessnut.js';
import { escapeXml } from '../xml.js';
import type { Defs } from './defs.js';

/**
 * Pieces drawn as a chess piece, by id (`@x/core`'s and Fairy-Stockfish's names): the letter of the image, and the
 * symbol the piece must have (undefined: any), so that a `fers` drawn `F` is not taken for shatranj's queen.
 */
const CHESS = byId<readonly [string, string | undefined]>([
  [['K', 'K'], 'king'],
  [['K', undefined], 'commoner'],
  // shatranj and chaturanga: the fers as the queen, the alfil as the bishop
  [['Q', 'Q'], 'queen', 'fers'],
  [['R', 'R'], 'rook'],
  [['B', 'B'], 'bishop', 'alfil'],
  [['N', 'N'], 'knight'],
  [['P', 'P'], 'pawn'],
]);

/** Makruk's pieces by id, drawn as the chess piece of the same place (the playground's choice). */
const MAKRUK: ReadonlyMap<string, readonly [string, string | undefined]> = new Map([
  ...CHESS,
  ...byId<readonly [string, undefined]>([
    [['Q', undefined], 'met', 'fers'],
    [['B', undefined], 'khon', 'silver', 'silver-general'],
  ]),
]);

/**
 * Compound pieces by id: the piece drawn beside a knight (capablanca, gothic, seirawan, ICN). Not `hawk`: seirawan's
 * (a knight-bishop) is found by its moves, and ICN's leaps two or three squares straight or diagonally.
 */
const COMPOUNDS = byId([
  ['B', 'archbishop', 'princess', 'cardinal'],
  ['R', 'chancellor', 'marshal', 'empress'],
  ['Q', 'amazon'],
]);

/** The four quarter turns of a vector. */
const turns = (x: number, y: number): [number, number][] => [
  [x, y],
  [y, -x],
  [-x, -y],
  [-y, x],
];
/** The knight's leaps and the bishop's and rook's rides, as move atoms. */
const KNIGHT = [...turns(1, 2), ...turns(2, 1)];
const DIAGONAL = turns(1, 1);
const ORTHOGONAL = turns(0, 1);
const leap = (vectors: readonly (readonly [number, number])[]) => ({ kind: 'leap' as const, vectors });
const ride = (vectors: readonly (readonly [number, number])[]) => ({ kind: 'ride' as const, vectors });

/** The compounds with the knight by their move codes (a fairy set's `elephant` moving as a chancellor). */
const COMPOUND_MOVES: ReadonlyMap<string, string> = new Map([
  [moveCode([leap(KNIGHT), ride(DIAGONAL)], 'white'), 'B'],
  [moveCode([leap(KNIGHT), ride(ORTHOGONAL)], 'white'), 'R'],
  [moveCode([leap(KNIGHT), ride(DIAGONAL), ride(ORTHOGONAL)], 'white'), 'Q'],
]);

/** The piece drawn beside a knight for a piece that moves as a compound of the knight, or undefined. */
function compoundByMoves(piece: DrawnPiece): string | undefined {
  return piece.moves === undefined ? undefined : COMPOUND_MOVES.get(piece.moves);
}

/** Fill of the outline-and-letter form and of its letters, by player (ICN's extra players in their colours). */
const LETTER_COLORS: Readonly<Record<string, readonly [string, string]>> = {
  white: ['#fff', '#000'],
  black: ['#333', '#fff'],
  red: ['#d33', '#fff'],
  blue: ['#36c', '#fff'],
  yellow: ['#ec3', '#000'],
  green: ['#3a3', '#fff'],
  neutral: ['#999', '#000'],
};

/** The id of a Chessnut piece `letter` of `color` (w/b), defined as an 800-unit symbol. */
function chessnut(defs: Defs, color: string, letter: string): string {
  const key = `${color === 'white' ? 'w' : 'b'}${letter}`;
  return defs.define(key, () => `<symbol id="${key}" viewBox="0 0 800 800">${CHESSNUT.get(key)}</symbol>`);
}

/** The Chessnut letter a piece is drawn with in `set` (when the set names a symbol, the piece's), or undefined. */
function letterIn(set: ReadonlyMap<string, readonly [string, string | undefined]>, piece: DrawnPiece) {
  const entry = set.get(piece.id);
  if (entry === undefined || (entry[1] !== undefined && piece.symbol !== entry[1])) return undefined;
  return entry[0];
}

/**
 * The id of the symbol (viewBox 0 0 100 100) drawing `piece` with the Chessnut set, or undefined when the set has
 * no drawing for it. `makruk`: makruk's names.
 */
export function westernPiece(defs: Defs, piece: DrawnPiece, makruk: boolean): string | undefined {
  if (piece.color !== 'white' && piece.color !== 'black') return undefined;
  const c = piece.color === 'white' ? 'w' : 'b';
  const single = letterIn(makruk ? MAKRUK : CHESS, piece);
  const compound = makruk ? undefined : (COMPOUNDS.get(piece.id) ?? compoundByMoves(piece));
  if (single === undefined && compound === undefined) return undefined;
  const mark = piece.promoted ? '~' : '';
  if (single !== undefined && !mark) return chessnut(defs, piece.color, single);
  const id = `${c}${single ?? `${compound}N`}${mark ? 'x' : ''}`;
  return defs.define(id, () => {
    const body =
      single !== undefined
        ? `<use href="#${chessnut(defs, piece.color, single)}" width="100" height="100"/>`
        : `<use href="#${chessnut(defs, piece.color, 'N')}" x="-14" y="6" width="82" height="82"/>` +
          `<use href="#${chessnut(defs, piece.color, compound!)}" x="32" y="6" width="82" height="82"/>`;
    // a promoted piece (crazyhouse `Q~`) carries a small red ring at its top right
    const ring = mark ? '<circle cx="84" cy="16" r="9" fill="#fff" stroke="#c00" stroke-width="5"/>' : '';
    return `<symbol id="${id}" viewBox="0 0 100 100" overflow="visible">${body}${ring}</symbol>`;
  });
}

/**
 * The outline-and-letter form, for pieces no set draws and whose moves are unknown (a `DiagramBoard` given by
 * letters, an ICN type without a picture): a disc in the player's colour with the piece's letters
 * (`+` of a promoted type and a `~` mark drawn as a red ring).
 */
export function letterPiece(defs: Defs, piece: DrawnPiece): string {
  const letters = piece.symbol.replace(/^\+/, '');
  const promoted = piece.promoted || piece.symbol.startsWith('+');
  const code = [...letters].map((ch) => ch.codePointAt(0)!.toString(16)).join('-');
  const id = `l-${piece.color}-${code}${promoted ? '-p' : ''}`;
  return defs.define(id, () => {
    const [fill, ink] = Object.hasOwn(LETTER_COLORS, piece.color)
      ? LETTER_COLORS[piece.color]!
      : LETTER_COLORS.neutral!;
    const ring = promoted ? '#c00' : '#000';
    const size = letters.length <= 1 ? 48 : letters.length === 2 ? 36 : 26;
    return (
      `<symbol id="${escapeXml(id)}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="${fill}" ` +
      `stroke="${ring}" stroke-width="${promoted ? 6 : 4}"/><text x="50" y="50" dy=".35em" text-anchor="middle" ` +
      `font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${ink}">${escapeXml(letters)}</text></symbol>`
    );
  });
}

/** A wall: a stone block (arrows, obstacles, petrified pieces) or a duck. */
export function wallPiece(defs: Defs, kind: 'duck' | 'block'): string {
  if (kind === 'block')
    return defs.define(
      'wall',
      () =>
        '<symbol id="wall" viewBox="0 0 100 100"><rect x="10" y="10" width="80" height="80" rx="8" fill="#888" ' +
        'stroke="#333" stroke-width="4"/><path d="M10 50h80M50 10v40M30 50v40M70 50v40" stroke="#333" ' +
        'stroke-width="4"/></symbol>',
    );
  return defs.define(
    'duck',
    () =>
      '<symbol id="duck" viewBox="0 0 100 100"><g stroke="#000" stroke-width="3"><ellipse cx="48" cy="66" rx="32" ' +
      'ry="20" fill="#fd3"/><circle cx="62" cy="36" r="17" fill="#fd3"/><path d="M76 34l16 5-16 6z" fill="#f80"/>' +
      '</g><circle cx="66" cy="32" r="3"/></symbol>',
  );
}
