import type { VariantDefinition, WrittenVariant } from '@x/core';
import { useState } from 'react';
import { DiagnosticList, ErrorBox, type ShownError, shownError } from '../output/ErrorBox';

/**
 * "Write as variants.ini": the variant shown (a SjaakII variant, a compiled FBR rule set) written as a
 * Fairy-Stockfish section by `@x/fairy-variants`' `fromVariant`, loaded when first clicked; what ini cannot say
 * is listed; "Open in the Fairy-Stockfish tab" reads the section there.
 */
export function WriteIni({
  variant,
  onOpen,
}: {
  readonly variant: VariantDefinition | undefined;
  /** Opens the written text in the Fairy-Stockfish tab with its section chosen. */
  readonly onOpen?: ((text: string, section: string) => void) | undefined;
}) {
  const [written, setWritten] = useState<
    | { readonly of: VariantDefinition; readonly section?: WrittenVariant; readonly failure?: ShownError }
    | undefined
  >();
  if (!variant) return null;
  const write = async () => {
    try {
      const { fromVariant } = await import('@x/fairy-variants');
      setWritten({ of: variant, section: fromVariant(variant) });
    } catch (e) {
      setWritten({ of: variant, failure: shownError(e) });
    }
  };
  // a written text belongs to the variant it was written from: another variant shows the button again
  const shown = written?.of === variant ? written : undefined;
  return (
    <div className="write-ini">
      <button type="button" onClick={() => void write()} data-testid="write-ini">
        Write as variants.ini
      </button>
      {shown?.failure ? <ErrorBox error={shown.failure} testId="write-ini-error" /> : null}
      {shown?.section ? (
        <>
          <p className={shown.section.complete ? 'ok' : 'muted'} data-testid="write-ini-status">
            {shown.section.complete
              ? `✔ Fairy-Stockfish plays section [${shown.section.name}] as this variant`
              : `[${shown.section.name}] plays another game in Fairy-Stockfish: ini cannot say what is listed below`}
          </p>
          {shown.section.diagnostics.length ? (
            <DiagnosticList
              items={shown.section.diagnostics.map((d) => ({
                ...shownError(d),
                line: undefined,
                column: undefined,
                offset: undefined,
                length: undefined,
                severity: d.severity,
                path: d.path,
              }))}
              testId="write-ini-diagnostics"
            />
          ) : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes the keyboard (WCAG 2.1.1) */}
          <pre className="output" data-testid="write-ini-text" tabIndex={0}>
            {shown.section.text}
          </pre>
          {onOpen ? (
            <button
              type="button"
              onClick={() => shown.section && onOpen(shown.section.text, shown.section.name)}
              data-testid="write-ini-open"
            >
              Open in the Fairy-Stockfish tab
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
