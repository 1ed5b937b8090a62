import * as sjaak from '@x/sjaak-variants';
import { Position, type VariantDefinition, type BasePosition } from '@x/core';
import { memo, useMemo } from 'react';
import { Canonical } from '../components/output/Canonical';
import {
  DiagnosticList,
  ErrorBox,
  type ListedDiagnostic,
  type ShownError,
  shownError,
} from '../components/output/ErrorBox';
import { OtherTab } from '../components/output/OtherTab';
import type { Example } from '../components/input/Examples';
import { useVariantsText, VariantsFileView } from '../components/variant/VariantsFileView';
import { JsonView } from '../components/output/JsonView';
import { VariantSelect } from '../components/variant/VariantSelect';
import { VariantStage } from '../components/play/VariantStage';
import { WriteIni } from '../components/variant/WriteIni';
import type { BoardModel } from '../lib/board/boardModel';
import { EXAMPLES } from '../lib/examples';
import { firstSjaakError } from '../lib/sjaak/sjaakErrors';
import { sjaakModel } from '../lib/sjaak/sjaakModel';
import { convertSjaak, sjaakOption } from '../lib/sjaak/sjaakOptions';
import { nameWithSize } from '../lib/variants/variants';
import { addLoadedVariants } from '../state/variantStore';
import type { VariantViewProps } from './variantViewProps';

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
export function SjaakView({ onPlay, onOpenIni }: VariantViewProps) {
  const file = useVariantsText('sjaak', EXAMPLES.sjaak, 'sjaakv');
  const { text, chosen, setChosen } = file;
  const r = useMemo(() => sjaak.safeParse(text), [text]);
  const found = useMemo(() => firstSjaakError(r), [r]);
  const data = r.success ? r.data : undefined;
  const variant = data?.variants.find((v) => v.shortName === chosen) ?? data?.variants[0];
  return (
    <VariantsFileView
      name="SjaakII variants file"
      file={file}
      id="sjaak"
      label="variants.txt"
      examples={SJAAK_EXAMPLES}
      highlight={found.highlight}
      details={<ParseDetails r={r} text={text} error={found.error} variant={variant} />}
      side={
        <VariantPanel r={r} variant={variant} onChoose={setChosen} onPlay={onPlay} onOpenIni={onOpenIni} />
      }
    />
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
  readonly variant: sjaak.SjaakVariant | undefined;
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
        <>
          <ErrorBox error={error} />
          <OtherTab text={text} here="sjaak" />
        </>
      ) : (
        <p className="ok" data-testid="ok">
          ✔ {data?.variants.length ?? 0} variant{data?.variants.length === 1 ? '' : 's'}, no errors
        </p>
      )}
      {listed.length ? <DiagnosticList items={listed} testId="diagnostics" /> : null}
      {/* no canonical form where nothing was kept (the only variant refused): an empty box said "not canonical" */}
      {canonical ? <Canonical text={canonical} input={text} /> : null}
      {variant ? <JsonView value={variant} title={`Parsed: ${variant.name}`} /> : null}
    </>
  );
});

/**
 * The variant chooser, the chosen variant's start FEN, its board to play on (with perft) when `toVariant`
 * converts it, else its start board, "Open in FEN & play", and "Write as variants.ini".
 */
const VariantPanel = memo(function VariantPanel({
  r,
  variant,
  onChoose,
  onPlay,
  onOpenIni,
}: VariantViewProps & {
  readonly r: SjaakParse;
  readonly variant: sjaak.SjaakVariant | undefined;
  readonly onChoose: (shortName: string) => void;
}) {
  const data = r.success ? r.data : undefined;
  const stage = useMemo(() => (variant ? stageOf(variant) : undefined), [variant]);
  const play = () => {
    if (!variant) return;
    const option = sjaakOption(variant, 'file');
    addLoadedVariants([option]);
    onPlay(option.key, variant.fen ?? '');
  };
  return (
    <>
      <VariantSelect
        label="Variant"
        entries={(data?.variants ?? []).map((v) => ({
          value: v.shortName,
          label: nameWithSize(v.name, v.board.files, v.board.ranks),
        }))}
        value={variant?.shortName ?? ''}
        onChange={onChoose}
        testId="sjaak-variant"
      />
      {variant?.fen ? (
        <p>
          Start FEN <code>{sjaak.startFen(variant)}</code>
        </p>
      ) : null}
      {stage?.notes.length ? <DiagnosticList items={stage.notes} testId="conversion-notes" /> : null}
      {variant ? (
        <VariantStage
          start={stage?.start}
          model={stage?.model}
          variant={stage?.core}
          unplayable={stage?.unplayable}
          urlKey="sjaakmoves"
          onPlay={play}
          playTestId="sjaak-play"
        />
      ) : null}
      <WriteIni variant={stage?.core} onOpen={onOpenIni} />
    </>
  );
});

/** A SjaakII variant for the board: converted and its start position (to play), else its start board drawn. */
function stageOf(variant: sjaak.SjaakVariant): {
  core?: VariantDefinition;
  start?: BasePosition;
  model?: BoardModel | undefined;
  unplayable?: ShownError | undefined;
  notes: readonly ListedDiagnostic[];
} {
  const converted = convertSjaak(variant);
  const notes = converted.notes ?? [];
  if (converted.core) {
    try {
      const start = Position.fromFen(converted.core.startFen, converted.core);
      // the start board is drawn while the play panel loads
      return { core: converted.core, start, notes, model: startModel(variant) };
    } catch (e) {
      return { core: converted.core, unplayable: shownError(e), notes, model: startModel(variant) };
    }
  }
  return { unplayable: converted.unavailable, notes, model: startModel(variant) };
}

/** The start board of a SjaakII variant, drawn with its own FEN reader (no engine). */
function startModel(variant: sjaak.SjaakVariant): BoardModel | undefined {
  if (!variant.fen) return undefined;
  const { position } = sjaak.readFen(variant, variant.fen);
  return sjaakModel(variant, position);
}
