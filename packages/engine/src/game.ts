/**
 * A `GameInput` made ready for a protocol: the start as text (or the variant's standard start), the moves as the
 * protocol writes them, and the position they reach (a copy when there are moves: the caller's positions are never
 * played on; the caller's own position, looked at only while unchanged, when there are none).
 */
import { type BasePosition, Position } from '@x/core';
import { EngineError } from './errors.js';
import { moveNotation, positionText } from './notation.js';
import { SentPosition } from './sent-position.js';
import type { GameInput, Protocol } from './types.js';

/** A game as a protocol sends it. */
export interface SentGame {
  /** `undefined` when the game starts from the variant's standard start position (`startpos`). */
  readonly startText: string | undefined;
  readonly start: BasePosition;
  readonly moves: readonly string[];
  /** The position after the moves. */
  readonly position: SentPosition;
}

/** Each variant's standard start as `@x/core` writes it (computed once per definition). */
const startFens = new WeakMap<object, string | null>();

/** Whether `fen` (of a position of `variant`, as `@x/core` writes it) is the variant's standard start. */
function isStandardStart(fen: string, variant: BasePosition['variant']): boolean {
  let start = startFens.get(variant);
  if (start === undefined) {
    try {
      start = Position.fromFen(variant.startFen, variant).toFen();
    } catch {
      start = null;
    }
    startFens.set(variant, start);
  }
  return fen === start;
}

/** `game` as `protocol` sends it; a move of `game` that is not legal is a `state` error (the caller's mistake). */
export function sentGame(protocol: Protocol, game: GameInput): SentGame {
  const start = 'start' in game ? game.start : game;
  const played = 'start' in game ? game.moves : [];
  const origin = SentPosition.caller(start);
  const fen = origin.fen;
  const startText = isStandardStart(fen, start.variant)
    ? undefined
    : protocol === 'usi' || protocol === 'xboard'
      ? positionText(protocol, start)
      : fen;
  if (played.length === 0) return { startText, start, moves: [], position: origin };
  const notation = moveNotation(protocol);
  const position = start.clone();
  const moves: string[] = [];
  for (const [i, move] of played.entries()) {
    const m = position.findEncoded(move);
    if (m === undefined)
      throw new EngineError(
        'state',
        `move ${i + 1} of the game (${typeof move === 'string' ? move : position.uci(move)}) is not legal`,
      );
    moves.push(notation.write(position, position.decodeMove(m)));
    position.playEncoded(m);
  }
  return { startText, start, moves, position: SentPosition.own(position) };
}
