import { useFlipParam } from '../state/useFlipParam';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Board } from '../components/board/Board';
import { Editor } from '../components/input/Editor';
import { DiagnosticList, ErrorBox } from '../components/output/ErrorBox';
import { OtherTab } from '../components/output/OtherTab';
import { Examples } from '../components/input/Examples';
import { type FileKind, FileInput } from '../components/input/FileInput';
import { moveText, RecordMoves } from '../components/records/RecordMoves';
import { useLook } from '../state/look';
// the kanji web font: a record's headers and moves read on a machine without a CJK font too
import '../assets/fonts/kanji.css';
import '../components/records/records.css';
import { setupModel } from '../lib/board/coreModel';
import { RECORD_EXAMPLES } from '../lib/records/examples';
import { readRecordFile } from '../lib/records/recordFile';
import { readAsOptions } from '../lib/records/readAs';
import type { ShownError } from '../lib/text/shownError';
import { takeHandedOver } from '../lib/files/droppedFile';
import { download } from '../lib/download';
import { gameFileName } from '../lib/text/fileName';
import {
  type Exported,
  exportFormats,
  exportRecord,
  recordExtension,
  recordTags,
} from '../lib/records/exportRecord';
import { clocksAt } from '../lib/records/recordClocks';
import { detectGame, mainLine, positionAt, type RecordGame, readRecord } from '../lib/records/recordTree';
import { type Step, useStepKeys } from '../state/useStepKeys';
import { StepButtons } from '../components/play/StepButtons';
import { PlayerBar } from '../components/analysis/PlayerBar';
import { oneColumn } from '../lib/oneColumn';
import { playersAt } from '../lib/analysis/players';
import { useUrlParam } from '../state/useUrlParam';
import { unlinkedNote, useLinkedText } from '../state/useLinkedText';
import { Choice } from '../components/input/Choice';

/** The records the view opens. */
const RECORD_FILE: FileKind = {
  label: 'Open a record',
  accept: '.kif,.kifu,.ki2,.ki2u,.csa,.usi,.sfen,.txt,.pgn,.wxf',
  testId: 'rec-file',
};

/** Sente's and gote's marks beside their names (sente, the first mover, is `white` in `@x/core`). */
const SHOGI_MARKS = ['☗', '☖'] as const;

/**
 * The records tab: a shogi record (KIF, KI2, CSA, USI; `@x/kif`) or a xiangqi, janggi or makruk record (WXF, ICCS,
 * Chinese, janggi, Thai; `@x/wxf`) pasted or opened, its moves and branches (変化) stepped through on the board,
 * errors located in the text, and the record written in any notation of its package.
 */
