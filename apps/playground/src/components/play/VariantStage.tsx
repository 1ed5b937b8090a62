import type { BasePosition } from '@x/core';
import { lazy, Suspense } from 'react';
import type { BoardModel } from '../../lib/board/boardModel';
import { Board, type StyledVariant } from '../board/Board';
import { ErrorBox, type ShownError } from '../output/ErrorBox';

/**
 * The play panel, taken from the FEN tab's chunk (the FEN view re-exports it): imported here directly, it would
 * leave that chunk for small chunks of its own, each with its own gzip overhead, and the first load (shell and
 * FEN view) would grow by about 0.9 KB past its budget (test/bundle-size.test.ts).
 */
const PlayPanel = lazy(() => import('../../views/FenView').then((m) => ({ default: m.PlayPanel })));

/**
 * The board of a variants-file tab (SjaakII, Fairy-Stockfish): the chosen variant's start position to play on,
 * with the move list and perft (`PlayPanel`, moves kept in the URL under `urlKey`), and a button that opens it
 * in the FEN & play tab; a variant the engine cannot play shows its start board and why.
 */
export function VariantStage({
  start,
  model,
  unplayable,
  variant,
  urlKey,
  onPlay,
  playTestId,
}: {
  /** The start position, when the engine plays the variant (memoised: a new object starts a new game). */
  readonly start: BasePosition | undefined;
  /** The start board drawn without the engine, for a variant it cannot play. */
  readonly model?: BoardModel | undefined;
  /** The variant, when known (the start board's look). */
  readonly variant?: StyledVariant | undefined;
  /** Why the engine cannot play it. */
  readonly unplayable?: ShownError | undefined;
  readonly urlKey: string;
  /** Opens the variant in the FEN & play tab (absent: no button). */
  readonly onPlay?: (() => void) | undefined;
  readonly playTestId: string;
}) {
  return (
    <>
      {start ? (
        <Suspense
          fallback={
            model ? (
              <Board model={model} variant={start.variant} />
            ) : (
              <p className="loading">Loading the board…</p>
            )
          }
        >
          <PlayPanel start={start} urlKey={urlKey} />
        </Suspense>
      ) : (
        <>
          {unplayable ? (
            <div className="not-available">
              <p>{model ? 'Not playable here (the start board only):' : 'Nothing to play:'}</p>
              <ErrorBox error={unplayable} testId="play-unavailable" />
            </div>
          ) : null}
          {model ? <Board model={model} variant={variant} /> : null}
        </>
      )}
      {onPlay ? (
        <button type="button" onClick={onPlay} data-testid={playTestId}>
          Open in FEN &amp; play
        </button>
      ) : null}
    </>
  );
}
