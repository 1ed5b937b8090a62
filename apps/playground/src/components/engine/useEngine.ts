import type { BasePosition } from '@x/core';
import type { CommentEvaluation } from '@x/san/annotations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ShownLine, shownLine } from '../../lib/engine/engineLines';
import { connectEngine } from '../../lib/engine/connectEngine';
import { DEFAULT_ENGINE_URL, type LiveSearch, type LiveSession } from '../../lib/engine/liveSession';

/** Lines the panel asks for. */
export const LINES = 3;

/** Where the panel's engine is. */
export type EngineStatus = 'connecting' | 'offline' | 'running' | 'stopped';

/** What the panel shows. */
export interface EngineView {
  readonly status: EngineStatus;
  /** Why the engine is offline (the connection's error), when it is. */
  readonly problem: string | undefined;
  readonly name: string | undefined;
  readonly depth: number | undefined;
  readonly nodes: number | undefined;
  /** The lines, best first. */
  readonly lines: readonly ShownLine[];
  /** The deepest evaluation (for White) of each position analysed, by FEN. */
  readonly evaluations: ReadonlyMap<string, CommentEvaluation>;
  readonly start: () => void;
  readonly stop: () => void;
  /** Connects (after the server was started). */
  readonly connect: () => void;
}

/** Where the page remembers that an engine was connected: it connects again by itself on the next visit. */
const REMEMBERED = 'x-playground-engine';

/** The address of the engine connected on an earlier visit (storage may be refused: then none). */
function remembered(): string | undefined {
  try {
    return localStorage.getItem(REMEMBERED) ?? undefined;
  } catch {
    return undefined;
  }
}

function remember(url: string): void {
  try {
    localStorage.setItem(REMEMBERED, url);
  } catch {
    // a page that may not store: connect by hand next time
  }
}

/**
 * The engine panel's state: a connection to `xn engine serve`, opened when asked (and by itself on a later visit,
 * once one was made: a page that tried a closed port would log a network error for nothing), the position on the board
 * analysed with three lines while running (a new position stops the search and starts another), the lines and
 * depth as they arrive, and each position's deepest evaluation kept for the chart.
 */
export function useEngine(position: BasePosition): EngineView {
  const [url] = useState(() => remembered() ?? DEFAULT_ENGINE_URL);
  const [session, setSession] = useState<LiveSession | undefined>();
  const [attempt, setAttempt] = useState(() => (remembered() ? 1 : 0));
  const [status, setStatus] = useState<EngineStatus>(attempt > 0 ? 'connecting' : 'offline');
  const [problem, setProblem] = useState<string | undefined>();
  const [progress, setProgress] = useState<{
    depth?: number | undefined;
    nodes?: number | undefined;
    lines: ShownLine[];
  }>({
    lines: [],
  });
  const [evaluations, setEvaluations] = useState<ReadonlyMap<string, CommentEvaluation>>(new Map());
  const search = useRef<LiveSearch | undefined>(undefined);

  useEffect(() => {
    if (attempt === 0) return;
    const abort = new AbortController();
    setStatus('connecting');
    let opened: LiveSession | undefined;
    connectEngine(url, abort.signal, () => {
      setSession(undefined);
      setStatus('offline');
      setProblem('the connection closed');
    }).then(
      (live) => {
        // the page moved on (another address, unmounted) while the engine answered: end it
        if (abort.signal.aborted) return live.close();
        opened = live;
        remember(url);
        setSession(live);
        setProblem(undefined);
        setStatus('running');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setStatus('offline');
        setProblem(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      abort.abort();
      opened?.close();
    };
  }, [url, attempt]);

  useEffect(() => {
    if (!session || status !== 'running') return;
    const fen = position.toFen();
    const lines: ShownLine[] = [];
    let depth: number | undefined;
    setProgress({ lines: [] });
    setProblem(undefined);
    const running = session.analyse(position, LINES, (info) => {
      const line = shownLine(position, info.score, info.pv, info.depth);
      if (line.text === '') return;
      lines[info.multipv - 1] = line;
      if (info.multipv === 1) depth = info.depth;
      setProgress({ depth, nodes: info.nodes, lines: lines.filter(Boolean) });
      const best = lines[0]?.evaluation;
      if (info.multipv === 1 && best)
        setEvaluations((known) => (known.get(fen) === best ? known : new Map(known).set(fen, best)));
    });
    running.done.catch((error: unknown) => {
      if (search.current === running) setProblem(searchProblem(error, position));
    });
    search.current = running;
    return () => {
      running.stop();
      search.current = undefined;
    };
  }, [session, status, position]);

  const start = useCallback(() => session && setStatus('running'), [session]);
  const stop = useCallback(() => {
    search.current?.stop();
    if (session) setStatus('stopped');
  }, [session]);
  const connect = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    status,
    problem,
    name: session?.name,
    depth: progress.depth,
    nodes: progress.nodes,
    lines: progress.lines,
    evaluations,
    start,
    stop,
    connect,
  };
}

/** What the panel says of a search that ended with `error` (a variant the engine does not play: what to do). */
function searchProblem(error: unknown, position: BasePosition): string {
  if ((error as { code?: unknown } | null)?.code === 'unsupported-variant')
    return `This engine does not play ${position.variant.name}. Serve one that does: xn engine serve --engine /usr/games/fairy-stockfish`;
  return error instanceof Error ? error.message : String(error);
}
