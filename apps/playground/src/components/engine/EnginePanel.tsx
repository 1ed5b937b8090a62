import './engine.css';
import type { CommentEvaluation } from '@x/san/annotations';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { type EvalPoint, mainLineEvaluations } from '../../lib/analysis/commentInfo';
import type { BasePosition, Move } from '@x/core';
import type { AnalysisNode, NodePath } from '../../lib/analysis/gameTree';
import { evaluationText } from '../../lib/analysis/commentInfo';
import { EvalBar } from './EvalBar';
import { type EngineView, LINES, useEngine } from './useEngine';
import { onToggleEngine } from '../../state/engineSwitch';
import { useLook } from '../../state/look';
import { figurineSan } from '../../lib/text/figurine';

const EvalChart = lazy(() => import('../analysis/EvalChart'));

/** Props of {@link EnginePanel}. */
export interface EnginePanelProps {
  /** The position on the board. */
  readonly position: BasePosition;
  /** The game's first moves (the main line's positions are the chart's), when a game is open. */
  readonly moves: readonly AnalysisNode[] | undefined;
  /** The ply on the board. */
  readonly ply: number;
  readonly onGo: (path: NodePath) => void;
  /** Hears the engine's best move and evaluation of the position on the board (undefined: none, engine off). */
  readonly onReport?: ((report: EngineReport | undefined) => void) | undefined;
  /** Plays a line's moves (SAN) from the position on the board: its first move, or the whole line. */
  readonly onPlayLine?: ((sans: readonly string[]) => void) | undefined;
}

/** What the board shows of the engine: its best move (the arrow, Space) and evaluation (the gauge), by position. */
export interface EngineReport {
  /** The FEN of the position analysed. */
  readonly fen: string;
  readonly best: Move | undefined;
  readonly evaluation: CommentEvaluation | undefined;
}

/** The command that serves an engine to this panel. */
const SERVE = 'xn engine serve --engine /usr/games/stockfish';

/**
 * The engine panel: an engine served on this computer by `xn engine serve` analysing the position on the board —
 * the evaluation bar, the three best lines, the depth, start and stop — and, for a game whose file carries no
 * evaluations, the chart of the engine's evaluations of the main-line positions it has seen. Without an engine,
 * one line ("not connected", Connect) and, folded until a connection fails, how to serve one.
 */
