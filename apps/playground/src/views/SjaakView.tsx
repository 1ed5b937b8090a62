import * as sjaak from '@x/sjaak-variants';
import { memo, useMemo } from 'react';
import { Board } from '../components/Board';
import { Canonical } from '../components/Canonical';
import { Editor } from '../components/Editor';
import { DiagnosticList, ErrorBox, type ShownError } from '../components/ErrorBox';
import { type Example, Examples } from '../components/Examples';
import { JsonView } from '../components/JsonView';
import { EXAMPLES } from '../lib/examples';
import { firstSjaakError } from '../lib/sjaakErrors';
import { sjaakModel } from '../lib/sjaakModel';
import { sjaakOption } from '../lib/sjaakOptions';
import { nameWithSize } from '../lib/variants';
import { LARGE_INPUT, SETTLE_MS, useSettledValue } from '../state/useSettledValue';
import { useUrlParam } from '../state/useUrlParam';
import { addLoadedVariants } from '../state/variantStore';

type SjaakParse = ReturnType<typeof sjaak.safeParse>;

/** The examples of the SjaakII view: a small variant of our own and the package's catalogue. */
const SJAAK_EXAMPLES: readonly Example[] = [
  { label: 'mini 6×6', text: EXAMPLES.sjaak },
  { label: 'the @x/sjaak-variants catalogue', text: sjaak.CATALOGUE_TEXT },
];

/**
 * The SjaakII variants-file view: diagnostics with their spans, the variants, canonical text, start
 * boards. A large file is parsed when typing pauses, and what is drawn from the parse is memoised, so
 * each keystroke only repaints the editor.
 */
export function SjaakView({ onPlay }: { readonly onPlay: (variantKey: string, fen: string) => void }) {
  const [typed, setText] = useUrlParam('sjaak', EXAMPLES.sjaak);
  const [chosen, setChosen] = useUrlParam('sjaakv', '');
  const text = useSettledValue(typed, typed.length > LARGE_INPUT ? SETTLE_MS : 0);
  const r = useMemo(() => sjaak.safeParse(text), [text]);
  const found = useMemo(() => firstSjaakError(r), [r]);
  const data = r.success ? r.data : undefined;
  const variant = data?.variants.find((v) => v.shortName === chosen) ?? data?.variants[0];
  return (
    <section className="view" aria-label="SjaakII variants file">
      <div className="column">
        <Examples items={SJAAK_EXAMPLES} onPick={(e) => setText(e.text)} />
        <Editor
          id="sjaak"
          label="variants.txt"
          value={typed}
          onChange={setText}
          highlight={typed === text ? found.highlight : undefined}
          rows={14}
        />
        <ParseDetails r={r} text={text} error={found.error} variant={variant} />
      </div>
      <div className="column">
        <VariantPanel r={r} variant={variant} onChoose={setChosen} onPlay={onPlay} />
      </div>
    </section>
  );
}

/** The error or the count, the diagnostics, the canonical text and the chosen variant's parse. */
const ParseDetails = memo(function ParseDetails({
  r,
  text,
  error,
  variant,
}: {
  readonly r: SjaakParse;
  readonly text: string;
  readonly error: ShownError | undefined;
  readonly variant: sjaak.VariantDefinition | undefined;
}) {
  const data = r.success ? r.data : undefined;
  const canonical = useMemo(() => (data ? sjaak.stringify(data.variants) : undefined), [data]);
  // each diagnostic once: the one in the error box is not listed again
  const listed = (data?.diagnostics ?? []).filter(
    (d) => !(error && d.code === error.code && d.line === error.line && d.column === error.column),
  );
  return (
    <>
      {error ? (
        <ErrorBox error={error} />
      ) : (
        <p className="ok" data-testid="ok">
          ✔ {data?.variants.length ?? 0} variant{data?.variants.length === 1 ? '' : 's'}, no errors
        </p>
      )}
      {listed.length ? <DiagnosticList items={listed} testId="diagnostics" /> : null}
      {canonical !== undefined ? <Canonical text={canonical} input={text} /> : null}
      {variant ? <JsonView value={variant} title={`Parsed: ${variant.name}`} /> : null}
    </>
  );
});

/** The variant chooser, the chosen variant's start FEN and board, and its Play button. */
const VariantPanel = memo(function VariantPanel({
  r,
  variant,
  onChoose,
  onPlay,
}: {
  readonly r: SjaakParse;
  readonly variant: sjaak.VariantDefinition | undefined;
  readonly onChoose: (shortName: string) => void;
  readonly onPlay: (variantKey: string, fen: string) => void;
}) {
  const data = r.success ? r.data : undefined;
  const board = useMemo(() => {
    if (!variant?.fen) return undefined;
    const { position } = sjaak.readFen(variant, variant.fen);
    return sjaakModel(variant, position);
  }, [variant]);
  const play = () => {
    if (!variant) return;
    const option = sjaakOption(variant, 'file');
    addLoadedVariants([option]);
    onPlay(option.key, variant.fen ?? '');
  };
  return (
    <>
      {data && data.variants.length > 0 ? (
        <label>
          Variant{' '}
          <select
            value={variant?.shortName ?? ''}
            onChange={(e) => onChoose(e.target.value)}
            data-testid="sjaak-variant"
          >
            {data.variants.map((v) => (
              <option key={v.shortName} value={v.shortName}>
                {nameWithSize(v.name, v.board.files, v.board.ranks)}
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
    </>
  );
});
