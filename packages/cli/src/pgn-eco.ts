/**
 * `xn pgn eco FILE… | -`: every game written again (`@x/san`'s `formatPgn`) with its `ECO` and `Opening` tags set
 * from lichess's opening list (`@x/san/openings`' `openingOfGame`: the deepest named position of the main line,
 * transpositions included), replacing the tags it had. A game with no named position (another variant, a `FEN`
 * start, no moves) is written with its tags as they were; a game that cannot be read is written byte for byte as
 * in the source and reported on stderr (exit 1).
 */
import { formatPgn, type Game } from '@x/san';
import { openingOfGame } from '@x/san/openings';
import { type CommandIo, parseCommandArgs } from './command.js';
import { GameWriter } from './game-writer.js';
import { forEachRecord, INPUT_OPTIONS, inputsOf, requireInputs } from './records.js';

const COMMAND = 'pgn eco';

/** Runs `xn pgn eco`; resolves to the exit status. */
export async function pgnEco(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, INPUT_OPTIONS);
  requireInputs(positionals, COMMAND);
  const writer = GameWriter.open(values, io);
  await forEachRecord(
    {
      ...inputsOf(positionals, values, COMMAND, io),
      progress: writer.progress,
      onInputError: (error) => writer.inputError(error),
    },
    async (record, input) => {
      if (!record.success) {
        writer.problem(record.error, input);
        return void (await writer.game(record, input));
      }
      await writer.out.write(formatPgn(named(record.data)));
    },
  );
  return writer.close();
}

/** The game with its `ECO` and `Opening` tags set to its opening's (in their places when it had them). */
function named(game: Game): Game {
  const opening = openingOfGame(game);
  if (opening === undefined) return game;
  const headers = new Map(game.headers);
  headers.set('ECO', opening.eco);
  headers.set('Opening', opening.name);
  return { ...game, headers };
}
