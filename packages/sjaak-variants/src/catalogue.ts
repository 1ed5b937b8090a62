/**
 * A catalogue of well-known variants written in SjaakII's variants format by the authors of this
 * package (not taken from SjaakII's GPL files), for variant pickers. Every entry parses without
 * diagnostics. `catalogue()` parses the text on first use.
 */
import { parse } from './parse.js';
import type { VariantDefinition } from './types.js';

/** Blocks many catalogue entries share, written once (the catalogue text is their concatenation). */
const KNIGHT = `Piece: Knight
Move: leap (1,2)
Symbol: "N", "N,n"
Value: 300

`;
const BISHOP = `Piece: Bishop
Move: slide (D,A)
Symbol: "B", "B,b"
Value: 320

`;
const ROOK = `Piece: Rook
Move: slide (H,V)
Symbol: "R", "R,r"
Value: 500

`;
const QUEEN = `Piece: Queen
Move: slide (H,V,D,A)
Symbol: "Q", "Q,q"
Value: 900

`;
const ARCHBISHOP = `Piece: Archbishop
Move: slide (D,A)
Move: leap (1,2)
Symbol: "A", "A,a"
Value: 800

`;
const CHANCELLOR = `Piece: Chancellor
Move: slide (H,V)
Move: leap (1,2)
Symbol: "C", "C,c"
Value: 850

`;

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
  return `Piece: King
Move: leap (1,0)|(1,1)
Castle: white ${from}1-${short}1 with ${shortRook}1
Castle: white ${from}1-${long}1 with ${longRook}1
Castle: black ${from}${top}-${short}${top} with ${shortRook}${top}
Castle: black ${from}${top}-${long}${top} with ${longRook}${top}
Symbol: "K", "K,k"
Flags: royal
`;
}

/** The orthodox pawn (double step from rank 2, e.p.), promoting to `choices`. */
function pawn(choices: string): string {
  return `Piece: Pawn
Move: step N
Capture: step NE,NW
Special: rank2, rank7, step 2N
Symbol: " ", "P,p"
Promotion: rank8, rank1, "${choices}"
Flags: set_ep,take_ep
Value: 100

`;
}

/** The zones `rank1`, `rank2`, `rank7`, `rank8` of a board `files` wide. */
function pawnZones(files: number): string {
  const letters = 'abcdefghijklmnop'.slice(0, files);
  return [1, 2, 7, 8]
    .map((r) => `Zone: rank${r} = ${[...letters].map((f) => `${f}${r}`).join(',')}\n`)
    .join('');
}

