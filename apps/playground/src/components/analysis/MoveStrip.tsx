import { useEffect, useRef } from 'react';
import { type AnalysisGame, lineEnd, type NodePath, nodeAt } from '../../lib/analysis/gameTree';
import { figurineSan } from '../../lib/text/figurine';

/**
 * The line on the board as one row of moves under it (a phone's view of the moves, beside the board in one
 * screen): the moves to the current one and the main continuation after it, numbered; the current move kept in
 * view; a tap goes there. The full tree, variations and comments, stays below.
 */
export function MoveStrip({
  game,
  path,
  onGo,
  figurines = false,
}: {
  readonly game: AnalysisGame;
  readonly path: NodePath;
  readonly onGo: (path: NodePath) => void;
  /** Moves in figurines (`♘f3`) rather than letters. */
  readonly figurines?: boolean;
}) {
  const strip = useRef<HTMLOListElement>(null);
  const end = lineEnd(game, path);
  const nodes = end.map((_, i) => nodeAt(game, end.slice(0, i + 1))).filter((n) => n !== undefined);
  const at = path.join('.');
  // the current move kept in view when it (or the game) changes, not on every render of the page: reading the
  // layout forces one, which the list's rows arriving would repeat (hidden beside a desktop's tree: nothing to do)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `at` and `game` are what the strip's scroll follows
  useEffect(() => {
    const box = strip.current;
    if (!box || box.offsetParent === null) return;
    const here = box.querySelector<HTMLElement>('[aria-current="step"]');
    // scrolled within the strip only: the page stays where it is
    box.scrollLeft = here ? here.offsetLeft - box.clientWidth / 2 + here.offsetWidth / 2 : 0;
  }, [at, game]);
  return (
    <ol className="move-strip" data-testid="move-strip" ref={strip} aria-label="Moves of this line">
      {nodes.map((node) => {
        const current = node.path.length === path.length;
        const number =
          node.turn === 'white' ? `${node.moveNumber}.` : node.ply === 1 ? `${node.moveNumber}…` : '';
        return (
          <li key={node.path.join('.')}>
            <button
              type="button"
              className={`move${current ? ' current' : ''}${node.error ? ' illegal' : ''}`}
              aria-current={current ? 'step' : undefined}
              data-ply={node.ply}
              onClick={() => onGo(node.path)}
            >
              {number ? <span className="strip-number">{number}</span> : null}
              {figurines ? figurineSan(node.san) : node.san}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
