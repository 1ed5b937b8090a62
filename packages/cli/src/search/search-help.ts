/** `xn index --help` and `xn search --help`. */
export const SEARCH_HELP = `xn index|search — a position index of PGN files and Scoutfish's queries (@x/search)

Usage: xn index FILE.pgn… [-o OUT.xni] [--max-keyed N]
       xn index --to parquet FILE.pgn… [-o DIR]
       xn search --query JSON FILE.pgn… [--json] [--jobs N]

index writes FILE.pgn.xni beside each plain PGN file: per game its offset, result, filters (final material,
home pawns) and two bytes a ply; a game with an illegal move is indexed up to it and reported on stderr (exit 1,
the index still written). search uses it when it is there and of the file as it is now (size, time and
a sample of the bytes match); else it reads the file (a stale or foreign index is said on stderr). Both take
plain files, not .gz or .zst ones (the games are found again at their byte offsets). A query is
Scoutfish's JSON: sub-fen (a list: any), material, imbalance, white-move, black-move, moved, captured, stm,
result, result-type, pass, skip, limit, sequence, streak — in every variant (fairy letters, any board size,
pieces in hand as [Pp] after the board). A condition that fits no game of a file (a sub-fen of another
board size, a piece letter or a move of another variant) is noted on stderr.

Options:
  -q, --query JSON    the query (@FILE reads it from a file)
  --json              {"match count": N, "matches": [{"ofs": BYTE, "ply": [PLY…], "game": N}]} a line a file
                      (ply: plies played before the matching position; game: from 1); default: the games as PGN
  -j, --jobs N        search without an index: a plain file of 32 MiB or more read in byte ranges on N threads
                      (default: the number of cores; the output is that of --jobs 1)
  -o, --output FILE   index: the index of the one file given (--to parquet: the parts' directory, default .)
  --to parquet        index: the positions as Parquet rows (game, ply, key, move, result) instead, the Nth
                      file's in DIR/part-0000N.parquet; key: @x/search's 64-bit key as UBIGINT, move: UCI
  --max-keyed N       index: key at most N positions (default: an eighth of memory, at 9 bytes each); the later
                      games are not keyed (said on stderr): an exact query replays them

Examples:
  xn index games.pgn
  xn index --to parquet -o keys/ a.pgn b.pgn
  xn search --query '{"sub-fen": "8/8/p7/8/8/1B3N2/8/8"}' games.pgn
  xn search --json --query '{"material": "KRPKR", "result": "1-0"}' games.pgn
  xn search --query '{"sub-fen": "8/8/8/8/4N3/8/8/8[Pp]"}' crazyhouse.pgn
Exit status: 0 a game matched (index: written), 1 none did (index: a game reported), 2 usage or input errors.
`;
