/** Small examples of our own for each view (the app never reads the shared data at run time). */
export const EXAMPLES = {
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  san: '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {the Ruy Lopez} 4. Ba4 (4. Bxc6 dxc6) 4... Nf6 5. O-O *',
  feen: '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c',
  icn: '[Event "Playground example"] w 0/100 1 (8|1) K5,1+|k5,8+|R1,1+|r1,8+|R8,1+|r8,8+|Q4,1|q4,8|N2,1|n2,8|N7,1|n7,8|B3,1|b3,8|B6,1|b6,8|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+',
  icnGame:
    '[Event "Playground game"] w 0/100 1 (8|1) K5,1+|k5,8+|Q4,1|q4,8|B6,1|b6,8|N7,1|n2,8|P5,2+|P6,2+|P7,2+|p5,7+|p6,7+|p7,7+ P5,2>5,4|p5,7>5,5|B6,1>3,4|n2,8>3,6|Q4,1>8,5|n3,6>4,4',
  icnFar:
    'w 0/100 1 K1000000000000000000000000000000,1000000000000000000000000000000|k1000000000000000000000000000005,1000000000000000000000000000003|R999999999999999999999999999990,1000000000000000000000000000002|Q-7,-3',
  sjaak: `# A small variant of our own, for trying the format.
Variant: Playground Mini (6x6)
Board: 6x6
FEN: "rnkqbr/pppppp/6/6/PPPPPP/RNKQBR w - - 0 1"
Zone: white_promotion = a6,b6,c6,d6,e6,f6
Zone: black_promotion = a1,b1,c1,d1,e1,f1

Piece: Pawn
Move: step N
Capture: step NE,NW
Symbol: " ", "P,p"
Promotion: white_promotion, black_promotion, "QRBN"

Piece: Knight
Move: leap (1,2)
Symbol: "N", "N,n"

Piece: Bishop
Move: slide (A,D)
Symbol: "B", "B,b"

Piece: Rook
Move: slide (H,V)
Symbol: "R", "R,r"

Piece: Queen
Move: slide (H,V,A,D)
Symbol: "Q", "Q,q"

Piece: King
Move: leap (1,0)|(1,1)
Symbol: "K", "K,k"
Flags: royal
`,
  fbr: 'royal promotion+=enter{P} +P==QRBN K Q R B N P',
  fbrFairy: 'royal promotion+=enter{P} +P==QRBNAC K Q R B N P A=B+N C=R+N',
} as const;
