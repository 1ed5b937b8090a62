import * as fbr from '@x/fbr';
import { parse, stringify, validate } from '@x/fbr';
import { useMemo } from 'react';
import { Canonical } from '../components/Canonical';
import { Editor } from '../components/Editor';
import { ErrorBox } from '../components/ErrorBox';
import { JsonView } from '../components/JsonView';
import { NotAvailable } from '../components/NotAvailable';
import { EXAMPLES } from '../lib/examples';
import { optionalExport } from '../lib/optional';
import { useUrlParam } from '../state/useUrlParam';

const fbrCompile = optionalExport<(set: fbr.RuleSet) => unknown>(fbr, 'compile');

/** The FBR rule-set view: token tree, syntax errors with their spans, semantic diagnostics, canonical text. */
export function FbrView() {
  const [text, setText] = useUrlParam('fbr', EXAMPLES.fbr);
  const [dialect, setDialect] = useUrlParam('fbrdialect', 'strict');
  const set = useMemo(() => parse(text, { dialect: dialect as fbr.FbrDialect }), [text, dialect]);
  const canonical = useMemo(() => stringify(set, { canonical: true }), [set]);
  const semantic = useMemo(() => (set.errors.length ? [] : validate(set)), [set]);
  const first = set.errors[0];
  const firstSemantic = semantic.find((d) => d.severity === 'error');
  const shown = first ?? firstSemantic;
  const compiled = useMemo(() => {
    if (!fbrCompile || set.errors.length) return undefined;
    try {
      return fbrCompile(set);
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [set]);
  return (
    <section className="view" aria-label="FBR rule set">
      <div className="column">
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
      </div>
      <div className="column">
        {fbrCompile ? (
          <JsonView value={compiled} title="Compiled @x/core variant" />
        ) : (
          <NotAvailable
            what="Compiling the rule set to an @x/core variant (to play it)"
            needs="@x/fbr compile"
          />
        )}
        <JsonView value={{ rules: set.rules, pieces: set.pieces }} title="Parsed rules and pieces" />
      </div>
    </section>
  );
}
