/**
 * `xn pgn eco FILE… | -`: every game written again (`@x/san`'s `formatPgn`) with its `ECO` and `Opening` tags set
 * from lichess's opening list (`@x/san/openings`: the deepest named position of the main line,
 * transpositions included, as `openingOfGame` finds it), replacing the tags it had. A game with no named position (another variant, a `FEN`
 * start, no moves) is written with its tags as they were; a game that cannot be read is written byte for byte as
 * in the source and reported on stderr (exit 1).
 */
import type { BasePosition } from '@x/core';
import { ChessPosition } from '@x/core/chess';
import {
  formatPgn,
  formatSan,
  type Game,
  type MoveToken,
  parse,
  SanError,
  startingPosition,
  type VariantLookup,
  walkGame,
} from '@x/san';
import { type Opening, openingOf, openings } from '@x/san/openings';
import { type CommandIo, parseCommandArgs } from '../../command.js';
import { GameWriter, problemText, recordBytes } from '../game-writer.js';
import { forEachAnswer } from '../../jobs/for-each-answer.js';
import type { GameTask } from '../../jobs/game-task.js';
import { JOB_INPUT_OPTIONS, parseJobInputArgs } from '../../jobs/jobs.js';
import { inputsOf } from '../../io/records.js';
import { TagVariants } from '../../variant/tag-variants.js';
import { MainLineScan, type ScanReading } from '../main-line-scan.js';
import { readingLetters } from '../../io/piece-letters.js';
import { OpeningHashes, pieceCount, StartPawns } from './opening-hashes.js';
import { ByteWriter } from '../../io/byte-writer.js';

const COMMAND = 'pgn eco';

/** The options of `xn pgn eco`. */
const OPTIONS = JOB_INPUT_OPTIONS;

/** Runs `xn pgn eco`; resolves to the exit status. */
export async function pgnEco(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals, jobs } = parseJobInputArgs(args, OPTIONS, COMMAND);
  const writer = GameWriter.open(values, io, positionals, COMMAND);
  const variants = await TagVariants.of(values.variants);
  await forEachAnswer(
    {
      ...inputsOf(positionals, values, COMMAND, io, variants),
      progress: writer.progress,
      onInputError: (error) => writer.inputError(error),
    },
    await ecoTask(args, variants.lookup),
    { jobs, name: { command: 'eco', args } },
    async (answer) => {
      // a bad game: reported, and written as it is in the source
      if (answer.problem !== undefined) {
        writer.printed(answer.problem);
        return void (await writer.bytes(answer.data as Uint8Array));
      }
      await writer.record(answer.data!);
    },
  );
  return writer.close();
}

/**
 * What `xn pgn eco` answers for each game: its text with its opening's tags, or a bad game's diagnostic and bytes
 * (the table of named positions built first: `OpeningHashes.build()`).
 */
export async function ecoTask(
  args: readonly string[],
  variants: VariantLookup | undefined,
): Promise<GameTask> {
  const { values } = parseCommandArgs(args, OPTIONS);
  const san = readingLetters(values['read-piece-letters'], COMMAND);
  return {
    scan: new EcoScan(await OpeningHashes.build(), { ...san, variants }),
    // bytes valid until the next game: written at once in one thread, copied by a worker (`answer-sink.ts`)
    onScan: (scan) => ({ data: (scan as EcoScan).output() }),
    onRecord: (record, input) =>
      record.success
        ? { data: formatPgn(named(record.data), { variants }) }
        : { problem: problemText(record.error, input, record), data: recordBytes(record, input) },
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
        if (pieceCount(position, squares) < least) throw DONE;
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
 * move while enough pieces are left), and the game written as `formatPgn` writes its tree, as bytes.
 */
export class EcoScan extends MainLineScan {
  #found: Opening | undefined;
  /** Whether no later position of the game can be named. */
  #done = false;
  /** Whether the game is looked up on the standard start's `ChessPosition` by hash (`OpeningHashes`). */
  #hashed = false;
  readonly #squares = new Int16Array(64);
  /** The start-rank pawns left (games of the standard start). */
  readonly #pawns = new StartPawns();
  /** The move token being played, and the written form of each move played. */
  #token: MoveToken | undefined;
  readonly #moves: string[] = [];
  /** `formatSan` of each move text met (the tree path writes its parsed SAN again), by its bytes or its text. */
  readonly #byCode = new Map<number, string>();
  readonly #byText = new Map<string, string>();
  /** The named positions by hash (the standard start's games are played on a `ChessPosition`). */
  readonly #openings: OpeningHashes;
  readonly #out = new ByteWriter(1 << 13);
  /** Whether moves are read with localised letters: such games are written from their tree (`accept`), not here. */
  readonly #localised: boolean;

  /**
   * @param openings the table of named positions (`OpeningHashes.build()`).
   * @param san the SAN options of `--read-piece-letters`.
   */
  constructor(openings: OpeningHashes, san?: ScanReading) {
    super({ annotations: true }, san);
    this.#localised = san?.pieces !== undefined;
    this.#openings = openings;
  }

  override beginGame(): void {
    super.beginGame();
    this.#found = undefined;
    this.#done = false;
    this.#moves.length = 0;
    this.#pawns.reset();
  }

  override move(token: MoveToken): void {
    this.#token = token;
    super.move(token);
  }

  protected override atMove(move: number): void {
    if (!this.#localised) this.#moves.push(this.#written(this.#token!));
    if (this.#hashed) this.#pawns.move(move);
  }

  protected override atPosition(position: BasePosition): void {
    // the start is not looked up (`walkGame` visits the positions after moves), nor a game with a FEN tag
    if (this.plies === 0) {
      this.#done = this.tags.has('FEN');
      this.#hashed = position instanceof ChessPosition;
      return;
    }
    if (this.#done) return;
    const count = pieceCount(position, this.#squares);
    if (count < fewestPieces()) {
      this.#done = true;
      return;
    }
    if (!this.#hashed) {
      this.#found = openingOf(position) ?? this.#found;
      return;
    }
    const mask = this.#pawns.mask;
    const openings = this.#openings;
    if (!openings.reachableMask(mask)) {
      this.#done = true;
      return;
    }
    if (openings.candidate(mask, count))
      this.#found = openings.lookup(position as ChessPosition) ?? this.#found;
  }

  /** `formatSan` of a move token, kept by its bytes (up to seven ASCII bytes) or its text. */
  #written(token: MoveToken): string {
    const { bytes, start, end } = token;
    let code = -1;
    if (end - start <= 7) {
      code = end - start;
      for (let i = start; i < end; i++) {
        const b = bytes[i]!;
        if (b > 0x7f) {
          code = -1;
          break;
        }
        code = code * 128 + b;
      }
    }
    let text = code >= 0 ? this.#byCode.get(code) : this.#byText.get(token.text);
    if (text === undefined) {
      text = formatSan(parse(token.text));
      if (code >= 0) {
        if (this.#byCode.size < MAX_KEPT) this.#byCode.set(code, text);
      } else if (this.#byText.size < MAX_KEPT) this.#byText.set(token.text, text);
    }
    return text;
  }

  /** The game just read, with its opening's tags, as `formatPgn(named(game))` writes it (bytes valid until the next game). */
  output(): Uint8Array {
    let tags: ReadonlyMap<string, string> = this.tags;
    const opening = this.#found;
    if (opening !== undefined) {
      const copy = new Map(tags);
      copy.set('ECO', opening.eco);
      copy.set('Opening', opening.name);
      tags = copy;
    }
    return this.writePgn(this.#out, this.#moves, tags);
  }
}
