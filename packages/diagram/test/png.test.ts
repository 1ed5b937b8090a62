/**
 * `png()`: a PNG of `svg()`'s drawing, its text drawn from embedded outlines (resvg runs without system fonts, so
 * without them the coordinates would be missing), and `outlineText`, which turns each `<text>` into paths.
 */
import { Position } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it, vi } from 'vitest';
import { png } from '../src/png.js';
import { outlineText } from '../src/raster/outline-text.js';
import { rasterise, startResvg } from '../src/raster/resvg.js';
import { svg } from '../src/svg.js';
import { escapeXml } from '../src/xml.js';

const start = Position.fromFen(variants.chess.startFen, variants.chess);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('png', () => {
  it('writes a PNG file of the asked width', async () => {
    const bytes = await png(start, { size: 200 });
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(bytes)).toEqual([200, 200]);
  });

  it('draws the coordinates with no system font: ink in the margin where the rank numbers are', async () => {
    await startResvg();
    const text = svg(start, { size: 440 });
    const { width, data } = rasterise(text, 'pixels');
    // the left margin (40 of 880 units: 20 pixels) of the rank 8 row (pixels 20…70) holds the dark "8"
    let ink = 0;
    for (let y = 20; y < 70; y++)
      for (let x = 0; x < 20; x++) if (data[(y * width + x) * 4 + 3]! > 128) ink++;
    expect(ink).toBeGreaterThan(5);
  });

  it('draws where resvg was started already: by another copy of this package, or by the program itself', async () => {
    await startResvg();
    // a fresh copy of the package's modules, over the resvg module this one has started
    vi.resetModules();
    const copy = await import('../src/png.js');
    expect(pngSize(await copy.png(start, { size: 100 }))).toEqual([100, 100]);
  });

  // a 30,000-pixel PNG failed inside resvg's WebAssembly ("recursive use of an object … in rust"), after 1 s and
  // 120 MB; 20,000 took 33 CPU-s and 3.2 GB
  it('refuses a picture over 8192 pixels a side before drawing it', async () => {
    for (const size of [8193, 30000, 1e6])
      await expect(png(start, { size })).rejects.toMatchObject({
        name: 'DiagramError',
        code: 'board-too-large',
        message: `png: ${size} × ${size} pixels is more than 8192 a side: give a smaller size`,
      });
  });

  // on main svg() wrote 1e300 as width="1e+300" and 0.001 as width="0": the size check read neither, and resvg
  // threw its own Error, "SVG has an invalid size"
  it('says a size written with an exponent is too large, and one written as 0 too small', async () => {
    await expect(png(start, { size: 1e300 })).rejects.toMatchObject({
      name: 'DiagramError',
      code: 'board-too-large',
      message: 'png: 1e+300 × 1e+300 pixels is more than 8192 a side: give a smaller size',
    });
    for (const size of [0.001, 1e-7])
      await expect(png(start, { size })).rejects.toMatchObject({
        name: 'DiagramError',
        code: 'invalid-option',
        message: 'png: 0 × 0 pixels is no picture: give a larger size',
      });
  });

  it('throws as svg() does', async () => {
    await expect(png(start, { circles: [{ square: 'z9' }] })).rejects.toMatchObject({
      code: 'invalid-square',
    });
  });
});

describe('outlineText', () => {
  it('replaces every <text> with paths, keeping the rest', () => {
    const text = svg(start);
    const outlined = outlineText(text);
    expect(text).toContain('<text');
    expect(outlined).not.toContain('<text');
    // 16 labels of one character each: 16 outlined characters
    expect(outlined.match(/<path transform=/g)?.length).toBe(16);
    expect(outlined.replace(/<g(?: fill="[^"]*")?>(<path transform[^>]*>)+<\/g>/g, '')).toBe(
      text.replace(/<text[^>]*>[^<]*<\/text>/g, ''),
    );
  });

  // on main escapeXml's &#39; was drawn as its five characters: a GIF's player bar showed O&#39;Kelly
  it('draws an apostrophe as escapeXml writes it (&#39;) as one character, as &apos;', () => {
    const drawn = (name: string) =>
      outlineText(`<g><text x="0" y="0" font-size="100">${escapeXml(name)}</text></g>`);
    expect(drawn("O'Kelly").match(/<path /g)).toHaveLength(7);
    expect(drawn("O'Kelly")).toBe(
      outlineText('<g><text x="0" y="0" font-size="100">O&apos;Kelly</text></g>'),
    );
    expect(drawn('a<b & "c"')).toBe(
      outlineText('<g><text x="0" y="0" font-size="100">a&lt;b &amp; &#x22;c&#34;</text></g>'),
    );
  });

  it('centres middle-anchored text on its x and places start-anchored text from it', () => {
    const middle = outlineText('<g text-anchor="middle"><text x="100" y="0" font-size="100">8</text></g>');
    const start = outlineText('<g><text x="100" y="0" font-size="100">8</text></g>');
    const x = (s: string) => Number(/translate\(([-\d.]+) /.exec(s)![1]);
    expect(x(start)).toBe(100);
    expect(x(middle)).toBeLessThan(100);
    expect(x(middle)).toBeGreaterThan(60);
  });
});
