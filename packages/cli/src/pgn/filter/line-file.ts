/**
 * `xn pgn filter --line-file FILE` (pgn-extract's `-x FILE`): a file of move sequences, one a line (move numbers
 * optional, `%` lines are comments), each played from the standard start; a game is chosen when it reaches the
 * board one of them ends on, by whatever move order (the board alone is compared, as pgn-extract compares its
 * board hash). The boards become `--fen` targets of the board field alone.
 */
import { parsePgn, SanError, startingPosition, walkGame } from '@x/san';
import { InputError, UsageError } from '../../failure.js';
import { MAX_SETTINGS_BYTES, readWholeFile } from '../../io/whole-file.js';

/** The most lines a line file may hold (a limit before anything is played). */
const MAX_LINES = 100_000;

/** The board (FEN's first field) each line of `file` ends on. */
export function lineFileBoards(file: string, command: string): string[] {
  let text: string;
  try {
    text = readWholeFile(file, MAX_SETTINGS_BYTES, 'a line file').toString('utf8');
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new UsageError(`--line-file: ${error.message}`, command);
  }
  const lines = text.split(/\r?\n/);
  if (lines.length > MAX_LINES)
    throw new UsageError(`--line-file: ${file} has more than ${MAX_LINES} lines`, command);
  const boards: string[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('%')) return;
    boards.push(boardAfter(line, `${file}:${i + 1}`, command));
  });
  return boards;
}

/** The board after the moves of `line` (a usage error naming `where` when they cannot be played). */
function boardAfter(line: string, where: string, command: string): string {
  try {
    const games = parsePgn(`${line.trim()} *\n`);
    const game = games[0];
    if (games.length !== 1 || game === undefined)
      throw new UsageError(`--line-file: ${where}: not a line of moves`, command);
    const start = startingPosition(game);
    let last = start;
    walkGame(game, start, (step) => void (last = step.position), { variations: false });
    return last.toFen().split(' ', 1)[0]!;
  } catch (error) {
    if (error instanceof SanError) throw new UsageError(`--line-file: ${where}: ${error.message}`, command);
    throw error;
  }
}
