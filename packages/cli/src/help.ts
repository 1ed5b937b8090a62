/** The help texts of `xn --help` and `xn pgn --help`: every command with an example. */

/** `xn --help`. */
export const MAIN_HELP = `xn — chess notation files from the command line (@x/cli)

Usage: xn <command> [options]

Commands:
  pgn check FILE… | -    check every game and move of PGN files (variations too)
                         xn pgn check games.pgn.gz
  pgn convert --to T …   write games in SAN, LAN, UCI, figurines, JSON, or one EPD/FEN per position
                         xn pgn convert --to uci games.pgn > games.uci.pgn
  pgn filter [criteria]  the games that meet every criterion, written as they are in the source
                         xn pgn filter --tag 'WhiteElo>2500' --checkmate games.pgn
                         xn pgn filter --fen-pattern '?????rk?/?????ppp/*/*/*/*/*/*' games.pgn
  pgn dedupe FILE…       drop games with the same start and main line, keeping the first
                         xn pgn dedupe --report twic*.pgn
  pgn eco FILE…          set ECO and Opening tags from lichess's opening list
                         xn pgn eco lichess.pgn.zst -o named.pgn
  pgn split FILE…        split into files of N games or one file per tag value
                         xn pgn split --games 10000 big.pgn
  pgn stats FILE…        games, good and bad, plies, results, variants, errors, openings
                         xn pgn stats lichess_db_standard_rated_2013-01.pgn.zst
  perft DEPTH            count the legal move tree of a position
                         xn perft --variant atomic --divide 3
                         xn perft --variant variants.txt:mini_xiangqi 4
  fen convert --to T …   positions from FEN, FEEN, ICN or SFEN (fen|feen|icn|sfen convert) into another
                         xn fen convert --to icn 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
                         xn sfen convert --to feen < positions.sfen
  diagram POSITION|FILE  a position or a PGN game as SVG, PNG or animated GIF (any variant)
                         xn diagram game.pgn --gif -o game.gif
  wxf check|convert …    xiangqi, janggi and makruk records: WXF, ICCS, Chinese, janggi, Thai, UCCI lines
                         xn wxf convert --to chinese game.wxf
  book make|merge|dump|probe
                         Polyglot opening books: made from PGN as polyglot make-book makes them, probed
                         xn book make games.pgn -o book.bin --max-ply 20 --min-game 2
  index FILE…            a position index of PGN files (FILE.xni): two bytes a ply, Scid's filters
                         xn index games.pgn
  search --query JSON FILE…
                         Scoutfish's queries (sub-fen, material, moves, sequences) in every variant
                         xn search --query '{"sub-fen": "8/8/p7/8/8/1B3N2/8/8"}' games.pgn
  variant check FILE…    check SjaakII variants.txt, Fairy-Stockfish variants.ini, FBR rule sets
                         xn variant check variants.txt
  kif check|convert …    shogi records (KIF, KI2, CSA, USI, JKF): check every move, or convert (--to T)
                         xn kif convert --to csa game.kif
  analyse FILE… --engine CMD
                         every move with the engine's [%eval], ?! ? ?? by lichess's Win%, the best line
                         xn analyse --engine /usr/games/stockfish --nodes 20000 games.pgn -o analysed.pgn
  match --engine A --engine B
                         engine matches judged by @x/core: PGN with clocks, evals, Termination; Elo
                         xn match --engine /usr/games/stockfish --engine /usr/games/fairy-stockfish --nodes 5000
  engine serve --engine CMD
                         an engine on a WebSocket at 127.0.0.1 for the playground's engine panel
                         xn engine serve --engine /usr/games/stockfish

Run \`xn pgn --help\` for the PGN commands and their options; \`xn fen convert --help\`, \`xn variant check --help\`.
Options: -h, --help  this text;  -v, --version  the version.
Exit status: 0 clean, 1 a bad game, 2 usage or input/output errors.
`;

