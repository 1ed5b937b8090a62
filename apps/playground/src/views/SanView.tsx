import '../components/analysis/analysis.css';
import { useFlipParam } from '../state/useFlipParam';
import type { Move, VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { resolve, sanOptionsOf, stringify } from '@x/san';
import { startTransition, useMemo, useRef, useState } from 'react';
import type { GameDownload } from '../components/board/BoardDownloads';
import { AnalysisBoard } from '../components/analysis/AnalysisBoard';
import { BoardEditor } from '../components/analysis/BoardEditor';
import { ExportBar } from '../components/analysis/ExportBar';
import { GameList } from '../components/analysis/GameList';
import { GameTags } from '../components/analysis/GameTags';
import { MoveStrip } from '../components/analysis/MoveStrip';
import { MoveTree } from '../components/analysis/MoveTree';
import { NodeTools } from '../components/analysis/NodeTools';
import { useAnalysis } from '../components/analysis/useAnalysis';
import { Editor } from '../components/input/Editor';
import { ErrorBox, type ShownError } from '../components/output/ErrorBox';
import { OtherTab } from '../components/output/OtherTab';
import { OPERA_GAME } from '../lib/analysis/examplePgn';
import {
  type AnalysisGame,
  type AnalysisNode,
  childrenAt,
  lineEnd,
  mainLine,
  type MoveError,
  type NodePath,
} from '../lib/analysis/gameTree';
import { EDITOR_MAX, mightHoldSeveralGames, readGames, type VariantKey } from '../lib/analysis/pgnGames';
import type { GameRow } from '../lib/database/rows';
import {
  addLine,
  addMove,
  deleteFrom,
  newGame,
  type EditableGame,
  type Edited,
  promoteVariation,
  setComment,
  spliceGame,
  toggleMoveGlyph,
} from '../lib/analysis/treeEdit';
import { FenLine } from '../components/analysis/FenLine';
import { PastedFen } from '../components/analysis/PastedFen';
import { PasteGameButton } from '../components/analysis/PasteGameButton';
import { positionPgn } from '../lib/analysis/positionPgn';
import { EvalBar } from '../components/engine/EvalBar';
import { ShortcutSheet } from '../components/analysis/ShortcutSheet';
import type { EngineReport } from '../components/engine/EnginePanel';
import { gameEnd } from '../lib/analysis/gameEnd';
import { linePath } from '../lib/analysis/linePath';
import { type AnalysisCommand, useAnalysisKeys } from '../state/useAnalysisKeys';
import { toggleEngine } from '../state/engineSwitch';
import { useLook } from '../state/look';
import { usePastedGameShown } from '../state/usePastedGameShown';
import type { Shape } from '../components/board/shapes';
import { formatPgn } from '@x/san';
import { lineColumn } from '@x/core/notation';
import { DatabaseSection, useStudyDatabase } from '../components/database/DatabaseSection';
import { useDatabasePick } from '../components/database/useDatabaseState';
import { ExplorerSlot } from '../components/explorer/ExplorerSlot';
import { SearchSlot } from '../components/search/SearchSlot';
import { EvalChartSlot } from '../components/analysis/EvalChartSlot';
import { MoveReport } from '../components/analysis/MoveReport';
import { PlayerBar } from '../components/analysis/PlayerBar';
import { playersAt } from '../lib/analysis/players';
import { EngineSlot } from '../components/engine/EngineSlot';
import { OpeningName } from '../components/analysis/OpeningName';
import { commentInfo, shapesOf, withShapes } from '../lib/analysis/commentInfo';
import { oneColumn } from '../lib/oneColumn';
import { StepButtons } from '../components/play/StepButtons';
import { gameFileName } from '../lib/text/fileName';
import { type Step, useStepKeys, useWheelSteps } from '../state/useStepKeys';
import { unlinkedNote } from '../state/useLinkedText';
import { insertedLength, replacesText } from '../lib/text/textEdit';
import { Choice } from '../components/input/Choice';

/** The variants the editor's text may be read as (a game's Variant tag chooses for it). */
const VARIANT_CHOICES = Object.entries(variants).map(([key, v]) => [key, v.name] as const);

/** No comments (one array, so that reading them is memoised). */
const NO_COMMENTS: readonly string[] = [];

/**
 * A move error as the error box shows it: its span, its line and column in `text` (the game list's place), and
 * when known the move (number, SAN, 1-based ply).
 */
function shownMoveError(
  error: MoveError,
  text: string,
  node?: Pick<AnalysisNode, 'moveNumber' | 'turn' | 'san' | 'ply'>,
): ShownError {
  const { code, message, offset, length } = error;
  const { line, column } = error.line === undefined ? lineColumn(text, offset) : error;
  if (!node) return { code, message, offset, length, line, column };
  const move = `${node.moveNumber}${node.turn === 'white' ? '.' : '…'} ${node.san}`;
  return { code, message, offset, length, line, column, move, ply: node.ply };
}

/** A checked game as the board's GIF download: its main line up to its first illegal move (none without moves). */
function gifOf(game: AnalysisGame | undefined, variant: string): GameDownload | undefined {
  const start = game?.start;
  if (!game || !start || game.children.length === 0) return undefined;
  return {
    name: `${variant}-game`,
    start,
    moves: () => mainLine(game).map((node) => (node.uci === '--' ? null : node.uci)),
  };
}

/**
 * Brings the board of a game just opened into view with its players' bars (after the page has laid out the new
 * game, and a folded list). The focus stays where the user acted — the list, its filter, the editor — whose keys
 * stay theirs; ← → Home End move through the game from the page (a folded list leaves the focus there), or once
 * the board is clicked.
 */
function showBoard(frame: HTMLElement | null): void {
  requestAnimationFrame(() => {
    (frame?.closest<HTMLElement>('.board-side') ?? frame)?.scrollIntoView({
      block: oneColumn() ? 'start' : 'nearest',
    });
  });
}

/**
 * Brings the database's list into view on one column, where it stands over the board, once a file's first game has
 * opened: the page scrolls as little as it can (a list in view is left where it is).
 */
function showList(box: HTMLElement | null): void {
  requestAnimationFrame(() => {
    box?.scrollIntoView({ block: 'nearest' });
  });
}

/**
 * The analysis board (SAN/PGN tab): a PGN file in (any number of games, tags, FEN/SetUp/Variant tags), the
 * move tree with variations, comments and NAGs, every move checked, navigation by click and keys, moves
 * played on the board going into the tree, editing, export, and the game and node in the URL.
 */
export function SanView() {
  const a = useAnalysis(OPERA_GAME);
  const [flipped, flip] = useFlipParam();
  const [editing, setEditing] = useState(false);
  /** A game of the database too large for the editor, shown by its row (its size and error) instead. */
  const [large, setLarge] = useState<GameRow | undefined>(undefined);
  const boardFrame = useRef<HTMLElement>(null);
  const listBox = useRef<HTMLDivElement>(null);
  const study = useStudyDatabase();
  // a game pasted over the editor's text: its board brought into view (on a phone, far above the editor)
  const markPasted = usePastedGameShown(a.text, a.game !== undefined && !a.textError, () =>
    showBoard(boardFrame.current),
  );
  // the database's phase (none, reading, listed, indexed) and failure: not its rows, which render the list and
  // the explorer alone as they come
  const dbPhase = useDatabasePick(study.db, (state) =>
    state === undefined ? 'none' : state.indexed ? 'indexed' : state.listed ? 'listed' : 'reading',
  );
  const dbFailure = useDatabasePick(study.db, (state) => state?.failure);
  // a database with games to choose from: on one column its list stands over the board (a file that held none says
  // so where it was opened, under the board)
  const dbGames = useDatabasePick(study.db, (state) => (state?.rows.length ?? 0) > 0);
  const checked = a.checked;
  const node = a.node;
  const firstError = checked?.errors[0];
  const players = useMemo(() => playersAt(a.game?.headers, checked, a.path), [a.game, checked, a.path]);
  const editorError: MoveError | undefined = a.textError ?? firstError;
  /** Rewrites the game in the text after an edit and shows the edit's node. */
  const apply = (edit: (game: EditableGame) => Edited) => {
    // an editor that holds no game (blank, or a lone `*`) starts one: a move on the board is never dropped
    const game = a.game ?? (a.textError ? undefined : newGame(a.text));
    if (!game) return;
    const done = edit(game);
    a.setText(spliceGame(a.text, game.offset, game.length, done.game, a.variants));
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
  /**
   * Plays a line of SAN moves from the board's position (an engine line: its first move, or all of it): along the
   * moves the tree has, then the rest added as a variation; its last move shown.
   */
  const playLine = (sans: readonly string[]) => {
    if (!checked || node?.error || sans.length === 0) return;
    const { path, rest } = linePath(checked, a.path, sans);
    if (rest.length === 0) a.go(path);
    else apply((g) => addLine(g, path, rest, sanOptionsOf(a.variant)));
  };
  const [engine, setEngine] = useState<EngineReport | undefined>(undefined);
  const [help, setHelp] = useState(false);
  const fen = a.position.toFen();
  const best = engine?.fen === fen && !node?.error ? engine.best : undefined;
  const bestArrow: Shape | undefined = best
    ? {
        from: best.drop || !best.from ? best.to : best.from,
        ...(best.drop ? {} : { to: best.to }),
        brush: 'blue',
      }
    : undefined;
  const figurines = useLook().notation === 'figurines';
  const onStep = stepper(checked, a.path, a.go, flip);
  useStepKeys(onStep);
  useAnalysisKeys((command: AnalysisCommand) => {
    if (command.kind === 'help') setHelp(true);
    else if (command.kind === 'engine') return toggleEngine();
    else if (command.kind === 'best') {
      if (!best || !checked) return false;
      playLine([stringify(best, a.position)]);
    } else {
      if (!node || !a.game) return false;
      apply((g) => toggleMoveGlyph(g, a.path, command.nag));
    }
    return true;
  });
  useWheelSteps(boardFrame, onStep);
  const exported = useMemo(
    () => (a.game ? formatPgn([a.game], { variants: a.variants }) : ''),
    [a.game, a.variants],
  );
  const tagged = a.tagged;
  /** Opens a game that starts from `fen`, in the board's variant. */
  const openFen = (fen: string) => a.open(positionPgn(fen, tagged ?? a.variantKey));
  // a variant the game's tag names that the picker does not list (Fairy-Stockfish's): shown as its choice
  const own = a.named && !tagged ? a.named : undefined;
  const choices = own ? [...VARIANT_CHOICES, [own.id, own.name] as const] : VARIANT_CHOICES;
  /**
   * The editor's text changed: typing edits the game; a paste (or any change of two characters or more) that
   * holds several games, or a text too large to edit, is read as a database (in the worker, game by game, as a
   * file is) and its first game opened; nothing of the game before is kept meanwhile.
   */
  const listed = (next: string): boolean => {
    const several =
      next.length <= EDITOR_MAX &&
      insertedLength(a.text, next) >= 2 &&
      mightHoldSeveralGames(next) &&
      (() => {
        const r = readGames(next, a.variant, a.variants);
        return !r.success || r.games.length > 1;
      })();
    if (next.length <= EDITOR_MAX && !several) return false;
    // the reader starts now (the text's first slice sent to the worker at once); the page's emptied board renders
    // after the paste's task (a transition)
    study.openText(next);
    startTransition(() => {
      setLarge(undefined);
      a.open('');
    });
    return true;
  };
  const onEdit = (next: string) => {
    if (listed(next)) return;
    setLarge(undefined);
    // another text pasted over the game opens at its start, with nothing of the game before (its tree, its
    // errors, its node in the URL); typing edits the game and keeps its place
    if (replacesText(a.text, next)) a.open(next);
    else a.setText(next);
  };
  // the move whose error the current node shows (itself, or the illegal move earlier in its line)
  const errorAt = node?.error && checked?.errors.find((e) => e.offset === node.error?.offset);
  const errorNode = errorAt && checked ? findNode(checked.children, errorAt.path) : undefined;
  // the comments whose `[%cal]`/`[%csl]` the board draws: the current move's, or the game's before its first move
  const shapeComments = node ? node.source.data.comments : (a.game?.comments ?? NO_COMMENTS);
  const drawn = shapesOf(commentInfo(shapeComments));
  // the engine's best move as a blue arrow over the comment's shapes (not written into the comment)
  const isBest = (shape: Shape) =>
    bestArrow !== undefined &&
    shape.from === bestArrow.from &&
    shape.to === bestArrow.to &&
    shape.brush === 'blue';
  return (
    // three columns: the database (the file chooser, the game list), the board and its study, the text; side by
    // side at desktop widths (the database over the text), one column on a phone, where the list of an open
    // database's games comes first, over the board (`analysis.css`)
    <section className={`view analysis${dbGames ? ' with-db' : ''}`} aria-label="SAN / PGN analysis board">
      <div className="column study-db" ref={listBox}>
        <DatabaseSection
          study={study}
          onText={(text, ply, first) => {
            setLarge(undefined);
            a.open(text);
            if (ply) a.go(new Array<number>(ply).fill(0));
            // a file just opened: on one column its list, over the board, stays in view; a game chosen, its board
            if (first && oneColumn()) showList(listBox.current);
            else showBoard(boardFrame.current);
          }}
          onTooLarge={(row) => {
            setLarge(row);
            a.open('');
          }}
        />
      </div>
      <div className="column board-column">
        <div className="study">
          <div className="study-main">
            <div className="board-side">
              <PlayerBar players={players} place="top" flipped={flipped} turn={a.position.turn} />
              <div className="board-with-gauge">
                {engine ? (
                  <EvalBar
                    evaluation={engine.fen === fen ? engine.evaluation : undefined}
                    orientation="vertical"
                    flipped={flipped}
                  />
                ) : null}
                <AnalysisBoard
                  frameRef={boardFrame}
                  position={a.position}
                  lastMove={node?.error ? [] : (node?.squares ?? [])}
                  onMove={onMove}
                  flipped={flipped}
                  game={gifOf(a.checked, a.variant.id)}
                  under={
                    <PlayerBar players={players} place="bottom" flipped={flipped} turn={a.position.turn} />
                  }
                  shapes={bestArrow && !drawn.some(isBest) ? [...drawn, bestArrow] : drawn}
                  onShapes={(list) =>
                    apply((g) =>
                      setComment(
                        g,
                        a.path,
                        withShapes(
                          shapeComments,
                          list.filter((x) => !isBest(x) || drawn.some(isBest)),
                        ),
                      ),
                    )
                  }
                />
              </div>
              {node?.error ? (
                <div className="error-beside" data-testid="board-error">
                  <p>
                    {node.inherited ? 'After an illegal move' : 'An illegal move'}: the board shows the last
                    legal position.
                  </p>
                  <ErrorBox error={shownMoveError(node.error, a.text, errorNode)} testId="board-error-box" />
                </div>
              ) : null}
              <NavBar node={node} onStep={onStep} onHelp={() => setHelp(true)} />
              {checked ? <MoveStrip game={checked} path={a.path} onGo={a.go} figurines={figurines} /> : null}
              <PasteGameButton editorId="san" />
              <EngineSlot
                position={a.position}
                moves={checked?.children}
                ply={node?.ply ?? 0}
                onGo={a.go}
                onReport={setEngine}
                onPlayLine={playLine}
              />
              <FenLine position={a.position} onFen={openFen} />
              <ShortcutSheet open={help} onClose={() => setHelp(false)} />
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
                  end={gameEnd(checked, a.game?.result ?? a.game?.headers.get('Result'))}
                  figurines={figurines}
                />
              ) : a.textError ? (
                <div className="tree-error" data-testid="tree-error">
                  <p>This game cannot be read, so it has no moves to show:</p>
                  <ErrorBox error={shownMoveError(a.textError, a.text)} testId="tree-error-box" />
                </div>
              ) : null}
              {checked ? <EvalChartSlot moves={checked.children} node={node} onGo={a.go} /> : null}
              {checked ? (
                <MoveReport
                  moves={checked.children}
                  ply={node?.ply ?? 0}
                  players={{ white: a.game?.headers.get('White'), black: a.game?.headers.get('Black') }}
                  onGo={a.go}
                />
              ) : null}
              <NodeTools
                node={node}
                onGlyph={(nag) => apply((g) => toggleMoveGlyph(g, a.path, nag))}
                comments={shapeComments}
                onPromote={() => apply((g) => promoteVariation(g, a.path))}
                onDelete={() => apply((g) => deleteFrom(g, a.path))}
                onComment={(text) => apply((g) => setComment(g, a.path, text))}
              />
            </div>
            {dbPhase !== 'none' ? (
              <div className="explorer-side">
                <ExplorerSlot
                  db={study.db}
                  position={a.position}
                  onPlay={(san) => {
                    onMove(resolve(san, a.position));
                  }}
                />
                <SearchSlot
                  db={study.db}
                  position={a.position}
                  onOpen={(row, ply) =>
                    void study.openRow(row).then((text) => {
                      setLarge(text === undefined ? row : undefined);
                      a.open(text ?? '');
                      if (text !== undefined) a.go(new Array<number>(ply).fill(0));
                      showBoard(boardFrame.current);
                    })
                  }
                />
              </div>
            ) : null}
          </div>
        </div>
        <ExportBar pgn={exported} position={a.position} fileName={gameFileName(a.game?.headers, 'pgn')} />
        <button type="button" data-testid="toggle-editor" onClick={() => setEditing((e) => !e)}>
          {editing ? 'Close the board editor' : 'Board editor'}
        </button>
        {editing ? (
          <BoardEditor
            key={a.position.toFen()}
            variant={a.variant}
            initial={a.position.toSetup()}
            onUse={(fen) => {
              a.setText(positionPgn(fen, tagged ?? a.variantKey));
              a.setGameIndex(0);
              setEditing(false);
            }}
          />
        ) : null}
      </div>
      <div className="column study-text">
        <Editor
          id="san"
          label="PGN or SAN movetext (one game; several, or a file, are listed above)"
          value={a.text}
          onChange={onEdit}
          // a reader starts when the editor is focused, else while the clipboard's text is taken: a large paste is
          // read in it (ready, it lists the text sooner than a file opened, whose reader starts then)
          onFocus={study.db.prepare}
          onPaste={(next) => {
            study.db.prepare();
            const text = next();
            if (listed(text)) return true;
            if (replacesText(a.text, text)) markPasted(text);
            return false;
          }}
          highlight={editorError ? { offset: editorError.offset, length: editorError.length } : undefined}
          rows={8}
        />
        <div className="buttons">
          <Choice
            label="Variant"
            options={choices}
            value={tagged ?? own?.id ?? a.variantKey}
            disabled={a.named !== undefined}
            title={a.named ? 'set by the game’s Variant tag' : undefined}
            onChange={(key) => a.setVariantKey(key as VariantKey)}
            testId="san-variant"
          />
        </div>
        <GameList games={a.games} index={a.gameIndex} onPick={a.setGameIndex} />
        {a.text === '' || (a.games.length === 0 && !a.textError) ? (
          <EmptyNote reading={study.firstPending.current && !dbFailure} large={large} unlinked={a.unlinked} />
        ) : (
          <CheckStatus
            text={a.text}
            textError={a.textError}
            checked={checked}
            games={a.games.length}
            onGo={a.go}
            variant={a.variant}
            onFen={openFen}
          />
        )}
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

/**
 * The game's steps, from the keys wherever the focus is and the wheel over the board: ← → one move, Home End the
 * ends of the line, ↑ ↓ the other variations at this move, `f` flips the board.
 */
function stepper(
  checked: AnalysisGame | undefined,
  path: NodePath,
  go: (path: NodePath) => void,
  flip: () => void,
): (step: Step) => boolean {
  return (step) => {
    if (step === 'flip') {
      flip();
      return true;
    }
    if (!checked) return false;
    let next: NodePath | undefined;
    if (step === 'back') next = path.slice(0, -1);
    else if (step === 'forward') next = childrenAt(checked, path).length > 0 ? [...path, 0] : undefined;
    else if (step === 'start') next = [];
    else if (step === 'end') next = lineEnd(checked, path);
    else if (path.length > 0) {
      const siblings = childrenAt(checked, path.slice(0, -1)).length;
      const here = path[path.length - 1] ?? 0;
      next = [...path.slice(0, -1), (here + (step === 'up' ? -1 : 1) + siblings) % siblings];
    }
    if (next) go(next);
    return true;
  };
}

/** The buttons under the board: start, back, forward, end, flip, and where we are. */
function NavBar({
  node,
  onStep,
  onHelp,
}: {
  readonly node: AnalysisNode | undefined;
  readonly onStep: (step: Step) => boolean;
  readonly onHelp: () => void;
}) {
  return (
    <div className="nav buttons" data-testid="nav">
      <StepButtons onStep={onStep} testIds={['nav-start', 'nav-back', 'nav-forward', 'nav-end']} />
      <button type="button" data-testid="flip" onClick={() => onStep('flip')}>
        Flip
      </button>
      <button
        type="button"
        data-testid="shortcuts"
        onClick={onHelp}
        aria-label="Keyboard shortcuts"
        title="keyboard shortcuts (?)"
      >
        ?
      </button>
      <span className="muted nav-at" data-testid="current-ply">
        {node
          ? `ply ${node.ply}: ${node.moveNumber}${node.turn === 'white' ? '.' : '…'} ${node.san}`
          : 'start'}
      </span>
    </div>
  );
}

/** Bytes as people read them. */
function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * What an empty editor says: a pasted text being read, a game too large to edit (its size and the list's error),
 * a game too large for the link this page was opened from, or how to start. Never a verdict: nothing was read.
 */
function EmptyNote({
  reading,
  large,
  unlinked,
}: {
  readonly reading: boolean;
  readonly large: GameRow | undefined;
  readonly unlinked: number | undefined;
}) {
  let note: string;
  if (large) {
    const error = large.error
      ? ` The list's check: ${large.error.code} at line ${large.error.line}, column ${large.error.column}: ${large.error.message}.`
      : '';
    note = `Game ${large.index + 1} is ${sizeText(large.length)}, too large to edit here (at most ${sizeText(EDITOR_MAX)}).${error}`;
  } else if (reading) note = 'Reading the pasted text…';
  else if (unlinked) note = unlinkedNote('game', unlinked);
  else note = 'No game: play a move on the board, type or paste a PGN, or open a file.';
  return (
    <p className="muted" data-testid="empty-note">
      {note}
    </p>
  );
}

/** The text's syntax error (with the FEN it may be, to analyse), or each illegal move with a "show" link, or the all-legal note. */
function CheckStatus({
  text,
  textError,
  checked,
  games,
  onGo,
  variant,
  onFen,
}: {
  readonly text: string;
  readonly textError: MoveError | undefined;
  readonly checked: AnalysisGame | undefined;
  readonly games: number;
  readonly onGo: (path: NodePath) => void;
  readonly variant: VariantDefinition;
  readonly onFen: (fen: string) => void;
}) {
  if (textError) {
    return (
      <>
        <ErrorBox error={shownMoveError(textError, text)} />
        <PastedFen text={text} variant={variant} onFen={onFen} />
        <OtherTab text={text} here="san" />
      </>
    );
  }
  if (checked && checked.errors.length > 0) {
    return (
      <div data-testid="move-errors">
        {checked.errors.map((err) => {
          const at = findNode(checked.children, err.path);
          return (
            <div key={err.offset} className="error-row">
              <ErrorBox error={shownMoveError(err, text, at)} />
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
