/**
 * An `EnginePlayer` on `@x/engine`: the engine of an `EngineSpec` started over its protocol, its options set,
 * the variant given to it, and each search's answer checked by `@x/core`.
 */
import type { VariantDefinition } from '@x/core';
import { InputError } from '../failure.js';
import type { EnginePlayer } from './engine-player.js';
import type { EngineSpec } from './engine-spec.js';
import type { VariantSource } from './variant-source.js';

/** How an engine is started for a command. */
export interface SessionOptions {
  /** `--option NAME=VALUE`, in order. */
  readonly options: readonly (readonly [string, string])[];
  /** `--variants FILE`: given to the engine that can load it. */
  readonly variants?: VariantSource | undefined;
  /** The variant the engine plays (a match's; an analysis takes each game's). */
  readonly variant?: VariantDefinition | undefined;
  /** Whether the engine analyses (UCI_AnalyseMode) rather than plays. */
  readonly analysis: boolean;
}

/** Starts the engine of `spec` (an input error when it cannot be started or does not answer). */
export async function startEngine(spec: EngineSpec, _options: SessionOptions): Promise<EnginePlayer> {
  throw new InputError(`${spec.command}: @x/engine is not built yet`);
}
