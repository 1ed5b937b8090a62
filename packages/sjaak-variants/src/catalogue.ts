/**
 * A catalogue of well-known variants written in SjaakII's variants format by the authors of this
 * package (not taken from SjaakII's GPL files), for variant pickers. Every entry parses without
 * diagnostics. `catalogue()` parses the text on first use.
 */
import { parse } from './parse/parse.js';
import type { SjaakVariant } from './shared/types.js';

/**
 * One `Piece:` block: its move lines, then `Symbol: "<san>", "<letter>,<letter in lower case>"`, then
 * the `extra` lines (promotion, flags, prison) and `Value:` when given.
 */
function piece(
  name: string,
  san: string,
  letter: string,
  moves: readonly string[],
  extra: readonly string[] = [],
  value?: number,
): string {
  const symbol = `Symbol: "${san}", "${letter},${letter.toLowerCase()}"`;
  const tail = value === undefined ? [] : [`Value: ${value}`];
  return `${['Piece: ' + name, ...moves, symbol, ...extra, ...tail].join('\n')}\n`;
}

/** Pieces many catalogue entries share, written once (each block ends with its blank line). */
const KNIGHT = `${piece('Knight', 'N', 'N', ['Move: leap (1,2)'], [], 300)}\n`;
const BISHOP = `${piece('Bishop', 'B', 'B', ['Move: slide (D,A)'], [], 320)}\n`;
const ROOK = `${piece('Rook', 'R', 'R', ['Move: slide (H,V)'], [], 500)}\n`;
const QUEEN = `${piece('Queen', 'Q', 'Q', ['Move: slide (H,V,D,A)'], [], 900)}\n`;
const ARCHBISHOP = `${piece('Archbishop', 'A', 'A', ['Move: slide (D,A)', 'Move: leap (1,2)'], [], 800)}\n`;
const CHANCELLOR = `${piece('Chancellor', 'C', 'C', ['Move: slide (H,V)', 'Move: leap (1,2)'], [], 850)}\n`;
/** A king without castling. */
const PLAIN_KING = piece('King', 'K', 'K', ['Move: leap (1,0)|(1,1)'], ['Flags: royal']);

/**
 * A king that castles from file `from` to `short` (partner on `shortRook`) and to `long` (partner on
 * `longRook`), on rank 1 and on rank `top`.
 */
function king(
  from: string,
  short: string,
  shortRook: string,
  long: string,
  longRook: string,
  top: number,
): string {
  const castles = [1, top].flatMap((r) =>
    [`${short}${r} with ${shortRook}${r}`, `${long}${r} with ${longRook}${r}`].map(
      (to) => `Castle: ${r === 1 ? 'white' : 'black'} ${from}${r}-${to}`,
    ),
  );
  return piece('King', 'K', 'K', ['Move: leap (1,0)|(1,1)', ...castles], ['Flags: royal']);
}

/**
 * The orthodox pawn (double step from the zones `double`, e.p.), promoting to `choices` in the zones
 * `promotion` (`"white, black"`).
 */
function pawn(choices: string, double = 'rank2, rank7', promotion = 'rank8, rank1'): string {
  const moves = ['Move: step N', 'Capture: step NE,NW', `Special: ${double}, step 2N`];
  const extra = [`Promotion: ${promotion}, "${choices}"`, 'Flags: set_ep,take_ep'];
  return `${piece('Pawn', ' ', 'P', moves, extra, 100)}\n`;
}

/** Names of a shatranj-family game's pawn, horse, rook, ferz (one-step diagonal counsellor) and king. */
type OldNames = readonly [pawn: string, horse: string, rook: string, ferz: string, king: string];

/**
 * Pawn (promoting as `promotion` says), horse, `elephant` (the whole block of the bishop's forerunner,
 * which differs between the games), rook, ferz (letter `ferzLetter`) and a king without castling,
 * blank-line separated.
 */
