/**
 * The rasteriser: resvg as WebAssembly (`@resvg/resvg-wasm`, MPL-2.0), started once. Under Node its `.wasm` file is
 * read from the installed package; elsewhere (a browser) the caller passes the module or its URL (`wasm`).
 */
import { DiagramError } from '../errors.js';
import { outlineText } from './outline-text.js';

type ResvgModule = typeof import('@resvg/resvg-wasm');

/** What `initWasm` accepts: the `.wasm` file's bytes, a compiled module, a `Response` or a URL. */
export type WasmSource = Parameters<ResvgModule['initWasm']>[0];

let started: Promise<void> | undefined;
/** resvg's module once loaded (an optional peer dependency: `png` and `gif` load it, `svg` never). */
let resvg: ResvgModule | undefined;

/** The message of `png()` and `gif()` without `@resvg/resvg-wasm` installed. */
export const MISSING_RESVG =
  '@x/diagram/png and @x/diagram/gif need the optional peer dependency @resvg/resvg-wasm: npm install @resvg/resvg-wasm';

/** Loads `@resvg/resvg-wasm`, or throws `DiagramError` `missing-dependency` when it is not installed. */
async function loadResvg(): Promise<ResvgModule> {
  try {
    return await import('@resvg/resvg-wasm');
  } catch (error) {
    throw new DiagramError('missing-dependency', MISSING_RESVG, 0, 0, undefined, { cause: error });
  }
}

/**
 * The bytes of resvg's `.wasm` file as installed beside this package (Node only). Node's modules come from
 * `process.getBuiltinModule`, not an `import()`: a bundle run by `vm` (xn's, with V8's code cache) has no dynamic
 * import, and a browser bundle must not pull `node:fs`.
 */
async function installedWasm(): Promise<Uint8Array> {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (typeof node?.getBuiltinModule !== 'function')
    throw new TypeError("@x/diagram: outside Node, give resvg's .wasm as the `wasm` option");
  const { createRequire } = node.getBuiltinModule('node:module') as typeof import('node:module');
  const { readFileSync } = node.getBuiltinModule('node:fs') as typeof import('node:fs');
  // ESM: this module's URL; inside xn's CommonJS bundle (where esbuild leaves `import.meta` empty): its file name
  const here = createRequire((import.meta as { url?: string }).url ?? __filename);
  return readFileSync(here.resolve('@resvg/resvg-wasm/index_bg.wasm'));
}

/**
 * Starts resvg once (later calls reuse the first start; `wasm` is read only by the first); a resvg the program
 * started itself, or another copy of this package did, is used as it is.
 */
export function startResvg(wasm?: WasmSource): Promise<void> {
  started ??= loadResvg()
    .then(async (module) => {
      await module.initWasm(wasm ?? installedWasm()).catch((error: unknown) => {
        // resvg starts once a program: another copy of this package, or the program itself, started it already
        if (!(error instanceof Error && error.message.startsWith('Already initialized'))) throw error;
      });
      resvg = module;
    })
    .catch((error: unknown) => {
      started = undefined;
      throw error;
    });
  return started;
}

/**
 * The largest picture drawn, in pixels a side: 8192 × 8192 is 67 M pixels, 256 MiB of RGBA (resvg's WebAssembly
 * memory stops at 4 GiB: a 30,000-pixel PNG failed inside it, with Rust's words).
 */
export const MAX_RASTER_SIDE = 8192;

/** A rendered picture: its size and its pixels, 4 bytes (RGBA) a pixel, rows top to bottom. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/**
 * Renders an SVG document of `svg()` (its text outlined first) at its own width and height, on `background` (a CSS
 * colour; default transparent); resvg must be started.
 */
export function rasterise(svgText: string, as: 'png', background?: string): Uint8Array;
export function rasterise(svgText: string, as: 'pixels', background?: string): Pixels;
export function rasterise(svgText: string, as: 'png' | 'pixels', background?: string): Uint8Array | Pixels {
  if (resvg === undefined) throw new TypeError('@x/diagram: resvg is not started');
  // the size `svg()` wrote on its root (`1e+300` as well), checked before resvg allocates its pixels
  const root = /^<svg [^>]*?width="([^"]*)" height="([^"]*)"/.exec(svgText);
  const [width, height] = root === null ? [0, 0] : [Math.ceil(Number(root[1])), Math.ceil(Number(root[2]))];
  const what = as === 'png' ? 'png' : 'a picture';
  if (width > MAX_RASTER_SIDE || height > MAX_RASTER_SIDE)
    throw new DiagramError(
      'board-too-large',
      `${what}: ${width} × ${height} pixels is more than ${MAX_RASTER_SIDE} a side: give a smaller size`,
    );
  // a size svg() writes as 0 (under 0.005 pixels): resvg would say only "SVG has an invalid size"
  if (!(Number(root?.[1]) > 0 && Number(root?.[2]) > 0))
    throw new DiagramError(
      'invalid-option',
      `${what}: ${root?.[1]} × ${root?.[2]} pixels is no picture: give a larger size`,
    );
  const renderer = new resvg.Resvg(outlineText(svgText), {
    font: { loadSystemFonts: false },
    ...(background === undefined ? {} : { background }),
  });
  try {
    const image = renderer.render();
    try {
      if (as === 'png') return image.asPng();
      return { width: image.width, height: image.height, data: image.pixels };
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
