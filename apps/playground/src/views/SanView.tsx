import '../components/analysis/analysis.css';
import type { Move } from '@x/core';
import { variants } from '@x/core';
import { isNullMove, resolve, sanOptionsOf, stringify } from '@x/san';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnalysisBoard } from '../components/analysis/AnalysisBoard';
import { BoardEditor } from '../components/analysis/BoardEditor';
import { ExportBar } from '../components/analysis/ExportBar';
import { GameList } from '../components/analysis/GameList';
import { GameTags } from '../components/analysis/GameTags';
import { MoveTree } from '../components/analysis/MoveTree';
import { NodeTools } from '../components/analysis/NodeTools';
import { useAnalysis } from '../components/analysis/useAnalysis';
import { Editor } from '../components/Editor';
import { ErrorBox, type ShownError } from '../components/ErrorBox';
import { OPERA_GAME } from '../lib/analysis/examplePgn';
import {
  type AnalysisGame,
  type AnalysisNode,
  childrenAt,
  lineEnd,
  type MoveError,
  type NodePath,
} from '../lib/analysis/gameTree';
import { type VariantKey, variantOfTag } from '../lib/analysis/pgnGames';
import {
  addMove,
  deleteFrom,
  type EditableGame,
  type Edited,
  promoteVariation,
  setComment,
  spliceGame,
} from '../lib/analysis/treeEdit';
import { formatPgn } from '@x/san';
import { DatabaseSection, useStudyDatabase } from '../components/database/DatabaseSection';
import { ExplorerSlot } from '../components/explorer/ExplorerSlot';
import { EvalChartSlot } from '../components/analysis/EvalChartSlot';
import { EngineSlot } from '../components/engine/EngineSlot';
import { OpeningName } from '../components/analysis/OpeningName';
import { commentInfo, shapesOf, withShapes } from '../lib/analysis/commentInfo';
import { oneColumn } from '../lib/oneColumn';
import { FenText } from '../components/FenText';

/** No comments (one array, so that reading them is memoised). */
const NO_COMMENTS: readonly string[] = [];

/** A move error as the error box shows it: its span and, when known, the move (number, SAN, 1-based ply). */
function shownMoveError(
  error: MoveError,
  node?: Pick<AnalysisNode, 'moveNumber' | 'turn' | 'san' | 'ply'>,
): ShownError {
  const { code, message, offset, length, line, column } = error;
  if (!node) return { code, message, offset, length, line, column };
  const move = `${node.moveNumber}${node.turn === 'white' ? '.' : '…'} ${node.san}`;
  return { code, message, offset, length, move, ply: node.ply };
}

/**
 * Brings the board of a game just opened into view and gives it the keyboard, so that ← → Home End move through
 * the game at once (after the page has laid out the new game, and a folded list).
 */
function showBoard(frame: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (!frame) return;
    frame.focus({ preventScroll: true });
    frame.scrollIntoView({ block: oneColumn() ? 'start' : 'nearest' });
  });
}

/** Whether a key event comes from a text field (which keeps its arrow keys). */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el &&
    (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
  );
}

/**
 * The analysis board (SAN/PGN tab): a PGN file in (any number of games, tags, FEN/SetUp/Variant tags), the
 * move tree with variations, comments and NAGs, every move checked, navigation by click and keys, moves
 * played on the board going into the tree, editing, export, and the game and node in the URL.
 */
