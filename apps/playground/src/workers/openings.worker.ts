/**
 * Opening names in a Web Worker, so that building `@x/san/openings`' table (every line of lichess's list played
 * once, a third of a second or more) never blocks the page: receives `{ id, fens }` (the positions from the start
 * to the current move) and answers `{ id, opening }`, the deepest named one (or `undefined`).
 */
import { type Opening, openingOf } from '@x/san/openings';

/** A question: the FENs of the positions along a line, start first. */
export interface OpeningRequest {
  readonly id: number;
  readonly fens: readonly string[];
}

/** The answer: the deepest named opening along the line. */
export interface OpeningReply {
  readonly id: number;
  readonly opening: Opening | undefined;
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<OpeningRequest>) => void) | null;
  postMessage(message: OpeningReply): void;
};

scope.onmessage = (e) => {
  let opening: Opening | undefined;
  for (const fen of e.data.fens) {
    try {
      opening = openingOf(fen) ?? opening;
    } catch {
      // a position @x/core/chess cannot read (not standard chess) has no name
    }
  }
  scope.postMessage({ id: e.data.id, opening });
};
