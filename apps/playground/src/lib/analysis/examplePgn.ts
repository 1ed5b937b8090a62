/** The analysis board's example: Morphy's Opera game (1858, public domain) with a variation and comments. */
export const OPERA_GAME = `[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 (8. Qxb7 Qb4+ 9. Qxb4 Bxb4+ 10. c3) 8... c6 9. Bg5 b5 $6 10. Nxb5 cxb5
11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7
16. Qb8+ $1 {a queen sacrifice} Nxb8 17. Rd8# 1-0
`;
