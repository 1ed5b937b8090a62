/**
 * The characters of shogi and xiangqi-family pieces, by the letters the app draws them with, and whether the
 * browser has a font for them. Without a CJK font (a bare Linux box) the pieces keep their letters: a box
 * for every piece (the missing-glyph mark) would tell no piece from another.
 */

/** Shogi pieces by their letters (promoted ones `+X`): the king is 玉 for the side to move first, 王 else. */
const SHOGI: ReadonlyMap<string, string> = new Map([
  ['K', '玉'],
  ['R', '飛'],
  ['B', '角'],
  ['G', '金'],
  ['S', '銀'],
  ['N', '桂'],
  ['L', '香'],
  ['P', '歩'],
  ['+R', '龍'],
  ['+B', '馬'],
  ['+S', '全'],
  ['+N', '圭'],
  ['+L', '杏'],
  ['+P', 'と'],
]);

/** Xiangqi and janggi pieces by their letters: [red (white), black]. */
const XIANGQI: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['K', ['帥', '將']],
  ['G', ['帥', '將']],
  ['A', ['仕', '士']],
  ['B', ['相', '象']],
  ['E', ['相', '象']],
  ['N', ['傌', '馬']],
  ['H', ['傌', '馬']],
  ['R', ['俥', '車']],
  ['C', ['炮', '砲']],
  ['P', ['兵', '卒']],
  ['S', ['兵', '卒']],
]);

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

/** The character of a shogi piece drawn with `label` (case and a trailing `~` ignored), or undefined. */
export function shogiText(label: string, color: 'white' | 'black'): string | undefined {
  const key = label.replace(/~$/, '').toUpperCase();
  const text = SHOGI.get(key);
  return text === '玉' && color === 'black' ? '王' : text;
}

/** The character of a xiangqi or janggi piece drawn with `label` in `color` (white is red), or undefined. */
export function xiangqiText(label: string, color: 'white' | 'black'): string | undefined {
  return XIANGQI.get(label.replace(/~$/, '').toUpperCase())?.[color === 'white' ? 0 : 1];
}