function oldPieces(names: OldNames, promotion: string, ferzLetter: string, elephant: string): string {
  const [pawnName, horse, rook, ferz, kingName] = names;
  return [
    piece(pawnName, ' ', 'P', ['Move: step N', 'Capture: step NE,NW'], [`Promotion: ${promotion}`], 100),
    piece(horse, 'N', 'N', ['Move: leap (1,2)'], [], 300),
    elephant,
    piece(rook, 'R', 'R', ['Move: slide (H,V)'], [], 500),
    piece(ferz, ferzLetter, ferzLetter, ['Move: leap (1,1)'], [], 150),
    piece(kingName, 'K', 'K', ['Move: leap (1,0)|(1,1)'], ['Flags: royal']),
  ].join('\n');
}

/** The zones `rank<r>` of a board `files` wide, one line each, for each rank of `ranks`. */
function rankZones(files: number, ranks: readonly number[]): string {
  const letters = [...'abcdefghijklmnop'.slice(0, files)];
  return ranks.map((r) => `Zone: rank${r} = ${letters.map((f) => `${f}${r}`).join(',')}\n`).join('');
}

/** The `Variant:`, `Board:`, `FEN:` and (when given) `XBoard parent:` lines of a variant. */
function head(name: string, files: number, ranks: number, fen: string, parent?: string): string {
  const board = `${files}x${ranks}`;
  const lines = [`Variant: ${name} (${board})`, `Board: ${board}`, `FEN: "${fen}"`];
  if (parent !== undefined) lines.push(`XBoard parent: "${parent}"`);
  return `${lines.join('\n')}\n`;
}

