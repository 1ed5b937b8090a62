import type * as fbr from '@x/fbr';
import { Position } from '@x/core';
import { parse, stringify, toVariant, validate } from '@x/fbr';
import { useMemo } from 'react';
import { Canonical } from '../components/output/Canonical';
import { Editor } from '../components/input/Editor';
import { DiagnosticList, ErrorBox, type ShownError, shownError } from '../components/output/ErrorBox';
import { OtherTab } from '../components/output/OtherTab';
import { type Example, Examples } from '../components/input/Examples';
import { JsonView } from '../components/output/JsonView';
import { WriteIni } from '../components/variant/WriteIni';
import { EXAMPLES } from '../lib/examples';
import { fbrDiagnostics } from '../lib/fbr/fbrDiagnostics';
import { fbrOptionFrom } from '../lib/fbr/fbrOption';
import { useUrlParam } from '../state/useUrlParam';
import { addLoadedVariants } from '../state/variantStore';
import { Choice, type ChoiceOption } from '../components/input/Choice';
import type { VariantViewProps } from './variantViewProps';

/** The examples of the FBR view, each with the board and start position it compiles to. */
const FBR_EXAMPLES: readonly (Example & { readonly board: string; readonly startFen: string })[] = [
  { label: 'chess', text: EXAMPLES.fbr, board: '8x8', startFen: ':standard' },
  {
    label: 'Capablanca-like 10×8',
    text: EXAMPLES.fbrFairy,
    board: '10x8',
    startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
  },
];

/** The grammars the rule set is read with (`fbrdialect`). */
const GRAMMARS: readonly ChoiceOption[] = [
  ['strict', 'strict'],
  ['lenient', 'lenient', "also the FBR page's irregularities"],
  ['page', 'page', 'the literal printed grammar, for comparison'],
];

/** The notations its pieces are written in (`fbrnotation`). */
const PIECE_NOTATIONS: readonly ChoiceOption[] = [
  ['mbn', 'MBN'],
  ['betza', 'Betza', 'standard (X)Betza, as Fairy-Stockfish reads it'],
];

/**
 * The FBR rule-set view: token tree, syntax errors with their spans, semantic diagnostics, canonical text,
 * and the rule set compiled to an `@x/core` variant (board size and start FEN as options) to play it.
 */
