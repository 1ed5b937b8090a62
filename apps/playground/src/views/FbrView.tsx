import * as fbr from '@x/fbr';
import { Position } from '@x/core';
import { compile, parse, stringify, validate } from '@x/fbr';
import { useMemo } from 'react';
import { Canonical } from '../components/Canonical';
import { Editor } from '../components/Editor';
import { ErrorBox } from '../components/ErrorBox';
import { JsonView } from '../components/JsonView';
import { EXAMPLES } from '../lib/examples';
import { useUrlParam } from '../state/useUrlParam';
import { addLoadedVariants, fbrOptionFrom } from '../state/variantStore';

/**
 * The FBR rule-set view: token tree, syntax errors with their spans, semantic diagnostics, canonical text,
 * and the rule set compiled to an `@x/core` variant (board size and start FEN as options) to play it.
 */
export function FbrView({ onPlay }: { readonly onPlay: (variantKey: string, fen: string) => void }) {
  const [text, setText] = useUrlParam('fbr', EXAMPLES.fbr);
  const [dialect, setDialect] = useUrlParam('fbrdialect', 'strict');
  const [board, setBoard] = useUrlParam('fbrboard', '8x8');
  const [startFen, setStartFen] = useUrlParam('fbrfen', ':standard');
  const set = useMemo(() => parse(text, { dialect: dialect as fbr.FbrDialect }), [text, dialect]);
  const canonical = useMemo(() => stringify(set, { canonical: true }), [set]);
  const semantic = useMemo(() => (set.errors.length ? [] : validate(set)), [set]);
  const first = set.errors[0];
  const firstSemantic = semantic.find((d) => d.severity === 'error');
  const shown = first ?? firstSemantic;
  const compiled = useMemo(() => {
    try {
      const result = compile(set, { board, startFen, id: 'fbr', name: 'FBR rule set' });
      let playable = '';
      try {
        Position.fromFen(result.variant.startFen, result.variant);
      } catch (e) {
        playable = `${(e as { code?: string }).code ?? 'error'}: ${e instanceof Error ? e.message : String(e)}`;
      }
      return { result, playable };
    } catch (e) {
      return { failure: e instanceof Error ? e.message : String(e) };
    }
  }, [set, board, startFen]);
  const play = () => {
    if (!compiled.result) return;
    const option = fbrOptionFrom(text, compiled.result.variant);
    addLoadedVariants([option]);
    onPlay(option.key, compiled.result.variant.startFen);
  };
  return (
    <section className="view" aria-label="FBR rule set">
      <div className="column">
        <div className="examples">
          Examples:{' '}
          <button type="button" onClick={() => setText(EXAMPLES.fbr)}>
            chess
          </button>{' '}
          <button
            type="button"
            onClick={() => {
              setText(EXAMPLES.fbrFairy);
              setBoard('10x8');
              setStartFen('rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1');
            }}
          >
            Capablanca-like 10×8
          </button>
        </div>
        <label className="inline">
          Dialect{' '}
          <select value={dialect} onChange={(e) => setDialect(e.target.value)} data-testid="fbr-dialect">
            {fbr.FBR_DIALECTS.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
        <Editor
          id="fbr"
          label="FBR rules and MBN pieces"
          value={text}
          onChange={setText}
          highlight={shown ? { offset: shown.offset, length: shown.length } : undefined}
          rows={4}
        />
        {shown ? (
          <ErrorBox
            error={{
              code: shown.code,
              message: shown.message,
              where: `offset ${shown.offset}, length ${shown.length}${first ? '' : ' (semantic)'}`,
            }}
          />
        ) : (
          <p className="ok" data-testid="ok">
            ✔ valid — {set.rules.length} rules, {set.pieces.length} piece tokens
          </p>
        )}
        {set.errors.length + set.warnings.length + semantic.length > 1 ? (
          <ul className="warnings" data-testid="diagnostics">
            {[...set.errors, ...set.warnings, ...semantic].map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics may repeat
              <li key={i} className={d.severity}>
                {d.severity} <code>{d.code}</code> at {d.offset}: {d.message}
              </li>
            ))}
          </ul>
        ) : null}
        <Canonical text={canonical} input={text} />
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
        {compiled.failure ? <p className="error">compile failed: {compiled.failure}</p> : null}
        {compiled.result ? (
          <>
            <p data-testid="fbr-complete" className={compiled.result.complete ? 'ok' : 'muted'}>
              {compiled.result.complete
                ? '✔ complete: the variant plays the whole rule set'
                : '✘ incomplete: the features listed below are left out of the variant'}
            </p>
            {compiled.result.diagnostics.length ? (
              <ul className="warnings" data-testid="compile-diagnostics">
                {compiled.result.diagnostics.map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics may repeat
                  <li key={i} className={d.severity}>
                    {d.severity} <code>{d.code}</code>
                    {d.feature ? ` ${d.feature}` : ''} at {d.offset}: {d.message}
                  </li>
                ))}
              </ul>
            ) : null}
            {compiled.playable ? (
              <p className="error">start position not playable: {compiled.playable}</p>
            ) : (
              <button type="button" onClick={play} data-testid="fbr-play">
                Play this rule set
              </button>
            )}
            <JsonView value={compiled.result.variant} title="Variant definition" />
          </>
        ) : null}
      </div>
    </section>
  );
}