/** `xn pgn --help`. */
export const PGN_HELP = `xn pgn — PGN databases (files, - for stdin; gzip and zstd read transparently, on stdin too)

Commands:
  check FILE… | -        read every game, check every move from its start position (FEN, SetUp and
                         Variant tags), variations too; diagnostics FILE:LINE:COL: error[code]: message
                         with the source line and a caret, then a summary (games, good, bad, plies,
                         by variant)
                         xn pgn check twic1500.pgn lichess.pgn.gz
                         zcat big.pgn.gz | xn pgn check --json - > problems.ndjson
                         xn pgn check --shard 3/8 big.pgn     (the 3rd of 8 byte ranges)

  convert --to san|lan|uci|fan|json|epd|fen|parquet|csv FILE… | -
                         every game again with its moves in canonical SAN, long algebraic (e2-e4,
                         Ng1-f3), UCI (e2e4) or figurines (♘f3), tags, comments, NAGs and variations
                         kept; json: one game per line (tags, start FEN, moves with SAN, UCI, comment,
                         clock, eval; --fen-comments: the FEN after each move too); epd, fen: one line
                         per main-line position (the start, then after each ply), a blank line after
                         each game, EPD with c0 "White-Black Event Site Date" and c1 the result (as
                         pgn-extract -Wepd); parquet: one row per game, lichess's columns (tags,
                         movetext) and the main line's moves, uci, clocks, evals as lists, to -o FILE
                         (.parquet) or -o DIR (part-NNNNN.parquet, NNNNN the --shard from 0); csv: the
                         tags; bad games reported and left out
                         xn pgn convert --to lan games.pgn
                         xn pgn convert --to parquet -o games/ --shard 2/4 lichess.pgn.zst
                         xn pgn convert --to json lichess.pgn.gz | head -n 1
                         xn pgn convert --to epd games.pgn > positions.epd

  filter [criteria] FILE… | -
                         the games that meet every criterion, byte for byte as in the source:
                         --tag 'Name=value' | 'Name!=value' | 'Name~regex' ('~(?i)…' ignores case) |
                         'Name>x' (>=, <, <=; numbers, else text: 'Date>=2020.01.01') (repeatable: all),
                         --player, --white, --black, --date, --eco VALUE: the tag starts with VALUE
                         (pgn-extract -Tp -Tw -Tb -Td -Te; --tag-substring: any part; repeatable: any),
                         --result 1-0 (repeatable: any), --variant NAME, --min-plies N, --max-plies N,
                         endings --checkmate --stalemate --insufficient (at the end), --fifty
                         --repetition (at any ply; several endings: any of them), --invert;
                         --fen FEN: a position reached in the main line (the fields given are compared:
                         the board alone, or with side to move, castling, e.p.), --fen-pattern P: a board
                         pattern as pgn-extract's FENPattern (? ! A a m * [..] [^..]), both repeatable,
                         --line-file FILE: a board one of FILE's move lines ends on (pgn-extract's -x),
                         --move-file FILE: the main line starts with one of FILE's move lines, as
                         written (* any move, !m not m, a|b either; white's and black's moves in any
                         order, --in-order: as listed; pgn-extract's -v, -P), --material-file FILE: a
                         material balance of FILE's ('R+P+ R=P#'; pgn-extract's -z) held long enough,
                         --variations: search every line, as pgn-extract does; --underpromotion;
                         --stop-after N: stop once N games are written; -n, --non-matching FILE:
                         the games not chosen written to FILE (pgn-extract's -n)
                         xn pgn filter --tag 'White~Carlsen' --tag 'WhiteElo>2800' lichess.pgn.gz
                         xn pgn filter --player Carlsen --result 1-0 --result 0-1 twic.pgn
                         xn pgn filter --invert --variant chess960 games.pgn -o standard.pgn
                         xn pgn filter --fen 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w' db.pgn
                         xn pgn filter --material-file rook-endings.txt twic.pgn
  dedupe [--report | -d FILE | -U] [-c FILE] FILE… | -
                         drop the games whose start and main line (the moves, not their text)
                         were seen before, keeping the first; --report: where each duplicate is;
                         -d, --duplicates FILE: the duplicates written to FILE too; -U,
                         --only-duplicates: the duplicates alone; -c, --against FILE: FILE's
                         games count as seen, and are not written (pgn-extract's -d, -U, -c);
                         --position-depth N: duplicates are games with the same board after N
                         plies (0: at the end; pgn-extract's --fuzzydepth N)
                         xn pgn dedupe a.pgn b.pgn > merged.pgn
                         xn pgn dedupe --against archive.pgn new.pgn > fresh.pgn

  eco FILE… | -          every game again with its ECO and Opening tags set from lichess's opening
                         list: the deepest named position of the main line (any move order),
                         replacing the tags it had; games that cannot be read written unchanged
                         xn pgn eco games.pgn -o named.pgn

  split (--games N | --by TAG | --by-eco N) [--dir DIR] [--prefix NAME] [--force] FILE… | -
                         files PREFIX-0001.pgn, … of N games, or PREFIX-<value>.pgn per tag value
                         or per the ECO tag's first N (1-3) characters (pgn-extract's -EN)
                         (prefix: the first input's name), games byte for byte; tags only are read;
                         DIR is made when missing; an existing file is an error (--force: replace it)
                         xn pgn split --by Event --dir events/ twic.pgn
  stats [--json] [--top N] FILE… | -
                         games (good, bad: every move checked), plies, results, variants, errors
                         and the N most played openings (Opening tag, else ECO)
                         xn pgn stats --top 20 games.pgn
  rate [--white-advantage] [--json] FILE… | -
                         maximum-likelihood Elo of every player from the White, Black and Result
                         tags (draws half points; --white-advantage: White's edge estimated too),
                         each with its 95 % margin, the players' mean 0 (Ordo's model)
                         xn pgn rate tournament.pgn

Options of check:
  --json                 diagnostics and the summary as one JSON object per line (NDJSON)
  --fail-fast            stop at the first bad game
  -o, --output FILE      write to FILE instead of stdout
  --shard I/N            read only the games that begin in the I-th of N byte ranges of each file:
                         N runs together read every game exactly once (GNU parallel, Hadoop streaming)
  -j, --jobs N           N threads on a file of 32 MiB or more, output in input order (default: cores)
  -q, --quiet            no summary and no progress bar (the bar is drawn on stderr only when it is a
                         terminal)

Every pgn command takes --encoding LABEL: the inputs' encoding (utf-8 by default; latin1, windows-1252,
… for old files, whose other bytes are otherwise reported as warning[invalid-encoding]), and
--read-piece-letters PNBRQK: moves written with these piece letters (BSLTDK: German), and
--variants FILE: a Fairy-Stockfish variants.ini, SjaakII variants.txt or FBR rule set whose variants
Variant tags (and filter's --variant) may name, beside the built-in ones and Fairy-Stockfish's.

Options of convert: --to (required), --fail-fast, -o FILE, --shard I/N, -j N, -q (as for check); with
--to san|lan|uci|fan, what is kept of each game (pgn-extract's -C -N -V --notags -7 --plylimit --dropply
--plycount --addhashcode --fixresulttags -w --nomovenumbers --noresults --nochecks --fencomments):
--no-comments, --no-nags, --no-variations, --no-tags or --seven-tags (FEN, SetUp and a Variant other
than chess kept), --ply-limit N (main-line plies; the result becomes *), --drop-ply N (start after N
plies: FEN and SetUp tags; shorter games are left out), --ply-count (a PlyCount tag), --hash-code
(pgn-extract's HashCode tag), --fix-result-tags (Result tag and movetext result from a mate or stalemate
at the end, else from the movetext), -w, --width N (movetext line width; 0: one line),
--no-move-numbers, --no-results (the movetext's; the Result tag stays), --no-checks (no + or #),
--fen-comments (the FEN after each move as a comment; with --to json, as each move's "fen", as
pgn-extract --json --fencomments), --piece-letters PNBRQK (with san, lan: these piece letters, BSLTDK
for German; pgn-extract's -Wsan).
Options of filter, dedupe, eco and stats: -o FILE, --shard I/N, -j N, -q. Bad games are reported on stderr and left
out (eco writes them unchanged).

Exit status: 0 every game good, 1 a bad game, 2 usage or input/output errors.
`;

