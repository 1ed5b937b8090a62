/**
 * A `GameInput` made ready for a protocol: the start as text (or the variant's standard start), the moves as the
 * protocol writes them, and the position they reach (a copy: the caller's positions are never played on).
 */
import { type BasePosition, Position } from '@x/core';
import { EngineError } from './errors.js';
import { moveNotation, positionText } from './notation.js';
import type { GameInput, Protocol } from './types.js';

/** A game as a protocol sends it. */
export interface SentGame {
  /** `undefined` when the game starts from the variant's standard start position (`startpos`). */
  readonly startText: string | undefined;
  readonly start: BasePosition;
  readonly moves: readonly string[];
  /** The position after the moves (the client's own copy). */
  readonly position: BasePosition;
}

/** Each variant's standard start as `@x/core` writes it (computed once per definition). */
const startFens = new WeakMap<object, string | null>();

/** Whether `position` is its variant's standard start. */
function isStandardStart(position: BasePosition): boolean {
  const { variant } = position;
  let fen = startFens.get(variant);
  if (fen === undefined) {
    try {
      fen = Position.fromFen(variant.startFen, variant).toFen();
    } catch {
      fen = null;
    }
    startFens.set(variant, fen);
  }
  return fen !== null && position.toFen() === fen;
}

/** `game` as `protocol` sends it; a move of `game` that is not legal is a `state` error (the caller's mistake). */
export function sentGame(protocol: Protocol, game: GameInput): SentGame {
  const start = 'start' in game ? game.start : game;
  const played = 'start' in game ? game.moves : [];
  const notation = moveNotation(protocol);
  const position = start.clone();
  const moves: string[] = [];
  for (const [i, move] of played.entries()) {
    const m = position.findMove(move);
    if (m === undefined)
      throw new EngineError(
        'state',
        `move ${i + 1} of the game (${typeof move === 'string' ? move : position.uci(move)}) is not legal`,
      );
    moves.push(notation.write(position, position.decodeMove(m)));
    position.playEncoded(m);
  }
  return {
    startText: isStandardStart(start) ? undefined : positionText(protocol, start),
    start,
    moves,
    position,
  };
}
