/**
 * What `xn diagram` draws, read in-process: a position written as FEN (of `--variant`, default chess), SFEN, FEEN or
 * ICN — tried in that order, the first that reads wins — or a game of a PGN file, as the positions of its main line.
 */
import { type Move, NotationError, Position, parseFen, type VariantDefinition } from '@x/core';
import { type GifFrame, gameFrames } from '@x/diagram/gif';
import { InfinitePosition } from '@x/core/infinite';
import { variants } from '@x/core/variant';
import * as feen from '@x/feen';
import { infiniteSetupFromGame, parse as parseIcn, setupFromGame } from '@x/icn';
import type { Game, PgnRecord } from '@x/san';
import { isNullMove, mainLine, SanError, startingPosition, visitPgn, walkGame } from '@x/san';
import { InputError, UsageError } from '../failure.js';
import { TagVariants } from '../variant/tag-variants.js';

/** The variant `name` names (as a PGN `Variant` tag), or a usage error. */
export async function variantNamed(name: string, command: string): Promise<VariantDefinition> {
  const lookup = await TagVariants.of(undefined, true);
  try {
    return startingPosition(new Map([['Variant', name]]), { variants: lookup.lookup })
      .variant as VariantDefinition;
  } catch (error) {
    if (!(error instanceof SanError)) throw error;
    throw new UsageError(`--variant '${name}': ${error.message}`, command);
  }
}

/**
 * The position `text` writes: FEN of `variant` (default chess), SFEN (shogi, or `variant` when given), FEEN, ICN.
 * Throws the FEN reader's `NotationError` when no notation reads it.
 */
export function readPosition(text: string, variant: VariantDefinition | undefined): Position {
  const of = variant ?? variants.chess;
  /** A text both a FEN and an SFEN (`… b -` in a shogi-like variant): read as the SFEN its shape says it is. */
  let asFen: Position | undefined;
  const attempts: (() => Position | undefined)[] = [
    () => {
      let sfenLike = false;
      const position = Position.fromFen(text, of, {
        onWarning: (warning) => {
          sfenLike ||= warning.code === 'looks-like-sfen';
        },
      });
      if (!sfenLike) return position;
      asFen = position;
      return undefined;
    },
    () =>
      Position.fromSetup(
        feen.toSetup(feen.fromSfen(text), variant ?? variants.shogi),
        variant ?? variants.shogi,
      ),
    () => Position.fromSetup(feen.toSetup(feen.parse(text), of), of),
    () => Position.fromSetup(setupFromGame(parseIcn(text)), of),
  ];
  let first: unknown;
  for (const attempt of attempts) {
    try {
      const position = attempt();
      if (position !== undefined) return position;
    } catch (error) {
      if (!(error instanceof NotationError)) throw error;
      first ??= error;
    }
  }
  if (asFen !== undefined) return asFen;
  // the FEN reader's error: the notation most positions are written in
  parseFen(text);
  throw first;
}

/**
 * The position of an ICN text on the unbounded board (`@x/core/infinite`), for one that no finite board holds (a
 * piece at 10^40); undefined when `text` is no ICN position.
 */
export function unboundedPosition(text: string): InfinitePosition | undefined {
  try {
    const setup = infiniteSetupFromGame(parseIcn(text));
    return setup === undefined ? undefined : InfinitePosition.fromSetup(setup);
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    return undefined;
  }
}

/** A game's frames as `xn diagram` draws them, and the plies of its main line. */
export interface GameFrames {
  /** Every frame up to `maxFrames`, or the last alone (`keep: 'last'`). */
  readonly frames: GifFrame[];
  /** The plies of the game's main line (all of them, whatever the frames kept). */
  readonly plies: number;
}

/** Which frames of a game are made: `gameFrames`' `maxFrames` and `keep`. */
export type FrameChoice = Pick<NonNullable<Parameters<typeof gameFrames>[2]>, 'maxFrames' | 'keep'>;

/**
 * Game `n` (1-based) of a PGN source as `readPgn` numbers its records (a bad game is one), read no further; the
 * records before it are counted, not built: a section the reader tells plain is one game, only another is read
 * whole (`records()`) to count its records. Throws the game's `SanError`, or an input error when there is none.
 */
export async function nthGame(
  source: Parameters<typeof visitPgn>[0],
  n: number,
  file: string,
): Promise<Game> {
  let count = 0;
  let found: PgnRecord | undefined;
  await visitPgn(source, {
    // no tag told: no string is made of them
    tagNames: new Set(),
    endGame: (game) => {
      if (game.plain && count + 1 < n) {
        count++;
        return true;
      }
      const records = game.records();
      found = records[n - 1 - count];
      count += records.length;
      return found === undefined;
    },
  });
  if (found === undefined)
    throw new InputError(`${file}: no game ${n} (the file has ${count} game${count === 1 ? '' : 's'})`);
  if (!found.success) throw found.error;
  return found.data;
}

/**
 * The frames of the main line of game `n` (1-based) of a PGN source (`@x/diagram`'s `gameFrames`), chosen by
 * `choice` (default: every frame). The source is read up to game `n` and no further, the games before it only
 * counted (`nthGame`), and a bad game before it is passed over, as `readPgn` passes it.
 */
export async function pgnFrames(
  source: Parameters<typeof visitPgn>[0],
  n: number,
  file: string,
  choice: FrameChoice = { maxFrames: Number.POSITIVE_INFINITY },
): Promise<GameFrames> {
  const game = await nthGame(source, n, file);
  // the built-in variants loaded only for a game that names one
  const lookup = await TagVariants.of(undefined, game.headers.has('Variant'));
  const start = startingPosition(game, { variants: lookup.lookup });
  const moves: (Move | null)[] = [];
  if (mainLine(game.moves).length > 0)
    walkGame(game, start.clone(), (step) => void moves.push(isNullMove(step.move) ? null : step.move), {
      variations: false,
      decode: true,
    });
  return { frames: gameFrames(start, moves, choice), plies: moves.length };
}
