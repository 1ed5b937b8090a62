/**
 * `@x/diagram/png`: a diagram as a PNG file — `svg()`'s drawing rasterised by resvg (WebAssembly), its text drawn
 * from embedded outlines, so the picture is the same on every machine. A separate entry point: `@x/diagram`
 * alone never loads the WebAssembly.
 */
import type { BasePosition } from '@x/core';
import type { InfinitePosition } from '@x/core/infinite';
import { checkedOptions } from './checked-options.js';
import type { DiagramOptions } from './options.js';
import { rasterise, startResvg, type WasmSource } from './raster/resvg.js';
import { svg } from './svg.js';

/** The options of `png`: those of `svg()` and, outside Node, where resvg's WebAssembly comes from. */
interface PngOptions extends DiagramOptions {
  /**
   * resvg's `.wasm` (`@resvg/resvg-wasm/index_bg.wasm`): its bytes, a compiled module, a `Response` or a URL.
   * Needed once, by the first call, outside Node; under Node it is read from the installed package.
   */
  readonly wasm?: WasmSource;
}

/**
 * The diagram of `position` (as `svg(position, options)` draws it) as the bytes of a PNG file, `size` pixels wide
 * (default 45 a square). Throws as `svg()` does.
 */
export async function png(
  position: BasePosition | InfinitePosition,
  options?: PngOptions,
): Promise<Uint8Array> {
  const { wasm, ...diagram } = checkedOptions(options);
  const text = svg(position, diagram);
  await startResvg(wasm);
  return rasterise(text, 'png');
}
