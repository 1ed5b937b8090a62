/** `startEngine`: the client of a protocol on any line stream. */
import type { Engine, EngineSettings } from './engine.js';
import type { LineTransport } from './transport.js';
import type { Protocol } from './types.js';
import { UciEngine } from './uci/client.js';
import { XBoardEngine } from './xboard/client.js';

/**
 * Opens `transport`, shakes hands over `protocol` and sets `settings.options`. Rejects with an `EngineError`
 * (`timeout`, `exited`, `bad-option`, `aborted`) after closing the transport.
 */
export function startEngine(
  transport: LineTransport,
  protocol: Protocol,
  settings: EngineSettings = {},
): Promise<Engine> {
  return protocol === 'xboard'
    ? XBoardEngine.start(transport, settings)
    : UciEngine.start(transport, protocol, settings);
}
