import { useEffect, useRef } from 'react';

/** A span of the text to highlight (the offending part of an error). */
export interface Highlight {
  readonly offset: number;
  readonly length: number;
}

/** Props of {@link Editor}. */
export interface EditorProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly highlight?: Highlight | undefined;
  readonly rows?: number;
  /**
   * A paste, with how to get the text the editor would then hold (taken from the clipboard when called, so that
   * work can start before): answer true to take it elsewhere (the editor then keeps its text; a large paste never
   * enters the textarea).
   */
  readonly onPaste?: ((next: () => string) => boolean) | undefined;
  /** The textarea got the focus (a paste may follow). */
  readonly onFocus?: (() => void) | undefined;
}

/**
 * A plain textarea with a highlight layer behind it: the layer repeats the text with the same font and
 * wrapping, and marks the error span (`data-testid="error-highlight"`). An empty span marks one caret-wide
 * spot (the end of the input, for example).
 */
export function Editor({ id, label, value, onChange, highlight, rows = 4, onPaste, onFocus }: EditorProps) {
  const layer = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  // bring the highlighted span into view, and the layer to the textarea's scroll: the layer is empty while there
  // is no span, which resets its scroll, so a span appearing in a textarea already scrolled (by an earlier text
  // or by the user) was drawn where the layer's top was, out of place and often out of view
  useEffect(() => {
    const mark = layer.current?.querySelector('mark');
    const box = area.current;
    if (!highlight || !(mark instanceof HTMLElement) || !box || !layer.current) return;
    const top = mark.offsetTop;
    if (top < box.scrollTop || top + mark.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
    layer.current.scrollTop = box.scrollTop;
    layer.current.scrollLeft = box.scrollLeft;
  }, [highlight?.offset, highlight?.length, highlight]);
  let marked: React.ReactNode = value;
  if (highlight) {
    const start = Math.max(0, Math.min(value.length, highlight.offset));
    const end = Math.max(start, Math.min(value.length, highlight.offset + highlight.length));
    const inner = value.slice(start, end);
    marked = (
      <>
        {value.slice(0, start)}
        <mark data-testid="error-highlight" className={inner ? '' : 'empty'}>
          {inner || ' '}
        </mark>
        {value.slice(end)}
      </>
    );
  }
  return (
    <div className="editor">
      <label htmlFor={id}>{label}</label>
      <div className="editor-box">
        <div className="editor-layer" ref={layer} aria-hidden="true">
          {/* the layer only has to repeat the text while there is a span to mark */}
          {highlight ? marked : null}
          {'\n'}
        </div>
        <textarea
          ref={area}
          id={id}
          data-testid={`${id}-input`}
          value={value}
          rows={rows}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          onFocus={onFocus}
          onPaste={(e) => {
            if (!onPaste) return;
            const box = e.currentTarget;
            const data = e.clipboardData;
            const next = () => {
              const pasted = data.getData('text/plain');
              const whole = box.selectionStart === 0 && box.selectionEnd === box.value.length;
              return whole
                ? pasted
                : box.value.slice(0, box.selectionStart) + pasted + box.value.slice(box.selectionEnd);
            };
            if (onPaste(next)) e.preventDefault();
          }}
          onScroll={(e) => {
            if (layer.current) {
              layer.current.scrollTop = e.currentTarget.scrollTop;
              layer.current.scrollLeft = e.currentTarget.scrollLeft;
            }
          }}
        />
      </div>
    </div>
  );
}
