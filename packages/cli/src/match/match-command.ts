/**
 * `xn match --engine CMD --engine CMD [--games N] [--concurrency K] [--openings FILE | --book FILE --book-depth N
 * --seed S] [--tc 10+0.1 | --nodes N] [--variant NAME] [--variants FILE] [--pgn OUT]`: two engines play N games
 * (as cutechess-cli and fastchess run them: each opening twice with colours swapped, K games at once on K pairs of engines), every move and every end
 * judged by `@x/core`; a line per finished game and the result table with the Elo difference on stdout, the games
 * as PGN in `--pgn OUT`, in game order, each on disk as soon as it (and every game before it) ended. SIGINT,
 * SIGTERM or SIGHUP stops the engines, keeps every finished game, prints the table and exits 130, 143 or 129. An
 * engine is started when a game needs it (`EngineRoster`); one that cannot be started loses each of its games.
 */
import { Position, type VariantDefinition } from '@x/core';
import { type Pairing, pairings } from '@x/engine/match';
import { variants as builtIn } from '@x/core/variant';
import { SanError, startingPosition } from '@x/san';
import { type CommandIo, parseCommandArgs, VALUE, wholeNumber } from '../command.js';
import { ENGINE_OPTIONS, engineTimeouts, searchLimit } from '../engine/engine-options.js';
import type { EnginePlayer, StartEngine } from '../engine/engine-player.js';
import { startEngine } from '../engine/engine-session.js';
import { engineSpecs } from '../engine/engine-spec.js';
import { engineOptions } from '../engine/option-plan.js';
import { runInOrder } from '../engine/ordered-pool.js';
import { StopSignals, untilStopped } from '../engine/stop-signals.js';
import { TagVariants } from '../variant/tag-variants.js';
import { EXIT, InputError, UsageError } from '../failure.js';
import { Output } from '../io/output.js';
import { gamePgn } from './game-pgn.js';
import { count, gameLine, resultTable } from './match-table.js';
import { crossTable, type GameScore, whiteScore } from './cross-table.js';
import { matchSprt, tournamentOf } from './match-plan.js';
import { chess960Openings } from './chess960-starts.js';
import { EngineAffinity } from './engine-affinity.js';
import { EngineRoster } from './engine-roster.js';
import { type Opening, readOpenings } from './openings.js';
import { bookOpenings, MAX_BOOK_OPENINGS, readBook } from './book-openings.js';
import { type MatchLimit, playGame, type PlayedGame } from './play-game.js';
import { parseTimeControl } from './time-control.js';

const COMMAND = 'match';

const OPTIONS = {
  ...ENGINE_OPTIONS,
  games: VALUE,
  concurrency: VALUE,
  openings: VALUE,
  'opening-plies': VALUE,
  book: VALUE,
  'book-depth': VALUE,
  seed: VALUE,
  tc: VALUE,
  variant: VALUE,
  pgn: VALUE,
  event: VALUE,
  'max-plies': VALUE,
  tournament: VALUE,
  sprt: VALUE,
} as const;

