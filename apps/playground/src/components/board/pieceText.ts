/** The characters of shogi and xiangqi-family pieces, by the letters the app draws them with. */

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
