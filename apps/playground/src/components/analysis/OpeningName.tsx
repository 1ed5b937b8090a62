import type { Opening } from '@x/san/openings';
import { useEffect, useState } from 'react';
import type { AnalysisGame, NodePath } from '../../lib/analysis/gameTree';
import { deepestOpeningOf } from '../../lib/analysis/openingNames';

/** The FENs of the positions from the start to the node at `path` (start first). */
function fensTo(game: AnalysisGame, path: NodePath): string[] {
  const out: string[] = [game.start.toFen()];
  let children = game.children;
  for (const i of path) {
    const node = children[i];
    if (!node || node.error) break;
    out.push(node.position.toFen());
    children = node.children;
  }
  return out;
}

/**
 * The opening of the current position above the move list, as lichess names it: the deepest named position on
 * the way to the current move (standard chess only), from `@x/san/openings` in a worker (its table is built
 * there, off the page's thread). One line, a long name cut (whole in its title), so the moves below stay where
 * they are as it changes.
 */
export function OpeningName({ game, path }: { readonly game: AnalysisGame; readonly path: NodePath }) {
  const [shown, setShown] = useState<{ readonly key: string; readonly opening: Opening | undefined }>();
  const chess = game.start.variant.id === 'chess';
  const fens = chess ? fensTo(game, path) : [];
  const key = fens.join('|');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    void deepestOpeningOf(key.split('|')).then((opening) => {
      if (live) setShown({ key, opening });
    });
    return () => {
      live = false;
    };
  }, [key]);
  if (!chess) return null;
  // the answer for this line; while it comes, the last name shown stays (stepping through the moves does not
  // flicker), and a line asked after an unnamed one says it is being looked up, not that it has no name
  const answered = shown?.key === key ? shown : undefined;
  const opening = answered ? answered.opening : shown?.opening;
  return (
    <p
      className="opening-name"
      data-testid="opening-name"
      title={opening ? `${opening.eco} ${opening.name}` : undefined}
    >
      {opening ? (
        <>
          <span className="eco">{opening.eco}</span>
          {opening.name}
        </>
      ) : (
        <span className="muted">
          {!answered ? 'Opening…' : path.length === 0 ? 'Starting position' : 'No named opening'}
        </span>
      )}
    </p>
  );
}
