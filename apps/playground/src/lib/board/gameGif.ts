/**
 * A game as an animated GIF, made in the browser: `@x/diagram/gif` (lila-gif's design, gifenc) with resvg's
 * WebAssembly fetched from the app's own assets. Loaded on the first click of "GIF" (a lazy chunk), never with the
 * page: the module, gifenc and the 2.5 MB `.wasm` stay out of the first load.
 */
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm?url';
import { type GifFrame, gif } from '@x/diagram/gif';

/** The GIF of `frames` (the start first) seen from `orientation`'s side, as a `image/gif` blob. */
export async function gameGif(frames: readonly GifFrame[], orientation: 'white' | 'black'): Promise<Blob> {
  const bytes = await gif(frames, { wasm: fetch(resvgWasm), orientation });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}
