import type { BasePosition } from '@x/core';
import { useEffect, useRef, useState } from 'react';
import { type PerftProgress, workerPerft } from '../../lib/position/perft';

/** Perft of the current position (key the panel by position so that a new one starts afresh) with a progress bar and a stop button; runs in a Web Worker. */
export function PerftPanel({ position }: { readonly position: BasePosition | undefined }) {
  const [depth, setDepth] = useState(3);
  const [progress, setProgress] = useState<PerftProgress | undefined>();
  const [result, setResult] = useState<string>('');
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);
  // unmounting (a new position: the parent keys this panel by position) stops the running count
  useEffect(() => () => abort.current?.abort(), []);
  const start = async () => {
    if (!position) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setResult('');
    const t0 = performance.now();
    try {
      const n = await workerPerft(position, depth, setProgress, controller.signal);
      if (n !== undefined) setResult(`perft(${depth}) = ${n} in ${Math.round(performance.now() - t0)} ms`);
    } catch (e) {
      setResult(`perft failed: ${String(e)}`);
    } finally {
      if (abort.current === controller) setRunning(false);
    }
  };
  return (
    <div className="perft">
      <label>
        perft depth{' '}
        <input
          type="number"
          min={1}
          max={7}
          value={depth}
          data-testid="perft-depth"
          onChange={(e) => setDepth(Math.max(1, Math.min(7, Number(e.target.value) || 1)))}
        />
      </label>{' '}
      <button type="button" onClick={start} disabled={!position || running} data-testid="perft-run">
        Run perft
      </button>{' '}
      <button type="button" onClick={() => abort.current?.abort()} disabled={!running}>
        Stop
      </button>{' '}
      {progress ? (
        <progress max={progress.total} value={progress.done} data-testid="perft-progress">
          {progress.done}/{progress.total}
        </progress>
      ) : null}{' '}
      {running && progress ? (
        <span>
          {progress.done}/{progress.total} root moves, {progress.nodes} nodes
        </span>
      ) : null}
      <span data-testid="perft-result">{result}</span>
    </div>
  );
}
