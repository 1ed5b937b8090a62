/**
 * @x/diagram: board diagrams of any `@x/core` position of any variant as SVG — chess and fairy boards of any size
 * with holes and walls, several boards, hands with counts, promoted pieces; shogi, xiangqi, janggi and makruk in
 * their traditions; windows of the unbounded board of infinite chess. The options' type is
 * `Parameters<typeof svg>[1]`.
 */
export type { DiagramBoard } from './board/given.js';
export type { DrawnPiece, HandEntry } from './board/model.js';
export { type BoardStyle, boardStyleOf } from './board/style.js';
export { DIAGRAM_ERROR_CODES, DiagramError } from './errors.js';
export { geometry } from './geometry.js';
export { pieceSvg } from './piece-svg.js';
export { svg } from './svg.js';
export { windowSvg } from './window-svg.js';
