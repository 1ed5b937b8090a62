/** Pictures of a board to download: a file name, and an SVG turned into a PNG by the browser's canvas. */

/** A file name (without extension) from a title: letters, digits and dashes, at most 60 characters. */
export function pictureName(title: string): string {
  const name = title
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return name === '' ? 'board' : name;
}

/** The size of an SVG document (`@x/diagram`'s drawings), its `viewBox`'s width and height; 0 × 0 without one. */
export function viewBoxSize(svg: string): { readonly width: number; readonly height: number } {
  const [, width = '0', height = '0'] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
}

/**
 * The SVG document `svg` as a PNG of `scale` pixels per unit of its `viewBox` (an image drawn on a canvas,
 * `toBlob`).
 */
export function svgToPng(svg: string, scale: number): Promise<Blob> {
  const { width, height } = viewBoxSize(svg);
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const ctx = canvas.getContext('2d');
      if (!ctx) {
        URL.revokeObjectURL(url);
        reject(new Error('no canvas here to draw the PNG on'));
        return;
      }
      ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the canvas made no PNG'))),
        'image/png',
      );
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('the SVG could not be drawn'));
    };
    image.src = url;
  });
}
