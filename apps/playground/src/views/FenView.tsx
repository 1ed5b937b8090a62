import { type FenError, type Setup, safeParseFen, stringifyFen, type BasePosition } from '@x/core';
import { sfenVariant, variantsReading } from '../lib/position/fenReaders';
import { fenTextFor } from '../lib/position/sfenAsFen';
import { useEffect, useMemo } from 'react';
import { Board, type StyledVariant } from '../components/board/Board';
import { Canonical } from '../components/output/Canonical';
import { Editor, type Highlight } from '../components/input/Editor';
import { DiagnosticList, ErrorBox, type ShownError } from '../components/output/ErrorBox';
import { OtherTab } from '../components/output/OtherTab';
import { JsonView } from '../components/output/JsonView';
import { PlayPanel } from '../components/play/PlayPanel';
import { VariantPicker } from '../components/variant/VariantPicker';
import type { BoardModel } from '../lib/board/boardModel';
import { setupModel } from '../lib/board/coreModel';
import { type PositionMaker, positionOf, useGenericEngine } from '../lib/position/lazyEngine';
import { shownLocated } from '../lib/text/shownError';
import type { BoardOnlyFen, VariantOption } from '../lib/variants/variants';
import { useUrlParam } from '../state/useUrlParam';
import { useVariantOptions, useVariantsPending } from '../state/variantStore';

/** The play panel, for the variants-file tabs (`VariantStage`): it travels in this view's chunk. */
export { PlayPanel };

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

interface FenResult {
  readonly error?: ShownError;
  readonly highlight?: Highlight;
  readonly parsed?: unknown;
  readonly canonical?: string;
  readonly model?: BoardModel;
  /** The variant of the board (its look). */
  readonly variant?: StyledVariant;
  readonly position?: BasePosition;
  readonly note?: ShownError | undefined;
  /** The position needs the generic engine, which is loading (`lib/position/lazyEngine.ts`). */
  readonly enginePending?: boolean;
}

/**
 * FEN with the engine: the setup, FEN errors with their span, legality, canonical FEN, then play. `generic`: the
 * generic engine once loaded (standard chess plays without it).
 */
function readCoreFen(
  text: string,
  variant: NonNullable<ReturnType<typeof useVariantOptions>[number]['core']>,
  generic: PositionMaker | undefined,
): FenResult {
  const r = safeParseFen(text, variant);
  if (!r.success) {
    const e: FenError = r.error;
    return {
      error: shownLocated(e),
      highlight: { offset: e.offset, length: e.length },
    };
  }
  const setup: Setup = r.data;
  const canonical = stringifyFen(setup, variant);
  const model = setupModel(setup, variant);
  try {
    const position = positionOf(setup, variant, generic);
    if (!position) return { parsed: setup, canonical, model, variant, enginePending: true };
    return { parsed: setup, canonical, model, variant, position };
  } catch (e) {
    const code = (e as { code?: string }).code ?? 'error';
    // the engine's PositionError has no place in the text: the board field is the place
    const board = { offset: 0, length: text.indexOf(' ') < 0 ? text.length : text.indexOf(' ') };
    return {
      parsed: setup,
      canonical,
      model,
      variant,
      error: {
        code,
        message: `not a legal position: ${e instanceof Error ? e.message : String(e)}`,
        ...board,
      },
      highlight: board,
    };
  }
}

/** FEN of a SjaakII variant the engine cannot play: read with `@x/sjaak-variants`' FEN reader. */
function readBoardOnlyFen(text: string, reader: BoardOnlyFen): FenResult {
  const { parsed, canonical, model, problem } = reader.read(text);
  if (problem) {
    return {
      parsed,
      model,
      error: {
        code: problem.code,
        message: problem.message,
        offset: problem.offset,
        length: problem.length,
      },
      highlight: { offset: problem.offset, length: problem.length },
    };
  }
  return { parsed, canonical, model };
}

