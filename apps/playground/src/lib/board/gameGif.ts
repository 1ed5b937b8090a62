/**
 * A game as an animated GIF, made in the browser: `@x/diagram/gif` (lila-gif's design, gifenc) with resvg's
 * WebAssembly fetched from the app's own assets. Loaded on the first click of "GIF" (a lazy chunk), never with the
 * page: the module, gifenc and the 2.5 MB `.wasm` stay out of the first load.
 */
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm?url';
import type { BasePosition, Move } from '@x/core';
import { gameFrames, gif } from '@x/diagram/gif';

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
