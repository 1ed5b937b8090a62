import { safeParse, stringify, toFen } from '@x/feen';
import { useMemo } from 'react';
import { Board } from '../components/board/Board';
import { Canonical } from '../components/output/Canonical';
import { Editor } from '../components/input/Editor';
import { FenText } from '../components/output/FenText';
import { ErrorBox, type ShownError, shownError } from '../components/output/ErrorBox';
import { OtherTab } from '../components/output/OtherTab';
import { JsonView } from '../components/output/JsonView';
import { EXAMPLES } from '../lib/examples';
import { feenModels, feenStyle } from '../lib/board/feenModel';
import type { OpenView } from '../state/open';
import { useUrlParam } from '../state/useUrlParam';

/** The FEEN view: parsed position, errors with their span, canonical text, the board(s) and hands. */
export function FeenView({ onOpen }: { readonly onOpen: OpenView }) {
  const [text, setText] = useUrlParam('feen', EXAMPLES.feen);
  // a pasted FEEN often ends in a newline or spaces: read it without them (offsets are unchanged)
  const r = useMemo(() => safeParse(text.trimEnd()), [text]);
  const written = useMemo((): { canonical?: string; error?: ShownError } => {
    if (!r.success) return {};
    try {
      return { canonical: stringify(r.data) };
    } catch (e) {
      return { error: shownError(e) };
    }
  }, [r]);
  const canonical = written.canonical;
  const highlight = r.success ? undefined : { offset: r.error.offset, length: r.error.length };
  const models = useMemo(() => (r.success ? feenModels(r.data) : []), [r]);
  const style = r.success ? feenStyle(r.data) : undefined;
  /** The chess FEN of the position, when it is one (`@x/feen`'s `toFen`). */
  const fen = useMemo(() => {
    if (!r.success) return undefined;
    try {
      return toFen(text);
    } catch {
      return undefined;
    }
  }, [r, text]);
  return (
    <section className="view" aria-label="FEEN">
      <div className="column">
        <Editor id="feen" label="FEEN" value={text} onChange={setText} highlight={highlight} rows={3} />
        {r.success ? (
          <p className="ok" data-testid="ok">
            ✔ valid — {r.data.shape.join(' × ')} board,{' '}
            {r.data.styles.active.side === 'first' ? 'first' : 'second'} player to move
          </p>
        ) : (
          <ErrorBox
            error={{
              code: r.error.code,
              message: r.error.message,
              offset: r.error.offset,
              length: r.error.length,
            }}
          />
        )}
        {r.success ? null : <OtherTab text={text} here="feen" />}
        {canonical !== undefined ? <Canonical text={canonical} input={text} /> : null}
        {written.error ? <ErrorBox error={written.error} testId="canonical-error" /> : null}
        {fen ? (
          // the FEN in a box of its own under the sentence, wrapping between its ranks and fields (a phone's line
          // is shorter than a FEN), never inside the sentence
          <div className="chess-fen">
            <div>
              A chess position, as FEN:{' '}
              <button
                type="button"
                data-testid="feen-play"
                onClick={() => onOpen('fen', { variant: 'chess', fen, fenmoves: undefined })}
              >
                Play it
              </button>
            </div>
            <FenText text={fen} testId="feen-fen" />
          </div>
        ) : null}
        {r.success ? <JsonView value={r.data} title="Parsed position" /> : null}
      </div>
      {/* the board first on one column (`styles.css`) */}
      <div className="column board-first">
        {models.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: layers are positional
          <div key={i}>
            {models.length > 1 ? <h3>Layer {i + 1}</h3> : null}
            <Board model={m} boardStyle={style} download={`feen-layer-${i + 1}`} />
          </div>
        ))}
      </div>
    </section>
  );
}
