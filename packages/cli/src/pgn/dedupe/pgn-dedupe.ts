/**
 * `xn pgn dedupe FILE… | -`: drops the games whose start position and main line (the moves as played, not as
 * written: `Nf3` and `Ng1f3` are one move) were seen before, keeping the first, written byte for byte as in the
 * source; `--duplicates FILE` writes the duplicates to FILE as well (pgn-extract's `-d`), `--only-duplicates` writes
 * the duplicates alone (`-U`), `--against FILE` counts every game of FILE as seen before (pgn-extract's `-c`:
 * FILE's games are not written), `--report` writes where each duplicate is and which game it repeats. A 64-bit hash per
 * distinct game is kept (`GameHashes`): two different games share one with a chance of about n²/2⁶⁵.
 */
import type { BasePosition } from '@x/core';
import { type Game, SanError, startingPosition, type VariantLookup, walkGame } from '@x/san';
import { type CommandIo, FLAG, parseCommandArgs, VALUE, wholeNumber } from '../../command.js';
import { GameHashes, Hash64 } from './game-hashes.js';
import { boardOf, DedupeScan, startHash } from './dedupe-scan.js';
import { UsageError } from '../../failure.js';
import { GameWriter, problemText, recordBytes } from '../game-writer.js';
import { forEachAnswer } from '../../jobs/for-each-answer.js';
import type { GameAnswer, GameTask } from '../../jobs/game-task.js';
import { JOB_INPUT_OPTIONS, parseJobInputArgs } from '../../jobs/jobs.js';
import { inputsOf } from '../../io/records.js';
import { refuseSameFile } from '../../io/same-file.js';
import { TagVariants } from '../../variant/tag-variants.js';
import { readingLetters } from '../../io/piece-letters.js';
import { gameSpan } from '../main-line-scan.js';

const COMMAND = 'pgn dedupe';
/** The first-game number `GameHashes` keeps for a game of an `--against` file. */
const AGAINST = 0xffffffff;

/** The options of `xn pgn dedupe`. */
const OPTIONS = {
  report: FLAG,
  duplicates: { ...VALUE, short: 'd' },
  'only-duplicates': { ...FLAG, short: 'U' },
  against: { ...VALUE, short: 'c', multiple: true },
  'position-depth': VALUE,
  ...JOB_INPUT_OPTIONS,
} as const;

/** Runs `xn pgn dedupe`; resolves to the exit status. */
export async function pgnDedupe(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals, jobs } = parseJobInputArgs(args, OPTIONS, COMMAND);
  const variants = await TagVariants.of(values.variants);
  const task = dedupeTask(args, variants.lookup);
  if (values.report === true && (values.duplicates !== undefined || values['only-duplicates'] === true))
    throw new UsageError(
      '--report writes no games: it goes without --duplicates and --only-duplicates',
      COMMAND,
    );
  if (values.duplicates !== undefined && values.duplicates === values.output)
    throw new UsageError('--duplicates names the --output file', COMMAND);
  refuseSameFile(values.duplicates, positionals, COMMAND, '--duplicates');
  const writer = GameWriter.open(values, io, positionals, COMMAND);
  // the duplicates: to their own file (-d), or to the output instead of the first games (-U)
  const duplicatesTo =
    values.duplicates !== undefined
      ? GameWriter.open({ output: values.duplicates, quiet: true }, io, positionals, COMMAND)
      : values['only-duplicates'] === true
        ? writer
        : undefined;
  const firstsTo = values.report === true || values['only-duplicates'] === true ? undefined : writer;
  const seen = new GameHashes();
  let games = 0;
  let duplicates = 0;
  /**
   * Counts the game of hash `hi:lo` and writes it where its kind goes (or where it is, with `--report`): a promise
   * only when something is written (a duplicate dropped is counted at once, as `check` counts a game).
   */
  const one = (
    key: readonly [number, number] | undefined,
    write: (to: GameWriter) => Promise<void>,
    place: () => string,
  ): Promise<void> | undefined => {
    games++;
    // no key (--position-depth N, a game of fewer plies): never a duplicate, as in pgn-extract
    const first = key === undefined ? 0 : seen.add(key[0], key[1], games);
    if (first === 0) return firstsTo === undefined ? undefined : write(firstsTo);
    duplicates++;
    if (duplicatesTo === undefined && values.report !== true) return undefined;
    return (async () => {
      if (duplicatesTo !== undefined) await write(duplicatesTo);
      if (values.report === true)
        await writer.out.write(
          `${place()}: game ${games} ${first === AGAINST ? 'is in an --against file' : `repeats game ${first}`}\n`,
        );
    })();
  };
  /** Reads `files` (`shard` of them), each game's hash to `onGame`. */
  const scanFiles = async (files: readonly string[], shard: string | undefined, onGame: typeof one) =>
    forEachAnswer(
      {
        ...inputsOf(files, { ...values, shard }, COMMAND, io, variants),
        progress: writer.progress,
        onInputError: (error) => writer.inputError(error),
      },
      task,
      { jobs, name: { command: 'dedupe', args } },
      (answer) => {
        if (answer.problem !== undefined) return void writer.printed(answer.problem);
        return onGame(
          answer.key,
          (to) => to.bytes(answer.data as Uint8Array),
          () => answer.place!,
        );
      },
    );
  // pgn-extract's -c: the games of the --against files are seen first, and written nowhere
  await scanFiles(values.against ?? [], undefined, (key) => {
    if (key !== undefined) seen.add(key[0], key[1], AGAINST);
    return undefined;
  });
  await scanFiles(positionals, values.shard, one);
  if (values.report === true && values.quiet !== true)
    await writer.out.write(`${games} games, ${games - duplicates} distinct, ${duplicates} duplicates\n`);
  if (duplicatesTo !== undefined && duplicatesTo !== writer) await duplicatesTo.close();
  return writer.close();
}