/** Runs `xn match`; resolves to the exit status. */
export async function match(args: readonly string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS);
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${positionals[0]}'`, COMMAND);
  const specs = engineSpecs(values.engine ?? [], values.protocol ?? [], COMMAND);
  const tournament = tournamentOf(values.tournament, specs.length, COMMAND);
  const sprt = matchSprt(values.sprt, tournament, report(values, io), COMMAND);
  const games =
    wholeNumber(values.games, 'games', COMMAND, 1, 1_000_000) ?? (sprt === undefined ? 2 : 1_000_000);
  const concurrency = wholeNumber(values.concurrency, 'concurrency', COMMAND, 1, 64) ?? 1;
  const maxPlies = wholeNumber(values['max-plies'], 'max-plies', COMMAND, 1, 100_000) ?? 1000;
  const limit = matchLimit(values);
  const known = await TagVariants.of(values.variants, true);
  const source = known.source;
  const variant = variantOf(values.variant, known);
  const plies = wholeNumber(values['opening-plies'], 'opening-plies', COMMAND, 0, 1000);
  // options of an opening source not given did nothing, whatever their value
  if (plies !== undefined && values.openings === undefined)
    throw new UsageError('--opening-plies goes with --openings FILE', COMMAND);
  if ((values['book-depth'] ?? values.seed) !== undefined && values.book === undefined)
    throw new UsageError('--book-depth and --seed go with --book FILE', COMMAND);
  const openings =
    values.book !== undefined
      ? openingsOfBook(values, variant, games)
      : values.openings !== undefined
        ? readOpenings(values.openings, variant, plies, known.lookup)
        : variant.id === 'chess960'
          ? chess960Openings(variant, Math.ceil(games / 2))
          : [{ start: startOf(variant), moves: [] }];
  const options = engineOptions(values.option, COMMAND, specs.length);
  const timeouts = engineTimeouts(values, COMMAND);
  const starts: StartEngine[] = specs.map(
    (spec) => () =>
      startEngine(spec, {
        options,
        variants: source,
        variant,
        analysis: false,
        ...timeouts,
        transport: io.engineTransport,
      }),
  );
  const pgn = values.pgn === undefined ? undefined : Output.open(values.pgn, io.stdout, () => undefined);
  const out = report(values, io);
  /** Each worker's engines: those of its game (started on first use, again after a game that ended in a fault). */
  const pairs: (EnginePlayer | undefined)[][] = [];
  const closeAll = () => Promise.all(pairs.flat().map((engine) => engine?.close()));
  // a signal closes the engines: the games they play are cut short (and dropped), the finished ones kept
  const stop = new StopSignals();
  stop.signal.addEventListener('abort', () => void closeAll(), { once: true });
  const roster = new EngineRoster(
    starts,
    specs.map((spec) => spec.label),
    () => stop.stopped,
  );
  /** Whether a game began (its engines started and named): the table is printed from then on. */
  let begun = false;
  let score: ReturnType<typeof count> = { wins: 0, draws: 0, losses: 0 };
  const scores: GameScore[] = [];
  const date = new Date();
  /** The table of the games finished and the SPRT's verdict (nothing before a game was begun). */
  const summary = () => {
    if (!begun) return;
    const names = roster.names();
    out.write(
      names.length === 2 && tournament === undefined
        ? resultTable(names[0]!, names[1]!, score)
        : crossTable(names, scores),
    );
    sprt?.finish();
  };
  try {
    await runInOrder(
      untilStopped(
        sprt === undefined
          ? pairings(specs.length, games, openings, tournament)
          : sprt.until(pairings(specs.length, games, openings)),
        stop.signal,
      ),
      concurrency,
      async (pairing, worker): Promise<Finished | undefined> => {
        const pair = (pairs[worker] ??= starts.map(() => undefined));
        let played: PlayedGame;
        let players: { white: string; black: string };
        try {
          await engage(pair, pairing, roster, () => stop.stopped);
          if (stop.stopped) return undefined;
          players = { white: await roster.name(pairing.white), black: await roster.name(pairing.black) };
          if (stop.stopped) return undefined;
          begun = true;
          const [white, black] = [pair[pairing.white]!, pair[pairing.black]!];
          const { start, moves } = pairing.opening;
          played = await playGame({ white, black, start, opening: moves, limit, maxPlies, names: players });
        } catch (error) {
          // an engine closed by the stop fails as it may: the game was cut short
          if (stop.stopped) return undefined;
          throw error;
        }
        if (stop.stopped) return undefined;
        if (played.verdict.termination !== 'normal' && played.verdict.termination !== 'adjudication')
          for (let e = 0; e < pair.length; e++) {
            await pair[e]?.close();
            pair[e] = undefined;
          }
        return { pairing, played, ...players };
      },
      async (finished) => {
        if (finished === undefined) return true;
        const { pairing, played, white, black } = finished;
        out.write(gameLine(pairing.round, white, black, played.verdict));
        score = count(score, played.verdict, pairing.white === 0);
        scores.push({ white: pairing.white, black: pairing.black, score: whiteScore(played.verdict.result) });
        sprt?.add(pairing, whiteScore(played.verdict.result));
        await pgn?.write(
          gamePgn(played, {
            event:
              values.event ??
              (specs.length === 2
                ? pairing.white === 0
                  ? `${white} vs ${black}`
                  : `${black} vs ${white}`
                : `${tournament} tournament`),
            round: pairing.round,
            white,
            black,
            date,
            variant: variant === builtIn.chess ? undefined : (values.variant ?? variant.name),
            timeControl: limit.timeControl,
            times: limit.timeControl !== undefined || limit.perMove.movetimeMs !== undefined,
          }),
        );
        // on disk as soon as it ends: an interrupted match keeps every finished game
        await pgn?.flush();
        return true;
      },
      // a tournament's worker plays next the game that keeps an engine it has (no SPRT: its schedule is not read ahead)
      tournament === undefined ? undefined : new EngineAffinity().choose,
    );
  } catch (error) {
    // the match stops (a usage error at an engine's start, a variant it cannot play): the finished games summed up
    summary();
    throw error;
  } finally {
    stop.dispose();
    await closeAll();
    await pgn?.close();
  }
  summary();
  return stop.status ?? EXIT.ok;
}

