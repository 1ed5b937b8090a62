import { useEffect, useState } from 'react';
import { commentInfo, withText } from '../../lib/analysis/commentInfo';
import type { AnalysisNode } from '../../lib/analysis/gameTree';
import { MOVE_GLYPHS } from '../../lib/analysis/treeEdit';

/** Props of {@link NodeTools}. */
export interface NodeToolsProps {
  readonly node: AnalysisNode | undefined;
  readonly onPromote: () => void;
  readonly onDelete: () => void;
  /** Sets (or, the same again, removes) the move glyph `$nag` (1–6) of the current move. */
  readonly onGlyph: (nag: number) => void;
  /** Called with the whole new comment: the text typed, the commands (`[%clk]`, `[%eval]`, arrows) kept. */
  readonly onComment: (comment: string) => void;
  /** The comments of the current move, or of the start position (before the first move). */
  readonly comments: readonly string[];
}

/**
 * What can be done at the current move: its glyph (! ? !! ?? !? ?!, keys 1–6, written as `$1`–`$6`), promote its
 * variation, delete from here, edit its comment (its text: the
 * commands the clock badge, chart and arrows show are not in the box, and are kept).
 */
export function NodeTools({ node, onPromote, onDelete, onGlyph, onComment, comments }: NodeToolsProps) {
  const current = commentInfo(comments).text;
  const [draft, setDraft] = useState(current);
  useEffect(() => setDraft(current), [current]);
  const inVariation = node?.path.some((i) => i !== 0) ?? false;
  return (
    <div className="node-tools">
      <fieldset className="buttons glyphs">
        <legend className="glyphs-legend">Move glyph</legend>
        {MOVE_GLYPHS.map(([nag, glyph]) => (
          <button
            key={nag}
            type="button"
            className="glyph"
            data-testid={`glyph-${nag}`}
            disabled={!node}
            aria-pressed={node?.source.data.nags.includes(nag) ?? false}
            title={`${glyph} ($${nag}, key ${nag})`}
            onClick={() => onGlyph(nag)}
          >
            {glyph}
          </button>
        ))}
      </fieldset>
      <div className="buttons">
        <button type="button" data-testid="promote" disabled={!inVariation} onClick={onPromote}>
          Promote variation
        </button>
        <button type="button" data-testid="delete-from-here" disabled={!node} onClick={onDelete}>
          Delete from here
        </button>
      </div>
      <form
        className="comment-form"
        onSubmit={(e) => {
          e.preventDefault();
          onComment(withText(comments, draft.trim()));
        }}
      >
        <label>
          Comment{' '}
          {node
            ? `after ${node.moveNumber}${node.turn === 'white' ? '.' : '…'} ${node.san}`
            : 'before the first move'}
          <textarea
            data-testid="comment-input"
            rows={2}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" data-testid="comment-save" disabled={draft.trim() === current}>
          Save comment
        </button>
      </form>
    </div>
  );
}
