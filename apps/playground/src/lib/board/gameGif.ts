/**
 * A game as an animated GIF, made in the browser: `@x/diagram/gif` (lila-gif's design, gifenc) with resvg's
 * WebAssembly fetched from the app's own assets. Loaded on the first click of "GIF" (a lazy chunk), never with the
 * page: the module, gifenc and the 2.5 MB `.wasm` stay out of the first load.
 */
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm?url';
import type { BasePosition, Move } from '@x/core';
import type { InfinitePosition } from '@x/core/infinite';
import { gameFrames, gif } from '@x/diagram/gif';
import { gifWindow, inWindow } from '../infinite/gifWindow';

/** A position of a game on the unbounded board and the move that led to it (its squares written `x,y`). */
export interface UnboundedFrame {
  readonly position: InfinitePosition;
  readonly lastMove?: { readonly from: string; readonly to: string } | undefined;
}

/**
 * The GIF of the game from `start` along `moves` (`gameFrames`: at most `MAX_GIF_FRAMES` frames) seen from
 * `orientation`'s side, as a `image/gif` blob.
 */
export async function gameGif(
  start: BasePosition,
  moves: Iterable<Move | string | null>,
  orientation: 'white' | 'black',
): Promise<Blob> {
  const bytes = await gif(gameFrames(start, moves), { wasm: fetch(resvgWasm), orientation });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}

/**
 * The GIF of a game on the unbounded board, every frame drawn through one window (`gifWindow`: every square its
 * pieces stood on, else the squares its moves touched, at most 64 a side), squares of 10 to 90 pixels so that the
 * picture is about 720 pixels a side; a move outside the window is not tinted.
 */
export async function unboundedGameGif(frames: readonly UnboundedFrame[]): Promise<Blob> {
  const window = gifWindow(frames);
  const side = Math.max(window.files, window.ranks);
  const squareSize = Math.max(10, Math.min(90, 5 * Math.floor(720 / side / 5)));
  const shown = frames.map((f) =>
    f.lastMove && inWindow(window, f.lastMove.from) && inWindow(window, f.lastMove.to)
      ? { position: f.position, lastMove: f.lastMove }
      : { position: f.position },
  );
  // every frame, as before gif() had a cap: the game is the page's own, its length the player's
  const bytes = await gif(shown, {
    wasm: fetch(resvgWasm),
    window,
    squareSize,
    maxFrames: Number.POSITIVE_INFINITY,
  });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}
