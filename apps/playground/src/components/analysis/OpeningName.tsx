import type { Position } from '@x/core';
import { useEffect, useMemo, useState } from 'react';
import type { AnalysisGame, NodePath } from '../../lib/analysis/gameTree';

/** `@x/san/openings`, fetched at first use (its list is a chunk of its own, 53 KB gzip). */
type OpeningsModule = typeof import('@x/san/openings');

/** The positions from the start to the node at `path` (start first). */
function positionsTo(game: AnalysisGame, path: NodePath): Position[] {
  const out: Position[] = [game.start];
  let children = game.children;
  for (const i of path) {
    const node = children[i];
    if (!node || node.error) break;
    out.push(node.position);
    children = node.children;
  }
  return out;
}

/**
 * The opening of the current position above the move list, as lichess names it: the deepest named position on
 * the way to the current move (standard chess only), from `@x/san/openings`, loaded when first shown.
 */
export function OpeningName({ game, path }: { readonly game: AnalysisGame; readonly path: NodePath }) {
  const [openings, setOpenings] = useState<OpeningsModule | undefined>(undefined);
  const chess = game.start.variant.id === 'chess';
  useEffect(() => {
    if (!chess || openings) return;
    let live = true;
    void import('@x/san/openings').then((m) => {
      if (live) setOpenings(m);
    });
    return () => {
      live = false;
    };
  }, [chess, openings]);
  const opening = useMemo(
    () => (openings && chess ? openings.deepestOpening(positionsTo(game, path)) : undefined),
    [openings, chess, game, path],
  );
  if (!chess) return null;
  return (
    <p className="opening-name" data-testid="opening-name">
      {opening ? (
        <>
          <span className="eco">{opening.eco}</span>
          {opening.name}
        </>
      ) : (
        <span className="muted">
          {!openings ? 'Opening…' : path.length === 0 ? 'Starting position' : 'No named opening'}
        </span>
      )}
    </p>
  );
}