/** The FEN view: editor, variant picker, parsed setup, errors, canonical FEN, board and play. */
export function FenView() {
  const [text, setText] = useUrlParam('fen', START);
  const [variantKey, setVariantKey] = useUrlParam('variant', 'chess');
  const options = useVariantOptions();
  const pending = useVariantsPending();
  const found = options.find((o) => o.key === variantKey);
  // A SjaakII or user variant named by the URL arrives with its package, after the first paint.
  const waiting = !found && pending;
  const picked = found ?? (waiting ? undefined : options[0]);
  // an SFEN pasted on another board is shown as shogi at once, unless the player asked to read it as picked: that
  // choice (`fenas`, the picked variant's key) is kept in the URL for this text, and a new text forgets it
  const [asPicked, setAsPicked] = useUrlParam('fenas', '');
  const sfen = useMemo(
    () => (asPicked !== '' && asPicked === picked?.key ? undefined : sfenVariant(text, picked, options)),
    [asPicked, text, picked, options],
  );
  const edit = (next: string) => {
    setText(next);
    if (asPicked !== '') setAsPicked('');
  };
  const option = sfen ?? picked;
  const engine = useGenericEngine();
  const generic = engine.maker;
  const result: FenResult = useMemo(() => {
    if (waiting) return {};
    // a shogi player's SFEN read as the FEN it stands for, a paste's trailing blanks off (`fenTextFor`)
    if (option?.core) return readCoreFen(fenTextFor(text, option.core), option.core, generic);
    if (option?.boardOnly) return { ...readBoardOnlyFen(text, option.boardOnly), note: option.unavailable };
    return { error: { code: 'unknown-variant', message: `no variant ${variantKey}` } };
  }, [text, option, variantKey, waiting, generic]);
  // a FEN of another variant (a xiangqi FEN, a shogi SFEN on the chess board): the variants that read it
  const readers = useMemo(
    () => (result.error && option?.core ? variantsReading(text, options, option.key) : []),
    [result.error, text, options, option],
  );
  const { request } = engine;
  useEffect(() => {
    if (result.enginePending) request();
  }, [result.enginePending, request]);
  const chooseVariant = (key: string, chosen?: VariantOption) => {
    setVariantKey(key);
    const o = chosen ?? options.find((x) => x.key === key);
    const fen = o?.core?.startFen ?? o?.boardOnly?.startFen;
    if (fen) edit(fen);
  };
  if (waiting) {
    return (
      <section className="view" aria-label="FEN">
        <p className="loading">Loading variant {variantKey}…</p>
      </section>
    );
  }
  return (
    <section className="view" aria-label="FEN">
      <div className="column">
        <VariantPicker value={option?.key ?? variantKey} onChange={chooseVariant} />
        {option?.notes?.length ? <DiagnosticList items={option.notes} testId="conversion-notes" /> : null}
        {option?.core ? (
          <a
            className="download"
            data-testid="variant-download"
            download={`${option.core.id}.json`}
            href={`data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(option.core, null, 2))}`}
          >
            Download this variant as JSON
          </a>
        ) : null}
        <p className="muted" data-testid="fen-hint">
          A game (PGN, a lichess export)? Paste it anywhere on this page: it opens on the SAN movetext tab. To
          play an FBR rule set, compile it on the FBR tab; a SjaakII variant, on the SjaakII tab.
        </p>
        <Editor id="fen" label="FEN" value={text} onChange={edit} highlight={result.highlight} rows={3} />
        {sfen && picked ? (
          <p className="fen-readers" data-testid="sfen-read">
            An SFEN, shown as {sfen.label}. Read it as{' '}
            <button type="button" data-testid="sfen-as-picked" onClick={() => setAsPicked(picked.key)}>
              {picked.label}
            </button>
          </p>
        ) : null}
        {result.error ? (
          <>
            <ErrorBox error={result.error} />
            <OtherTab text={text} here="fen" />
            {readers.length > 0 ? (
              <p className="fen-readers" data-testid="fen-readers">
                Read it as{' '}
                {readers.map((o) => (
                  <button type="button" key={o.key} onClick={() => setVariantKey(o.key)}>
                    {o.label}
                  </button>
                ))}
              </p>
            ) : null}
          </>
        ) : result.enginePending ? null : (
          <p className="ok" data-testid="ok">
            ✔ valid
          </p>
        )}
        {result.canonical !== undefined ? <Canonical text={result.canonical} input={text} /> : null}
        {result.parsed !== undefined ? <JsonView value={result.parsed} title="Parsed setup" /> : null}
      </div>
      {/* the board, and its moves, first on one column (`styles.css`) */}
      <div className="column board-first">
        {result.position ? (
          <PlayPanel start={result.position} urlKey="fenmoves" />
        ) : result.enginePending ? (
          <p className="loading" data-testid="engine-loading">
            Loading the rules engine…
          </p>
        ) : (
          <>
            {result.note ? (
              <div className="not-available">
                <p>Not playable here yet (the board only):</p>
                <ErrorBox error={result.note} testId="play-unavailable" />
              </div>
            ) : null}
            {result.model ? <Board model={result.model} variant={result.variant} /> : null}
          </>
        )}
      </div>
    </section>
  );
}
