/** USI's `position` command (`position startpos moves 7g7f 3c3d`, `position sfen … moves …`) as a game. */
import { locateError } from '@x/core/notation';
import { KifError } from '../errors.js';
import type { KifWriteOptions } from '../kif/write-kif.js';
import { GameBuilder } from '../model/builder.js';
import type { KifGame } from '../model/game.js';
import { startPosition } from '../model/start.js';
import { type KifReadOptions, readContext } from '../read-options.js';
import { parseSfen, STARTPOS_SFEN, stringifySfen } from '../sfen/sfen.js';
import { shogiVariant } from '../shogi/variant.js';
import { parseUsiMove } from './usi-move.js';

/**
 * Whether `text` starts as an SFEN does (the board's ranks, at least three, split by `/`; the side to move `b` or
 * `w`; the hands; the move number, which may be left out; then `moves` or the line's end), for a position pasted
 * without `sfen` before it. A FEN (`w - - 0 1`) is not one.
 */
export function isBareSfen(text: string): boolean {
  return /^[1-9+A-Za-z]+(?:\/[1-9+A-Za-z]+){2,}[ \t]+[bw][ \t]+(?:-|\w+)(?:[ \t]+\d+)?(?:[ \t]+moves\b|[ \t]*(?:\r?\n|$))/.test(
    text,
  );
}

/**
 * Reads a USI `position` command (the word `position` may be left out): `startpos`, `sfen <SFEN>` or a bare
 * SFEN, then `moves …`. Throws `KifError` (`invalid-line`, `invalid-sfen`, `illegal-move`).
 */
export function parseUsi(text: string, options?: KifReadOptions): KifGame {
  const context = readContext(text, options);
  try {
    const variant = shogiVariant(options?.variant);
    const trimmed = text.trim();
    const at = text.indexOf(trimmed);
    const body = trimmed.startsWith('position ') ? trimmed.slice(9) : trimmed;
    let i = at + trimmed.length - body.length;
    const movesAt = body.indexOf(' moves');
    const head = movesAt === -1 ? body : body.slice(0, movesAt);
    // what comes before the SFEN: none for `startpos` and for a bare SFEN (as GUIs copy a position), `sfen `
    const skip = head.startsWith('sfen ') ? 5 : 0;
    let start: string;
    if (head === 'startpos') start = STARTPOS_SFEN;
    else if (skip === 5 || isBareSfen(head)) start = head.slice(skip);
    else
      throw new KifError(
        'invalid-line',
        "expected 'startpos', 'sfen <SFEN>' or an SFEN",
        i,
        head.length,
        text,
      );
    let parsed: ReturnType<typeof parseSfen>;
    try {
      parsed = parseSfen(start, { variant });
    } catch (error) {
      if (error instanceof KifError) Object.assign(error, { offset: error.offset + i + skip });
      throw error;
    }
    const builder = new GameBuilder(parsed.position, context.limits);
    if (movesAt !== -1) {
      i += movesAt + 6;
      for (const token of body.slice(movesAt + 6).split(' ')) {
        if (token !== '') builder.play(parseUsiMove(builder.position, token, i), undefined, i);
        i += token.length + 1;
      }
    }
    return builder.build([], stringifySfen(parsed.position, parsed.moveNumber));
  } catch (error) {
    throw locateError(KifError, error, text);
  }
}

/** Writes `game`'s main line as a USI `position` command (`position startpos moves 7g7f`). */
export function stringifyUsi(game: KifGame, options?: KifWriteOptions): string {
  startPosition(game, options?.variant);
  const head = game.start === STARTPOS_SFEN ? 'position startpos' : `position sfen ${game.start}`;
  return game.moves.length === 0 ? head : `${head} moves ${game.moves.map((m) => m.usi).join(' ')}`;
}
