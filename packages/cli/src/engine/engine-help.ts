/** The help texts of `xn analyse`, `xn match` and `xn engine serve`. */

const ENGINE = `  --engine CMD           the engine's command line ('/usr/games/stockfish', 'sjaakii -xboard')
  --protocol [N:]P       uci, usi, ucci or xboard, for every engine or (N:P) the N-th --engine
                         (default: xboard for -xboard, usi for -usi, ucci for -ucci, else uci)
  --option [N:]NAME=VALUE
                         set an engine option (repeatable): N:NAME=VALUE for the N-th --engine (from 1),
                         NAME=VALUE for every engine that has it; an error at an engine's start when it
                         lacks an N: option or has a near name (a typo), at the last start when none has
  --timeout-handshake MS how long the engine may take to start and answer each readiness check
                         (default 10000)
  --timeout-move MS      how long a search may take before the engine is given up on (default: the
                         search's own time + 5 s; 60 s + 1 ms per 100 nodes for --nodes and --depth)
  --variants FILE        a Fairy-Stockfish variants.ini, SjaakII variants.txt or FBR rule set: its variants
                         are known to the Variant tags and --variant, and given to the engine
                         (repeatable; a name two files define is an error)`;

/** `xn analyse --help`. */
export const ANALYSE_HELP = `xn analyse FILE… | - --engine CMD [--nodes N | --depth N | --movetime MS] [options]

Every game written back (stdout, or -o OUT) with the engine's [%eval] after every main-line move (White's
point of view, with the depth), lichess's marks where a move loses winning chances (?! 5, ? 10, ?? 15 points
of Win% = 50 + 50·(2/(1+exp(−0.00368208·cp)) − 1); lichess.org/page/accuracy) on a move other than the
engine's own choice, with a comment naming its best line's first move ("Nd5 was best"), and the engine's lines beside it. Games stream out one by one, in input order. The engine
starts a new game for each game (ucinewgame: its hash cleared): with --nodes and one thread (the engine's
default) two runs write the same bytes.

Options:
${ENGINE}
  --nodes N | --depth N | --movetime MS
                         each position's search (default --nodes 1000000; XBoard has no nodes)
  --multipv K            search K lines per position (default 1); beside a marked move, each line
                         that starts with another move is written as a variation
  -j, --jobs N           analyse N games at once on N engines
  -o, --output OUT       write to OUT instead of stdout
  -q, --quiet            no progress bar (drawn on stderr when it is a terminal)

Each game is written, complete, as soon as it is done. SIGINT, SIGTERM or SIGHUP stops the engines (their
process groups: nothing is left running) and keeps every game written.

Example:
  xn analyse --engine /usr/games/stockfish --nodes 20000 games.pgn -o analysed.pgn
Exit status: 0 every game analysed, 1 a bad game or an engine failure (reported, the game left out; an engine
that answers no move where there is one is a failure), 2 usage, 130/143/129 stopped by SIGINT/SIGTERM/SIGHUP.
`;

/** `xn match --help`. */
export const MATCH_HELP = `xn match --engine CMD --engine CMD [--games N] [--concurrency K] [options]

Two engines play N games (each opening twice, colours swapped; K games at once on K pairs of engines); every
move and every end is judged by @x/core (mate, stalemate, repetition, the move-count rule, insufficient
material, each variant's own ends); an illegal move, a fallen flag or a crash loses. A line per game, then
the table with the Elo difference, its 95 % error margin and the LOS (cutechess-cli's formulas).

Options:
${ENGINE}
  --games N              games to play (default 2)
  --concurrency K        games at once (default 1)
  --openings FILE        start positions: a PGN file (start and main line) or EPD/FEN lines
                         (default: the variant's start; Chess960: a start of its own per pair)
  --opening-plies N      play at most N plies of each PGN opening
  --book FILE            openings drawn from a Polyglot book (xn book make), a move of weight w
                         with a chance of w over its position's total, one opening a game pair
  --book-depth N         at most N plies from the book (default 8)
  --seed S               the draws' seed (default 0): the same seed, the same openings
  --tc [MOVES/]SECONDS[+INC]
                         a time control with clocks (10+0.1, 40/60) — or, per move:
  --nodes N | --depth N | --movetime MS
                         (default --nodes 100000; XBoard has no nodes)
  --variant NAME         a built-in variant, a PGN Variant tag's name, or one of --variants FILE
  --max-plies N          adjudicate a draw after N plies (default 1000)
  --pgn OUT              the games as PGN: [%eval], [%emt], [%clk] under --tc, Termination, the reason
                         (--pgn -: the games on stdout, the game lines and the table on stderr)
  --event TEXT           the Event tag (default "A vs B")
  --tournament round-robin|gauntlet
                         any number of --engine: every two meet (round-robin) or the first meets each
                         other (gauntlet), N games per encounter; a cross table with each engine's
                         maximum-likelihood Elo and margin (as xn pgn rate)
  --sprt elo0=E0,elo1=E1[,alpha=A,beta=B,model=normalized|logistic]
                         a sequential test on game pairs (pentanomial counts; alpha, beta 0.05 and
                         normalized Elo by default, as fishtest): the LLR after each pair, no new game
                         once it leaves its bounds (--games: the most to play, default 1000000)

Each game goes to --pgn, complete, as soon as it and the games before it ended. An engine starts when a game
needs it; one that cannot start loses each of its games (abandoned). SIGINT, SIGTERM or SIGHUP stops the
engines (their process groups: nothing is left running), keeps every finished game, prints the table of the
finished games and exits 130, 143 or 129.

Exit status: 0 every game played (engine faults are games lost, not failures), 2 usage or input errors (an
option value of the wrong kind, a variant an engine cannot play), 130/143/129 stopped by
SIGINT/SIGTERM/SIGHUP.

Example:
  xn match --engine /usr/games/stockfish --engine /usr/games/fairy-stockfish --games 20 --concurrency 2 \\
    --nodes 5000 --openings openings.pgn --pgn match.pgn
`;

/** `xn engine serve --help`. */
export const SERVE_HELP = `xn engine serve --engine CMD [--port P] [--allow-origin ORIGIN]

The engine behind a WebSocket on 127.0.0.1 (port 9670 by default; 0 picks a free one), for the playground's
engine panel: each connection gets its own engine process, each message is a line to the engine, each line
of the engine a message. Pages of localhost may connect; --allow-origin ORIGIN (repeatable, * for any) allows
others. Ctrl-C (SIGINT), SIGTERM or SIGHUP ends every engine and stops.

Example:
  xn engine serve --engine /usr/games/stockfish
Exit status: 0 stopped by SIGINT, SIGTERM or SIGHUP (every engine ended), 2 usage or input errors (an engine
that cannot start, a port in use).
`;
