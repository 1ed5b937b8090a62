import './playerBar.css';
import { clockText, commentInfo } from '../../lib/analysis/commentInfo';
import { nagGlyph } from '@x/san/annotations';
import { useEffect, useRef } from 'react';
import type { AnalysisNode, NodePath } from '../../lib/analysis/gameTree';
import type { GameEnd } from '../../lib/analysis/gameEnd';
import { figurineSan } from '../../lib/text/figurine';
import { scrollWithin } from '../../lib/scrollWithin';

/** Props of {@link MoveTree}. */
export interface MoveTreeProps {
  readonly moves: readonly AnalysisNode[];
  readonly current: NodePath;
  readonly onGo: (path: NodePath) => void;
  /** Comments before the first move. */
  readonly comments?: readonly string[];
  /** How the game ends after the main line's last move (`gameEnd`), shown there; none for an unfinished game. */
  readonly end?: GameEnd | undefined;
  /** Moves in figurines (`♘f3`) rather than letters. */
  readonly figurines?: boolean | undefined;
}

const samePath = (a: NodePath, b: NodePath) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Glyphs of the common position and annotation NAGs beyond the move glyphs `$1`–`$6` (as lichess shows them). */
const NAG_SYMBOLS: ReadonlyMap<number, string> = new Map([
  [7, '□'],
  [10, '='],
  [13, '∞'],
  [16, '±'],
  [17, '∓'],
  [18, '+−'],
  [19, '−+'],
  [22, '⨀'],
  [23, '⨀'],
  [32, '⟳'],
  [33, '⟳'],
  [36, '→'],
  [37, '→'],
  [40, '↑'],
  [41, '↑'],
  [132, '⇆'],
  [133, '⇆'],
  [138, '⊕'],
  [139, '⊕'],
  [140, '∆'],
  [146, 'N'],
]);

/**
 * `$14` ⩲ and `$15` ⩱ (a slight edge), drawn as their two signs stacked: few fonts have the characters (an empty
 * box where none does).
 */
const STACKED: ReadonlyMap<number, readonly [string, string, string]> = new Map([
  [14, ['+', '=', 'White is slightly better']],
  [15, ['=', '+', 'Black is slightly better']],
]);

/** The NAGs of a move as glyphs (`!`, `?!`, `±`, ⩲ stacked) or `$n` when there is none. */
function nagText(nags: readonly number[]): React.ReactNode {
  if (nags.length === 0) return null;
  return nags.map((n, i) => {
    const stacked = STACKED.get(n);
    const gap = i > 0 ? ' ' : '';
    if (!stacked) return `${gap}${nagGlyph(n) ?? NAG_SYMBOLS.get(n) ?? `$${n}`}`;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a move's NAGs in order
      <span key={i}>
        {gap}
        <span className="nag-stack" role="img" aria-label={stacked[2]} title={stacked[2]} data-nag={n}>
          <span>{stacked[0]}</span>
          <span>{stacked[1]}</span>
        </span>
      </span>
    );
  });
}

/**
 * A ref for the tree's current move (the start too): brought into the tree's box when it becomes current, by the
 * tree's own scroll only, so the board above it stays in view on a phone.
 */
function useKeptInView(current: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const move = ref.current;
    const tree = move?.closest<HTMLElement>('.move-tree');
    if (current && move && tree) scrollWithin(tree, move);
  }, [current]);
  return ref;
}

/** The start of the game, before the first move: current, and kept in view, as a move is (Home). */
function StartButton({ current, onGo }: { current: boolean; onGo: (path: NodePath) => void }) {
  const ref = useKeptInView(current);
  return (
    <button
      type="button"
      ref={ref}
      className={current ? 'move start current' : 'move start'}
      aria-current={current ? 'step' : undefined}
      onClick={() => onGo([])}
      data-path=""
    >
      start
    </button>
  );
}

