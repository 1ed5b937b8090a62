/** The part of `gifenc` (MIT, no types of its own) that `@x/diagram/gif` uses. */
declare module 'gifenc' {
  /** A palette: up to 256 `[r, g, b]` colours. */
  export type Palette = number[][];
  /** Up to `maxColors` colours representing the RGBA pixels `rgba`. */
  export function quantize(rgba: Uint8Array, maxColors: number, options?: { format?: string }): Palette;
  /** The index in `palette` of the colour nearest each RGBA pixel of `rgba`. */
  export function applyPalette(rgba: Uint8Array, palette: Palette, format?: string): Uint8Array;
  /** A GIF being written. */
  export interface Encoder {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options?: {
        palette?: Palette;
        delay?: number;
        repeat?: number;
        dispose?: number;
        transparent?: boolean;
        transparentIndex?: number;
      },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
  }
  export function GIFEncoder(options?: { initialCapacity?: number; auto?: boolean }): Encoder;
}
