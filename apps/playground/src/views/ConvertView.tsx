import { useMemo } from 'react';
import { Editor } from '../components/input/Editor';
import { ErrorBox } from '../components/output/ErrorBox';
import { EXAMPLES } from '../lib/examples';
import type { OpenView } from '../state/open';
import type { ViewId } from '../state/url';
import { useUrlParam } from '../state/useUrlParam';
import {
  CONVERSIONS,
  type Conversion,
  convert,
  POSITION_CONVERSIONS,
  sampleOf,
  VARIANT_IDS,
  variantOf,
} from './convert/conversions';
import { Choice } from '../components/input/Choice';

/** The view (and its URL parameter) that shows a conversion's output. */
const OUTPUT_VIEW: Partial<Record<Conversion, readonly [ViewId, string]>> = {
  'fen-feen': ['feen', 'feen'],
  'feen-fen': ['fen', 'fen'],
  'fen-icn': ['icn', 'icn'],
  'feen-icn': ['icn', 'icn'],
  'icn-fen': ['fen', 'fen'],
  'icn-feen': ['feen', 'feen'],
  'san-icn': ['icn', 'icn'],
  'icn-san': ['san', 'san'],
  'json-icn': ['icn', 'icn'],
};

function clockValue(text: string, fallback: number): number {
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

/** A small numeric field for one clock (`data-testid` is its name). */
function ClockInput(props: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <input
        data-testid={props.name}
        inputMode="numeric"
        size={4}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

/** The conversion the other way round (`fen-feen` → `feen-fen`), for position conversions. */
function reverseOf(kind: Conversion): Conversion | undefined {
  const [from, to] = kind.split('-');
  const back = `${to}-${from}` as Conversion;
  return POSITION_CONVERSIONS.has(kind) && POSITION_CONVERSIONS.has(back) ? back : undefined;
}

/**
 * The converter: every direction among FEN, FEEN and ICN for each built-in variant (clocks kept beside FEEN),
 * SAN movetext ⇄ ICN moves (chess games), ICN ⇄ its JSON model.
 */
export function ConvertView({ onOpen }: { readonly onOpen: OpenView }) {
  const [kind, setKind] = useUrlParam('conv', 'fen-feen');
  const conversion = (CONVERSIONS.find(([k]) => k === kind)?.[0] ?? 'fen-feen') as Conversion;
  const [variantId, setVariantId] = useUrlParam('convvariant', 'chess');
  const variant = variantOf(variantId);
  const [text, setText] = useUrlParam('convtext', sampleOf(conversion, variant));
  const [startFen, setStartFen] = useUrlParam('convfen', EXAMPLES.fen);
  const [border, setBorder] = useUrlParam('border', '1');
  const [halfmoves, setHalfmoves] = useUrlParam('halfmoves', '0');
  const [fullmoves, setFullmoves] = useUrlParam('fullmoves', '1');
  const clocks = { halfmoves: clockValue(halfmoves, 0), fullmoves: clockValue(fullmoves, 1) };
  const result = useMemo(
    () =>
      convert(conversion, text, {
        variant,
        clocks: { halfmoves: clocks.halfmoves, fullmoves: clocks.fullmoves },
        border: border === '1',
        startFen,
      }),
    [conversion, text, variant, clocks.halfmoves, clocks.fullmoves, border, startFen],
  );
  const isPosition = POSITION_CONVERSIONS.has(conversion);
  const usesStart = conversion === 'san-icn' || conversion === 'icn-san';
  const usesBorder = conversion.endsWith('-icn') && conversion !== 'json-icn';
  const back = reverseOf(conversion);
  return (
    <section className="view" aria-label="Converter">
      <div className="column">
        <Choice
          label="Conversion"
          options={CONVERSIONS}
          value={conversion}
          onChange={(k) => {
            setKind(k);
            setText(sampleOf(k, variant));
          }}
          testId="conversion"
        />
        {isPosition ? (
          <VariantSelect
            value={variant.id}
            onChange={(id) => {
              const v = variantOf(id);
              setVariantId(v.id);
              setText(sampleOf(conversion, v));
            }}
          />
        ) : null}
        <Editor
          id="convert"
          label="Input"
          value={text}
          onChange={setText}
          highlight={result.highlight}
          rows={4}
        />
        {conversion.startsWith('feen-') ? (
          <fieldset className="inline">
            <legend>Clocks (FEEN has none)</legend>
            <ClockInput name="halfmoves" label="halfmove" value={halfmoves} onChange={setHalfmoves} />{' '}
            <ClockInput name="fullmoves" label="fullmove" value={fullmoves} onChange={setFullmoves} />
          </fieldset>
        ) : null}
        {usesStart ? (
          <label className="inline">
            Start FEN <input value={startFen} onChange={(e) => setStartFen(e.target.value)} size={60} />
          </label>
        ) : null}
        {usesBorder ? (
          <label className="inline">
            <input
              type="checkbox"
              checked={border === '1'}
              onChange={(e) => setBorder(e.target.checked ? '1' : '0')}
            />{' '}
            keep the board as a world border
          </label>
        ) : null}
      </div>
      <div className="column">
        {result.error ? <ErrorBox error={result.error} /> : null}
        {result.output !== undefined ? (
          <>
            <h3>Output</h3>
            <div className="buttons">
              {OUTPUT_VIEW[conversion] ? (
                <button
                  type="button"
                  data-testid="open-output"
                  onClick={() => {
                    const [view, key] = OUTPUT_VIEW[conversion] as readonly [ViewId, string];
                    onOpen(view, {
                      [key]: result.output,
                      ...(view === 'fen'
                        ? { variant: isPosition ? variant.id : 'chess', fenmoves: undefined }
                        : {}),
                    });
                  }}
                >
                  Open in its view
                </button>
              ) : null}
              {back ? (
                <button
                  type="button"
                  data-testid="convert-back"
                  onClick={() => {
                    setKind(back);
                    setText(result.output ?? '');
                    if (result.clocks) {
                      setHalfmoves(String(result.clocks.halfmoves));
                      setFullmoves(String(result.clocks.fullmoves));
                    }
                  }}
                >
                  Convert back
                </button>
              ) : null}
            </div>
            <pre className="output" data-testid="output">
              {result.output}
            </pre>
            {result.clocks ? (
              <p className="note" data-testid="output-clocks">
                Clocks FEEN cannot hold: halfmove {result.clocks.halfmoves}, fullmove{' '}
                {result.clocks.fullmoves} (kept for the way back).
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The built-in variant a position conversion reads and writes. */
function VariantSelect({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (id: string) => void;
}) {
  return (
    <Choice
      label="Variant"
      options={VARIANT_IDS.map((id) => [id, id] as const)}
      value={value}
      onChange={onChange}
      testId="convert-variant"
    />
  );
}