export function RecordsView() {
  const { text, setText, unlinked } = useLinkedText('rec', RECORD_EXAMPLES[0]!.text);
  const [chosen, setChosen] = useUrlParam('recgame', 'auto');
  const [format, setFormat] = useState<string | undefined>(undefined);
  const [fileName, setFileName] = useState('');
  // a file that did not open (empty, binary, no encoding the readers take): said until the next record
  const [fileError, setFileError] = useState<ShownError | undefined>(undefined);
  const game: RecordGame = chosen === 'shogi' || chosen === 'xiangqi' ? chosen : detectGame(text);
  const read = useMemo(() => readRecord(text, game), [text, game]);
  const tree = read.tree;
  const [current, setCurrent] = useState(-1);
  // a new record starts at its first position; a node beyond the tree (the text changed) does too
  const node = tree && current < tree.nodes.length ? current : -1;
  const position = useMemo(() => (tree ? positionAt(tree, node) : undefined), [tree, node]);
  const model = useMemo(
    () => (position && tree ? setupModel(position.toSetup(), tree.variant) : undefined),
    [position, tree],
  );
  // the players of the record's headers (先手/後手, CSA's N+/N-, a xiangqi record's Red/Black tags), with each
  // side's time used, or left, at the move shown when the record times its moves (a WXF record never does)
  const named = useMemo(() => (tree ? playersAt(recordTags(tree), undefined, []) : undefined), [tree]);
  const clocks = useMemo(() => (tree ? clocksAt(tree, node) : undefined), [tree, node]);
  const players =
    named && clocks
      ? { white: { ...named.white, clock: clocks.white }, black: { ...named.black, clock: clocks.black } }
      : named;
  const formats = tree ? exportFormats(tree) : [];
  const target = formats.find((f) => f.id === format) ?? formats[0];
  const [written, setWritten] = useState<(Exported & { readonly format: string }) | undefined>(undefined);
  const targetId = target?.id;
  useEffect(() => {
    let live = true;
    setWritten(undefined);
    if (tree && targetId)
      void exportRecord(tree, targetId).then((w) => live && setWritten({ ...w, format: targetId }));
    return () => {
      live = false;
    };
  }, [tree, targetId]);
  const step = (to: number | undefined) => {
    if (to !== undefined) setCurrent(to);
  };
  const last = (from: number): number => {
    let n = from;
    for (let next = tree?.nodes[n]?.children[0]; next !== undefined; next = tree?.nodes[n]?.children[0])
      n = next;
    return n;
  };
  const next = tree ? (node < 0 ? tree.roots[0] : tree.nodes[node]!.children[0]) : undefined;
  /** The board's column: brought into view when a record is opened from below it (a phone's one column). */
  const boardColumn = useRef<HTMLDivElement>(null);
  /**
   * Shows the record `recordText` (of the file `name`; none for an example) at its first position, its board in
   * view: on a phone the examples and the file chooser are under the board, which the page kept scrolled away.
   */
  const load = (recordText: string, name = '') => {
    setText(recordText);
    setFileName(name);
    setFileError(undefined);
    setCurrent(-1);
    if (oneColumn()) requestAnimationFrame(() => boardColumn.current?.scrollIntoView({ block: 'start' }));
  };
  const open = async (file: File) => {
    // bytes: UTF-8, else Shift_JIS, else EUC-JP (`@x/kif`'s decode); an empty or binary file refused in words
    const read = readRecordFile(new Uint8Array(await file.arrayBuffer()), file.name);
    if ('text' in read) load(read.text, file.name);
    else {
      setFileName('');
      setFileError(read.error);
    }
  };
  // a record dropped on another tab (App): read once, on mount, as the file chooser reads one
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const handed = takeHandedOver();
    if (handed) void open(handed);
  }, []);
  const [flipped, flip] = useFlipParam();
  /** A player's bar over or under the board. */
  const bar = (place: 'top' | 'bottom') => (
    <PlayerBar
      players={players}
      place={place}
      flipped={flipped}
      turn={position?.turn ?? 'white'}
      marks={tree?.game === 'shogi' ? SHOGI_MARKS : undefined}
      used={clocks ? !clocks.left : false}
    />
  );
  // the keys wherever the focus is: ← → Home End step, `f` flips the board
  const onStep = (s: Step) => {
    if (s === 'flip') flip();
    else if (!tree) return false;
    else if (s === 'forward') step(next);
    else if (s === 'back') step(node < 0 ? undefined : tree.nodes[node]!.parent);
    else if (s === 'start') setCurrent(-1);
    else if (s === 'end') step(last(node < 0 ? (tree.roots[0] ?? -1) : node));
    else return false;
    return true;
  };
  useStepKeys(onStep);
  const shown = node >= 0 && tree ? tree.nodes[node] : undefined;
  const japanese = useLook().shogiMoves === 'japanese';
  const shownText = shown ? moveText(shown, tree?.game === 'shogi', japanese, true).text : '';
  return (
    <section className="view records" aria-label="Shogi and xiangqi records">
      <div className="column">
        <Examples
          items={RECORD_EXAMPLES}
          onPick={(e) => {
            load(e.text);
            setChosen('auto');
          }}
        />
        <div className="rec-controls">
          <Choice
            label="Read as"
            options={readAsOptions(text)}
            value={chosen}
            onChange={setChosen}
            testId="rec-game"
          />
          <FileInput
            {...RECORD_FILE}
            className="rec-file"
            onFile={(f) => void open(f)}
            clearAfter
            fileName={fileName}
          />
        </div>
        {fileError ? <ErrorBox error={fileError} testId="rec-file-error" /> : null}
        <Editor
          id="rec"
          label="Record"
          value={text}
          onChange={(v) => {
            setText(v);
            setFileName('');
            setFileError(undefined);
          }}
          highlight={
            read.error?.offset !== undefined
              ? { offset: read.error.offset, length: read.error.length ?? 0 }
              : undefined
          }
          rows={12}
        />
        {text.trim() === '' ? (
          // no verdict for no record: how to start, or why a link opened the tab empty (as the SAN tab says it)
          <p className="muted" data-testid="empty-note">
            {unlinked
              ? unlinkedNote('record', unlinked)
              : 'No record: type or paste a shogi or xiangqi record, pick an example, or open a file.'}
          </p>
        ) : null}
        {read.error ? <ErrorBox error={read.error} /> : null}
        {/* a xiangqi export is PGN with a Variant tag: this tab's own, however broken */}
        {read.error && !/^\s*\[Variant\s/m.test(text) ? <OtherTab text={text} here="records" /> : null}
        {tree ? (
          <p className="ok" data-testid="ok">
            ✔ {tree.variant.name}: {tree.nodes.length} moves
            {tree.roots.length > 1 || tree.nodes.some((n) => n.children.length > 1) ? ', with branches' : ''}
          </p>
        ) : null}
        {read.warnings.length ? <DiagnosticList items={read.warnings} testId="rec-warnings" /> : null}
        {tree && target ? (
          <div className="column">
            <Choice
              label="Export as"
              options={formats.map((f) => [f.id, f.label] as const)}
              value={target.id}
              onChange={setFormat}
              testId="rec-format"
            />
            {written?.text !== undefined ? (
              <button
                type="button"
                data-testid="rec-download"
                onClick={() =>
                  download(
                    gameFileName(recordTags(tree), recordExtension(written.format)),
                    written.text ?? '',
                  )
                }
              >
                Download
              </button>
            ) : null}
            {written?.error ? <ErrorBox error={written.error} testId="rec-export-error" /> : null}
            {written?.text !== undefined ? (
              <textarea
                className="rec-export"
                data-testid="rec-export"
                data-format={written.format}
                readOnly
                rows={10}
                value={written.text}
                aria-label="Exported record"
              />
            ) : null}
          </div>
        ) : null}
      </div>
      {/* the board, and its moves, first on one column (`styles.css`) */}
      <div className="column board-first" ref={boardColumn}>
        {model && tree ? (
          <>
            {bar('top')}
            <Board
              model={model}
              variant={tree.variant}
              lastMove={shown?.squares ?? []}
              label={shown ? `after ${shown.label}` : 'start position'}
              flipped={flipped}
              download={shown ? `${tree.variant.id}-move-${shown.ply}` : `${tree.variant.id}-start`}
              game={{ name: `${tree.variant.id}-game`, start: tree.start, moves: () => mainLine(tree) }}
              under={bar('bottom')}
            />
            <div className="rec-steps">
              <StepButtons
                onStep={onStep}
                testIds={['rec-first', 'rec-prev', 'rec-next', 'rec-last']}
                atStart={node < 0}
                atEnd={next === undefined}
              />
              <span className="muted" data-testid="rec-at">
                {shown ? `move ${shown.ply}: ${shownText}` : 'start position'}
              </span>
            </div>
            <RecordMoves tree={tree} current={node} onPick={setCurrent} />
          </>
        ) : null}
      </div>
    </section>
  );
}
