/**
 * An animated GIF of frames that each cover a rectangle of the picture (lila-gif's design: a frame holds only the
 * changed squares). Written by `gifenc` (MIT), which places every frame at the top-left corner: the image
 * descriptor of each later frame is moved to its rectangle right after gifenc writes it.
 */
import * as gifencModule from 'gifenc';
import type { Encoder, Palette } from 'gifenc';

/**
 * gifenc's functions. It is CommonJS without an `exports` map: Node's ESM loader finds no named exports in it (only
 * `default`, the whole `module.exports`), bundlers do; either way the functions are found.
 */
const { GIFEncoder, quantize } =
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

/** A picture as palette indices, one byte a pixel, rows top to bottom. */
export interface Indexed {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** The bytes of `rect` of `picture` (`bytes` a pixel). */
export function crop(picture: { width: number; data: Uint8Array }, rect: Rect, bytes = 1): Uint8Array {
  const out = new Uint8Array(rect.width * rect.height * bytes);
  for (let row = 0; row < rect.height; row++) {
    const from = ((rect.y + row) * picture.width + rect.x) * bytes;
    out.set(picture.data.subarray(from, from + rect.width * bytes), row * rect.width * bytes);
  }
  return out;
}

/**
 * Writes a GIF frame by frame from indexed pictures, its 255 colours chosen once from `samples` and a 256th,
 * transparent, for the pixels of a frame's rectangle that did not change (they compress to almost nothing).
 */
export class GifWriter {
  private readonly encoder: Encoder = GIFEncoder();
  private readonly palette: Palette;
  /** The palette index of each RGB565 colour met so far (−1: not yet), kept for the whole GIF. */
  private readonly nearest = new Int16Array(65536).fill(-1);
  readonly transparent = 255;
  private first = true;
  /** The picture on screen after the frames written so far. */
  private shown: Uint8Array | undefined;

  /** `samples`: RGBA pictures holding the GIF's colours; every `stride`-th pixel of each is read. */
  constructor(samples: readonly Uint8Array[], stride = 5) {
    const pixels = samples.reduce((n, s) => n + Math.ceil(s.length / 4 / stride), 0);
    const all = new Uint8Array(pixels * 4);
    let at = 0;
    for (const s of samples)
      for (let i = 0; i < s.length; i += 4 * stride, at += 4) {
        all[at] = s[i]!;
        all[at + 1] = s[i + 1]!;
        all[at + 2] = s[i + 2]!;
        all[at + 3] = s[i + 3]!;
      }
    this.palette = quantize(all, 255);
    // padded to 256 entries: the transparent one last
    while (this.palette.length < 256) this.palette.push([0, 0, 0]);
  }

  /** The palette entry nearest (r, g, b), the transparent one left out. */
  private nearestOf(r: number, g: number, b: number): number {
    let best = 0;
    let least = Number.POSITIVE_INFINITY;
    for (let k = 0; k < this.transparent; k++) {
      const c = this.palette[k]!;
      const d = (c[0]! - r) ** 2 + (c[1]! - g) ** 2 + (c[2]! - b) ** 2;
      if (d < least) [least, best] = [d, k];
    }
    return best;
  }

  /** RGBA pixels as palette indices (each colour's nearest entry found once a GIF, by its RGB565 value). */
  index(rgba: Uint8Array): Uint8Array {
    const out = new Uint8Array(rgba.length >> 2);
    for (let p = 0, i = 0; p < out.length; p++, i += 4) {
      const [r, g, b] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
      const key = ((r & 0xf8) << 8) | ((g & 0xfc) << 3) | (b >> 3);
      let k = this.nearest[key]!;
      if (k < 0) this.nearest[key] = k = this.nearestOf(r, g, b);
      out[p] = k;
    }
    return out;
  }

  /**
   * Adds the indexed `picture` (of the GIF's size) as the next frame, shown `delay` milliseconds. The first frame
   * is written whole; a later one holds the smallest rectangle of the pixels of `candidates` (the rectangles that
   * may have changed) that differ from the picture on screen, every other pixel transparent.
   */
  frame(picture: Indexed, candidates: readonly Rect[], delay: number): void {
    const shown = this.shown;
    let rect: Rect = { x: 0, y: 0, width: picture.width, height: picture.height };
    let index: Uint8Array;
    if (shown === undefined) {
      index = picture.data.slice();
      this.shown = index.slice();
    } else {
      const width = picture.width;
      let [left, top, right, bottom] = [width, picture.height, -1, -1];
      for (const c of candidates)
        for (let y = c.y; y < c.y + c.height; y++)
          for (let x = c.x, at = y * width + c.x; x < c.x + c.width; x++, at++) {
            if (picture.data[at] === shown[at]) continue;
            if (x < left) left = x;
            if (x > right) right = x;
            if (y < top) top = y;
            if (y > bottom) bottom = y;
          }
      rect =
        right < 0
          ? { x: 0, y: 0, width: 1, height: 1 }
          : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
      index = new Uint8Array(rect.width * rect.height).fill(this.transparent);
      if (right >= 0)
        for (const c of candidates)
          for (let y = c.y; y < c.y + c.height; y++)
            for (let x = c.x, at = y * width + c.x; x < c.x + c.width; x++, at++) {
              const v = picture.data[at]!;
              if (v === shown[at]) continue;
              index[(y - rect.y) * rect.width + x - rect.x] = v;
              shown[at] = v;
            }
    }
    const first = this.first;
    const before = this.encoder.bytesView().length;
    this.encoder.writeFrame(index, rect.width, rect.height, {
      delay,
      // kept on screen under the next frame (disposal 1), its unchanged pixels transparent
      dispose: 1,
      ...(first ? {} : { transparent: true, transparentIndex: this.transparent }),
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
