/**
 * @x/engine: drive the programs that play chess and its variants — UCI, USI (shogi), UCCI (xiangqi) and XBoard
 * (CECP v2) — over any line stream; every move an engine sends is checked legal by `@x/core`. Engines as child
 * processes are in `@x/engine/node`.
 */
export { type Engine, optionNamed } from './engine.js';
export { ENGINE_ERROR_CODES, EngineError } from './errors.js';
export { startEngine } from './start.js';
export type { LineTransport } from './transport.js';
export {
  type Clock,
  type GameInput,
  type Info,
  type Limit,
  PROTOCOLS,
  type Score,
  type SearchResult,
} from './types.js';
export { variantFor } from './variant-plan.js';
export { webSocketTransport } from './websocket.js';