/** One move as a button: number (when due), SAN, NAGs; the error mark of an illegal move. */
function MoveButton(props: {
  node: AnalysisNode;
  withNumber: boolean;
  current: boolean;
  onGo: (path: NodePath) => void;
  figurines: boolean;
}) {
  const { node } = props;
  const number =
    node.turn === 'white' ? `${node.moveNumber}.` : props.withNumber ? `${node.moveNumber}…` : '';
  const nags = nagText(node.source.data.nags);
  const classes = ['move'];
  if (props.current) classes.push('current');
  if (node.error) classes.push(node.inherited ? 'unchecked' : 'illegal');
  const ref = useKeptInView(props.current);
  return (
    <button
      type="button"
      ref={ref}
      className={classes.join(' ')}
      data-path={node.path.join('.')}
      data-ply={node.ply}
      aria-current={props.current ? 'step' : undefined}
      title={node.error ? `${node.error.code}: ${node.error.message}` : `ply ${node.ply}`}
      onClick={() => props.onGo(node.path)}
    >
      {number ? <span className="move-number">{number}</span> : null}
      <span className="san">{props.figurines ? figurineSan(node.san) : node.san}</span>
      {nags ? <span className="nag">{nags}</span> : null}
      {node.error && !node.inherited ? <span className="move-error"> ✘ {node.error.code}</span> : null}
    </button>
  );
}

/**
 * Comments as text spans, their commands read: the clock after the move as a badge (`[%clk]`), the text without
 * the commands; evaluations go to the chart and shapes to the board.
 */
function Comments({ texts }: { texts: readonly string[] }) {
  if (texts.length === 0) return null;
  const info = commentInfo(texts);
  return (
    <>
      {info.clock !== undefined ? (
        <span className="clock-badge" data-testid="clock" title="clock after the move">
          {clockText(info.clock)}
        </span>
      ) : null}
      {info.text ? <span className="comment">{info.text}</span> : null}
    </>
  );
}

/**
 * A line from `first` on: each move, its comments, and after a move with alternatives the alternatives as
 * indented variations; the main continuation then goes on with its move number repeated.
 */
function Line(props: {
  alternatives: readonly AnalysisNode[];
  current: NodePath;
  onGo: (path: NodePath) => void;
  depth: number;
  figurines: boolean;
}) {
  const out: React.ReactNode[] = [];
  let list = props.alternatives;
  let needNumber = true;
  while (list.length > 0) {
    const [main, ...others] = list;
    if (!main) break;
    out.push(<Comments key={`sc-${main.path.join('.')}`} texts={main.source.data.startingComments} />);
    out.push(
      <MoveButton
        key={main.path.join('.')}
        node={main}
        withNumber={needNumber}
        current={samePath(main.path, props.current)}
        onGo={props.onGo}
        figurines={props.figurines}
      />,
    );
    out.push(<Comments key={`c-${main.path.join('.')}`} texts={main.source.data.comments} />);
    needNumber = commentInfo(main.source.data.comments).text !== '';
    if (others.length > 0) {
      out.push(
        <div className="variations" key={`v-${main.path.join('.')}`}>
          {others.map((alt) => (
            <div className="variation" key={alt.path.join('.')} data-depth={props.depth + 1}>
              <Line
                alternatives={[alt]}
                current={props.current}
                onGo={props.onGo}
                depth={props.depth + 1}
                figurines={props.figurines}
              />
            </div>
          ))}
        </div>,
      );
      needNumber = true;
    }
    list = main.children;
  }
  return <>{out}</>;
}

/**
 * The move tree as lichess shows it: the main line inline, variations indented beneath the move they
 * replace, comments and NAG glyphs inline, full move numbers; click a move to go there.
 */
export function MoveTree({ moves, current, onGo, comments = [], end, figurines = false }: MoveTreeProps) {
  return (
    <div className="move-tree" data-testid="move-tree">
      <StartButton current={current.length === 0} onGo={onGo} />
      <Comments texts={comments} />
      {/* the main line's alternatives to the first move live under the root */}
      <Line alternatives={moves} current={current} onGo={onGo} depth={0} figurines={figurines} />
      {end ? (
        <p className="game-result" data-testid="game-result">
          {end.result}{' '}
          <span className="muted">
            {end.words} · {end.reason}
          </span>
        </p>
      ) : null}
    </div>
  );
}
