/** `xn wxf --help`. */
export const WXF_HELP = `xn wxf check|convert — xiangqi, janggi and makruk records (@x/wxf)

Usage: xn wxf check [options] FILE… | -
       xn wxf convert --to wxf|iccs|chinese|janggi|thai-san|thai-lan|ucci [options] FILE… | -

Reads move lists in WXF (C2=5, C2.5), ICCS (h2e2), Chinese (炮二平五), janggi (R01-91) or Thai (ม-ง๒), PGN games
of pychess-variants and Fairy-Stockfish, and UCCI lines (position startpos moves h2e2 h9g7); each move is checked.
check prints a located diagnostic per bad record and a summary; convert writes every record in one notation.

Options:
  --to N             convert: the notation to write (ucci: a position … moves … line)
  --variant V        the variant of records without a Variant tag (xiangqi, makruk, …; default xiangqi)
  --notation N       read every move in one notation (default: found per move)
  --strict           refuse what is read with a warning (variations, numerals of the other side)
  --json             diagnostics and summary as JSON lines
  -o, --output FILE  write there instead of stdout;  -q, --quiet  no summary
Exit status: 0 every record good, 1 a bad record, 2 usage or input/output errors.
`;
