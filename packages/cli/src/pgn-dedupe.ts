/**
 * `xn pgn dedupe FILE… | -`: drops the games whose start position and main line (the moves as played, not as
 * written: `Nf3` and `Ng1f3` are one move) were seen before, keeping the first, written byte for byte as in the
 * source; `--report` writes where each duplicate is and which game it repeats instead. A 64-bit hash per
 * distinct game is kept (`GameHashes`): two different games share one with a chance of about n²/2⁶⁵.
 */
import { type Game, isNullMove, locateInRecord, SanError, startingPosition, walkGame } from '@x/san';
import { type OnClosedPipe, parseCommandArgs } from './command.js';
import { GameHashes, hash64 } from './game-hashes.js';
import { GameWriter } from './game-writer.js';
import { forEachRecord, INPUT_OPTIONS, inputsOf, requireInputs } from './records.js';

const COMMAND = 'pgn dedupe';

/** Runs `xn pgn dedupe`; resolves to the exit status. */
export async function pgnDedupe(args: readonly string[], onClosedPipe: OnClosedPipe): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    report: { type: 'boolean' },
    ...INPUT_OPTIONS,
  });
  requireInputs(positionals, COMMAND);
  const writer = GameWriter.open(values, onClosedPipe);
  const seen = new GameHashes();
  let games = 0;
  let duplicates = 0;
  await forEachRecord(
    {
      ...inputsOf(positionals, values, COMMAND),
      progress: writer.progress,
      onInputError: (error) => writer.inputError(error),
    },
    async (record, input) => {
      if (!record.success) return void writer.problem(record.error, input);
      let key: string;
      try {
        key = gameKey(record.data);
      } catch (error) {
        if (!(error instanceof SanError)) throw error;
        return void writer.problem(locateInRecord(record, error), input);
      }
      games++;
      const [hi, lo] = hash64(key);
      const first = seen.add(hi, lo, games);
      if (first === 0) {
        if (values.report !== true) await writer.game(record, input);
        return;
      }
      duplicates++;
      if (values.report === true)
        await writer.out.write(
          `${input.name}:${record.line}:${record.column}: game ${games} repeats game ${first}\n`,
        );
    },
  );
  if (values.report === true && values.quiet !== true)
    await writer.out.write(`${games} games, ${seen.size} distinct, ${duplicates} duplicates\n`);
  return writer.close();
}

/** The variant, start position and the main line's moves (origin, destination, promotion, drop) as one text. */
function gameKey(game: Game): string {
  const start = startingPosition(game);
  const parts = [start.variant.name, start.toFen()];
  walkGame(
    game,
    start,
    (step) => {
      const m = step.move;
      if (isNullMove(m)) parts.push('--');
      else parts.push(m.drop === true ? `${m.piece}@${m.to}` : `${m.from}${m.to}${m.promotion ?? ''}`);
    },
    { variations: false },
  );
  return parts.join(' ');
}
