/** The help of `xn diagram`. */
export const DIAGRAM_HELP = `xn diagram — draw a position or a game as SVG, PNG or animated GIF

Usage:
  xn diagram POSITION [--variant V] [--format svg|png|gif] [-o OUT] [options]
  xn diagram FILE.pgn|.kif|.ki2|.csa|.wxf [--game N] [--ply K | --gif] [-o OUT] [options]

POSITION is FEN (of --variant, default chess), SFEN, FEEN or ICN, tried in that order (an ICN position beyond
the chess board is drawn on the unbounded board). A game file's game N
(default 1) is drawn after ply K (default: its last position), or whole as an animated GIF (--gif), a frame a ply:
PGN of any variant, shogi's KIF, KI2 and CSA (Shift_JIS or UTF-8; one game a file), and the xiangqi, janggi and
makruk records xn wxf reads (WXF, Chinese, janggi or Thai notation, UCCI lines). A file of another name that
holds PGN (game.txt, a pipe: <(curl …)) is read as PGN.

Options:
  --variant V         the variant of a FEN or FEEN position (a PGN Variant tag's names: crazyhouse, shogi, …)
  --format F          svg (default), png or gif; from OUT's extension when -o is given (.jpg: refused)
  -o, --output OUT    write to OUT (default stdout)
  --game N            the game of the file (1-based, default 1)
  --ply K             the position after K plies of the main line (0: the start)
  --gif               the game as an animated GIF (same as --format gif)
  --flip              black's (gote's) side at the bottom
  --no-coordinates    no coordinates
  --size PX           width in pixels (svg, png); for a GIF: --square PX a square (default 90)
  --max-frames N      a GIF's most frames (default 1000: a longer game is refused)
  --last-move UCI     tint a move's squares (a game's position: its last move)

Examples:
  xn diagram 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' --last-move e2e4 -o e4.svg
  xn diagram 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1' -o shogi.png
  xn diagram game.pgn --game 2 --ply 20 -o move10.png
  xn diagram game.pgn --gif -o game.gif
  xn diagram game.kif --ply 30 -o move30.svg

Exit status: 0 drawn, 1 a position or game that does not read (a located message), 2 a usage error.
`;
