/**
 * The current position of the analysis board in each notation the playground writes: FEN (`@x/core`),
 * FEEN (`@x/feen`, any variant it can map) and ICN (`@x/icn`, standard chess positions embedded with a1 at
 * (1,1)). A notation that cannot hold the position gives the reason instead.
 */
import type { BasePosition } from '@x/core';
import { fromSetup as feenFromSetup, stringify as stringifyFeen } from '@x/feen';
import { stringify as stringifyIcn } from '@x/icn';
import { type ShownError, shownError } from '../text/shownError';
import { embedChessSetup } from '../position/fenToIcn';

/** One notation's text of a position, or why it has none. */
export type Written = { readonly text: string } | { readonly error: ShownError };

/** The position as FEN. */
export function fenOf(position: BasePosition): Written {
  return { text: position.toFen() };
}

/** The position as FEEN. */
export function feenOf(position: BasePosition): Written {
  try {
    return { text: stringifyFeen(feenFromSetup(position.toSetup(), position.variant)) };
  } catch (e) {
    return { error: shownError(e) };
  }
}

/** The position as ICN (standard chess pieces on 8 × 8 only). */
export function icnOf(position: BasePosition): Written {
  const setup = position.toSetup();
  const standard = new Set(['king', 'queen', 'rook', 'bishop', 'knight', 'pawn']);
  if (setup.files !== 8 || setup.ranks !== 8 || setup.board.some((p) => p && !standard.has(p.type))) {
    return {
      error: {
        code: 'unsupported-variant',
        message: 'ICN here embeds standard chess positions (8 × 8, chess pieces) only',
      },
    };
  }
  try {
    return { text: stringifyIcn(embedChessSetup(setup, false)) };
  } catch (e) {
    return { error: shownError(e) };
  }
}
