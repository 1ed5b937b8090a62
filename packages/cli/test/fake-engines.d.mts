import type { LineTransport } from '@x/engine';

/** The fake engine's program. */
export declare const FAKE_ENGINE: string;

/** In-process fake engines for one run: the `Io.engineTransport`, and how many were started, at once, left open. */
export declare function fakeEngines(env: Readonly<Record<string, string | undefined>>): {
  transport(command: string, args: readonly string[]): LineTransport | undefined;
  count(): { started: number; peak: number; left: number };
};
