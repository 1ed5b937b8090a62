import { memo, useMemo } from 'react';
import { Canonical } from '../components/output/Canonical';
import { DiagnosticList, ErrorBox, shownError } from '../components/output/ErrorBox';
import { OtherTab } from '../components/output/OtherTab';
import type { Example } from '../components/input/Examples';
import { useVariantsText, VariantsFileView } from '../components/variant/VariantsFileView';
import { type FileKind, FileInput } from '../components/input/FileInput';
import { JsonView } from '../components/output/JsonView';
import { VariantSelect } from '../components/variant/VariantSelect';
import { VariantStage } from '../components/play/VariantStage';
import { FAIRY_EXAMPLE } from '../lib/fairy/exampleIni';
import {
  chooseSection,
  convertSection,
  elsewhere,
  type FairyReading,
  type FairySection,
  firstProblem,
  highlightOf,
  readIni,
} from '../lib/fairy/fairyModel';
import { fairyOptionFrom } from '../lib/fairy/fairyOptions';
import { writeParams } from '../state/url';
import { addLoadedVariants } from '../state/variantStore';
import { FAIRY_BUILTIN_NAMES } from '@x/fairy-variants';
import type { VariantViewProps } from './variantViewProps';

/** The variants.ini files the view opens. */
const INI_FILE: FileKind = {
  label: 'Open a variants.ini',
  accept: '.ini,.txt,text/plain',
  testId: 'fairy-file',
};

const FAIRY_EXAMPLES: readonly Example[] = [{ label: 'custom piece, crazyhouse child', text: FAIRY_EXAMPLE }];

/** Every Fairy-Stockfish built-in variant, to start a section from (the first entry chooses none). */
const BUILTIN_ENTRIES = [
  { value: '', label: '—' },
  ...[...FAIRY_BUILTIN_NAMES].map((name) => ({ value: name, label: name })),
];

/** A section that inherits everything from the built-in `name`. */
const builtinSection = (name: string) =>
  `# Fairy-Stockfish's built-in ${name}, inherited whole: add keys below to change it.\n[my-${name}:${name}]\n`;

/**
 * The Fairy-Stockfish variants.ini view: paste, edit or open a file, choose a section (parents resolved, the
 * engine's built-ins included, by `@x/fairy-variants`' `toVariant`), see its diagnostics located in the text —
 * the keys `@x/core` does not play listed apart, the variant played without them — and play it with perft.
 */
export function FairyView({ onPlay }: Pick<VariantViewProps, 'onPlay'>) {
  const file = useVariantsText('fairy', FAIRY_EXAMPLE, 'fairysec');
  const { typed, setText, text, chosen, setChosen } = file;
  const reading = useMemo(() => readIni(text), [text]);
  const name = chooseSection(reading.sections, chosen);
  const section = useMemo(
    () => (reading.file && name !== undefined ? convertSection(reading.file, name) : undefined),
    [reading, name],
  );
  const mark = highlightOf(section) ?? reading.failure;
  const open = async (file: File) => setText(await file.text());
  const play = () => {
    const option = section && fairyOptionFrom(section);
    if (!option?.core) return;
    addLoadedVariants([option]);
    // the link of the FEN tab rebuilds the variant from this text, the example included
    writeParams({ fairy: typed });
    onPlay(option.key, option.core.startFen);
  };
  return (
    <VariantsFileView
      name="Fairy-Stockfish variants.ini"
      file={file}
      id="fairy"
      label="variants.ini"
      examples={FAIRY_EXAMPLES}
      highlight={mark?.offset !== undefined ? { offset: mark.offset, length: mark.length ?? 0 } : undefined}
      tools={
        <>
          <VariantSelect
            label="Start from a built-in"
            entries={BUILTIN_ENTRIES}
            value=""
            onChange={(builtin) => {
              if (builtin === '') return;
              setText(builtinSection(builtin));
              setChosen(`my-${builtin}`);
            }}
            testId="fairy-builtin"
          />
          <FileInput {...INI_FILE} className="file-open" onFile={(f) => void open(f)} />
        </>
      }
      details={<FairyDetails reading={reading} section={section} text={text} />}
      side={
        <>
          <VariantSelect
            label="Section"
            entries={reading.sections.map((s) => ({ value: s.name, label: s.label }))}
            value={name ?? ''}
            onChange={setChosen}
            testId="fairy-section"
          />
          {section ? <SectionStatus section={section} /> : null}
          {section ? (
            <VariantStage
              start={section.start}
              unplayable={section.unplayable}
              urlKey="fairymoves"
              onPlay={section.variant ? play : undefined}
              playTestId="fairy-play"
            />
          ) : null}
          {section?.variant ? <JsonView value={section.variant} title="@x/core variant" /> : null}
        </>
      }
    />
  );
}

/** The error or the all-clear, the section's diagnostics, the count elsewhere, and the canonical text. */
const FairyDetails = memo(function FairyDetails({
  reading,
  section,
  text,
}: {
  readonly reading: FairyReading;
  readonly section: FairySection | undefined;
  readonly text: string;
}) {
  if (reading.failure)
    return (
      <>
        <ErrorBox error={reading.failure} />
        <OtherTab text={text} here="fairy" />
      </>
    );
  const first = firstProblem(section);
  const listed = (section?.problems ?? [])
    .filter((d) => d !== first)
    .map((d) => ({ ...shownError(d), severity: d.severity }));
  const other = reading.file && section ? elsewhere(reading.file, section.name) : undefined;
  const count = reading.sections.length;
  return (
    <>
      {first ? (
        <ErrorBox error={shownError(first)} />
      ) : (
        <p className="ok" data-testid="ok">
          ✔ {count} section{count === 1 ? '' : 's'}
          {section ? `, [${section.name}] reads without errors` : ''}
        </p>
      )}
      {/* an error, or no section read: the text may be another tab's (a SjaakII file reads as an empty variants.ini) */}
      {first || count === 0 ? <OtherTab text={text} here="fairy" /> : null}
      {listed.length ? <DiagnosticList items={listed} testId="diagnostics" /> : null}
      {other && (other.errors || other.warnings) ? (
        <p className="muted" data-testid="fairy-elsewhere">
          Other sections: {other.errors} error{other.errors === 1 ? '' : 's'}, {other.warnings} warning
          {other.warnings === 1 ? '' : 's'} (choose a section to see its own)
        </p>
      ) : null}
      {reading.canonical !== undefined ? <Canonical text={reading.canonical} input={text} /> : null}
    </>
  );
});

/** Whether the section plays completely, and the keys `@x/core` does not play (`unsupported-key`). */
function SectionStatus({ section }: { readonly section: FairySection }) {
  const n = section.unsupported.length;
  if (!section.variant) return null;
  return (
    <>
      <p className={section.conversion?.complete ? 'ok' : 'muted'} data-testid="fairy-complete">
        {section.conversion?.complete
          ? `✔ [${section.name}] plays every rule of the section`
          : n
            ? `Played without ${n} rule${n === 1 ? '' : 's'} @x/core does not have (unsupported-key):`
            : `[${section.name}] is played without the setting in error (the engine's default instead)`}
      </p>
      {n ? (
        <ul className="warnings unsupported" data-testid="fairy-unsupported">
          {section.unsupported.map((d) => (
            <li key={`${d.offset}:${d.message}`}>
              <code>unsupported-key</code> <strong>{d.key}</strong> — {d.message.replace(`${d.key}: `, '')}
              <span className="where">
                {' '}
                (line {d.line}, column {d.column})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
