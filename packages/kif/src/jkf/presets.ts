/** JKF's start-position presets and the `手合割` names they stand for. */

/** The `手合割` name of each JKF preset. */
export const PRESETS: ReadonlyMap<string, string> = new Map([
  ['HIRATE', '平手'],
  ['KY', '香落ち'],
  ['KY_R', '右香落ち'],
  ['KA', '角落ち'],
  ['HI', '飛車落ち'],
  ['HIKY', '飛香落ち'],
  ['2', '二枚落ち'],
  ['4', '四枚落ち'],
  ['6', '六枚落ち'],
  ['8', '八枚落ち'],
  ['10', '十枚落ち'],
]);