/**
 * What `xn pgn dedupe args…` answers for each game: its hash (`gameKey`'s, or `DedupeScan`'s as the main line is
 * read), and its source bytes (or, with `--report`, where it is).
 */
export function dedupeTask(args: readonly string[], variants: VariantLookup | undefined): GameTask {
  const { values } = parseCommandArgs(args, OPTIONS);
  const report = values.report === true;
  const depth = depthOf(values['position-depth']);
  const startFens = new Map<string, string>();
  const answer = (
    key: readonly [number, number] | undefined,
    source: () => Pick<GameAnswer, 'data' | 'at'>,
    place: () => string,
  ): GameAnswer => (report ? { key, place: place() } : { key, ...source() });
  return {
    scan: new DedupeScan(startFens, depth, {
      ...readingLetters(values['read-piece-letters'], COMMAND),
      variants,
    }),
    onScan: (scan, game, input) =>
      answer(
        (scan as DedupeScan).key(),
        () => gameSpan(game, input)!,
        () => `${input.name}:${game.line}:${game.column}`,
      ),
    onRecord: (record, input) => {
      if (!record.success) return { problem: problemText(record.error, input, record) };
      let key: [number, number] | undefined;
      try {
        key =
          depth === undefined
            ? gameKey(record.data, startFens, variants)
            : positionKey(record.data, depth, variants);
      } catch (error) {
        if (!(error instanceof SanError)) throw error;
        return { problem: problemText(error, input, record) };
      }
      return answer(
        key,
        () => ({ data: recordBytes(record, input) }),
        () => `${input.name}:${record.line}:${record.column}`,
      );
    },
    // variations do not count: the main line is the game
    accept: (scan, game, input) => scan.whole(game, true) && gameSpan(game, input) !== undefined,
  };
}

/**
 * The hash of a game's variant, start position and main line: its moves as `walkGame`'s `moveKey`s (the moves
 * played, not their text; free to read, where decoding each move would take it back and play it again). The
 * start is the `FEN` tag's position written again, or the variant's own start (`startFens`, by variant name,
 * filled on first use), so a game that spells out the usual start in a tag is the same game as one that does not.
 */
function gameKey(
  game: Game,
  startFens: Map<string, string>,
  variants: VariantLookup | undefined,
): [number, number] {
  const start = startingPosition(game, { variants });
  const name = start.variant.name;
  let fen = game.headers.has('FEN') ? undefined : startFens.get(name);
  if (fen === undefined) {
    fen = start.toFen();
    if (!game.headers.has('FEN')) startFens.set(name, fen);
  }
  const hash = startHash(name, fen);
  walkGame(game, start, (step) => void hash.number(step.moveKey), { variations: false });
  return hash.value();
}

/** `--position-depth N`'s N, in plies (0: the end of the game), or undefined without it. */
const depthOf = (text: string | undefined): number | undefined =>
  wholeNumber(text, 'position-depth', COMMAND, 0, 999_999);

/**
 * `--position-depth N`: the hash of the board after N plies of the main line (N = 0: at its end), or undefined
 * when the main line is shorter (pgn-extract's `--fuzzydepth N`).
 */
function positionKey(
  game: Game,
  depth: number,
  variants: VariantLookup | undefined,
): [number, number] | undefined {
  const start = startingPosition(game, { variants });
  let board: string | undefined;
  let last: BasePosition = start;
  let ply = 0;
  walkGame(
    game,
    start,
    (step) => {
      ply++;
      last = step.position;
      if (ply === depth) board = boardOf(last);
    },
    { variations: false },
  );
  // the walk leaves its position at the end of the main line
  if (depth === 0) board = boardOf(last);
  return board === undefined ? undefined : new Hash64().text(board).value();
}