export function FbrView({ onPlay, onOpenIni }: VariantViewProps) {
  const [text, setText] = useUrlParam('fbr', EXAMPLES.fbr);
  // `fbrdialect` keeps its name so older links still open: strict, lenient, or page (the literal grammar).
  const [dialect, setDialect] = useUrlParam('fbrdialect', 'strict');
  const [notation, setNotation] = useUrlParam('fbrnotation', 'mbn');
  const [board, setBoard] = useUrlParam('fbrboard', '8x8');
  const [startFen, setStartFen] = useUrlParam('fbrfen', ':standard');
  const set = useMemo(() => parse(text, parseOptions(dialect, notation)), [text, dialect, notation]);
  const canonical = useMemo(() => stringify(set, { canonical: true }), [set]);
  // a text that does not parse has no canonical form to offer, and no meaning to validate
  const parsed = !set.diagnostics.some((d) => d.severity === 'error');
  const semantic = useMemo(() => (parsed ? validate(set) : []), [set, parsed]);
  const compiled = useMemo(() => {
    try {
      const result = toVariant(set, { board, startFen, id: 'fbr', name: 'FBR rule set' });
      let playable: ShownError | undefined;
      try {
        Position.fromFen(result.variant.startFen, result.variant);
      } catch (e) {
        playable = shownError(e);
      }
      return { result, playable };
    } catch (e) {
      return { failure: shownError(e) };
    }
  }, [set, board, startFen]);
  const shown = useMemo(
    () => fbrDiagnostics(set, semantic, compiled.result?.diagnostics ?? []),
    [set, semantic, compiled],
  );
  const first = shown.first;
  const play = () => {
    if (!compiled.result) return;
    const option = fbrOptionFrom(text, compiled.result.variant);
    addLoadedVariants([option]);
    onPlay(option.key, compiled.result.variant.startFen);
  };
  const pickExample = (e: (typeof FBR_EXAMPLES)[number]) => {
    setText(e.text);
    setBoard(e.board);
    setStartFen(e.startFen);
  };
  return (
    <section className="view" aria-label="FBR rule set">
      <div className="column">
        <Examples items={FBR_EXAMPLES} onPick={pickExample} />
        <div className="controls">
          <Choice
            label="Grammar"
            options={GRAMMARS}
            value={dialect}
            onChange={setDialect}
            testId="fbr-dialect"
          />{' '}
          <Choice
            label="Pieces in"
            options={PIECE_NOTATIONS}
            value={notation}
            onChange={setNotation}
            testId="fbr-notation"
          />
        </div>
        <Editor
          id="fbr"
          label="FBR rules and MBN pieces"
          value={text}
          onChange={setText}
          highlight={first ? { offset: first.offset, length: first.length } : undefined}
          rows={4}
        />
        {first ? (
          <>
            <ErrorBox error={first} />
            <OtherTab text={text} here="fbr" />
            {shown.suggestsBetza && notation !== 'betza' ? (
              <button type="button" onClick={() => setNotation('betza')} data-testid="fbr-read-betza">
                Read the pieces as standard Betza
              </button>
            ) : null}
          </>
        ) : (
          <p className="ok" data-testid="ok">
            ✔ valid — {set.rules.length} rules, {set.pieces.length} piece tokens
          </p>
        )}
        {shown.others.length ? <DiagnosticList items={shown.others} testId="diagnostics" /> : null}
        {parsed ? <Canonical text={canonical} input={text} /> : null}
        <JsonView value={{ rules: set.rules, pieces: set.pieces }} title="Parsed rules and pieces" />
      </div>
      <div className="column">
        <h3>Compiled to an @x/core variant</h3>
        <label className="inline">
          Board{' '}
          <input value={board} onChange={(e) => setBoard(e.target.value)} size={6} data-testid="fbr-board" />
        </label>
        <label className="inline">
          Start FEN{' '}
          <input
            value={startFen}
            onChange={(e) => setStartFen(e.target.value)}
            size={50}
            data-testid="fbr-start"
          />
        </label>
        {compiled.failure ? (
          <>
            <p>Compile failed:</p>
            <ErrorBox error={compiled.failure} testId="compile-error" />
          </>
        ) : null}
        {compiled.result ? (
          <>
            <p data-testid="fbr-complete" className={compiled.result.complete ? 'ok' : 'muted'}>
              {compiled.result.complete
                ? '✔ complete: the variant plays the whole rule set'
                : shown.compileOnly.length
                  ? '✘ incomplete: the features listed below are left out of the variant'
                  : '✘ incomplete: the token with the error above is left out of the variant'}
            </p>
            {shown.compileOnly.length ? (
              <DiagnosticList items={shown.compileOnly} testId="compile-diagnostics" />
            ) : null}
            {compiled.playable ? (
              <>
                <p>The start position is not playable:</p>
                <ErrorBox error={compiled.playable} testId="start-error" />
              </>
            ) : (
              <button type="button" onClick={play} data-testid="fbr-play">
                Play this rule set
              </button>
            )}
            <WriteIni variant={compiled.result.variant} onOpen={onOpenIni} />
            <JsonView value={compiled.result.variant} title="Variant definition" />
          </>
        ) : null}
      </div>
    </section>
  );
}

/** Reads the grammar select (`strict`, `lenient`, `page`) and the notation select as `parse` options. */
function parseOptions(dialect: string, notation: string): NonNullable<Parameters<typeof fbr.parse>[1]> {
  const mbn = notation === 'betza' ? 'betza' : 'mbn';
  if (dialect === 'page') return { grammar: 'page', notation: mbn };
  return { mode: dialect === 'lenient' ? 'lenient' : 'strict', notation: mbn };
}