/** Where the lines and the table go: stdout, stderr under `--pgn -` (the games on stdout). */
const report = (values: { pgn?: string }, io: CommandIo) => (values.pgn === '-' ? io.stderr : io.stdout);

/**
 * Makes a worker's `pair` hold the engines of `pairing` and no other: the others are closed, so that a tournament
 * of E engines runs two engines a worker, not E (an engine is started when a game needs it, again when a later
 * one does; the worker's next game is one that keeps an engine where it can: `EngineAffinity`).
 */
async function engage(
  pair: (EnginePlayer | undefined)[],
  pairing: Pairing<Opening>,
  roster: EngineRoster,
  stopped: () => boolean,
): Promise<void> {
  await closeIdle(pair, pairing);
  for (const e of [pairing.white, pairing.black]) if (!stopped()) pair[e] ??= await roster.start(e);
}

/** Closes the engines of `pair` that do not play `pairing`'s game. */
async function closeIdle(pair: (EnginePlayer | undefined)[], pairing: Pairing<Opening>): Promise<void> {
  for (let e = 0; e < pair.length; e++)
    if (e !== pairing.white && e !== pairing.black && pair[e] !== undefined) {
      const idle = pair[e]!;
      pair[e] = undefined;
      await idle.close();
    }
}

/** A game played to its end, and where it stood in the schedule. */
interface Finished {
  readonly pairing: Pairing<Opening>;
  readonly played: PlayedGame;
  /** The players' names in the match. */
  readonly white: string;
  readonly black: string;
}

/** `--tc`, or `--nodes`/`--depth`/`--movetime` (one of them; `--nodes 100000` when none is given). */
function matchLimit(values: { tc?: string; nodes?: string; depth?: string; movetime?: string }): MatchLimit {
  const perMove = searchLimit(values, COMMAND);
  if (values.tc !== undefined && perMove !== undefined)
    throw new UsageError('give --tc or a limit per move (--nodes, --depth, --movetime), not both', COMMAND);
  if (values.tc !== undefined) return { perMove: {}, timeControl: parseTimeControl(values.tc, COMMAND) };
  return { perMove: perMove ?? { nodes: 100_000 } };
}

/** The variant of `--variant NAME` (a file's, else a built-in's or a PGN `Variant` tag's name); chess by default. */
function variantOf(name: string | undefined, known: TagVariants): VariantDefinition {
  const source = known.source;
  if (name === undefined) {
    if (source === undefined) return builtIn.chess;
    const only = source.variants;
    if (only.length === 1) return only[0]!.definition;
    throw new UsageError(`${source.file} has ${only.length} variants: name one with --variant NAME`, COMMAND);
  }
  try {
    // the file's variant first: a file's `capablanca` is the one its engine is given
    return (
      known.fileVariant(name) ??
      startingPosition(new Map([['Variant', name]]), { variants: known.lookup }).variant
    );
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    throw new UsageError(`--variant: unknown variant '${name}'`, COMMAND);
  }
}

/**
 * `--book FILE --book-depth N --seed S`: an opening a game pair drawn from the book (at most `MAX_BOOK_OPENINGS`),
 * `N` plies deep at most (8 by default), from seed `S` (0 by default).
 */
function openingsOfBook(
  values: { book?: string; 'book-depth'?: string; seed?: string; openings?: string },
  variant: VariantDefinition,
  games: number,
): Opening[] {
  const file = values.book!;
  if (values.openings !== undefined) throw new UsageError('give --openings or --book, not both', COMMAND);
  const depth = wholeNumber(values['book-depth'], 'book-depth', COMMAND, 0, 1000) ?? 8;
  const seed = wholeNumber(values.seed, 'seed', COMMAND, 0, 2 ** 32 - 1) ?? 0;
  const count = Math.min(Math.ceil(games / 2), MAX_BOOK_OPENINGS);
  const openings = bookOpenings(readBook(file), file, variant, depth, count, seed);
  // every game from the start, without a word, for an empty book or one of another variant
  if (depth > 0 && openings.every((o) => o.moves.length === 0))
    throw new InputError(
      `${file}: no move for the start of ${variant.name}: an empty book, or one of another variant?`,
    );
  return openings;
}

const startOf = (variant: VariantDefinition) => Position.fromFen(variant.startFen, variant);