/** The catalogue as canonical variants-file text. */
export const CATALOGUE_TEXT = `${head('Orthodox Chess', 8, 8, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')}${rankZones(8, [1, 2, 7, 8])}
${pawn('QRBN')}${KNIGHT}${BISHOP}${ROOK}${QUEEN}${king('e', 'g', 'h', 'c', 'a', 8)}
Rule: checkmate = win
Rule: stalemate = draw
Rule: repeat3 = draw
Rule: movecountdraw = 50

${head('Capablanca Chess', 10, 8, 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1', 'capablanca')}${rankZones(10, [1, 2, 7, 8])}
${pawn('QCARBN')}${KNIGHT}${BISHOP}${ROOK}${ARCHBISHOP}${CHANCELLOR}${QUEEN}${king('f', 'i', 'j', 'c', 'a', 8)}
${head('Gothic Chess', 10, 8, 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1', 'gothic')}${rankZones(10, [1, 2, 7, 8])}
${pawn('QCARBN')}${KNIGHT}${BISHOP}${ROOK}${ARCHBISHOP}${CHANCELLOR}${QUEEN}${king('f', 'i', 'j', 'c', 'a', 8)}
${head('Grand Chess', 10, 10, 'r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1', 'grand')}${rankZones(10, [3, 8])}Zone: white_promotion = a8,b8,c8,d8,e8,f8,g8,h8,i8,j8,a9,b9,c9,d9,e9,f9,g9,h9,i9,j9,a10,b10,c10,d10,e10,f10,g10,h10,i10,j10
Zone: black_promotion = a3,b3,c3,d3,e3,f3,g3,h3,i3,j3,a2,b2,c2,d2,e2,f2,g2,h2,i2,j2,a1,b1,c1,d1,e1,f1,g1,h1,i1,j1

${pawn('QMCRBN', 'rank3, rank8', 'white_promotion, black_promotion')}${KNIGHT}${BISHOP}${ROOK}${piece('Cardinal', 'C', 'C', ['Move: slide (D,A)', 'Move: leap (1,2)'], [], 800)}
${piece('Marshal', 'M', 'M', ['Move: slide (H,V)', 'Move: leap (1,2)'], [], 850)}
${QUEEN}${PLAIN_KING}
${head('Janus Chess', 10, 8, 'rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1', 'janus')}${rankZones(10, [1, 2, 7, 8])}
${pawn('QJRBN')}${KNIGHT}${BISHOP}${ROOK}${piece('Janus', 'J', 'J', ['Move: slide (D,A)', 'Move: leap (1,2)'], [], 800)}
${QUEEN}${king('e', 'i', 'j', 'b', 'a', 8)}
${head('Thai Makruk', 8, 8, 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1', 'makruk')}${rankZones(8, [3, 6])}
${oldPieces(['Pawn', 'Horse', 'Boat', 'Met', 'King'], 'rank6, rank3, "M"', 'M', piece('Khon', 'S', 'S', ['Move: aleap (-1,1)|(0,1)|(1,1)|(-1,-1)|(1,-1)'], [], 250))}
Rule: stalemate = draw

${head('Persian Shatranj', 8, 8, 'rnbfkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBFKBNR w - - 0 1', 'shatranj')}${rankZones(8, [1, 8])}
${oldPieces(['Baidaq', 'Faras', 'Rukh', 'Firzan', 'Shah'], 'rank8, rank1, "F"', 'F', piece('Alfil', 'B', 'B', ['Move: leap (2,2)'], [], 120))}
Rule: stalemate = win
Rule: loneking = loss
Rule: bare rule

${head('Xiangqi-like', 9, 10, 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1', 'xiangqi')}Zone: white_palace = d1,e1,f1,d2,e2,f2,d3,e3,f3
Zone: black_palace = d8,e8,f8,d9,e9,f9,d10,e10,f10
Zone: white_half = a1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2,d2,e2,f2,g2,h2,i2,a3,b3,c3,d3,e3,f3,g3,h3,i3,a4,b4,c4,d4,e4,f4,g4,h4,i4,a5,b5,c5,d5,e5,f5,g5,h5,i5
Zone: black_half = a6,b6,c6,d6,e6,f6,g6,h6,i6,a7,b7,c7,d7,e7,f7,g7,h7,i7,a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,f9,g9,h9,i9,a10,b10,c10,d10,e10,f10,g10,h10,i10

${piece('Soldier', ' ', 'P', ['Move: step N', 'Capture: step N', 'Special: black_half, white_half, step N,E,W'], [], 100)}
${piece('Horse', 'H', 'H', ['Move: leap (0,1)+(1,1)&(1,2)'], [], 400)}
${piece('Elephant', 'E', 'E', ['Move: leap (1,1)+(1,1)&(2,2)'], ['Prison: white_half, black_half'], 200)}
${piece('Advisor', 'A', 'A', ['Move: leap (1,1)'], ['Prison: white_palace, black_palace'], 200)}
${piece('Chariot', 'R', 'R', ['Move: slide (H,V)'], [], 900)}
${piece('Cannon', 'C', 'C', ['Move: slide (H,V)', 'Capture: hop (H,V)'], [], 450)}
${piece('General', 'K', 'K', ['Move: leap (1,0)'], ['Prison: white_palace, black_palace', 'Flags: royal'])}
Rule: stalemate = win
Rule: perpetual = loss
Rule: taboo
Rule: chase rule

${head('Mini Shogi', 5, 5, 'rbsgk/4p/5/P4/KGSBR[-] w 0 1', 'minishogi')}${rankZones(5, [1, 5])}
${piece('Pawn', 'P', 'P', ['Move: step N'], ['Promotion: rank5, rank1, "+"', 'Flags: drop_no_mate,drop_one_file'], 100)}
${piece('Tokin', '+P', '+P', ['Move: aleap (-1,1)|(0,1)|(1,1)|(-1,0)|(1,0)|(0,-1)'], [], 500)}
${piece('Silver', 'S', 'S', ['Move: aleap (-1,1)|(0,1)|(1,1)|(-1,-1)|(1,-1)'], ['Promotion: rank5, rank1, "+"'], 400)}
${piece('Promoted Silver', '+S', '+S', ['Move: aleap (-1,1)|(0,1)|(1,1)|(-1,0)|(1,0)|(0,-1)'], [], 500)}
${piece('Gold', 'G', 'G', ['Move: aleap (-1,1)|(0,1)|(1,1)|(-1,0)|(1,0)|(0,-1)'], [], 500)}
${piece('Bishop', 'B', 'B', ['Move: slide (D,A)'], ['Promotion: rank5, rank1, "+"'], 600)}
${piece('Dragon Horse', '+B', '+B', ['Move: slide (D,A)', 'Move: leap (1,0)'], [], 800)}
${piece('Rook', 'R', 'R', ['Move: slide (H,V)'], ['Promotion: rank5, rank1, "+"'], 700)}
${piece('Dragon King', '+R', '+R', ['Move: slide (H,V)', 'Move: leap (1,1)'], [], 900)}
${PLAIN_KING}
Rule: stalemate = win
Rule: perpetual = loss
Rule: repeat4 = draw
Rule: keep capture
Rule: allow drops

${head('Berolina Chess', 8, 8, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'berolina')}${rankZones(8, [1, 2, 7, 8])}
${piece('Berolina Pawn', ' ', 'P', ['Move: step NE,NW', 'Capture: step N', 'Special: rank2, rank7, step 2NE,2NW'], ['Promotion: rank8, rank1, "QRBN"', 'Flags: set_ep,take_ep'], 100)}
${KNIGHT}${BISHOP}${ROOK}${QUEEN}${king('e', 'g', 'h', 'c', 'a', 8)}
${head('Knightmate Chess', 8, 8, 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1', 'knightmate')}${rankZones(8, [1, 2, 7, 8])}
${pawn('QRBM')}${piece('Mann', 'M', 'M', ['Move: leap (1,0)|(1,1)'], [], 320)}
${BISHOP}${ROOK}${QUEEN}${piece('Royal Knight', 'K', 'K', ['Move: leap (1,2)', 'Castle: white e1-g1 with h1', 'Castle: white e1-c1 with a1', 'Castle: black e8-g8 with h8', 'Castle: black e8-c8 with a8'], ['Flags: royal'])}
${head('Amazon Chess', 8, 8, 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1')}${rankZones(8, [1, 2, 7, 8])}
${pawn('ARBN')}${KNIGHT}${BISHOP}${ROOK}${piece('Amazon', 'A', 'A', ['Move: slide (H,V,D,A)', 'Move: leap (1,2)'], [], 1200)}
${king('e', 'g', 'h', 'c', 'a', 8)}
${head('Chancellor Chess', 9, 9, 'rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1')}${rankZones(9, [1, 2, 8, 9])}
${pawn('QCRBN', 'rank2, rank8', 'rank9, rank1')}${KNIGHT}${BISHOP}${ROOK}${CHANCELLOR}${QUEEN}${king('e', 'g', 'i', 'c', 'a', 9)}
${head("Legan's Chess", 8, 8, 'knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1')}Zone: white_promotion = a5,a6,a7,a8,b8,c8,d8
Zone: black_promotion = h4,h3,h2,h1,g1,f1,e1

${piece('Pawn', ' ', 'P', ['Move: step NW', 'Capture: step N,W'], ['Promotion: white_promotion, black_promotion, "QRBN"'], 100)}
${KNIGHT}${BISHOP}${ROOK}${QUEEN}${PLAIN_KING}
${head('3-Check', 8, 8, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', '3check')}${rankZones(8, [1, 2, 7, 8])}
${pawn('QRBN')}${KNIGHT}${BISHOP}${ROOK}${QUEEN}${king('e', 'g', 'h', 'c', 'a', 8)}
Rule: check3 = win
`;

let cache: readonly SjaakVariant[] | undefined;

/** The catalogue's variants, parsed once and shared (the records are immutable). */
export function catalogue(): readonly SjaakVariant[] {
  cache ??= parse(CATALOGUE_TEXT).variants;
  return cache;
}

/** One catalogue variant by short name (`orthodox_chess`, `capablanca_chess`, `mini_shogi`) or long name. */
export function catalogueVariant(name: string): SjaakVariant | undefined {
  return catalogue().find((v) => v.shortName === name || v.name === name);
}
