/** `xn book --help`. */
export const BOOK_HELP = `xn book make|merge|dump|probe — Polyglot opening books (@x/search)

Usage: xn book make FILE.pgn… -o BOOK.bin [--max-ply N] [--min-game N] [--min-score S]
                               [--only-white | --only-black] [--uniform] [--variants] [--max-entries N]
       xn book merge A.bin B.bin -o OUT.bin
       xn book dump BOOK.bin [--fen FEN] [-o FILE]
       xn book probe BOOK.bin [--fen FEN] [--json] [--chess960 | --variant V] [-o FILE]

make writes the book polyglot make-book writes with the same options, byte for byte (the PGN is streamed;
.gz and .zst read as they are): a move is kept when played in --min-game games (default 3) of the first
--max-ply plies (default 1024), scoring --min-score percent or more (default 0) for its side; its weight is
2 a win + 1 a draw (1 with --uniform). A game with an illegal move counts up to it and is reported.
merge takes the entries of both, adding the weights of a move both have (polyglot merge-book); a sum over
65535 is written as 65535 (polyglot wraps it around) and a note on stderr counts them. dump writes the book as
one PGN game whose variations are the book's moves. probe lists a position's moves (by default the
start position's, as polyglot's tools do), heaviest first: UCI as engines write it (e1g1; e1h1 with --chess960),
weight and learn.

Options:
  -o, --output FILE   the book (make, merge), the PGN (dump) or the moves (probe); default stdout
  --json              probe: {"key", "moves": [{"uci", "weight", "learn"}]} as one line of JSON
  --variants          make: count the games of other variants too (Variant tag), keyed as @x/search's
                      variantKey; --variant V probes such a book (crazyhouse, shogi, xiangqi, …)
  --max-entries N     make: count at most N (position, move) pairs, about 26 bytes each (default: an eighth
                      of memory); past it the book is not written: count fewer plies (--max-ply)
Exit status: 0 done, 1 a game could not be read whole (the book is still written), 2 usage or input errors.
`;
