import {
  type Position as CorePosition,
  Position,
  safeParseFen,
  type VariantDefinition,
  variants,
} from '@x/core';
import * as san from '@x/san';
import { formatMovetext, formatSan, mainLine, safeParseMovetext, sanOptionsOf } from '@x/san';
import { useMemo } from 'react';
import { Canonical } from '../components/Canonical';
import { Editor } from '../components/Editor';
import { ErrorBox } from '../components/ErrorBox';
import { JsonView } from '../components/JsonView';
import { NotAvailable } from '../components/NotAvailable';
import { PlayPanel } from '../components/PlayPanel';
import { EXAMPLES } from '../lib/examples';
import { optionalExport } from '../lib/optional';
import { useUrlParam } from '../state/useUrlParam';

interface ReplayError {
  readonly code: string;
  readonly message: string;
  readonly offset: number;
  readonly length: number;
  readonly ply?: number;
}
type Replay = (
  position: CorePosition,
  text: string,
) =>
  | { success: true; data: { position: CorePosition; moves: readonly unknown[] } }
  | { success: false; error: ReplayError };
const sanReplay = optionalExport<Replay>(san, 'replay');

/** The SAN movetext view: the move tree, syntax errors with their span, canonical movetext, and the replayed game. */
export function SanView() {
  const [text, setText] = useUrlParam('san', EXAMPLES.san);
  const [startFen, setStartFen] = useUrlParam('sanfen', EXAMPLES.fen);
  const [variantKey, setVariantKey] = useUrlParam('sanvariant', 'chess');
  const variant: VariantDefinition = variants[variantKey as keyof typeof variants] ?? variants.chess;
  const options = useMemo(() => sanOptionsOf(variant), [variant]);
  const parsed = useMemo(() => safeParseMovetext(text, options), [text, options]);
  const start = useMemo(() => {
    const r = safeParseFen(startFen, variant);
    if (!r.success) return undefined;
    try {
      return Position.fromSetup(r.data, variant);
    } catch {
      return undefined;
    }
  }, [startFen, variant]);
  const replayed = useMemo(
    () => (sanReplay && start && parsed.success ? sanReplay(start, text) : undefined),
    [start, text, parsed],
  );
  const error = !parsed.success ? parsed.error : replayed && !replayed.success ? replayed.error : undefined;
  /** The replayed main line as written (SAN printed by `formatSan`), greyed at the head of the move list. */
  const earlier = useMemo(
    () =>
      replayed?.success && parsed.success
        ? mainLine(parsed.data.moves).map((n) => formatSan(n.data.san))
        : [],
    [replayed, parsed],
  );
  return (
    <section className="view" aria-label="SAN movetext">
      <div className="column">
        <Editor
          id="san"
          label="SAN movetext"
          value={text}
          onChange={setText}
          highlight={error ? { offset: error.offset, length: error.length } : undefined}
          rows={5}
        />
        <label className="inline">
          Variant{' '}
          <select
            value={variantKey}
            data-testid="san-variant"
            onChange={(e) => {
              const key = e.target.value as keyof typeof variants;
              setVariantKey(key);
              setStartFen(variants[key].startFen);
            }}
          >
            {Object.entries(variants).map(([key, v]) => (
              <option key={key} value={key}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          Start FEN{' '}
          <input
            value={startFen}
            onChange={(e) => setStartFen(e.target.value)}
            size={60}
            data-testid="san-start-fen"
          />
        </label>
        {start ? null : (
          <p className="muted">The start FEN is not a legal position of the variant; replay skipped.</p>
        )}
        {error ? (
          <ErrorBox
            error={{
              code: error.code,
              message: error.message,
              where: `offset ${error.offset}, length ${error.length}${'ply' in error && error.ply !== undefined ? `, ply ${error.ply}` : ''}`,
            }}
          />
        ) : (
          <p className="ok" data-testid="ok">
            ✔ valid{replayed ? ' and legal' : ''}
          </p>
        )}
        {parsed.success ? (
          <>
            <Canonical text={formatMovetext(parsed.data)} input={text} />
            <p>
              Main line:{' '}
              <code data-testid="main-line">
                {mainLine(parsed.data.moves)
                  .map((n) => formatSan(n.data.san))
                  .join(' ')}
              </code>
            </p>
            <JsonView value={parsed.data} title="Move tree" />
          </>
        ) : null}
      </div>
      <div className="column">
        {!sanReplay ? <NotAvailable what="Replaying SAN on a board" needs="@x/san replay" /> : null}
        {replayed?.success ? (
          <PlayPanel start={replayed.data.position} urlKey="sanmoves" earlier={earlier} />
        ) : start && !sanReplay ? (
          <PlayPanel start={start} urlKey="sanmoves" />
        ) : null}
      </div>
    </section>
  );
}
