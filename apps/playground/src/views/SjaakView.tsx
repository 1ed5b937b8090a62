import * as sjaak from '@x/sjaak-variants';
import { useMemo } from 'react';
import { Board } from '../components/Board';
import { Canonical } from '../components/Canonical';
import { Editor } from '../components/Editor';
import { ErrorBox, type ShownError } from '../components/ErrorBox';
import { JsonView } from '../components/JsonView';
import { EXAMPLES } from '../lib/examples';
import { offsetOf } from '../lib/lines';
import { sjaakModel } from '../lib/sjaakModel';
import { sjaakOption } from '../lib/sjaakOptions';
import { useUrlParam } from '../state/useUrlParam';
import { addLoadedVariants } from '../state/variantStore';

/** The SjaakII variants-file view: diagnostics with their spans, the variants, canonical text, start boards. */
export function SjaakView({ onPlay }: { readonly onPlay: (variantKey: string, fen: string) => void }) {
  const [text, setText] = useUrlParam('sjaak', EXAMPLES.sjaak);
  const [chosen, setChosen] = useUrlParam('sjaakv', '');
  const r = useMemo(() => sjaak.safeParse(text), [text]);
  const data = r.success ? r.data : undefined;
  const canonical = useMemo(() => (data ? sjaak.stringify(data.variants) : undefined), [data]);
  const variant = data?.variants.find((v) => v.shortName === chosen) ?? data?.variants[0];
  const board = useMemo(() => {
    if (!variant?.fen) return undefined;
    const { position } = sjaak.readFen(variant, variant.fen);
    return sjaakModel(variant, position);
  }, [variant]);
  let error: ShownError | undefined;
  let highlight: { offset: number; length: number } | undefined;
  if (!r.success) {
    error = { code: r.error.code, message: r.error.message };
    const e = r.error as { line?: number; column?: number; offset?: number; length?: number };
    if (e.line !== undefined)
      highlight = { offset: offsetOf(text, e.line, e.column ?? 1), length: e.length ?? 1 };
    else if (e.offset !== undefined) highlight = { offset: e.offset, length: e.length ?? 1 };
  } else {
    const first = r.data.diagnostics.find((d) => d.severity === 'error');
    if (first) {
      error = {
        code: first.code,
        message: first.message,
        where: `line ${first.line}, column ${first.column}`,
      };
      highlight = { offset: offsetOf(text, first.line, first.column), length: first.length };
    }
  }
  const play = () => {
    if (!variant) return;
    const option = sjaakOption(variant, 'file');
    addLoadedVariants([option]);
    onPlay(option.key, variant.fen ?? '');
  };
  return (
    <section className="view" aria-label="SjaakII variants file">
      <div className="column">
        <div className="examples">
          Examples:{' '}
          <button type="button" onClick={() => setText(EXAMPLES.sjaak)}>
            mini 6×6
          </button>{' '}
          <button type="button" onClick={() => setText(sjaak.CATALOGUE_TEXT)}>
            the @x/sjaak-variants catalogue
          </button>
        </div>
        <Editor
          id="sjaak"
          label="variants.txt"
          value={text}
          onChange={setText}
          highlight={highlight}
          rows={14}
        />
        {error ? (
          <ErrorBox error={error} />
        ) : (
          <p className="ok" data-testid="ok">
            ✔ {data?.variants.length ?? 0} variant(s), no errors
          </p>
        )}
        {data?.diagnostics.length ? (
          <ul className="warnings" data-testid="diagnostics">
            {data.diagnostics.map((d) => (
              <li key={`${d.line}:${d.column}:${d.code}`} className={d.severity}>
                {d.severity} <code>{d.code}</code> line {d.line}, column {d.column}: {d.message}
              </li>
            ))}
          </ul>
        ) : null}
        {canonical !== undefined ? <Canonical text={canonical} input={text} /> : null}
        {variant ? <JsonView value={variant} title={`Parsed: ${variant.name}`} /> : null}
      </div>
      <div className="column">
        {data && data.variants.length > 0 ? (
          <label>
            Variant{' '}
            <select
              value={variant?.shortName ?? ''}
              onChange={(e) => setChosen(e.target.value)}
              data-testid="sjaak-variant"
            >
              {data.variants.map((v) => (
                <option key={v.shortName} value={v.shortName}>
                  {v.name} ({v.board.files}×{v.board.ranks})
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {variant?.fen ? (
          <p>
            Start FEN <code>{sjaak.startFen(variant)}</code>
          </p>
        ) : null}
        {board ? <Board model={board} /> : null}
        {variant ? (
          <button type="button" onClick={play} data-testid="sjaak-play">
            Play this variant
          </button>
        ) : null}
      </div>
    </section>
  );
}
