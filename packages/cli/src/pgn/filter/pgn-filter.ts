/**
 * `xn pgn filter [criteria] FILE… | -`: the games that meet every criterion — tags (`--tag 'WhiteElo>2500'`),
 * result, variant, ply count, how the game ends, a position reached (`--fen`, `--fen-pattern`, in the main line
 * or, with `--variations`, anywhere), the first moves (`--move-file`), a material balance (`--material-file`) — written byte for byte as they are in the source (`--invert`:
 * the others; `--non-matching FILE`: the others to FILE as well, as pgn-extract's `-n`). Criteria on tags alone read the movetext without playing it (a game the
 * reader refuses is reported, as `check` reports it); the others walk the main line from the game's start position.
 */
import type { BasePosition } from '@x/core';
import { type Game, type PgnRecord, SanError, startingPosition, type VariantLookup, walkGame } from '@x/san';
import { type CommandIo, FLAG, parseCommandArgs, VALUE, wholeNumber } from '../../command.js';
import { type InputError, UsageError } from '../../failure.js';
import { readFilterFile } from './filter-file.js';
import { lineFileBoards } from './line-file.js';
import { countPieces, type MaterialBalance, MaterialWatch, parseMaterialFile } from './material-file.js';
import { type MoveFile, moveFileMatches, parseMoveFile, sanText } from './move-file.js';
import { GameWriter, problemText, recordBytes } from '../game-writer.js';
import { type PositionTest, positionTest } from './position-test.js';
import type { Input } from '../../io/input.js';
import { inputsOf } from '../../io/records.js';
import { TagVariants } from '../../variant/tag-variants.js';
import { forEachAnswer } from '../../jobs/for-each-answer.js';
import type { GameAnswer, GameTask } from '../../jobs/game-task.js';
import { JOB_INPUT_OPTIONS, parseJobInputArgs } from '../../jobs/jobs.js';
import { ANY_PLY, type Criteria, ENDINGS, tagsMeet } from './filter-criteria.js';
import { FilterScan } from './filter-scan.js';
import { readingLetters } from '../../io/piece-letters.js';
import { gameSpan } from '../main-line-scan.js';
import { parseTagTest, prefixTests } from './tag-test.js';

const COMMAND = 'pgn filter';

/** The options of `xn pgn filter`. */
const OPTIONS = {
  tag: { ...VALUE, multiple: true },
  player: { ...VALUE, multiple: true },
  white: { ...VALUE, multiple: true },
  black: { ...VALUE, multiple: true },
  date: { ...VALUE, multiple: true },
  eco: { ...VALUE, multiple: true },
  'tag-substring': FLAG,
  result: { ...VALUE, multiple: true },
  variant: VALUE,
  'min-plies': VALUE,
  'max-plies': VALUE,
  checkmate: FLAG,
  stalemate: FLAG,
  insufficient: FLAG,
  fifty: FLAG,
  repetition: FLAG,
  fen: { ...VALUE, multiple: true },
  'fen-pattern': { ...VALUE, multiple: true },
  'line-file': { ...VALUE, multiple: true },
  'move-file': { ...VALUE, multiple: true },
  'in-order': FLAG,
  'material-file': { ...VALUE, multiple: true },
  variations: FLAG,
  underpromotion: FLAG,
  invert: FLAG,
  'stop-after': VALUE,
  'non-matching': { ...VALUE, short: 'n' },
  ...JOB_INPUT_OPTIONS,
} as const;

/** Runs `xn pgn filter`; resolves to the exit status. */
export async function pgnFilter(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals, jobs } = parseJobInputArgs(args, OPTIONS, COMMAND);
  if (values['non-matching'] !== undefined && values['non-matching'] === values.output)
    throw new UsageError('--non-matching names the --output file', COMMAND);
  // First: `--variant NAME` may name a variant of `--variants FILE`.
  const variants = await TagVariants.of(values.variants, values.variant !== undefined);
  const inputs = inputsOf(positionals, values, COMMAND, io, variants);
  const task = filterTask(args, inputs.variants.lookup);
  const stopAfter = countOption('stop-after', values['stop-after']);
  const invert = values.invert === true;
  const writer = GameWriter.open(values, io, positionals, COMMAND);
  const others =
    values['non-matching'] === undefined
      ? undefined
      : GameWriter.open({ output: values['non-matching'], quiet: true }, io);
  await forEachAnswer(
    {
      ...inputs,
      progress: writer.progress,
      onInputError: (error: InputError) => writer.inputError(error),
    },
    task,
    { jobs, name: { command: 'filter', args } },
    async (answer) => {
      if (answer.problem !== undefined) return void writer.printed(answer.problem);
      // the output when it is chosen, else the file of the others, if any
      const to = answer.chosen !== invert ? writer : others;
      await to?.bytes(answer.data as Uint8Array);
      return stopAfter === undefined || writer.written < stopAfter;
    },
  );
  await others?.close();
  return writer.close();
}

