/**
 * Whether shogi and xiangqi pieces are drawn with their characters: the browser has a font for them and the
 * visitor did not choose Latin letters (`state/look.ts`). Without a CJK font (a bare Linux box) the pieces keep
 * their letters: a box for every piece (the missing-glyph mark) would tell no piece from another.
 */

let cjk: boolean | undefined;

/**
 * Whether a font draws CJK characters here: `飛` and a private-use character (never in a font) are drawn on a
 * canvas; the same pixels mean both are the missing-glyph box. Measured once; false without a canvas.
 */
export function hasCjkFont(): boolean {
  if (cjk !== undefined) return cjk;
  cjk = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return cjk;
    const pixels = (ch: string) => {
      ctx.clearRect(0, 0, 24, 24);
      ctx.font = '20px serif';
      ctx.fillText(ch, 0, 20);
      return ctx.getImageData(0, 0, 24, 24).data.join(',');
    };
    cjk = pixels('飛') !== pixels('\uE000');
  } catch {
    cjk = false;
  }
  return cjk;
}

/** Whether shogi and xiangqi pieces are drawn with their characters: a font draws them, and letters were not chosen. */
export function pieceCharacters(): boolean {
  return document.documentElement.dataset.pieces !== 'letters' && hasCjkFont();
}
