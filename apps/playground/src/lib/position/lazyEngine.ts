/**
 * The position of a FEN view setup: standard chess with `@x/core/chess`'s `ChessPosition` (small, in the first
 * load), every other variant with `@x/core`'s generic `Position`, whose engine and variant compiler (about 25 KB
 * gzip) load on first use — a variant chosen, or a chess setup that is not a legal position (the generic engine
 * words its `PositionError`, as before this split). Same moves, outcomes and keys either way (`@x/core`'s
 * `ChessPosition agrees with Position` test).
 */
import type { BasePosition, Setup, VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { ChessPosition } from '@x/core/chess';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Builds the position of `setup` in `variant`; throws the engine's `PositionError`. */
export type PositionMaker = (setup: Setup, variant: VariantDefinition) => BasePosition;

let loaded: PositionMaker | undefined;
let pending: Promise<PositionMaker> | undefined;

/** Loads the generic engine once; resolves to its `Position.fromSetup`. */
export function loadGenericEngine(): Promise<PositionMaker> {
  pending ??= import('./genericPosition').then(({ Position }) => {
    loaded = (setup, variant) => Position.fromSetup(setup, variant);
    return loaded;
  });
  return pending;
}

/**
 * The position of `setup` in `variant`, or `undefined` while the generic engine it needs is not loaded yet
 * (`useGenericEngine` loads it). Throws the engine's `PositionError`.
 */
export function positionOf(
  setup: Setup,
  variant: VariantDefinition,
  generic: PositionMaker | undefined,
): BasePosition | undefined {
  if (variant === variants.chess) {
    try {
      return ChessPosition.fromSetup(setup);
    } catch {
      // not a legal chess position: the message the generic engine gives it
      if (!generic) return undefined;
    }
  }
  return generic?.(setup, variant);
}

/**
 * The generic engine's position maker once loaded (a re-render follows its arrival), and `request`, which starts
 * loading it.
 */
export function useGenericEngine(): {
  readonly maker: PositionMaker | undefined;
  readonly request: () => void;
} {
  const [maker, setMaker] = useState<PositionMaker | undefined>(() => loaded);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const request = useCallback(() => {
    void loadGenericEngine().then((m) => {
      if (live.current) setMaker(() => m);
    });
  }, []);
  return { maker, request };
}