/**
 * What `xn pgn filter args…` answers for each game: whether it is chosen, and its source bytes when they are
 * written somewhere (chosen, or not with `--non-matching`). Criteria on tags alone read the movetext unplayed; the
 * others scan the main line (`FilterScan`), a game the scan cannot read whole taking the tree path (`meets`).
 */
export function filterTask(args: readonly string[], variants: VariantLookup | undefined): GameTask {
  const { values } = parseCommandArgs(args, OPTIONS);
  const criteria = criteriaOf(values, variants);
  const movesNeeded =
    criteria.minPlies !== undefined ||
    criteria.maxPlies !== undefined ||
    criteria.endings.size > 0 ||
    criteria.underpromotion ||
    criteria.position !== undefined ||
    criteria.moves !== undefined ||
    criteria.material !== undefined;
  const invert = values.invert === true;
  const others = values['non-matching'] !== undefined;
  /** Whether a game's bytes are written somewhere. */
  const written = (chosen: boolean) => chosen !== invert || others;
  const onRecord = (record: PgnRecord, input: Input): GameAnswer => {
    if (!record.success) return { problem: problemText(record.error, input, record) };
    let chosen: boolean;
    try {
      chosen = meets(record.data, criteria, movesNeeded);
    } catch (error) {
      if (!(error instanceof SanError)) throw error;
      return { problem: problemText(error, input, record) };
    }
    return written(chosen) ? { chosen, data: recordBytes(record, input) } : { chosen };
  };
  return {
    // tag criteria alone: the movetext is read (not played), so a game the reader refuses is reported
    scan: new FilterScan(
      criteria,
      { ...readingLetters(values['read-piece-letters'], COMMAND), variants },
      movesNeeded,
    ),
    onScan: (scan, game, input) => {
      const chosen = (scan as FilterScan).meets();
      return written(chosen) ? { chosen, ...gameSpan(game, input)! } : { chosen };
    },
    onRecord,
    // positions in variations count with --variations: a game with variations then takes the tree path
    accept: (scan, game, input) =>
      scan.whole(game, !criteria.variations) && gameSpan(game, input) !== undefined,
  };
}

/** A count option's value: a whole number from 0 to 1,000,000,000 (undefined when not given). */
const countOption = (name: string, text: string | undefined): number | undefined =>
  wholeNumber(text, name, COMMAND, 0, 1e9);

function criteriaOf(
  values: {
    tag?: string[] | undefined;
    result?: string[] | undefined;
    variant?: string | undefined;
    'min-plies'?: string | undefined;
    'max-plies'?: string | undefined;
    fen?: string[] | undefined;
    'fen-pattern'?: string[] | undefined;
    'line-file'?: string[] | undefined;
    'move-file'?: string[] | undefined;
    'material-file'?: string[] | undefined;
    [option: string]: unknown;
  },
  variants: VariantLookup | undefined,
): Criteria {
  if (values['in-order'] === true && values['move-file'] === undefined)
    throw new UsageError('--in-order goes with --move-file', COMMAND);
  const endings = new Set<string>();
  for (const [flag, reason] of ENDINGS) if (values[flag] === true) endings.add(reason);
  return {
    tags: (values.tag ?? []).map((t) => parseTagTest(t, COMMAND)),
    headers: prefixTests(values, values['tag-substring'] === true),
    results: values.result ?? [],
    variants,
    variant: values.variant === undefined ? undefined : variantNamed(values.variant, variants),
    minPlies: countOption('min-plies', values['min-plies']),
    maxPlies: countOption('max-plies', values['max-plies']),
    endings,
    position: positionTest(
      [...(values.fen ?? []), ...(values['line-file'] ?? []).flatMap((f) => lineFileBoards(f, COMMAND))],
      values['fen-pattern'] ?? [],
      COMMAND,
    ),
    variations: values.variations === true,
    underpromotion: values.underpromotion === true,
    moves: moveFilesOf(values['move-file']),
    inOrder: values['in-order'] === true,
    material: values['material-file']?.flatMap((file) =>
      readFilterFile('--material-file', file, COMMAND, parseMaterialFile),
    ),
  };
}

/** The sequences of the `--move-file` files, as one file. */
function moveFilesOf(files: readonly string[] | undefined): MoveFile | undefined {
  if (files === undefined) return undefined;
  const read = files.map((file) => readFilterFile('--move-file', file, COMMAND, parseMoveFile));
  return {
    sequences: read.flatMap((f) => f.sequences),
    plies: Math.max(0, ...read.map((f) => f.plies)),
  };
}

