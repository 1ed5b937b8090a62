/**
 * The database worker's reader run once over a few games of its own as the worker starts (`warmUp`): the page
 * starts a reader ahead of a file or a paste (the pointer on the chooser, the focus in the editor), and meanwhile V8
 * compiles the reader's functions (`visitPgn`, the list's rows, the moves' check, the explorer's index), which the
 * read of the file would otherwise compile as it first calls them. Its bytes come in short slices, as a pasted
 * text's do (`PastedBytes`), so that games and tags cut between two chunks are read too: what V8 learns of them here
 * (the types each line of the code met) keeps its optimized code of the reader from being dropped and compiled
 * again when the file's first game across two chunks comes. Nothing of it is kept: its index is its own and its
 * rows are dropped.
 */
import { ExplorerIndex } from '../explorer/explorerIndex';
import { OPERA_GAME } from '../analysis/examplePgn';
import { readRange } from './listReader';
import { PastedBytes } from './pastedBytes';

/** A game as a database exports it: its tags, then its moves on lines of their own (no comment, no variation). */
const PLAIN_GAME = `[Event "Rated Blitz game"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "one"]
[Black "two"]
[Result "1/2-1/2"]
[WhiteElo "1500"]
[BlackElo "1525"]
[ECO "C54"]
[Opening "Italian Game"]
[TimeControl "300+0"]
[UTCDate "2020.01.01"]
[Termination "Normal"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+
8. Nbxd2 d5 9. exd5 Nxd5 10. Qb3 Nce7 11. O-O O-O 12. Rfe1 c6 13. a4 Qb6 14. Qxb6 axb6 1/2-1/2
`;

/** The games read: a commented game with a variation between plain ones, so that each kind of game is read. */
export const WARM_UP_GAMES = [PLAIN_GAME, OPERA_GAME, PLAIN_GAME, PLAIN_GAME].join('\n');

/** Bytes of each slice of the warm-up's games: a cut falls in tags, values, moves, comments and a variation. */
const WARM_UP_SLICE = 97;

/**
 * Reads `WARM_UP_GAMES` (in slices of `WARM_UP_SLICE` bytes) into an index of its own, keeping nothing; answers the
 * number of games read.
 */
export function warmUp(): Promise<number> {
  const bytes = new TextEncoder().encode(WARM_UP_GAMES);
  // one byte a character: the games are ASCII
  const pasted = new PastedBytes(bytes.length);
  for (let at = 0; at < bytes.length; at += WARM_UP_SLICE) {
    const slice = bytes.slice(at, at + WARM_UP_SLICE);
    pasted.push(slice, slice.length);
  }
  return readRange(pasted, undefined, new ExplorerIndex(), () => {});
}
