/**
 * `xn pgn eco FILE… | -`: every game written again (`@x/san`'s `formatPgn`) with its `ECO` and `Opening` tags set
 * from lichess's opening list (`@x/san/openings`: the deepest named position of the main line,
 * transpositions included, as `openingOfGame` finds it), replacing the tags it had. A game with no named position (another variant, a `FEN`
 * start, no moves) is written with its tags as they were; a game that cannot be read is written byte for byte as
 * in the source and reported on stderr (exit 1).
 */
import { pieceSquares } from '@x/core/internal';
import type { BasePosition } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import { formatPgn, formatSan, type Game, parse, SanError, startingPosition, walkGame } from '@x/san';
import { type Opening, openingOf, openings } from '@x/san/openings';
import { type CommandIo, parseCommandArgs } from '../command.js';
import { GameWriter, problemText, recordBytes } from './game-writer.js';
import { forEachAnswer, type GameTask } from '../jobs/game-task.js';
import { parseJobs } from '../jobs/jobs.js';
import { INPUT_OPTIONS, inputsOf, requireInputs } from '../io/records.js';
import { MainLineScan } from './main-line-scan.js';
import { type LetterOptions, readingLetters } from '../io/piece-letters.js';
import { OpeningHashes } from './opening-hashes.js';
import { pgnText } from './pgn-text.js';

const COMMAND = 'pgn eco';

/** The options of `xn pgn eco`. */
const OPTIONS = { jobs: { type: 'string', short: 'j' }, ...INPUT_OPTIONS } as const;

/** Runs `xn pgn eco`; resolves to the exit status. */
export async function pgnEco(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS);
  requireInputs(positionals, COMMAND);
  const jobs = parseJobs(values.jobs, COMMAND, positionals);
  const writer = GameWriter.open(values, io);
  await forEachAnswer(
    {
      ...inputsOf(positionals, values, COMMAND, io),
      progress: writer.progress,
      onInputError: (error) => writer.inputError(error),
    },
    await ecoTask(args),
    { jobs, name: { command: 'eco', args } },
    async (answer) => {
      // a bad game: reported, and written as it is in the source
      if (answer.problem !== undefined) {
        writer.printed(answer.problem);
        return void (await writer.bytes(answer.data as Uint8Array));
      }
      await writer.out.write(answer.data as string);
    },
  );
  return writer.close();
}

/**
 * What `xn pgn eco` answers for each game: its text with its opening's tags, or a bad game's diagnostic and bytes
 * (the table of named positions built first: `OpeningHashes.build()`).
 */
export async function ecoTask(args: readonly string[]): Promise<GameTask> {
  const { values } = parseCommandArgs(args, OPTIONS);
  const san = readingLetters(values['read-piece-letters'], COMMAND);
  return {
    scan: new EcoScan(await OpeningHashes.build(), san),
    onScan: (scan) => ({ data: (scan as EcoScan).text() }),
    onRecord: (record, input) =>
      record.success
        ? { data: formatPgn(named(record.data)) }
        : { problem: problemText(record.error, input), data: recordBytes(record, input) },
    // a Variant tag brings its own SAN letters, and localised letters are written in English: such games take the
    // tree path (the scan writes the tokens as they are)
    accept: (scan, game) => san === undefined && scan.whole(game) && !scan.tags.has('Variant'),
  };
}

/** The game with its `ECO` and `Opening` tags set to its opening's (in their places when it had them). */
export function named(game: Game): Game {
  const opening = openingOfMainLine(game);
  if (opening === undefined) return game;
  const headers = new Map(game.headers);
  headers.set('ECO', opening.eco);
  headers.set('Opening', opening.name);
  return { ...game, headers };
}

/** Thrown to end a walk early: no position further on can be named. */
const DONE = Symbol('done');

/**
 * `openingOfGame`'s answer, found with less work: positions are looked up only while the board still has as many
 * pieces as some named position (pieces are never added on the board in chess, so once fewer are left than on
 * every named position, no later one is named), and the walk ends there.
 */
function openingOfMainLine(game: Game): Opening | undefined {
  const variant = game.headers.get('Variant');
  if (game.headers.has('FEN') || (variant !== undefined && !/^(standard|chess)$/i.test(variant)))
    return undefined;
  const least = fewestPieces();
  const squares = new Int16Array(64);
  let found: Opening | undefined;
  try {
    walkGame(
      game,
      startingPosition(game),
      (step) => {
        const position = step.position;
        if (pieceSquares(position, 0, squares) + pieceSquares(position, 1, squares) < least) throw DONE;
        found = openingOf(position) ?? found;
      },
      { variations: false },
    );
  } catch (error) {
    // an illegal move ends the line too: the positions before it still name the opening
    if (error !== DONE && !(error instanceof SanError)) throw error;
  }
  return found;
}

let fewest: number | undefined;

/** The fewest pieces on the board of any named position: 32 less the most captures (`x`) of a listed line. */
function fewestPieces(): number {
  if (fewest === undefined) {
    let captures = 0;
    for (const { pgn } of openings()) captures = Math.max(captures, pgn.split('x').length - 1);
    fewest = 32 - captures;
  }
  return fewest;
}

/** Most distinct move texts whose written form is kept. */
const MAX_KEPT = 4096;

/**
 * The scan of `eco`: the opening of the main line found as `openingOfMainLine` finds it (the positions after each
 * move while enough pieces are left), and the game written as `formatPgn` writes its tree.
 */
export class EcoScan extends MainLineScan {
  #found: Opening | undefined;
  #done = false;
  readonly #squares = new Int16Array(64);
  /** `formatSan` of each move text met (the tree path writes its parsed SAN again). */
  readonly #written = new Map<string, string>();
  /** The named positions by hash (the standard start's games are played on a `ChessPosition`). */
  readonly #openings: OpeningHashes;

  /** @param openings the table of named positions (`OpeningHashes.build()`). */
  constructor(openings: OpeningHashes, san?: LetterOptions) {
    super({ annotations: true, tokens: true }, san);
    this.#openings = openings;
  }

  override beginGame(): void {
    super.beginGame();
    this.#found = undefined;
    this.#done = false;
  }

  protected override atPosition(position: BasePosition): void {
    // the start is not looked up (`walkGame` visits the positions after moves), nor a game with a FEN tag
    if (this.plies === 0 || this.#done || this.tags.has('FEN')) return;
    const squares = this.#squares;
    if (pieceSquares(position, 0, squares) + pieceSquares(position, 1, squares) < fewestPieces()) {
      this.#done = true;
      return;
    }
    if (!(position instanceof ChessPosition)) {
      this.#found = openingOf(position) ?? this.#found;
      return;
    }
    if (!this.#openings.reachable(position)) {
      this.#done = true;
      return;
    }
    this.#found = this.#openings.lookup(position) ?? this.#found;
  }

  /** The game just read, with its opening's tags, as `formatPgn(named(game))` writes it. */
  text(): string {
    let tags: ReadonlyMap<string, string> = this.tags;
    const opening = this.#found;
    if (opening !== undefined) {
      const copy = new Map(tags);
      copy.set('ECO', opening.eco);
      copy.set('Opening', opening.name);
      tags = copy;
    }
    const moves = this.tokens.map((token) => {
      let text = this.#written.get(token);
      if (text === undefined) {
        text = formatSan(parse(token));
        if (this.#written.size < MAX_KEPT) this.#written.set(token, text);
      }
      return text;
    });
    return pgnText({
      tags,
      before: this.before,
      moves,
      nags: this.nags,
      comments: this.comments,
      result: this.gameResult,
    });
  }
}
