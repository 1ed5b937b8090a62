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
 * Reads a USI `position` command (the word `position` may be left out): `startpos` or `sfen <SFEN>`, then
 * `moves …`. Throws `KifError` (`invalid-line`, `invalid-sfen`, `illegal-move`).
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
    let start: string;
    if (head === 'startpos') start = STARTPOS_SFEN;
    else if (head.startsWith('sfen ')) start = head.slice(5);
    else throw new KifError('invalid-line', "expected 'startpos' or 'sfen <SFEN>'", i, head.length, text);
    let parsed: ReturnType<typeof parseSfen>;
    try {
      parsed = parseSfen(start, { variant });
    } catch (error) {
      if (error instanceof KifError)
        Object.assign(error, { offset: error.offset + i + (head === 'startpos' ? 0 : 5) });
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
