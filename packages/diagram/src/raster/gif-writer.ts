/**
 * An animated GIF of frames that each cover a rectangle of the picture (lila-gif's design: a frame holds only the
 * changed squares). Written by `gifenc` (MIT), which places every frame at the top-left corner: the image
 * descriptor of each later frame is moved to its rectangle right after gifenc writes it.
 */
import * as gifencModule from 'gifenc';
import type { Encoder, Palette } from 'gifenc';
import type { Pixels } from './resvg.js';

/**
 * gifenc's functions. It is CommonJS without an `exports` map: Node's ESM loader finds no named exports in it (only
 * `default`, the whole `module.exports`), bundlers do; either way the functions are found.
 */
const { applyPalette, GIFEncoder, quantize } =
  typeof gifencModule.quantize === 'function'
    ? gifencModule
    : (gifencModule as unknown as { default: typeof gifencModule }).default;

/** A rectangle of the picture, in pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The RGBA pixels of `rect` of `picture`. */
export function crop(picture: Pixels, rect: Rect): Uint8Array {
  const out = new Uint8Array(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row++) {
    const from = ((rect.y + row) * picture.width + rect.x) * 4;
    out.set(picture.data.subarray(from, from + rect.width * 4), row * rect.width * 4);
  }
  return out;
}

/**
 * Writes a GIF frame by frame, its 255 colours chosen from `samples` and a 256th, transparent, for the pixels of a
 * frame's rectangle that did not change (they compress to almost nothing).
 */
export class GifWriter {
  private readonly encoder: Encoder = GIFEncoder();
  private readonly palette: Palette;
  private readonly transparent: number;
  private first = true;

  /** `samples`: RGBA pictures holding the GIF's colours; every `stride`-th pixel of each is read. */
  constructor(samples: readonly Uint8Array[], stride = 3) {
    const pixels = samples.reduce((n, s) => n + Math.ceil(s.length / 4 / stride), 0);
    const all = new Uint8Array(pixels * 4);
    let at = 0;
    for (const s of samples)
      for (let i = 0; i < s.length; i += 4 * stride) {
        all.set(s.subarray(i, i + 4), at);
        at += 4;
      }
    this.palette = quantize(all, 255);
    // padded to 256 entries: the transparent one last
    while (this.palette.length < 256) this.palette.push([0, 0, 0]);
    this.transparent = 255;
  }

  /**
   * Adds `rect` of `picture` as the next frame, shown `delay` milliseconds (the first frame must be the whole
   * picture). `changed`: the rectangles inside `rect` that changed, the rest left transparent (undefined: all).
   */
  frame(picture: Pixels, rect: Rect, changed: readonly Rect[] | undefined, delay: number): void {
    let index: Uint8Array;
    if (changed === undefined) index = applyPalette(crop(picture, rect), this.palette);
    else {
      index = new Uint8Array(rect.width * rect.height).fill(this.transparent);
      for (const cell of changed) {
        const part = applyPalette(crop(picture, cell), this.palette);
        for (let row = 0; row < cell.height; row++)
          index.set(
            part.subarray(row * cell.width, (row + 1) * cell.width),
            (cell.y - rect.y + row) * rect.width + cell.x - rect.x,
          );
      }
    }
    const before = this.encoder.bytesView().length;
    this.encoder.writeFrame(index, rect.width, rect.height, {
      delay,
      // kept on screen under the next frame (disposal 1), its unchanged pixels transparent
      dispose: 1,
      ...(changed === undefined ? {} : { transparent: true, transparentIndex: this.transparent }),
      ...(this.first ? { palette: this.palette, repeat: 0 } : {}),
    });
    if (!this.first) {
      // a graphic control extension (8 bytes), then the image descriptor: 0x2c, left and top (little-endian)
      const bytes = this.encoder.bytesView();
      const at = before + 8;
      if (bytes[at] !== 0x2c) throw new Error('@x/diagram: unexpected GIF frame layout');
      bytes[at + 1] = rect.x & 0xff;
      bytes[at + 2] = rect.x >> 8;
      bytes[at + 3] = rect.y & 0xff;
      bytes[at + 4] = rect.y >> 8;
    }
    this.first = false;
  }

  /** The GIF file. */
  finish(): Uint8Array {
    this.encoder.finish();
    return this.encoder.bytes();
  }
}
