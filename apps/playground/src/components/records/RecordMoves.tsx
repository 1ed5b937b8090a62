import '../analysis/playerBar.css';
import { type ReactNode, useState } from 'react';
import type { RecordNode, RecordTree } from '../../lib/records/recordTree';
import { useLook } from '../../state/look';
import { recordResult } from '../../lib/records/recordResult';
import { clockText } from '../../lib/analysis/commentInfo';

/** Each record's own key for its move list (`keyOf`). */
const KEYS = new WeakMap<RecordTree, number>();
let lastKey = 0;

/**
 * A key of `tree`'s own: a new record's move list is a new element, built whole before it is put in the page. Under
 * the one before's element, React placed each new move button apart, looking past every later new one for the node
 * to insert it before: quadratic, 12 s of a frozen tab for a KIF of 100,000 moves.
 */
function keyOf(tree: RecordTree): number {
  let key = KEYS.get(tree);
  if (key === undefined) {
    key = ++lastKey;
    KEYS.set(tree, key);
  }
  return key;
}

/**
 * The most moves the list shows at once: a page of the record's moves (by node, which is their order in the list),
 * the one with the move shown, with buttons to the pages before and after. 100,000 move buttons took Chromium 6 s
 * of a frozen tab to lay out (a KIF of 100,000 moves), and as long again for each step's new rendering.
 */
export const MOVES_PAGE = 1000;

/** Props of {@link RecordMoves}. */
export interface RecordMovesProps {
  readonly tree: RecordTree;
  /** The node shown (-1: the start position). */
  readonly current: number;
  readonly onPick: (node: number) => void;
}

/**
 * A move's number and text as its players write them: shogi counts every move (`1 ▲７六歩(77)`, `2 △３四歩(33)`;
 * ▲ sente, △ gote), in Japanese or Western (`1 ▲P-7f`) by `japanese`; the others number a move pair as chess does
 * (`1.`, `1…` where black's move starts a line).
 */
export function moveText(
  node: RecordNode,
  shogi: boolean,
  japanese: boolean,
  lead: boolean,
): { number: string; text: string } {
  if (shogi)
    return {
      number: `${node.ply} ${node.ply % 2 === 1 ? '▲' : '△'}`,
      text: japanese && node.japanese ? node.japanese : node.label,
    };
  const black = node.ply % 2 === 0;
  return { number: !black || lead ? `${Math.ceil(node.ply / 2)}${black ? '…' : '.'}` : '', text: node.label };
}

/**
 * The moves of a record as a tree: the main line, and after a move the branches (変化) played instead of it, each
 * indented on its own line. A move is a button (`data-node`); the one shown is marked `aria-current`. A move the
 * record times is followed by the time spent on it (`0:16`); a record without times shows none.
 */
export function RecordMoves({ tree, current, onPick }: RecordMovesProps) {
  const japanese = useLook().shogiMoves === 'japanese';
  // the page a button chose, until another move is shown (then the page of that move)
  const [chosen, setChosen] = useState<{
    readonly tree: RecordTree;
    readonly at: number;
    readonly page: number;
  }>();
  const page =
    chosen && chosen.tree === tree && chosen.at === current
      ? chosen.page
      : Math.floor(Math.max(current, 0) / MOVES_PAGE);
  const from = page * MOVES_PAGE;
  const to = from + MOVES_PAGE;
  const turn = (p: number) => setChosen({ tree, at: current, page: p });
  // how the main line ends, after its last move (as the analysis board writes a game's result)
  const result = recordResult(tree, japanese);
  const shogi = tree.game === 'shogi';
  /** The line starting at `first`, with the alternatives of each of its moves after it. */
  const line = (first: number, alternatives: readonly number[]): ReactNode[] => {
    const out: ReactNode[] = [];
    let n: number | undefined = first;
    let others = alternatives;
    let lead = true;
    while (n !== undefined) {
      const node: RecordTree['nodes'][number] = tree.nodes[n]!;
      // nodes are numbered in the list's order: from a move after the page on, nothing more of this line is on it
      if (n >= to) break;
      // a move before the page: only its line followed (its alternatives and the moves after it may be on it)
      if (n < from) {
        for (const alt of others) out.push(...line(alt, []));
        const [main, ...rest]: readonly number[] = node.children;
        n = main;
        others = rest;
        lead = true;
        continue;
      }
      const { number, text } = moveText(node, shogi, japanese, lead);
      const id: number = n;
      out.push(
        <button
          type="button"
          key={`m${id}`}
          className="rec-move"
          data-node={id}
          data-testid="rec-move"
          aria-current={id === current ? 'true' : undefined}
          onClick={() => onPick(id)}
        >
          {number ? <span className="rec-number">{number}</span> : null}
          {text}
        </button>,
      );
      // the time spent on the move (KIF's `( 0:16/…)`, CSA's `T16`), as the analysis board's clock badge
      if (node.time)
        out.push(
          <span key={`t${id}`} className="clock-badge" data-testid="rec-time" title="time spent on the move">
            {clockText(node.time.now)}
          </span>,
        );
      for (const c of node.comments) {
        out.push(
          <span key={`c${id}:${out.length}`} className="rec-comment">
            {c}
          </span>,
        );
      }
      lead = false;
      if (others.length) {
        for (const alt of others) {
          const branch = line(alt, []);
          if (branch.length)
            out.push(
              <div key={`v${alt}`} className="rec-branch" data-testid="rec-branch">
                {branch}
              </div>,
            );
        }
        lead = true;
      }
      const [main, ...rest]: readonly number[] = node.children;
      n = main;
      others = rest;
    }
    return out;
  };
  const [first, ...rest] = tree.roots;
  return (
    <div className="rec-moves" data-testid="rec-moves" key={keyOf(tree)}>
      {from > 0 ? (
        <button type="button" className="rec-page" data-testid="rec-earlier" onClick={() => turn(page - 1)}>
          ← moves {from - MOVES_PAGE + 1}–{from}
        </button>
      ) : null}
      {first === undefined ? <span className="muted">no moves</span> : line(first, rest)}
      {to < tree.nodes.length ? (
        <button type="button" className="rec-page" data-testid="rec-later" onClick={() => turn(page + 1)}>
          moves {to + 1}–{Math.min(to + MOVES_PAGE, tree.nodes.length)} of {tree.nodes.length} →
        </button>
      ) : null}
      {result && to >= tree.nodes.length ? (
        <span className="rec-result" data-testid="rec-result">
          {result}
        </span>
      ) : null}
    </div>
  );
}
