import type { ReactNode } from 'react';
import { LARGE_INPUT, SETTLE_MS, useSettledValue } from '../../state/useSettledValue';
import { useUrlParam } from '../../state/useUrlParam';
import type { Highlight } from '../input/Editor';
import { Editor } from '../input/Editor';
import { type Example, Examples } from '../input/Examples';

/** The text of a variants-file view as typed, as read, and the variant chosen in it. */
export interface VariantsText {
  /** The editor's text, kept in the URL. */
  readonly typed: string;
  readonly setText: (text: string) => void;
  /** The text to read: `typed`, or while typing into a large text, `typed` as it was when typing last paused. */
  readonly text: string;
  /** The name of the variant (section) chosen, kept in the URL (`''`: the first). */
  readonly chosen: string;
  readonly setChosen: (name: string) => void;
}

/**
 * The text of a variants-file view (SjaakII's variants.txt, Fairy-Stockfish's variants.ini): in the URL under
 * `param` (`example` at first), read when typing pauses on a large text, and the chosen variant under `chosenParam`.
 */
export function useVariantsText(param: string, example: string, chosenParam: string): VariantsText {
  const [typed, setText] = useUrlParam(param, example);
  const [chosen, setChosen] = useUrlParam(chosenParam, '');
  const text = useSettledValue(typed, typed.length > LARGE_INPUT ? SETTLE_MS : 0);
  return { typed, setText, text, chosen, setChosen };
}

/**
 * A variants-file view: in the first column its examples, `tools` (choosers, a file input), the editor and
 * `details` (what the text read says); in the second, `side` (the variant chosen, its board), first on one column
 * (a phone: `.board-first`, `styles.css`). The span `highlight` of the text
 * read is marked only while that text is the one typed (not while a pause in typing is awaited).
 */
export function VariantsFileView({
  name,
  file,
  id,
  label,
  examples,
  highlight,
  tools,
  details,
  side,
}: {
  /** The view's name for assistive technology. */
  readonly name: string;
  readonly file: VariantsText;
  readonly id: string;
  readonly label: string;
  readonly examples: readonly Example[];
  readonly highlight: Highlight | undefined;
  readonly tools?: ReactNode;
  readonly details: ReactNode;
  readonly side: ReactNode;
}) {
  return (
    <section className="view" aria-label={name}>
      <div className="column">
        <Examples items={examples} onPick={(e) => file.setText(e.text)} />
        {tools}
        <Editor
          id={id}
          label={label}
          value={file.typed}
          onChange={file.setText}
          highlight={file.typed === file.text ? highlight : undefined}
          rows={14}
        />
        {details}
      </div>
      <div className="column board-first">{side}</div>
    </section>
  );
}