/** The catalogue as canonical variants-file text. */
export const CATALOGUE_TEXT = `Variant: Orthodox Chess (8x8)
Board: 8x8
FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
${pawnZones(8)}
${pawn('QRBN')}${KNIGHT}${BISHOP}${ROOK}${QUEEN}${king('e', 'g', 'h', 'c', 'a', 8)}
Rule: checkmate = win
Rule: stalemate = draw
Rule: repeat3 = draw
Rule: movecountdraw = 50

Variant: Capablanca Chess (10x8)
Board: 10x8
FEN: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
XBoard parent: "capablanca"
${pawnZones(10)}
${pawn('QCARBN')}${KNIGHT}${BISHOP}${ROOK}${ARCHBISHOP}${CHANCELLOR}${QUEEN}${king('f', 'i', 'j', 'c', 'a', 8)}
Variant: Gothic Chess (10x8)
Board: 10x8
FEN: "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1"
XBoard parent: "gothic"
${pawnZones(10)}
${pawn('QCARBN')}${KNIGHT}${BISHOP}${ROOK}${ARCHBISHOP}${CHANCELLOR}${QUEEN}${king('f', 'i', 'j', 'c', 'a', 8)}
Variant: Grand Chess (10x10)
Board: 10x10
FEN: "r8r/1nbqkmcbn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKMCBN1/R8R w - - 0 1"
XBoard parent: "grand"
Zone: rank3 = a3,b3,c3,d3,e3,f3,g3,h3,i3,j3
Zone: rank8 = a8,b8,c8,d8,e8,f8,g8,h8,i8,j8
Zone: white_promotion = a8,b8,c8,d8,e8,f8,g8,h8,i8,j8,a9,b9,c9,d9,e9,f9,g9,h9,i9,j9,a10,b10,c10,d10,e10,f10,g10,h10,i10,j10
Zone: black_promotion = a3,b3,c3,d3,e3,f3,g3,h3,i3,j3,a2,b2,c2,d2,e2,f2,g2,h2,i2,j2,a1,b1,c1,d1,e1,f1,g1,h1,i1,j1

Piece: Pawn
Move: step N
Capture: step NE,NW
Special: rank3, rank8, step 2N
Symbol: " ", "P,p"
Promotion: white_promotion, black_promotion, "QMCRBN"
Flags: set_ep,take_ep
Value: 100

${KNIGHT}${BISHOP}${ROOK}Piece: Cardinal
Move: slide (D,A)
Move: leap (1,2)
Symbol: "C", "C,c"
Value: 800

Piece: Marshal
Move: slide (H,V)
Move: leap (1,2)
Symbol: "M", "M,m"
Value: 850

${QUEEN}Piece: King
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal

Variant: Janus Chess (10x8)
Board: 10x8
FEN: "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1"
XBoard parent: "janus"
${pawnZones(10)}
${pawn('QJRBN')}${KNIGHT}${BISHOP}${ROOK}Piece: Janus
Move: slide (D,A)
Move: leap (1,2)
Symbol: "J", "J,j"
Value: 800

${QUEEN}${king('e', 'i', 'j', 'b', 'a', 8)}
Variant: Thai Makruk (8x8)
Board: 8x8
FEN: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
XBoard parent: "makruk"
Zone: rank3 = a3,b3,c3,d3,e3,f3,g3,h3
Zone: rank6 = a6,b6,c6,d6,e6,f6,g6,h6

Piece: Pawn
Move: step N
Capture: step NE,NW
Symbol: " ", "P,p"
Promotion: rank6, rank3, "M"
Value: 100

Piece: Horse
Move: leap (1,2)
Symbol: "N", "N,n"
Value: 300

Piece: Khon
Move: aleap (-1,1)|(0,1)|(1,1)|(-1,-1)|(1,-1)
Symbol: "S", "S,s"
Value: 250

Piece: Boat
Move: slide (H,V)
Symbol: "R", "R,r"
Value: 500

Piece: Met
Move: leap (1,1)
Symbol: "M", "M,m"
Value: 150

Piece: King
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal

Rule: stalemate = draw

Variant: Persian Shatranj (8x8)
Board: 8x8
FEN: "rnbfkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBFKBNR w - - 0 1"
XBoard parent: "shatranj"
Zone: rank1 = a1,b1,c1,d1,e1,f1,g1,h1
Zone: rank8 = a8,b8,c8,d8,e8,f8,g8,h8

Piece: Baidaq
Move: step N
Capture: step NE,NW
Symbol: " ", "P,p"
Promotion: rank8, rank1, "F"
Value: 100

Piece: Faras
Move: leap (1,2)
Symbol: "N", "N,n"
Value: 300

Piece: Alfil
Move: leap (2,2)
Symbol: "B", "B,b"
Value: 120

Piece: Rukh
Move: slide (H,V)
Symbol: "R", "R,r"
Value: 500

Piece: Firzan
Move: leap (1,1)
Symbol: "F", "F,f"
Value: 150

Piece: Shah
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal

Rule: stalemate = win
Rule: loneking = loss
Rule: bare rule

Variant: Xiangqi-like (9x10)
Board: 9x10
FEN: "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1"
XBoard parent: "xiangqi"
Zone: white_palace = d1,e1,f1,d2,e2,f2,d3,e3,f3
Zone: black_palace = d8,e8,f8,d9,e9,f9,d10,e10,f10
Zone: white_half = a1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2,d2,e2,f2,g2,h2,i2,a3,b3,c3,d3,e3,f3,g3,h3,i3,a4,b4,c4,d4,e4,f4,g4,h4,i4,a5,b5,c5,d5,e5,f5,g5,h5,i5
Zone: black_half = a6,b6,c6,d6,e6,f6,g6,h6,i6,a7,b7,c7,d7,e7,f7,g7,h7,i7,a8,b8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,f9,g9,h9,i9,a10,b10,c10,d10,e10,f10,g10,h10,i10

Piece: Soldier
Move: step N
Capture: step N
Special: black_half, white_half, step N,E,W
Symbol: " ", "P,p"
Value: 100

Piece: Horse
Move: leap (0,1)+(1,1)&(1,2)
Symbol: "H", "H,h"
Value: 400

Piece: Elephant
Move: leap (1,1)+(1,1)&(2,2)
Symbol: "E", "E,e"
Prison: white_half, black_half
Value: 200

Piece: Advisor
Move: leap (1,1)
Symbol: "A", "A,a"
Prison: white_palace, black_palace
Value: 200

Piece: Chariot
Move: slide (H,V)
Symbol: "R", "R,r"
Value: 900

Piece: Cannon
Move: slide (H,V)
Capture: hop (H,V)
Symbol: "C", "C,c"
Value: 450

Piece: General
Move: leap (1,0)
Symbol: "K", "K,k"
Prison: white_palace, black_palace
Flags: royal

Rule: stalemate = win
Rule: perpetual = loss
Rule: taboo
Rule: chase rule

Variant: Mini Shogi (5x5)
Board: 5x5
FEN: "rbsgk/4p/5/P4/KGSBR[-] w 0 1"
XBoard parent: "minishogi"
Zone: rank1 = a1,b1,c1,d1,e1
Zone: rank5 = a5,b5,c5,d5,e5

Piece: Pawn
Move: step N
Symbol: "P", "P,p"
Promotion: rank5, rank1, "+"
Flags: drop_no_mate,drop_one_file
Value: 100

Piece: Tokin
Move: aleap (-1,1)|(0,1)|(1,1)|(-1,0)|(1,0)|(0,-1)
Symbol: "+P", "+P,+p"
Value: 500

Piece: Silver
Move: aleap (-1,1)|(0,1)|(1,1)|(-1,-1)|(1,-1)
Symbol: "S", "S,s"
Promotion: rank5, rank1, "+"
Value: 400

Piece: Promoted Silver
Move: aleap (-1,1)|(0,1)|(1,1)|(-1,0)|(1,0)|(0,-1)
Symbol: "+S", "+S,+s"
Value: 500

Piece: Gold
Move: aleap (-1,1)|(0,1)|(1,1)|(-1,0)|(1,0)|(0,-1)
Symbol: "G", "G,g"
Value: 500

Piece: Bishop
Move: slide (D,A)
Symbol: "B", "B,b"
Promotion: rank5, rank1, "+"
Value: 600

Piece: Dragon Horse
Move: slide (D,A)
Move: leap (1,0)
Symbol: "+B", "+B,+b"
Value: 800

Piece: Rook
Move: slide (H,V)
Symbol: "R", "R,r"
Promotion: rank5, rank1, "+"
Value: 700

Piece: Dragon King
Move: slide (H,V)
Move: leap (1,1)
Symbol: "+R", "+R,+r"
Value: 900

Piece: King
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal

Rule: stalemate = win
Rule: perpetual = loss
Rule: repeat4 = draw
Rule: keep capture
Rule: allow drops

Variant: Berolina Chess (8x8)
Board: 8x8
FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
XBoard parent: "berolina"
${pawnZones(8)}
Piece: Berolina Pawn
Move: step NE,NW
Capture: step N
Special: rank2, rank7, step 2NE,2NW
Symbol: " ", "P,p"
Promotion: rank8, rank1, "QRBN"
Flags: set_ep,take_ep
Value: 100

${KNIGHT}${BISHOP}${ROOK}${QUEEN}${king('e', 'g', 'h', 'c', 'a', 8)}
Variant: Knightmate Chess (8x8)
Board: 8x8
FEN: "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1"
XBoard parent: "knightmate"
${pawnZones(8)}
${pawn('QRBM')}Piece: Mann
Move: leap (1,0)|(1,1)
Symbol: "M", "M,m"
Value: 320

${BISHOP}${ROOK}${QUEEN}Piece: Royal Knight
Move: leap (1,2)
Castle: white e1-g1 with h1
Castle: white e1-c1 with a1
Castle: black e8-g8 with h8
Castle: black e8-c8 with a8
Symbol: "K", "K,k"
Flags: royal

Variant: Amazon Chess (8x8)
Board: 8x8
FEN: "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1"
${pawnZones(8)}
${pawn('ARBN')}${KNIGHT}${BISHOP}${ROOK}Piece: Amazon
Move: slide (H,V,D,A)
Move: leap (1,2)
Symbol: "A", "A,a"
Value: 1200

${king('e', 'g', 'h', 'c', 'a', 8)}
Variant: Chancellor Chess (9x9)
Board: 9x9
FEN: "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1"
Zone: rank1 = a1,b1,c1,d1,e1,f1,g1,h1,i1
Zone: rank2 = a2,b2,c2,d2,e2,f2,g2,h2,i2
Zone: rank8 = a8,b8,c8,d8,e8,f8,g8,h8,i8
Zone: rank9 = a9,b9,c9,d9,e9,f9,g9,h9,i9

Piece: Pawn
Move: step N
Capture: step NE,NW
Special: rank2, rank8, step 2N
Symbol: " ", "P,p"
Promotion: rank9, rank1, "QCRBN"
Flags: set_ep,take_ep
Value: 100

${KNIGHT}${BISHOP}${ROOK}${CHANCELLOR}${QUEEN}${king('e', 'g', 'i', 'c', 'a', 9)}
Variant: Legan's Chess (8x8)
Board: 8x8
FEN: "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1"
Zone: white_promotion = a5,a6,a7,a8,b8,c8,d8
Zone: black_promotion = h4,h3,h2,h1,g1,f1,e1

Piece: Pawn
Move: step NW
Capture: step N,W
Symbol: " ", "P,p"
Promotion: white_promotion, black_promotion, "QRBN"
Value: 100

${KNIGHT}${BISHOP}${ROOK}${QUEEN}Piece: King
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal

Variant: 3-Check (8x8)
Board: 8x8
FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
XBoard parent: "3check"
${pawnZones(8)}
${pawn('QRBN')}${KNIGHT}${BISHOP}${ROOK}${QUEEN}${king('e', 'g', 'h', 'c', 'a', 8)}
Rule: check3 = win
`;

let cache: readonly VariantDefinition[] | undefined;

/** The catalogue's variants, parsed once and shared (the records are immutable). */
export function catalogue(): readonly VariantDefinition[] {
  cache ??= parse(CATALOGUE_TEXT).variants;
  return cache;
}

/** One catalogue variant by short name (`orthodox_chess`, `capablanca_chess`, `mini_shogi`) or long name. */
export function catalogueVariant(name: string): VariantDefinition | undefined {
  return catalogue().find((v) => v.shortName === name || v.name === name);
}
