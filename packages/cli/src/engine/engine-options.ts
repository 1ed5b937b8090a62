/**
 * The options `xn analyse` and `xn match` share: the engines (`--engine`, `--protocol`, `--option` (`option-plan.ts`),
 * `--timeout-handshake`, `--timeout-move`), the search limit (`--nodes`, `--depth`, `--movetime`) and the variant files (`--variants`), and how numbers
 * given to them are read.
 */
import type { Limit } from '@x/engine';
import { FLAG, VALUE, wholeNumber } from '../command.js';
import { UsageError } from '../failure.js';

/** The shared options, for `parseArgs`. */
export const ENGINE_OPTIONS = {
  engine: { ...VALUE, multiple: true },
  protocol: { ...VALUE, multiple: true },
  option: { ...VALUE, multiple: true },
  nodes: VALUE,
  depth: VALUE,
  movetime: VALUE,
  variants: { ...VALUE, multiple: true },
  'timeout-handshake': VALUE,
  'timeout-move': VALUE,
  quiet: { ...FLAG, short: 'q' },
} as const;

/** `--timeout-handshake MS` and `--timeout-move MS` (each undefined when not given: the defaults). */
export function engineTimeouts(
  values: { readonly 'timeout-handshake'?: string; readonly 'timeout-move'?: string },
  command: string,
): { handshakeTimeoutMs: number | undefined; moveTimeoutMs: number | undefined } {
  const ms = (name: 'timeout-handshake' | 'timeout-move') =>
    wholeNumber(values[name], name, command, 1, 86_400_000);
  return { handshakeTimeoutMs: ms('timeout-handshake'), moveTimeoutMs: ms('timeout-move') };
}

/** `--nodes`, `--depth`, `--movetime`: at most one of them (undefined when none is given). */
export function searchLimit(
  values: { readonly nodes?: string; readonly depth?: string; readonly movetime?: string },
  command: string,
): Limit | undefined {
  const given = (['nodes', 'depth', 'movetime'] as const).filter((name) => values[name] !== undefined);
  if (given.length > 1)
    throw new UsageError(
      `give one of --nodes, --depth, --movetime (got ${given.map((g) => `--${g}`).join(', ')})`,
      command,
    );
  const nodes = wholeNumber(values.nodes, 'nodes', command, 1, 1e12);
  if (nodes !== undefined) return { nodes };
  const depth = wholeNumber(values.depth, 'depth', command, 1, 200);
  if (depth !== undefined) return { depth };
  const movetimeMs = wholeNumber(values.movetime, 'movetime', command, 1, 86_400_000);
  return movetimeMs === undefined ? undefined : { movetimeMs };
}