export function SanView() {
  const a = useAnalysis(OPERA_GAME);
  const [flipped, setFlipped] = useState(false);
  const [editing, setEditing] = useState(false);
  const boardFrame = useRef<HTMLElement>(null);
  const study = useStudyDatabase();
  const checked = a.checked;
  const node = a.node;
  const firstError = checked?.errors[0];
  const editorError: MoveError | undefined = a.textError ?? firstError;
  /** Rewrites the game in the text after an edit and shows the edit's node. */
  const apply = (edit: (game: EditableGame) => Edited) => {
    if (!a.game) return;
    const done = edit(a.game);
    a.setText(spliceGame(a.text, a.game.offset, a.game.length, done.game));
    a.go(done.path);
  };
  const onMove = (move: Move) => {
    const position = a.position;
    if (!position || node?.error) return;
    const uci = position.uci(move);
    const existing = childrenAt(checked ?? { start: position, children: [], errors: [] }, a.path).find(
      (c) => c.uci === uci,
    );
    if (existing) {
      a.go(existing.path);
      return;
    }
    const san = stringify(move, position);
    apply((g) => addMove(g, a.path, san, sanOptionsOf(a.variant)));
  };
  useTreeKeys(checked, a.path, a.go);
  const exported = useMemo(() => (a.game ? formatPgn([a.game]) : ''), [a.game]);
  const tagged = variantOfTag(a.game?.headers.get('Variant'));
  // the move whose error the current node shows (itself, or the illegal move earlier in its line)
  const errorAt = node?.error && checked?.errors.find((e) => e.offset === node.error?.offset);
  const errorNode = errorAt && checked ? findNode(checked.children, errorAt.path) : undefined;
  // the comments whose `[%cal]`/`[%csl]` the board draws: the current move's, or the game's before its first move
  const shapeComments = node ? node.source.data.comments : (a.game?.comments ?? NO_COMMENTS);
  return (
    <section className="view analysis" aria-label="SAN / PGN analysis board">
      <div className="column">
        <DatabaseSection
          study={study}
          onText={(text) => {
            a.open(text);
            showBoard(boardFrame.current);
          }}
        />
        <Editor
          id="san"
          label="PGN or SAN movetext"
          value={a.text}
          onChange={a.setText}
          highlight={editorError ? { offset: editorError.offset, length: editorError.length } : undefined}
          rows={8}
        />
        <div className="buttons">
          <label className="inline">
            Variant{' '}
            <select
              value={tagged ?? a.variantKey}
              disabled={tagged !== undefined}
              title={tagged ? 'set by the game’s Variant tag' : undefined}
              data-testid="san-variant"
              onChange={(e) => a.setVariantKey(e.target.value as VariantKey)}
            >
              {Object.entries(variants).map(([key, v]) => (
                <option key={key} value={key}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <GameList games={a.games} index={a.gameIndex} onPick={a.setGameIndex} />
        <CheckStatus textError={a.textError} checked={checked} games={a.games.length} onGo={a.go} />
      </div>
      <div className="column board-column">
        <div className="study">
          <div className="study-main">
            <div className="board-side">
              <AnalysisBoard
                frameRef={boardFrame}
                position={a.position}
                lastMove={node?.error ? [] : (node?.squares ?? [])}
                onMove={onMove}
                flipped={flipped}
                shapes={shapesOf(commentInfo(shapeComments))}
                onShapes={(list) => apply((g) => setComment(g, a.path, withShapes(shapeComments, list)))}
              />
              {node?.error ? (
                <div className="error-beside" data-testid="board-error">
                  <p>
                    {node.inherited ? 'After an illegal move' : 'An illegal move'}: the board shows the last
                    legal position.
                  </p>
                  <ErrorBox error={shownMoveError(node.error, errorNode)} testId="board-error-box" />
                </div>
              ) : null}
              <NavBar
                checked={checked}
                path={a.path}
                node={node}
                onGo={a.go}
                onFlip={() => setFlipped((f) => !f)}
              />
              <p className="fen-line">
                FEN <FenText testId="current-fen" text={a.position.toFen()} />
              </p>
              <EngineSlot position={a.position} moves={checked?.children} ply={node?.ply ?? 0} onGo={a.go} />
            </div>
            <div className="tags-side">
              <GameTags game={a.game} />
            </div>
          </div>
          <div className="study-aside">
            <div className="moves-side">
              {checked ? <OpeningName game={checked} path={a.path} /> : null}
              {checked ? (
                <MoveTree
                  moves={checked.children}
                  current={a.path}
                  onGo={a.go}
                  comments={a.game?.comments ?? []}
                />
              ) : a.textError ? (
                <div className="tree-error" data-testid="tree-error">
                  <p>This game cannot be read, so it has no moves to show:</p>
                  <ErrorBox error={shownMoveError(a.textError)} testId="tree-error-box" />
                </div>
              ) : null}
              {checked ? <EvalChartSlot moves={checked.children} ply={node?.ply ?? 0} onGo={a.go} /> : null}
              <NodeTools
                node={node}
                comments={shapeComments}
                onPromote={() => apply((g) => promoteVariation(g, a.path))}
                onDelete={() => apply((g) => deleteFrom(g, a.path))}
                onComment={(text) => apply((g) => setComment(g, a.path, text))}
              />
            </div>
            {study.db.state ? (
              <div className="explorer-side">
                <ExplorerSlot
                  db={study.db}
                  position={a.position}
                  onPlay={(san) => {
                    const move = resolve(san, a.position);
                    if (!isNullMove(move)) onMove(move);
                  }}
                />
              </div>
            ) : null}
          </div>
        </div>
        <ExportBar pgn={exported} position={a.position} />
        <button type="button" data-testid="toggle-editor" onClick={() => setEditing((e) => !e)}>
          {editing ? 'Close the board editor' : 'Board editor'}
        </button>
        {editing ? (
          <BoardEditor
            key={a.position.toFen()}
            variant={a.variant}
            initial={a.position.toSetup()}
            onUse={(fen) => {
              const key = tagged ?? a.variantKey;
              const variantTag = key === 'chess' ? '' : `[Variant "${key}"]\n`;
              a.setText(`${variantTag}[SetUp "1"]\n[FEN "${fen}"]\n\n*\n`);
              a.setGameIndex(0);
              setEditing(false);
            }}
          />
        ) : null}
      </div>
    </section>
  );
}

/** The checked node at a path. */
function findNode(list: readonly AnalysisNode[], path: NodePath): AnalysisNode | undefined {
  let node: AnalysisNode | undefined;
  let children = list;
  for (const i of path) {
    node = children[i];
    if (!node) return undefined;
    children = node.children;
  }
  return node;
}

export default SanView;

/** Keys on the move tree: ← → one move, Home End the ends of the line, ↑ ↓ the other variations at this move. */
function useTreeKeys(checked: AnalysisGame | undefined, path: NodePath, go: (path: NodePath) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || !checked) return;
      let next: NodePath | undefined;
      if (e.key === 'ArrowLeft') next = path.slice(0, -1);
      else if (e.key === 'ArrowRight') next = childrenAt(checked, path).length > 0 ? [...path, 0] : undefined;
      else if (e.key === 'Home') next = [];
      else if (e.key === 'End') next = lineEnd(checked, path);
      else if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && path.length > 0) {
        const siblings = childrenAt(checked, path.slice(0, -1)).length;
        const here = path[path.length - 1] ?? 0;
        const step = e.key === 'ArrowUp' ? -1 : 1;
        const to = (here + step + siblings) % siblings;
        next = [...path.slice(0, -1), to];
      } else return;
      e.preventDefault();
      if (next) go(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
}

/** The buttons under the board: start, back, forward, end, flip, and where we are. */
function NavBar({
  checked,
  path,
  node,
  onGo,
  onFlip,
}: {
  readonly checked: AnalysisGame | undefined;
  readonly path: NodePath;
  readonly node: AnalysisNode | undefined;
  readonly onGo: (path: NodePath) => void;
  readonly onFlip: () => void;
}) {
  return (
    <div className="nav buttons" data-testid="nav">
      <button type="button" data-testid="nav-start" onClick={() => onGo([])} title="Home">
        |◀
      </button>
      <button type="button" data-testid="nav-back" onClick={() => onGo(path.slice(0, -1))} title="←">
        ◀
      </button>
      <button
        type="button"
        data-testid="nav-forward"
        onClick={() => checked && childrenAt(checked, path).length > 0 && onGo([...path, 0])}
        title="→"
      >
        ▶
      </button>
      <button
        type="button"
        data-testid="nav-end"
        onClick={() => checked && onGo(lineEnd(checked, path))}
        title="End"
      >
        ▶|
      </button>
      <button type="button" data-testid="flip" onClick={onFlip}>
        Flip
      </button>
      <span className="muted" data-testid="current-ply">
        {node
          ? `ply ${node.ply}: ${node.moveNumber}${node.turn === 'white' ? '.' : '…'} ${node.san}`
          : 'start'}
      </span>
    </div>
  );
}

/** The text's syntax error, or each illegal move with a "show" link, or the all-legal note. */
function CheckStatus({
  textError,
  checked,
  games,
  onGo,
}: {
  readonly textError: MoveError | undefined;
  readonly checked: AnalysisGame | undefined;
  readonly games: number;
  readonly onGo: (path: NodePath) => void;
}) {
  if (textError) {
    return <ErrorBox error={shownMoveError(textError)} />;
  }
  if (checked && checked.errors.length > 0) {
    return (
      <div data-testid="move-errors">
        {checked.errors.map((err) => {
          const at = findNode(checked.children, err.path);
          return (
            <div key={err.offset} className="error-row">
              <ErrorBox error={shownMoveError(err, at)} />
              <button type="button" className="link" onClick={() => onGo(err.path)}>
                show
              </button>
            </div>
          );
        })}
      </div>
    );
  }
  return (
    <p className="ok" data-testid="ok">
      ✔ {games} game{games === 1 ? '' : 's'}; every move legal, variations included
    </p>
  );
}
