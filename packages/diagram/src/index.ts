/**
 * @x/diagram: board diagrams of any `@x/core` position of any variant as SVG — chess and fairy boards of any size
 * with holes and walls, several boards, hands with counts, promoted pieces; shogi, xiangqi, janggi and makruk in
 * their traditions; windows of the unbounded board of infinite chess.
 */
export type { BoardWindow } from './board/infinite.js';
export { DIAGRAM_ERROR_CODES, DiagramError } from './errors.js';
export type { Arrow, Circle, DiagramColors, DiagramOptions } from './options.js';
export { svg } from './svg.js';

/** Package version of @x/diagram. */
export const version = '0.1.0';
