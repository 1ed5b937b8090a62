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
import { GameWriter } from './game-writer.js';
import { INPUT_OPTIONS, inputsOf, requireInputs } from '../io/records.js';
import { forEachScan, MainLineScan } from './main-line-scan.js';
import { OpeningHashes } from './opening-hashes.js';
import { pgnText } from './pgn-text.js';

const COMMAND = 'pgn eco';

/** Runs `xn pgn eco`; resolves to the exit status. */
export async function pgnEco(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, INPUT_OPTIONS);
  requireInputs(positionals, COMMAND);
  const writer = GameWriter.open(values, io);
  await forEachScan(
    {
      ...inputsOf(positionals, values, COMMAND, io),
      progress: writer.progress,
      onInputError: (error) => writer.inputError(error),
    },
    new EcoScan(await OpeningHashes.build()),
    (scan) => writer.out.write(scan.text()),
    async (record, input) => {
      if (!record.success) {
        writer.problem(record.error, input);
        return void (await writer.game(record, input));
      }
      await writer.out.write(formatPgn(named(record.data)));
    },
    // a Variant tag brings its own SAN letters: such games take the tree path
    (scan, game) => scan.whole(game) && !scan.tags.has('Variant'),
  );
  return writer.close();
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
  constructor(openings: OpeningHashes) {
    super({ annotations: true, tokens: true });
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