export default function EnginePanel({ position, moves, ply, onGo, onReport, onPlayLine }: EnginePanelProps) {
  const engine = useEngine(position);
  const fen = position.toFen();
  const points = useEnginePoints(moves, engine.evaluations);
  useEngineSwitch(engine);
  useEngineReport(engine, fen, onReport);
  const figurines = useLook().notation === 'figurines';
  if (engine.status === 'connecting' || engine.status === 'offline')
    return (
      <section className="engine-panel engine-off" aria-label="Engine" data-testid="engine-panel">
        <div className="engine-off-line">
          <h3>Engine</h3>
          {engine.status === 'connecting' ? (
            <span className="muted">connecting…</span>
          ) : (
            <>
              <span className="muted engine-off-status" data-testid="engine-offline">
                not connected{engine.problem ? ` (${engine.problem})` : ''}
              </span>
              <button type="button" onClick={engine.connect} data-testid="engine-connect">
                Connect
              </button>
            </>
          )}
        </div>
        {/* kept while connecting (a fold opened stays open), and opened once a connection has failed */}
        <ServeHow failed={engine.problem !== undefined} />
      </section>
    );
  const best = engine.lines[0]?.evaluation;
  return (
    <section className="engine-panel" aria-label="Engine" data-testid="engine-panel">
      <header className="engine-head">
        <h3>{engine.name ?? 'Engine'}</h3>
        <span className="engine-depth" data-testid="engine-depth">
          {engine.depth === undefined ? '' : `depth ${engine.depth}`}
          {engine.nodes === undefined ? '' : ` · ${formatNodes(engine.nodes)} nodes`}
        </span>
        {/* a search refused (a variant the engine does not play) has ended: nothing to stop */}
        {engine.status === 'running' && engine.problem === undefined ? (
          <button type="button" onClick={engine.stop} data-testid="engine-stop">
            Stop
          </button>
        ) : (
          <button type="button" onClick={engine.start} data-testid="engine-start">
            Start
          </button>
        )}
      </header>
      {engine.problem ? (
        // a search refused or ended (a variant the engine does not play): said in place of the bar and the lines
        <p className="engine-problem" role="status" data-testid="engine-problem">
          {engine.problem}
        </p>
      ) : (
        <EvalBar evaluation={engine.evaluations.get(fen) ?? best} orientation="horizontal" />
      )}
      <ol className="engine-lines" data-testid="engine-lines" hidden={engine.problem !== undefined}>
        {Array.from({ length: LINES }, (_, i) => {
          const line = engine.lines[i];
          return (
            // keyed by rank: two ranks may briefly share a first move, and React leaves a stale row behind
            // children with the same key (a line of the last position stayed on screen)
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the ranks 1…LINES, fixed in number
            <li key={i} className="engine-line">
              <span className="engine-score">{line?.evaluation ? evaluationText(line.evaluation) : ''}</span>
              {line && onPlayLine ? (
                <>
                  <button
                    type="button"
                    className="engine-moves link"
                    title={`play ${line.sans[0] ?? ''}`}
                    data-testid="engine-line-play"
                    onClick={() => onPlayLine(line.sans.slice(0, 1))}
                  >
                    {figurines ? figurineSan(line.text) : line.text}
                  </button>
                  <button
                    type="button"
                    className="engine-line-add"
                    title="add the whole line as a variation"
                    aria-label={`add the line ${line.text} as a variation`}
                    data-testid="engine-line-add"
                    onClick={() => onPlayLine(line.sans)}
                  >
                    ⤵
                  </button>
                </>
              ) : (
                <span className="engine-moves">
                  {line
                    ? figurines
                      ? figurineSan(line.text)
                      : line.text
                    : engine.status === 'running'
                      ? '…'
                      : ''}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {points.length > 0 ? (
        <Suspense fallback={null}>
          <p className="muted engine-chart-note">The engine's evaluations of the positions it has seen:</p>
          <EvalChart points={points} ply={ply} onGo={onGo} analysedOnly />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * How to connect an engine, folded until a connection fails (the status then says only that nothing answered): the
 * panel analyses with an engine this computer serves, which the playground cannot start itself.
 */
function ServeHow({ failed }: { readonly failed: boolean }) {
  return (
    // a new element when a connection fails, so that it opens then and the user's fold or unfold holds after
    <details className="engine-how" data-testid="engine-how" key={String(failed)} open={failed}>
      <summary>How to connect</summary>
      <p>
        The analysis runs in an engine on your computer (Stockfish, or Fairy-Stockfish for variants). Serve it
        with the <code>xn</code> command line of <code>@x/cli</code>, then press Connect:
      </p>
      <code className="engine-serve">{SERVE}</code>
    </details>
  );
}

/** `l` (`toggleEngine`): an engine offline is connected, a running one stopped, a stopped one started. */
function useEngineSwitch(engine: EngineView): void {
  const current = useRef(engine);
  current.current = engine;
  useEffect(
    () =>
      onToggleEngine(() => {
        const e = current.current;
        if (e.status === 'offline') e.connect();
        else if (e.status === 'running' && e.problem === undefined) e.stop();
        else if (e.status !== 'connecting') e.start();
      }),
    [],
  );
}

/**
 * Tells `onReport` the best move and evaluation of the position `fen` while the engine analyses it (undefined when
 * it does not: stopped, offline, refused), once per change of either: a new depth with the same best move and score
 * re-renders nothing.
 */
function useEngineReport(
  engine: EngineView,
  fen: string,
  onReport: ((report: EngineReport | undefined) => void) | undefined,
): void {
  const line = engine.lines[0]?.fen === fen ? engine.lines[0] : undefined;
  const on = engine.status === 'running' && engine.problem === undefined;
  const best = on ? line?.first : undefined;
  const evaluation = on ? (line?.evaluation ?? engine.evaluations.get(fen)) : undefined;
  const key = on ? `${fen}|${line?.sans[0] ?? ''}|${evaluation ? evaluationText(evaluation) : ''}` : '';
  const report = useRef(onReport);
  report.current = onReport;
  const reported = useRef({ best, evaluation });
  reported.current = { best, evaluation };
  useEffect(() => {
    const { best: move, evaluation: score } = reported.current;
    report.current?.(key === '' ? undefined : { fen, best: move, evaluation: score });
  }, [key, fen]);
  useEffect(() => () => report.current?.(undefined), []);
}

/**
 * The main line's points for the chart from the engine's evaluations, when the file has none of its own (then
 * the analysis board's own chart draws the file's) and the engine has evaluated two main-line positions or more.
 */
function useEnginePoints(
  moves: readonly AnalysisNode[] | undefined,
  evaluations: ReadonlyMap<string, CommentEvaluation>,
): EvalPoint[] {
  return useMemo(() => {
    if (!moves || mainLineEvaluations(moves).length > 0) return [];
    const points: EvalPoint[] = [];
    let seen = 0;
    for (let node = moves[0]; node; node = node.children[0]) {
      const evaluation = evaluations.get(node.position.toFen());
      if (evaluation !== undefined) seen++;
      points.push({ node, evaluation });
    }
    // one point is no curve: the bar shows it
    return seen >= 2 ? points : [];
  }, [moves, evaluations]);
}

/** Nodes as a reader takes them in: `950`, `12.3k`, `4.1M`. */
function formatNodes(nodes: number): string {
  if (nodes < 1000) return String(nodes);
  if (nodes < 1e6) return `${(nodes / 1000).toFixed(1)}k`;
  return `${(nodes / 1e6).toFixed(1)}M`;
}
