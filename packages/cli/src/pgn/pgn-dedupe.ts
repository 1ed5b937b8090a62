/**
 * `xn pgn dedupe FILE… | -`: drops the games whose start position and main line (the moves as played, not as
 * written: `Nf3` and `Ng1f3` are one move) were seen before, keeping the first, written byte for byte as in the
 * source; `--report` writes where each duplicate is and which game it repeats instead. A 64-bit hash per
 * distinct game is kept (`GameHashes`): two different games share one with a chance of about n²/2⁶⁵.
 */
import { type Game, locateInRecord, SanError, startingPosition, walkGame } from '@x/san';
import { type CommandIo, parseCommandArgs } from '../command.js';
import { GameHashes, Hash64 } from './game-hashes.js';
import { GameWriter } from './game-writer.js';
import { forEachRecord, INPUT_OPTIONS, inputsOf, requireInputs } from '../io/records.js';

const COMMAND = 'pgn dedupe';

/** Runs `xn pgn dedupe`; resolves to the exit status. */
export async function pgnDedupe(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    report: { type: 'boolean' },
    ...INPUT_OPTIONS,
  });
  requireInputs(positionals, COMMAND);
  const writer = GameWriter.open(values, io);
  const seen = new GameHashes();
  let games = 0;
  let duplicates = 0;
  const startFens = new Map<string, string>();
  await forEachRecord(
    {
      ...inputsOf(positionals, values, COMMAND, io),
      progress: writer.progress,
      onInputError: (error) => writer.inputError(error),
    },
    async (record, input) => {
      if (!record.success) return void writer.problem(record.error, input);
      let key: [number, number];
      try {
        key = gameKey(record.data, startFens);
      } catch (error) {
        if (!(error instanceof SanError)) throw error;
        return void writer.problem(locateInRecord(record, error), input);
      }
      games++;
      const [hi, lo] = key;
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

/**
 * The hash of a game's variant, start position and main line: its moves as `walkGame`'s `moveKey`s (the moves
 * played, not their text; free to read, where decoding each move would take it back and play it again). The
 * start is the `FEN` tag's position written again, or the variant's own start (`startFens`, by variant name,
 * filled on first use), so a game that spells out the usual start in a tag is the same game as one that does not.
 */
function gameKey(game: Game, startFens: Map<string, string>): [number, number] {
  const start = startingPosition(game);
  const name = start.variant.name;
  let fen = game.headers.has('FEN') ? undefined : startFens.get(name);
  if (fen === undefined) {
    fen = start.toFen();
    if (!game.headers.has('FEN')) startFens.set(name, fen);
  }
  const hash = new Hash64().text(name).text(' ').text(fen);
  walkGame(game, start, (step) => void hash.number(step.moveKey), { variations: false });
  return hash.value();
}
