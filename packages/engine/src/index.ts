/**
 * @x/engine: drive the programs that play chess and its variants — UCI, USI (shogi), UCCI (xiangqi) and XBoard
 * (CECP v2) — over any line stream; every move an engine sends is checked legal by `@x/core`. Engines as child
 * processes are in `@x/engine/node`.
 */
export { type Analysis, type Engine, type EngineSettings, optionNamed } from './engine.js';
export { ENGINE_ERROR_CODES, EngineError, type EngineErrorCode } from './errors.js';
export { startEngine } from './start.js';
export { LineSplitter, type LineSink, type LineTransport, MAX_LINE_LENGTH } from './transport.js';
export {
  type Clock,
  type EngineClaim,
  type EngineOption,
  type GameInput,
  type Info,
  type Limit,
  type OptionValue,
  PROTOCOLS,
  type Protocol,
  type Score,
  type SearchOptions,
  type SearchResult,
  type Wdl,
} from './types.js';
export { type VariantPlan, variantFor } from './variant-plan.js';
export { type WebSocketLike, webSocketTransport } from './websocket.js';

/** Package version of @x/engine. */
export const version = '0.1.0';
