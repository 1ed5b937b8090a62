import { nagGlyph } from '@x/san/annotations';
import { useEffect, useRef } from 'react';
import { type AnalysisGame, lineEnd, type NodePath, nodeAt } from '../../lib/analysis/gameTree';
import { figurineSan } from '../../lib/text/figurine';

/**
 * The line on the board as one row of moves under it (a phone's view of the moves, beside the board in one
 * screen): the moves to the current one and the main continuation after it, numbered, with their move glyphs
 * (`?!`, `??`) as the tree shows them; the current move kept in view; a tap goes there. The full tree, variations
 * and comments, stays below.
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
    box.scrollLeft = here ? moveBoundary(box, here) : 0;
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
              {glyphs(node.source.data.nags)}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** The move glyphs (`!`, `?`, `!!`, `??`, `!?`, `?!`: NAGs 1–6) among `nags`, as the strip shows them after a move. */
function glyphs(nags: readonly number[]) {
  const text = nags
    .filter((n) => n >= 1 && n <= 6)
    .map((n) => nagGlyph(n))
    .join('');
  return text ? <span className="nag">{text}</span> : null;
}

/** The room left before the strip's first move (its gap to the edge). */
const EDGE_PX = 2;

/**
 * Where the strip scrolls to show `here`: about its middle, moved to where a move begins, so that the strip starts
 * with a whole move and its number (a cut `9.Bg5` read `).Bg5`); at the line's end the browser stops at the last
 * move, shown whole at the right edge.
 */
function moveBoundary(box: HTMLElement, here: HTMLElement): number {
  // positions in the strip's content, whatever its scroll
  const origin = box.getBoundingClientRect().left + box.clientLeft - box.scrollLeft;
  const startOf = (el: Element) => el.getBoundingClientRect().left - origin;
  const centred = startOf(here) + here.offsetWidth / 2 - box.clientWidth / 2;
  let left = 0;
  let next: number | undefined;
  for (const item of box.children) {
    const start = startOf(item) - EDGE_PX;
    if (start > centred) {
      next = start;
      break;
    }
    left = start;
  }
  // a long move before it (a narrow strip): the next move's beginning, which keeps the current move in view
  const fits = startOf(here) + here.offsetWidth <= left + box.clientWidth;
  // whole pixels, rounded into the move (the browser scrolls by whole pixels)
  return Math.max(0, Math.ceil(fits || next === undefined ? left : next));
}