/** `xn perft --help`. */
export const PERFT_HELP = `xn perft [--variant NAME|FILE[:NAME]] [--fen FEN] DEPTH [--divide]

Counts the leaves of the legal move tree DEPTH plies deep (perft) from the start position of a variant
(names as in PGN Variant tags: chess960, crazyhouse, atomic, kingofthehill, threecheck, antichess,
horde, racingkings, shogi, xiangqi, capablanca, makruk, …; or a variant of a SjaakII variants.txt file
or an FBR rule set: FILE:NAME, FILE alone when it holds one) or from FEN (in the file's FEN dialect).
  xn perft 5
  xn perft --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' 4
  xn perft --variant atomic --divide 3
  xn perft --variant variants.txt:mini_xiangqi 4
Options: --divide  the count below each legal move (UCI), then the total.
Exit status: 0 counted, 2 usage or input errors (an unknown variant, a FEN or variant file that does not read).
`;

/** `xn fen|feen|icn|sfen convert --help`. */
export const POSITION_HELP = `xn fen|feen|icn|sfen convert --to fen|feen|icn|sfen [POSITION…]

Writes positions in another notation, one per line: FEN (chess, X-FEN castling), FEEN (Sashité), ICN
(infinite chess: a1 is 1,1, the world border the board's edges) and SFEN (shogi). Positions are the
arguments or, without any, the lines of stdin (--input FILE: of a file). A position the target cannot
hold (a shogi position as FEN, an ICN piece off the 8×8 board) is reported as
SOURCE:LINE:COL: error[code]: message with the position and a caret; the others are still written.
  xn fen convert --to feen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  xn sfen convert --to feen < positions.sfen
  xn icn convert --to fen 'w 1 K5,1+|k5,8+|R1,1+'
Options: --to NOTATION, -i/--input FILE, -o/--output FILE.
Exit status: 0 all written, 1 a position did not fit, 2 usage or input/output errors.
`;

/** `xn variant check --help`. */
export const VARIANT_HELP = `xn variant check FILE… | -

Reads SjaakII variants.txt files (blocks starting Variant:), Fairy-Stockfish variants.ini files (by a .ini
name or [section] lines: each section complete, or the keys not carried) and FBR rule sets (rule and MBN
tokens), checks them and converts each variant for the engine; every diagnostic as FILE:LINE:COL: severity[code]: message
with the source line and a caret, then one summary line per file.
  xn variant check variants.txt
  echo 'royal promotion+=enter{P} +P==QRBN K Q R B N P' | xn variant check -
Options: -q/--quiet  errors only;  -o/--output FILE.
Exit status: 0 no error (warnings allowed), 1 an error, 2 usage or input/output errors.
A variant of such a file plays in xn perft --variant FILE[:NAME].
`;
