/**
 * "Download as SVG / PNG" under the unbounded board: `@x/diagram`'s drawing of the squares on screen (at most
 * `MAX_DOWNLOAD_SIDE` a side, around the centre), as every finite board offers its own; and the game played as an
 * animated GIF (`unboundedGameGif`: one window over the squares the game used).
 */
import type { InfinitePosition } from '@x/core/infinite';
import { useMemo } from 'react';
import { BoardDownloads, type GameDownload } from '../board/BoardDownloads';
import type { Diagram } from '../board/diagramStore';
import type { BoardWindow } from './window';

/** The most squares a side of a downloaded window (`@x/diagram` draws at most 64). */
export const MAX_DOWNLOAD_SIDE = 64;

/** The squares of `win` on screen as `@x/diagram`'s window, at most `MAX_DOWNLOAD_SIDE` a side around the centre. */
export function downloadWindow(win: BoardWindow): {
  left: bigint;
  bottom: bigint;
  files: number;
  ranks: number;
} {
  const half = (n: number) => Math.min(n, Math.floor((MAX_DOWNLOAD_SIDE - 1) / 2));
  const cols = half(win.halfCols);
  const rows = half(win.halfRows);
  return {
    left: win.cx - BigInt(cols),
    bottom: win.cy - BigInt(rows),
    files: 2 * cols + 1,
    ranks: 2 * rows + 1,
  };
}

/** The square names of `lastMove` when both are inside `window` (`@x/diagram` refuses a square outside it). */
function lastMoveIn(
  window: ReturnType<typeof downloadWindow>,
  lastMove: readonly { readonly x: bigint; readonly y: bigint }[],
): { from: string; to: string } | undefined {
  const [from, to] = lastMove;
  const inside = (s: { readonly x: bigint; readonly y: bigint }) =>
    s.x >= window.left &&
    s.x < window.left + BigInt(window.files) &&
    s.y >= window.bottom &&
    s.y < window.bottom + BigInt(window.ranks);
  if (!from || !to || !inside(from) || !inside(to)) return undefined;
  return { from: `${from.x},${from.y}`, to: `${to.x},${to.y}` };
}

/** The downloads of the window `win` of `position`, its last move tinted; with a `game`, its GIF too. */
export function InfiniteDownloads(props: {
  readonly diagram: Diagram;
  readonly position: InfinitePosition;
  readonly win: BoardWindow;
  readonly lastMove: readonly { readonly x: bigint; readonly y: bigint }[];
  readonly game?: GameDownload | undefined;
}) {
  const { diagram, position, lastMove } = props;
  const { left, bottom, files, ranks } = downloadWindow(props.win);
  const tint = lastMoveIn({ left, bottom, files, ranks }, lastMove);
  const from = tint?.from;
  const to = tint?.to;
  // drawn again when the window or the position changes, not on every hover of the board
  const drawing = useMemo(
    () =>
      diagram.svg(position, {
        window: { left, bottom, files, ranks },
        ...(from && to ? { lastMove: { from, to } } : {}),
      }),
    [diagram, position, left, bottom, files, ranks, from, to],
  );
  return <BoardDownloads name="infinite-board" svg={drawing} game={props.game} />;
}