/** The variant a `Variant` tag value names (as `startingPosition` reads it). */
function variantNamed(name: string, variants: VariantLookup | undefined): BasePosition['variant'] {
  try {
    return startingPosition(new Map([['Variant', name]]), { variants }).variant;
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    throw new UsageError(`--variant '${name}': ${error.message}`, COMMAND);
  }
}

/** Whether `game` meets every criterion (throws the walk's `SanError` for a bad game when moves are read). */
function meets(game: Game, c: Criteria, movesNeeded: boolean): boolean {
  if (!tagsMeet(game.headers, c)) return false;
  const variants = c.variants;
  if (c.variant !== undefined && startingPosition(game, { variants }).variant !== c.variant) return false;
  if (!movesNeeded) return true;
  // the main line walked (every move checked, as `check` checks it), not only counted
  let plies = 0;
  walkGame(game, startingPosition(game, { variants }), () => void plies++, { variations: false });
  if (c.minPlies !== undefined && plies < c.minPlies) return false;
  if (c.maxPlies !== undefined && plies > c.maxPlies) return false;
  if (c.position !== undefined && !reaches(game, c.position, c.variations, variants)) return false;
  if (c.underpromotion && !underpromotes(game, variants)) return false;
  if (c.moves !== undefined && !startsAsAsked(game, c.moves, c.inOrder, variants)) return false;
  if (c.material !== undefined && !reachesBalance(game, c.material, variants)) return false;
  if (c.endings.size === 0) return true;
  return endsAsAsked(game, c.endings, variants);
}

/** Whether the main line's first moves, as written (`sanText`), match a sequence of `file` (the walk checks every move). */
function startsAsAsked(
  game: Game,
  file: MoveFile,
  inOrder: boolean,
  variants: VariantLookup | undefined,
): boolean {
  const moves: string[] = [];
  walkGame(
    game,
    startingPosition(game, { variants }),
    (step) => {
      if (moves.length < file.plies) moves.push(sanText(step.node.data.san));
    },
    { variations: false },
  );
  return moveFileMatches(file, moves, inOrder);
}

/** Whether the main line reaches one of `balances` and keeps it long enough (the walk checks every move). */
function reachesBalance(
  game: Game,
  balances: readonly MaterialBalance[],
  variants: VariantLookup | undefined,
): boolean {
  const watch = new MaterialWatch(balances);
  const counts = new Int16Array(10);
  const start = startingPosition(game, { variants });
  countPieces(start, counts);
  watch.step(counts, true);
  walkGame(
    game,
    start,
    (step) => {
      if (watch.matched) return;
      countPieces(step.position, counts);
      watch.step(counts, true);
    },
    { variations: false },
  );
  return watch.matched;
}

/**
 * Whether the game ends as one of `endings` asks: a checkmate, stalemate or insufficient material is tested on the
 * last position of the main line only; the claimable draws (`ANY_PLY`) at every ply, and only when asked for.
 */
function endsAsAsked(game: Game, endings: ReadonlySet<string>, variants: VariantLookup | undefined): boolean {
  const start = startingPosition(game, { variants });
  const everyPly = [...endings].some((reason) => ANY_PLY.has(reason));
  const seen = new Set<string>();
  const note = (position: BasePosition) => {
    const reason = position.outcome()?.reason;
    if (reason !== undefined && ANY_PLY.has(reason)) seen.add(reason);
  };
  if (everyPly) note(start);
  let last: BasePosition = start;
  walkGame(
    game,
    start,
    (step) => {
      last = step.position;
      if (everyPly) note(last);
    },
    { variations: false },
  );
  // the walk leaves its position at the end of the main line
  const end = last.outcome()?.reason;
  for (const reason of endings) if (ANY_PLY.has(reason) ? seen.has(reason) : end === reason) return true;
  return false;
}

/** Whether a move of the main line promotes to another piece than a queen. */
function underpromotes(game: Game, variants: VariantLookup | undefined): boolean {
  let found = false;
  walkGame(
    game,
    startingPosition(game, { variants }),
    (step) => {
      if (!found && /=[^Q]/.test(step.san)) found = true;
    },
    { variations: false },
  );
  return found;
}

/** Whether a position of the game (its start, then after each move of the main line, or of every line) passes `test`. */
function reaches(
  game: Game,
  test: PositionTest,
  variations: boolean,
  variants: VariantLookup | undefined,
): boolean {
  const start = startingPosition(game, { variants });
  if (test(start)) return true;
  let found = false;
  walkGame(
    game,
    start,
    (step) => {
      if (!found && test(step.position)) found = true;
    },
    { variations },
  );
  return found;
}
